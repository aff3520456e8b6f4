/**
 * The test after a retreat (5.1.1 g, 9.1.3): the row read by side and
 * distance, the unit's column, the exact chance, and the cases with no roll.
 */
import { describe, expect, it } from 'vitest';
import { always, chance, never } from '../../core/probability.ts';
import type { CombatUnit } from '../combat/input.ts';
import { resolveReadings, type EditionProfile } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
import { readRetreatRow, retreatTestRow, testAfterRetreat } from './retreat-test.ts';

const bannockburn = edition('bannockburn-1314');
const kosovo = edition('kosovo-1389');
const n1066 = edition('1066');
const infantry: CombatUnit = { kind: 'infantry', sp: 2, armor: 1, cf: 0 };
const lightCavalry: CombatUnit = { kind: 'cavalry', sp: 2, armor: 0, cf: 0 };
const test = (
  e: EditionProfile,
  unit: CombatUnit,
  side: 'attacker' | 'defender',
  retreat: number,
  readings: ResolvedReadings = resolveReadings(e),
) => testAfterRetreat(e, unit, side, retreat, false, false, readings);

describe('no roll (9.1.3, the COMBAT TABLE marks, no retreat)', () => {
  it('a leader on the hex spares the unit; a marked result breaks it outright; no retreat, no test', () => {
    const readings = resolveReadings(kosovo);
    expect(testAfterRetreat(kosovo, infantry, 'defender', 2, true, true, readings)).toEqual({
      failOn: [],
      breaks: never,
      becomes: 'disorganized',
      reason: 'leader-on-hex',
      rule: '9.1.3',
    });
    expect(
      testAfterRetreat(
        kosovo,
        { ...infantry, disorganized: true },
        'defender',
        2,
        true,
        false,
        readings,
      ),
    ).toEqual({
      failOn: [],
      breaks: always,
      becomes: 'panic',
      reason: 'automatic',
      rule: 'COMBAT TABLE',
    });
    expect(test(bannockburn, infantry, 'defender', 0)).toEqual({
      failOn: [],
      breaks: never,
      becomes: 'scattered',
      reason: 'no-retreat',
      rule: '5.1.1',
    });
  });
});

describe('the row and column read', () => {
  it('Bannockburn: a retreat past 5 hexes reads D5; armor-1 infantry breaks on 1–4', () => {
    for (const retreat of [5, 7])
      expect(test(bannockburn, infantry, 'defender', retreat)).toEqual({
        row: 'D5 / A5',
        failOn: [1, 2, 3, 4],
        breaks: chance(4, 6),
        becomes: 'scattered',
        reason: 'table',
        rule: '5.1.1',
      });
    expect(test(bannockburn, infantry, 'attacker', 1).row).toBe('D1 / A1');
  });

  it('Kosovo: the attacker’s A1 shares the defender’s B2 row; 2D6 totals', () => {
    expect(test(kosovo, infantry, 'attacker', 1)).toEqual({
      row: 'B2 / A1',
      failOn: [2, 3, 11, 12],
      breaks: chance(6, 36),
      becomes: 'disorganized',
      reason: 'table',
      rule: '5.1.1',
    });
    expect(test(kosovo, infantry, 'defender', 7)).toEqual({
      row: 'B5 / A4',
      failOn: [2, 3, 4, 5, 10, 11, 12],
      breaks: chance(16, 36),
      becomes: 'disorganized',
      reason: 'table',
      rule: '5.1.1',
    });
    expect(test(kosovo, lightCavalry, 'defender', 1).breaks).toEqual(chance(1, 36));
  });

  it('Kosovo under kosovoDisorganizationRow "example": every retreat reads the next row down, the last stays', () => {
    const example = { ...resolveReadings(kosovo), kosovoDisorganizationRow: 'example' as const };
    expect([1, 2, 5].map((r) => retreatTestRow(kosovo, 'defender', r, example)?.label)).toEqual([
      'B2 / A1',
      'B3 / A2',
      'B5 / A4',
    ]);
    expect(
      [1, 2, 4].map((r) => retreatTestRow(kosovo, 'attacker', r, resolveReadings(kosovo))?.label),
    ).toEqual(['B2 / A1', 'B3 / A2', 'B5 / A4']);
    // The option touches the disorganization edition only.
    const n1066Example = {
      ...resolveReadings(n1066),
      kosovoDisorganizationRow: 'example' as const,
    };
    expect(retreatTestRow(n1066, 'defender', 1, n1066Example)?.label).toBe('D1/A1');
  });

  it('1066 D1 light cavalry: the printed blank by default, Bannockburn’s 1 under lightCavalryD1', () => {
    expect(test(n1066, lightCavalry, 'defender', 1)).toEqual({
      row: 'D1/A1',
      failOn: [],
      breaks: never,
      becomes: 'scattered',
      reason: 'table',
      rule: '5.1.1',
    });
    const bannockburnCell = { ...resolveReadings(n1066), lightCavalryD1: 'bannockburn' as const };
    expect(test(n1066, lightCavalry, 'defender', 1, bannockburnCell)).toMatchObject({
      failOn: [1],
      breaks: chance(1, 6),
    });
    // Other cells of the row are untouched.
    expect(test(n1066, infantry, 'defender', 1, bannockburnCell).failOn).toEqual(
      test(n1066, infantry, 'defender', 1).failOn,
    );
  });

  it('no row past the last printed retreat, even when the example reading shifts rows down', () => {
    const example = { ...resolveReadings(kosovo), kosovoDisorganizationRow: 'example' as const };
    expect(retreatTestRow(kosovo, 'defender', 6, example)).toBeUndefined();
    expect(
      retreatTestRow(bannockburn, 'defender', 6, resolveReadings(bannockburn)),
    ).toBeUndefined();
  });

  it('Kosovo: an attacker retreating past A4 tests on the last row, B5 / A4 (erratum kosovo-attacker-retreat-past-a4)', () => {
    for (const retreat of [4, 5, 8])
      expect(test(kosovo, infantry, 'attacker', retreat)).toEqual({
        row: 'B5 / A4',
        failOn: [2, 3, 4, 5, 10, 11, 12],
        breaks: chance(16, 36),
        becomes: 'disorganized',
        reason: 'table',
        rule: '5.1.1',
      });
    const example = { ...resolveReadings(kosovo), kosovoDisorganizationRow: 'example' as const };
    expect(test(kosovo, infantry, 'attacker', 5, example).row).toBe('B5 / A4');
    // Where both sides print five rows, the attacker's last is A5.
    expect(test(n1066, infantry, 'attacker', 9).row).toBe('D5/A5');
  });

  it('readRetreatRow without a reading given reads the cell as printed', () => {
    const table = n1066.tables.retreatTest;
    const d1 = table.rows[0]!;
    expect(readRetreatRow(table, d1, {}).failOn['light-cavalry']).toEqual([]);
    expect(
      readRetreatRow(table, d1, { lightCavalryD1: 'bannockburn' }).failOn['light-cavalry'],
    ).toEqual([1]);
  });
});
