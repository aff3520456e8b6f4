/**
 * What the effect pages print in each row's label, and the rows a table keeps
 * when the editions agree: ranged units in a close combat, leader range (8.0)
 * and the table's edge (1.5).
 */
import { describe, expect, it } from 'vitest';
import { describeEffect, type EffectTable } from './effects.ts';
import type { EffectId } from './alignment/types.ts';

function effect(id: EffectId, ids: readonly string[]): EffectTable {
  const found = describeEffect(id, ids);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}
const labels = (t: EffectTable) => t.rows.map((r) => [r.id, r.label]);

describe('row labels', () => {
  it('ranged units in a close combat: the archers defend, then attack', () => {
    const t = effect('ranged-in-combat', ['bannockburn-1314', 'kosovo-1389']);
    expect(labels(t)).toEqual([
      ['defending-attacker-cm-ranged', 'Archers defend: Attacker CM: ranged units'],
      ['defending-column', 'Archers defend: Final column'],
      ['defending-defender-retreats', 'Archers defend: P(defender retreats)'],
      ['attacking-defender-cm-ranged', 'Archers attack: Defender CM: ranged units'],
      ['attacking-column', 'Archers attack: Final column'],
      ['attacking-defender-retreats', 'Archers attack: P(defender retreats)'],
    ]);
  });

  it('8.0: how far a leader’s and a grand leader’s CM reaches', () => {
    const t = effect('leader-range', ['kosovo-1389', '1066']);
    expect(labels(t).slice(0, 2)).toEqual([
      ['leader', 'A leader’s CM reaches'],
      ['grand-leader', 'A grand leader’s CM reaches'],
    ]);
  });
});

describe('rows kept when the editions agree', () => {
  it('1.5: Bannockburn and 1066 clamp alike, and the table still shows how the column was found', () => {
    const t = effect('ratio-clamp', ['bannockburn-1314', '1066']);
    expect(t.rows.map((r) => r.id)).toEqual([
      'clamp-initial-ratio',
      'clamp-attacker-cm-total',
      'clamp-defender-cm-total',
      'clamp-column',
    ]);
  });
});
