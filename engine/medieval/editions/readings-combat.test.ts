/**
 * The combat switches of the register: flipping each one moves the column as
 * its other reading says; the defaults keep the printed reading.
 */
import { describe, expect, it } from 'vitest';
import { analyseCombat } from '../combat/combat-by-id.ts';
import { plainCombat, type CombatUnit } from '../combat/input.ts';
import { testAfterRetreat } from '../morale/retreat-test.ts';
import { getEdition } from './editions.ts';
import { resolveReadings, type Readings } from './readings.ts';

const infantry = (sp: number): CombatUnit => ({ kind: 'infantry', sp, armor: 0, cf: 0 });

function columnOf(
  edition: string,
  attackerSp: number,
  defenderSp: number,
  readings: Readings = {},
  terrain: 'clear' | 'forest' = 'clear',
) {
  const attackers =
    attackerSp > 10 ? [infantry(10), infantry(attackerSp - 10)] : [infantry(attackerSp)];
  const input = plainCombat(attackers, [infantry(defenderSp)], {
    defender: { terrain },
  });
  const analysis = analyseCombat(edition, input, readings);
  if (!analysis.ok) throw new Error(analysis.error.message);
  return { label: analysis.value.ratio.final.label, errata: analysis.value.errata };
}

describe('1.6, ratio-below-one', () => {
  it('2:3 reads 1:2 by default and 1:1 when read as x:1', () => {
    expect(columnOf('bannockburn-1314', 2, 3).label).toBe('1:2');
    expect(columnOf('bannockburn-1314', 2, 3, { ratioBelowOne: 'attacker-share' }).label).toBe(
      '1:1',
    );
    expect(columnOf('bannockburn-1314', 2, 3).errata).toContain('ratio-below-one');
  });

  it('1:4 (0:1 read as x:1) falls to the lowest column, 1:4', () => {
    expect(columnOf('1066', 1, 4, { ratioBelowOne: 'attacker-share' }).label).toBe('1:4');
    expect(columnOf('1066', 1, 3, { ratioBelowOne: 'attacker-share' }).label).toBe('1:4');
    expect(columnOf('1066', 1, 3).label).toBe('1:3');
  });
});

describe('1.5, initial-ratio-beyond-table', () => {
  it('12:1 in forest: clamped to 9:1 before the defender’s shift, or shifted from 12:1', () => {
    const printed = columnOf('bannockburn-1314', 12, 1, {}, 'forest');
    const other = columnOf(
      'bannockburn-1314',
      12,
      1,
      { initialRatioBeyondTable: 'shift-unclamped' },
      'forest',
    );
    expect(printed.errata).toContain('initial-ratio-beyond-table');
    expect([printed.label, other.label]).toEqual(['7:1', '9:1']);
  });
});

describe('Kosovo COMBAT TABLE, kosovo-combat-table-cells', () => {
  it('roll 6 at 2:1 reads D1 -1 as Kosovo prints it, D1 as the other editions do', () => {
    const cellAt = (readings: Readings) => {
      const analysis = analyseCombat(
        'kosovo-1389',
        plainCombat([infantry(2)], [infantry(1)]),
        readings,
      );
      if (!analysis.ok) throw new Error(analysis.error.message);
      return {
        cell: analysis.value.outcomes.find((o) => o.roll === 6)?.cell,
        errata: analysis.value.errata,
      };
    };
    expect(cellAt({})).toEqual({
      cell: 'D1 -1',
      errata: expect.arrayContaining(['kosovo-combat-table-cells']) as unknown,
    });
    expect(cellAt({ kosovoCombatCells: 'other-editions' }).cell).toBe('D1');
  });
});

describe('1066 COMBAT SCATTER, 1066-light-cavalry-d1', () => {
  it('a combat with light cavalry touches the entry; the retreat row reads Bannockburn’s 1 when chosen', () => {
    const light: CombatUnit = { kind: 'cavalry', sp: 2, armor: 0, cf: 0 };
    const analysis = analyseCombat('1066', plainCombat([light], [infantry(2)]));
    expect(analysis.ok && analysis.value.errata).toContain('1066-light-cavalry-d1');
    const n = getEdition('1066');
    if (!n.ok) throw new Error(n.error.message);
    const test = (readings: Readings) =>
      testAfterRetreat(
        n.value,
        light,
        'defender',
        1,
        false,
        false,
        resolveReadings(n.value, readings),
      ).failOn;
    expect(test({})).toEqual([]);
    expect(test({ lightCavalryD1: 'bannockburn' })).toEqual([1]);
  });
});
