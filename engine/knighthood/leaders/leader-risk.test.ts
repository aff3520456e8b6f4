import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, compare, sum } from '../../core/index.ts';
import { fraction } from '../tables/cells.ts';
import {
  automaticLeaderHits,
  berserkerVulnerability,
  leaderRisk,
  readVulnerabilityCheck,
  vulnerabilityChance,
  vulnerabilityChecks,
  vulnerabilityNumber,
  worsenCondition,
  type LeaderFate,
} from './leader-risk.ts';

const classes = ['A', 'B', 'C', 'D'] as const;

describe('T19 Leader vulnerability (7.00 Type of risk)', () => {
  it('T19: every class is hit on 1/2 by missile fire; in CC A 1/2, B 1/3, C 1/4, D 1/5', () => {
    const cc = [fraction(1, 2), fraction(1, 3), fraction(1, 4), fraction(1, 5)];
    for (const [i, leader] of classes.entries()) {
      expect(vulnerabilityNumber(leader, 'unit-fired-on')).toEqual(fraction(1, 2));
      expect(vulnerabilityNumber(leader, 'unit-in-close-combat')).toEqual(cc[i]);
      expect(vulnerabilityNumber(leader, 'meleed-alone')).toEqual(cc[i]);
    }
  });

  it('9.07: a berserker checks as a D class leader: 1/2 under fire, 1/5 in CC', () => {
    expect(berserkerVulnerability).toBe('D');
    expect(vulnerabilityNumber(berserkerVulnerability, 'unit-in-close-combat')).toEqual(
      fraction(1, 5),
    );
  });

  it('T19: a check hits 2 in 36 under fire, and 2, 3, 4, 5 in 36 in CC for A to D', () => {
    for (const [i, leader] of classes.entries()) {
      expect(vulnerabilityChance(leader, 'unit-fired-on')).toEqual(chance(2, 36));
      expect(vulnerabilityChance(leader, 'unit-in-close-combat')).toEqual(chance(i + 2, 36));
    }
  });
});

describe('7.00 Risk to leader: how many checks', () => {
  it('7.00: an attached leader checks once when his unit is fired on or fights', () => {
    expect(vulnerabilityChecks('unit-fired-on')).toEqual({ ok: true, value: 1 });
    expect(vulnerabilityChecks('unit-in-close-combat', 9)).toEqual({ ok: true, value: 1 });
  });

  it('9.14 example: meleed alone by chivalry (3 figures to 1 MMS), three checks; 1 to 4 figures allowed', () => {
    expect(vulnerabilityChecks('meleed-alone', 3)).toEqual({ ok: true, value: 3 });
    expect(vulnerabilityChecks('meleed-alone', 1)).toEqual({ ok: true, value: 1 });
    expect(vulnerabilityChecks('meleed-alone', 4)).toEqual({ ok: true, value: 4 });
    for (const bad of [0, 5, 2.5]) {
      expect(vulnerabilityChecks('meleed-alone', bad)).toEqual({
        ok: false,
        error: {
          field: 'figuresOnOneMms',
          rule: '7.00',
          message: `an MMS holds 1 to 4 figures (T1), not ${bad}`,
        },
      });
    }
    expect(vulnerabilityChecks('meleed-alone')).toMatchObject({ ok: false });
  });
});

describe('7.00 example: reading a VF check', () => {
  it('7.00 example: a B leader under fire rolls 1, then 2 on the second die: hit', () => {
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 1, 2)).toEqual({
      ok: true,
      value: { hit: true },
    });
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 1, 3)).toEqual({
      ok: true,
      value: { hit: false },
    });
    expect(readVulnerabilityCheck('D', 'unit-in-close-combat', 1, 5)).toEqual({
      ok: true,
      value: { hit: true },
    });
    expect(readVulnerabilityCheck('D', 'unit-in-close-combat', 1, 6)).toEqual({
      ok: true,
      value: { hit: false },
    });
    expect(readVulnerabilityCheck('A', 'unit-fired-on', 2)).toEqual({
      ok: true,
      value: { hit: false },
    });
  });

  it('T19: refuses a missing or needless second die and dice off the die', () => {
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 1)).toEqual({
      ok: false,
      error: {
        field: 'second',
        rule: 'T19',
        message: 'a first die of 1 is rolled again: give the second die',
      },
    });
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 2, 1)).toEqual({
      ok: false,
      error: { field: 'second', rule: 'T19', message: 'a first die of 2 needs no second die' },
    });
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 7)).toEqual({
      ok: false,
      error: { field: 'first', rule: 'T19', message: 'one die shows 1 to 6, not 7' },
    });
    expect(readVulnerabilityCheck('B', 'unit-fired-on', 1, 0)).toEqual({
      ok: false,
      error: { field: 'second', rule: 'T19', message: 'one die shows 1 to 6, not 0' },
    });
  });
});

describe('7.00 Results: wounds on wounds', () => {
  it('7.00: two severe wounds make a mortal one; a mortal wound on a wounded leader kills', () => {
    const table: [LeaderFate['condition'], string, LeaderFate['condition']][] = [
      ['unharmed', 'unharmed', 'unharmed'],
      ['unharmed', 'severe-wound', 'severe-wound'],
      ['unharmed', 'mortal-wound', 'mortal-wound'],
      ['unharmed', 'killed', 'killed'],
      ['severe-wound', 'unharmed', 'severe-wound'],
      ['severe-wound', 'severe-wound', 'mortal-wound'],
      ['severe-wound', 'mortal-wound', 'killed'],
      ['severe-wound', 'killed', 'killed'],
      ['mortal-wound', 'unharmed', 'mortal-wound'],
      ['mortal-wound', 'severe-wound', 'killed'],
      ['mortal-wound', 'mortal-wound', 'killed'],
      ['mortal-wound', 'killed', 'killed'],
      ['killed', 'unharmed', 'killed'],
      ['killed', 'severe-wound', 'killed'],
      ['killed', 'mortal-wound', 'killed'],
      ['killed', 'killed', 'killed'],
    ];
    for (const [before, hit, after] of table) {
      expect(
        worsenCondition(before, hit as Parameters<typeof worsenCondition>[1]),
        `${before} + ${hit}`,
      ).toBe(after);
    }
  });

  it("the register's other reading: a severe wound adds nothing to a mortal one", () => {
    const addsNothing = { woundOnMortal: 'adds-nothing' } as const;
    expect(worsenCondition('mortal-wound', 'severe-wound', addsNothing)).toBe('mortal-wound');
    expect(worsenCondition('mortal-wound', 'mortal-wound', addsNothing)).toBe('killed');
    expect(worsenCondition('severe-wound', 'severe-wound', addsNothing)).toBe('mortal-wound');
  });
});

describe("7.00, T19, T20, 7.10: a leader's fate", () => {
  it('T19/T20: under fire a B leader is never captured: free 208, severe 4, mortal 2, killed 2 in 216', () => {
    expect(leaderRisk('B', 'unit-fired-on')).toEqual({
      ok: true,
      value: {
        checks: 1,
        hitNumber: fraction(1, 2),
        hitChance: chance(2, 36),
        fates: [
          { value: { condition: 'unharmed', captured: false }, chance: chance(208, 216) },
          { value: { condition: 'severe-wound', captured: false }, chance: chance(4, 216) },
          { value: { condition: 'mortal-wound', captured: false }, chance: chance(2, 216) },
          { value: { condition: 'killed', captured: false }, chance: chance(2, 216) },
        ],
      },
    });
  });

  it('7.10: an A leader in CC: each T20 line with its capture column, over 1296', () => {
    const risk = leaderRisk('A', 'unit-in-close-combat');
    const fates = risk.ok ? risk.value.fates : [];
    expect(fates).toEqual([
      { value: { condition: 'unharmed', captured: false }, chance: chance(1244, 1296) },
      { value: { condition: 'unharmed', captured: true }, chance: chance(4, 1296) },
      { value: { condition: 'severe-wound', captured: false }, chance: chance(16, 1296) },
      { value: { condition: 'severe-wound', captured: true }, chance: chance(8, 1296) },
      { value: { condition: 'mortal-wound', captured: false }, chance: chance(6, 1296) },
      { value: { condition: 'mortal-wound', captured: true }, chance: chance(6, 1296) },
      { value: { condition: 'killed', captured: false }, chance: chance(2, 1296) },
      { value: { condition: 'killed', captured: true }, chance: chance(10, 1296) },
    ]);
  });

  it('9.14 example: three checks meleed alone leave a D leader untouched and free (1166/1296)^3 of the time', () => {
    const risk = leaderRisk('D', 'meleed-alone', 3);
    expect(risk.ok && risk.value.checks).toBe(3);
    const first = risk.ok ? risk.value.fates[0] : undefined;
    // D in CC: a miss is 31 x 36 ways, a hit leaving him unharmed and free 5 x 2 x 5: 1166 in 1296.
    expect(first).toEqual({
      value: { condition: 'unharmed', captured: false },
      chance: chance(1166n ** 3n, 1296n ** 3n),
    });
    expect(leaderRisk('D', 'meleed-alone', 0)).toMatchObject({
      ok: false,
      error: { field: 'figuresOnOneMms' },
    });
  });

  it('property: the fates sum to exactly 1, and more checks never lower the chance he is killed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...classes), fc.integer({ min: 1, max: 3 }), (leader, n) => {
        const killed = (k: number): ReturnType<typeof chance> => {
          const risk = leaderRisk(leader, 'meleed-alone', k);
          if (!risk.ok) throw new Error('risk');
          expect(sum(risk.value.fates.map((f) => f.chance))).toEqual(chance(1, 1));
          return sum(
            risk.value.fates.filter((f) => f.value.condition === 'killed').map((f) => f.chance),
          );
        };
        expect(compare(killed(n + 1), killed(n))).toBe(1);
      }),
      { numRuns: 12 },
    );
  });
});

describe('7.00: extra hits on a destroyed unit', () => {
  it('7.00: hits beyond the last figure fall on the attached leader', () => {
    expect(automaticLeaderHits(5, 3)).toEqual({ ok: true, value: 2 });
    expect(automaticLeaderHits(4, 3)).toEqual({ ok: true, value: 1 });
    expect(automaticLeaderHits(3, 3)).toEqual({ ok: true, value: 0 });
    expect(automaticLeaderHits(2, 3)).toEqual({ ok: true, value: 0 });
    expect(automaticLeaderHits(0, 0)).toEqual({ ok: true, value: 0 });
    expect(automaticLeaderHits(-1, 3)).toEqual({
      ok: false,
      error: { field: 'hits', rule: '7.00', message: 'hits is a whole number from 0, not -1' },
    });
    expect(automaticLeaderHits(2, 1.5)).toEqual({
      ok: false,
      error: {
        field: 'figuresLeft',
        rule: '7.00',
        message: 'figuresLeft is a whole number from 0, not 1.5',
      },
    });
  });
});
