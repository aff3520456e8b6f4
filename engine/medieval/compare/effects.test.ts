import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { editions } from '../editions/editions.ts';
import type { EffectId } from './alignment/types.ts';
import type { ComparedRow } from './combat-rows.ts';
import { describeEffect, sayWhatChanges, type EffectTable } from './effects.ts';

const all = ['bannockburn-1314', 'kosovo-1389', '1066'] as const;
const effectIds: EffectId[] = [
  'rear-attack',
  'ratio-clamp',
  'ranged-in-combat',
  'after-retreat',
  'pursuit',
  'leader-range',
  'ride-down',
  'combat-table',
];

function effect(id: EffectId, ids: readonly string[] = all): EffectTable {
  const found = describeEffect(id, ids);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}
function rowOf(table: EffectTable, id: string): ComparedRow {
  const row = table.rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id} in ${table.rows.map((r) => r.id).join(', ')}`);
  return row;
}
const texts = (t: EffectTable, id: string) => rowOf(t, id).cells.map((c) => c.text);
const rules = (t: EffectTable, id: string) => rowOf(t, id).cells.map((c) => c.rule);
const chances = (t: EffectTable, id: string) => rowOf(t, id).cells.map((c) => c.chance);

describe('describeEffect: every effect the alignment names, under all three editions', () => {
  it.each(effectIds)(
    '%s: one cell per edition in every row, a title, a situation, a so-what',
    (id) => {
      const t = effect(id);
      expect(t.effect).toBe(id);
      expect(t.editions.map((e) => e.id)).toEqual([...all]);
      expect(t.editions.map((e) => e.title)).toEqual([
        'Bannockburn 1314',
        'Kosovo Field 1389',
        '1066',
      ]);
      expect(t.title.length).toBeGreaterThan(10);
      expect(t.situation.length).toBeGreaterThan(20);
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) {
        expect(row.cells).toHaveLength(3);
        for (const cell of row.cells) expect(cell.text).not.toMatch(/NaN|undefined/);
      }
      expect(t.soWhat).toMatch(/\.$/);
    },
  );

  it('3.1.2 rear attack: 2 CM once, or 2 CM per rear hex in Kosovo (3:1 against 5:1 and 7:1)', () => {
    const t = effect('rear-attack');
    expect(texts(t, 'rear-1-attacker-cm-rear')).toEqual(['+2 CM', '+2 CM', '+2 CM']);
    expect(rowOf(t, 'rear-1-attacker-cm-rear').label).toBe(
      'From 1 rear hex: Attacker CM: rear attack',
    );
    expect(texts(t, 'rear-1-column')).toEqual(['3:1', '3:1', '3:1']);
    expect(t.rows.some((r) => r.id === 'rear-1-defender-retreats')).toBe(false);
    expect(texts(t, 'rear-2-attacker-cm-rear')).toEqual(['+2 CM', '+4 CM', '+2 CM']);
    expect(texts(t, 'rear-3-attacker-cm-rear')).toEqual(['+2 CM', '+6 CM', '+2 CM']);
    expect(rules(t, 'rear-3-attacker-cm-rear')).toEqual(['3.1.2', '3.1.2', '3.1.2']);
    expect(texts(t, 'rear-2-column')).toEqual(['3:1', '5:1', '3:1']);
    expect(texts(t, 'rear-3-column')).toEqual(['3:1', '7:1', '3:1']);
    expect(rowOf(t, 'rear-2-column').label).toBe('From 2 rear hexes: Final column');
    expect(chances(t, 'rear-2-defender-retreats')).toEqual([
      chance(26, 36),
      chance(35, 36),
      chance(26, 36),
    ]);
    expect(chances(t, 'rear-3-attacker-loses')).toEqual([
      chance(11, 36),
      chance(4, 36),
      chance(11, 36),
    ]);
    expect(t.soWhat).toBe(
      'From 2 rear hexes: Final column: 3:1 in Bannockburn 1314 and 1066; 5:1 in Kosovo Field 1389.',
    );
  });

  it('rear attack between Bannockburn and 1066: the same rule, so no difference', () => {
    const t = effect('rear-attack', ['bannockburn-1314', '1066']);
    expect(t.rows.every((r) => !r.differs)).toBe(true);
    expect(t.soWhat).toBe(
      'No difference between these editions here (From 2 rear hexes: Final column: 3:1 in each).',
    );
  });

  it('1.5: 6:1, +7, −2 is 7:1 where the edges hold after each side, 9:1 in Kosovo', () => {
    const t = effect('ratio-clamp');
    expect(texts(t, 'clamp-initial-ratio')).toEqual(['6:1', '6:1', '6:1']);
    expect(texts(t, 'clamp-attacker-cm-total')).toEqual(['+7 CM', '+7 CM', '+7 CM']);
    expect(texts(t, 'clamp-defender-cm-total')).toEqual(['+2 CM', '+2 CM', '+2 CM']);
    expect(texts(t, 'clamp-column')).toEqual(['7:1', '9:1', '7:1']);
    expect(rules(t, 'clamp-column')).toEqual(['1.5', '1.5', '1.5']);
    expect(chances(t, 'clamp-defender-retreats')).toEqual([
      chance(35, 36),
      chance(1, 1),
      chance(35, 36),
    ]);
    expect(t.soWhat).toBe(
      '6:1, +7, −2: Final column: 7:1 in Bannockburn 1314 and 1066; 9:1 in Kosovo Field 1389.',
    );
  });

  it('10.3.1 / 11.3.1: ranged units give their attacker 2 CM, or their enemy 3 CM in Kosovo', () => {
    const t = effect('ranged-in-combat');
    expect(texts(t, 'defending-attacker-cm-ranged')).toEqual(['+2 CM', '+3 CM', '+2 CM']);
    expect(rules(t, 'defending-attacker-cm-ranged')).toEqual(['10.3.1', '11.3.1', '10.3.1']);
    expect(texts(t, 'defending-column')).toEqual(['4:1', '5:1', '4:1']);
    expect(texts(t, 'attacking-defender-cm-ranged')).toEqual(['none', '+3 CM', 'none']);
    expect(texts(t, 'attacking-column')).toEqual(['1:1', '1:4', '1:1']);
    expect(chances(t, 'attacking-defender-retreats')).toEqual([
      chance(10, 36),
      chance(0, 1),
      chance(10, 36),
    ]);
    expect(t.rows.map((r) => r.id)).not.toContain('attacking-attacker-cm-ranged');
    expect(t.soWhat).toBe(
      'Archers attack: Final column: 1:1 in Bannockburn 1314 and 1066; 1:4 in Kosovo Field 1389.',
    );
  });

  it('5.1.1 g: a scatter on 1D6 or a disorganization on 2D6 after the retreat', () => {
    const t = effect('after-retreat');
    expect(texts(t, 'infantry-1')).toEqual([
      'scattered 0/6 · 0%',
      'disorganized 4/36 · 11.1%',
      'scattered 0/6 · 0%',
    ]);
    expect(chances(t, 'infantry-2')).toEqual([chance(1, 6), chance(6, 36), chance(1, 6)]);
    expect(texts(t, 'cavalry-2')).toEqual([
      'scattered 1/6 · 16.7%',
      'disorganized 1/36 · 2.8%',
      'scattered 1/6 · 16.7%',
    ]);
    expect(rules(t, 'cavalry-2')).toEqual(['5.1.1', '5.1.1', '5.1.1']);
    expect(chances(t, 'combat-breaks')).toEqual([chance(1, 36), chance(2, 27), chance(1, 36)]);
    expect(rules(t, 'combat-breaks')).toEqual(['5.1.1', '5.1.1', '5.1.1']);
    expect(t.soWhat).toBe(
      'Infantry (armor 1) retreats 2 hexes: scattered 1/6 · 16.7% in Bannockburn 1314 and 1066; disorganized 6/36 · 16.7% in Kosovo Field 1389.',
    );
  });

  it('5.5: at MORALE +2 the test for obligatory pursuit is harder to pass; Kosovo makes it obligatory outright (6.1.8)', () => {
    const t = effect('pursuit');
    expect(texts(t, 'tests')).toEqual([
      'whether pursuit is obligatory',
      'whether pursuit is voluntary',
      'whether pursuit is obligatory',
    ]);
    expect(rules(t, 'tests')).toEqual(['5.5.2', '5.5.3', '5.5.2']);
    expect(chances(t, 'hexes-1-morale-0')).toEqual([chance(1, 6), chance(1, 6), chance(1, 6)]);
    expect(texts(t, 'hexes-1-morale-2')).toEqual(['4/6 · 66.7%', 'always, no roll', '4/6 · 66.7%']);
    expect(rules(t, 'hexes-1-morale-2')).toEqual(['5.5.2', '6.1.8', '5.5.2']);
    expect(chances(t, 'hexes-3-morale-0')).toEqual([chance(3, 6), chance(3, 6), chance(3, 6)]);
    expect(texts(t, 'hexes-3-morale-2')).toEqual(['6/6 · 100%', 'always, no roll', '6/6 · 100%']);
    expect(rowOf(t, 'hexes-3-morale-2').label).toBe(
      '3 hexes from its leader, MORALE +2: P(must pursue)',
    );
    expect(rowOf(t, 'hexes-1-morale-0').label).toBe(
      '1 hex from its leader, MORALE 0: P(must pursue)',
    );
    expect(t.soWhat).toBe(
      '1 hex from its leader, MORALE +2: P(must pursue): 4/6 · 66.7% in Bannockburn 1314 and 1066; always, no roll in Kosovo Field 1389.',
    );
  });

  it('5.8: the sum decides in Bannockburn and 1066; Kosovo rides down above CF 1 whatever the armor', () => {
    const t = effect('ride-down');
    expect(texts(t, 'light-margin')).toEqual([
      '0 (above 0 needed)',
      'no sum: automatic above CF 1',
      '0 (above 0 needed)',
    ]);
    expect(rowOf(t, 'light-margin').cells.map((c) => c.value)).toEqual([0, undefined, 0]);
    expect(rules(t, 'light-margin')).toEqual(['5.8.2', '5.8.1', '5.8.2']);
    expect(texts(t, 'light-verdict')).toEqual(['no', 'yes, always', 'no']);
    expect(rules(t, 'light-verdict')).toEqual(['5.8.2', '5.8.4', '5.8.2']);
    expect(texts(t, 'heavy-margin')).toEqual([
      '3 (above 0 needed)',
      'no sum: automatic above CF 1',
      '3 (above 0 needed)',
    ]);
    expect(texts(t, 'heavy-verdict')).toEqual([
      'yes, if the rider chooses',
      'yes, always',
      'yes, if the rider chooses',
    ]);
    expect(t.soWhat).toBe(
      'Cavalry (armor 0, CF 2) into infantry (armor 1): ridden down: no in Bannockburn 1314 and 1066; yes, always in Kosovo Field 1389.',
    );
  });

  it('8.0: a leader reaches 1 hex in Bannockburn, 2 in Kosovo and 1066; 2 hexes away he is worth a column', () => {
    const t = effect('leader-range');
    expect(texts(t, 'leader')).toEqual(['1 hex', '2 hexes', '2 hexes']);
    expect(rowOf(t, 'leader').cells.map((c) => c.value)).toEqual([1, 2, 2]);
    expect(rules(t, 'leader')).toEqual(['8.0', '8.0', '8.0']);
    expect(texts(t, 'grand-leader')).toEqual(['3 hexes', '3 hexes', '3 hexes']);
    expect(texts(t, 'two-hexes-attacker-cm-leader')).toEqual(['none', '+1 CM', '+1 CM']);
    expect(rules(t, 'two-hexes-attacker-cm-leader')).toEqual(['8.2.2', '8.2.2', '8.2.2']);
    expect(rowOf(t, 'two-hexes-attacker-cm-leader').label).toBe(
      'Leader 2 hexes from the attackers: Attacker CM: leader',
    );
    expect(texts(t, 'two-hexes-column')).toEqual(['1:1', '2:1', '2:1']);
    expect(chances(t, 'two-hexes-defender-retreats')).toEqual([
      chance(10, 36),
      chance(21, 36),
      chance(21, 36),
    ]);
    expect(t.soWhat).toBe(
      'Leader 2 hexes from the attackers: Final column: 1:1 in Bannockburn 1314; 2:1 in Kosovo Field 1389 and 1066.',
    );
  });

  it('leader range in Kosovo and 1066 alone: the same 2 hexes', () => {
    const t = effect('leader-range', ['kosovo-1389', '1066']);
    expect(t.rows.map((r) => r.id)).toEqual([
      'leader',
      'grand-leader',
      'two-hexes-attacker-cm-leader',
      'two-hexes-column',
      'two-hexes-defender-retreats',
    ]);
    expect(t.rows.every((r) => !r.differs)).toBe(true);
  });

  it('leader range in Bannockburn alone: no leader CM row, the leader is out of range', () => {
    const t = effect('leader-range', ['bannockburn-1314']);
    expect(t.rows.map((r) => r.id)).toEqual([
      'leader',
      'grand-leader',
      'two-hexes-column',
      'two-hexes-defender-retreats',
    ]);
    expect(t.soWhat).toBe('Leader 2 hexes from the attackers: Final column: 1:1.');
  });

  it('COMBAT TABLE: only the cells that change the odds, at 2:1 and 4:1 the defender loses SP more often in Kosovo', () => {
    const t = effect('combat-table');
    expect(t.rows.map((r) => r.id)).toEqual(['2:1-defender-loses', '4:1-defender-loses']);
    expect(chances(t, '2:1-defender-loses')).toEqual([
      chance(10, 36),
      chance(15, 36),
      chance(10, 36),
    ]);
    expect(chances(t, '4:1-defender-loses')).toEqual([
      chance(10, 36),
      chance(14, 36),
      chance(10, 36),
    ]);
    expect(rules(t, '4:1-defender-loses')).toEqual([
      'COMBAT TABLE',
      'COMBAT TABLE',
      'COMBAT TABLE',
    ]);
    expect(rowOf(t, '2:1-defender-loses').label).toBe('2:1: P(defender loses SP)');
    expect(t.soWhat).toBe(
      '2:1: P(defender loses SP): 10/36 · 27.8% in Bannockburn 1314 and 1066; 15/36 · 41.7% in Kosovo Field 1389.',
    );
  });

  it('COMBAT TABLE of Bannockburn and 1066: the same odds, so every column’s defender retreats', () => {
    const t = effect('combat-table', ['bannockburn-1314', '1066']);
    expect(t.rows).toHaveLength(12);
    expect(t.rows[0]!.id).toBe('1:4-defender-retreats');
    expect(chances(t, '9:1-defender-retreats')).toEqual([chance(1, 1), chance(1, 1)]);
    expect(t.soWhat).toBe(
      'No difference between these editions here (1:4: P(defender retreats): 0/36 · 0% in each).',
    );
  });

  it('an unknown edition, no edition or an unknown effect is an error naming the field', () => {
    const unknown = describeEffect('rear-attack', ['1067']);
    expect(unknown.ok ? undefined : unknown.error.field).toBe('edition');
    const none = describeEffect('rear-attack', []);
    expect(none.ok ? undefined : none.error.field).toBe('editions');
    const bad = describeEffect('charge' as EffectId, all);
    expect(bad.ok ? undefined : bad.error).toMatchObject({ field: 'effect', rule: 'compare' });
  });

  it('the refusals say what is missing: no edition named, or no such worked effect', () => {
    expect(describeEffect('rear-attack', [])).toEqual({
      ok: false,
      error: { field: 'editions', rule: 'compare', message: 'name at least one edition' },
    });
    expect(describeEffect('charge' as EffectId, ['kosovo-1389'])).toEqual({
      ok: false,
      error: { field: 'effect', rule: 'compare', message: 'no worked effect named "charge"' },
    });
  });
});

describe('sayWhatChanges', () => {
  const profiles = ['bannockburn-1314', 'kosovo-1389'].map((id) =>
    editions.find((e) => e.id === id)!,
  );
  const row = (id: string, a: string, b: string): ComparedRow => ({
    id,
    label: id,
    cells: [
      { text: a, rule: null },
      { text: b, rule: null },
    ],
    differs: a !== b,
  });
  it('takes the first key row that differs, not the first row', () => {
    const rows = [row('x', '1', '2'), row('y', '3', '3'), row('z', '4', '5')];
    expect(sayWhatChanges(rows, ['y', 'z', 'x'], profiles)).toBe(
      'z: 4 in Bannockburn 1314; 5 in Kosovo Field 1389.',
    );
  });
  it('falls back to the first key row, then the first row, then says there is nothing', () => {
    const rows = [row('x', '1', '1'), row('y', '3', '3')];
    expect(sayWhatChanges(rows, ['y'], profiles)).toBe(
      'No difference between these editions here (y: 3 in each).',
    );
    expect(sayWhatChanges(rows, ['w'], profiles)).toBe(
      'No difference between these editions here (x: 1 in each).',
    );
    expect(sayWhatChanges([], [], profiles)).toBe('Nothing to compare.');
  });
});
