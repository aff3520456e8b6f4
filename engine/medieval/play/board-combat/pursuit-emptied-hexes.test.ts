/**
 * Which hexes a pursuit may start on (5.5.6, Kosovo 5.5.7: the first hex is
 * one the retreating enemy emptied), when the enemy left from two hexes or a
 * friendly unit stands beside the pursuer; a die off its faces; and which
 * marked hexes count as fortifications for the ride down (5.5.9).
 */
import { describe, expect, it } from 'vitest';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, only, type Pieces } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

/** English cavalry up-right of the defender (0506), facing it; it touches 0405 too. */
const right = piece('en-right', 'English', 'cavalry', '0506', { facing: 4 });

const pursuits = (pieces: Pieces, cell: string, opts: Parameters<typeof combatOn>[2] = {}) => {
  const run = combatOn(pieces, cell, opts);
  return { run, steps: only(run.steps, 'pursuit') };
};

describe('5.5.6: the first hex of a pursuit is one the enemy emptied', () => {
  it('attackers that retreat from two hexes leave both to the defender, named in its step', () => {
    const { steps } = pursuits([defender, front, right], 'A1');
    expect(steps.map((s) => [s.unit, s.into])).toEqual([['sc-inf', ['0405', '0506']]]);
    expect(steps[0]?.working[0]?.text).toBe(
      'English withdrew from 0405, 0506: sc-inf pursues, by choice or by force.',
    );
  });

  it('a hex not emptied is refused, and the refusal lists every emptied hex', () => {
    const { run, steps } = pursuits([defender, front, right], 'A1');
    const r = applyAfterCombatStep(
      run.applied.after,
      steps[0]!,
      { roll: 1, hex: '0407' },
      run.context,
    );
    expect(r.ok ? undefined : r.error).toEqual({
      field: 'hex',
      rule: '5.5.5',
      message: 'a pursuit starts on a hex the enemy emptied: 0405, 0506',
    });
  });

  it('a friendly unit’s hex beside the pursuer is not one the enemy emptied', () => {
    const { steps } = pursuits([defender, front, right], 'D1');
    expect(steps.map((s) => [s.unit, s.into])).toEqual([
      ['en-front', ['0406']],
      ['en-right', ['0406']],
    ]);
  });
});

describe('5.5.2: the pursuit die', () => {
  it('a roll off the die is refused, naming the field', () => {
    const { run, steps } = pursuits([defender, front], 'A1');
    const r = applyAfterCombatStep(run.applied.after, steps[0]!, { roll: 7 }, run.context);
    expect(r.ok ? undefined : r.error.field).toBe('roll');
  });
});

describe('5.5.9: the fortified hexes a pursuing rider may not ride down', () => {
  it('only hexes marked as fortifications count; a river or a road does not', () => {
    const plain = pursuits([defender, front], 'D1', {
      terrain: { '0506': ['river'], '0306': ['road'] },
    }).steps[0];
    expect(plain?.fortified).toBeUndefined();
    const walled = pursuits([defender, front], 'D1', {
      terrain: { '0506': ['river'], '0407': ['fortification'] },
    }).steps[0];
    expect(walled?.fortified).toEqual(['0407']);
  });
});
