/**
 * Pursuit (5.5) edition by edition: the exact odds, the modifier (6.1.8) and
 * the rule that decides, and the pursuit each die gives.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { type EditionProfile } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import type { Readings } from '../editions/readings.ts';
import { pursuitOdds, resolvePursuit } from './pursuit.ts';

const bannockburn = edition('bannockburn-1314');
const kosovo = edition('kosovo-1389');
const n1066 = edition('1066');

const odds = (e: EditionProfile, hexes: number, morale: number, readings: Readings = {}) => {
  const found = pursuitOdds(e, { hexesFromLeader: hexes, morale }, readings);
  if (!found.ok) throw new Error(found.error.message);
  const { obligatory, roll, rule, modifier } = found.value;
  expect(found.value.voluntary).toEqual(chance(obligatory.den - obligatory.num, obligatory.den));
  return { obligatory, roll, rule, modifier };
};
/** "o" or "v" for each die 1–6, with the modified roll. */
const byDie = (e: EditionProfile, hexes: number, morale: number, readings: Readings = {}) =>
  [1, 2, 3, 4, 5, 6].map((roll) => {
    const found = resolvePursuit(e, { hexesFromLeader: hexes, morale }, roll, readings);
    if (!found.ok) throw new Error(found.error.message);
    return `${found.value.pursuit[0]}${found.value.modifiedRoll}`;
  });

describe('Bannockburn and 1066 5.5.2: a test for obligatory pursuit', () => {
  it('at the leader’s hex no roll makes it obligatory; at 1 hex a 1 does', () => {
    expect(odds(bannockburn, 0, 0)).toEqual({
      obligatory: chance(0, 1),
      roll: true,
      rule: '5.5.2',
      modifier: 0,
    });
    expect(byDie(bannockburn, 0, 0)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
    expect(odds(n1066, 1, 1)).toEqual({
      obligatory: chance(1, 6),
      roll: true,
      rule: '5.5.2',
      modifier: 0,
    });
    expect(byDie(n1066, 1, 1)).toEqual(['o1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  });

  it('6.1.8: MORALE +2 takes 3 off the roll (MORALE +1 does not)', () => {
    expect(odds(bannockburn, 1, 2)).toEqual({
      obligatory: chance(4, 6),
      roll: true,
      rule: '5.5.2',
      modifier: -3,
    });
    expect(byDie(bannockburn, 1, 2)).toEqual(['o-2', 'o-1', 'o0', 'o1', 'v2', 'v3']);
    expect(odds(n1066, 0, 2).obligatory).toEqual(chance(3, 6));
    expect(odds(n1066, 5, 2).obligatory).toEqual(chance(1, 1));
  });

  it('5 hexes and beyond read the last row (Bannockburn prints "and more")', () => {
    for (const hexes of [5, 6, 8]) {
      expect(odds(bannockburn, hexes, 0).obligatory).toEqual(chance(5, 6));
      expect(byDie(bannockburn, hexes, 0)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'v6']);
    }
    expect(odds(bannockburn, 6, 0, { pursuitBeyondFive: 'every-roll' }).obligatory).toEqual(
      chance(5, 6),
    );
  });

  it('1066 beyond 5 hexes: the last row by default, every roll under pursuitBeyondFive "every-roll"', () => {
    expect(odds(n1066, 6, 0).obligatory).toEqual(chance(5, 6));
    expect(odds(n1066, 6, 0, { pursuitBeyondFive: 'every-roll' })).toEqual({
      obligatory: chance(1, 1),
      roll: false,
      rule: '5.5.2',
      modifier: 0,
    });
    expect(byDie(n1066, 6, 0, { pursuitBeyondFive: 'every-roll' })).toEqual([
      'o1',
      'o2',
      'o3',
      'o4',
      'o5',
      'o6',
    ]);
  });
});

describe('Kosovo 5.5.3: a test for voluntary pursuit', () => {
  it('the leader on the hex: voluntary without a roll, even at MORALE +2', () => {
    for (const morale of [0, 2]) {
      expect(odds(kosovo, 0, morale)).toEqual({
        obligatory: chance(0, 1),
        roll: false,
        rule: '5.5.3',
        modifier: 0,
      });
      expect(byDie(kosovo, 0, morale)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
    }
  });

  it('within 5 hexes the listed faces make it voluntary', () => {
    expect(odds(kosovo, 1, 1)).toEqual({
      obligatory: chance(1, 6),
      roll: true,
      rule: '5.5.3',
      modifier: 0,
    });
    expect(byDie(kosovo, 1, 1)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'o6']);
    expect(byDie(kosovo, 5, 0)).toEqual(['v1', 'o2', 'o3', 'o4', 'o5', 'o6']);
  });

  it('6.1.8: MORALE +2 away from the leader, obligatory without a roll', () => {
    for (const hexes of [1, 5])
      expect(odds(kosovo, hexes, 2)).toEqual({
        obligatory: chance(1, 1),
        roll: false,
        rule: '6.1.8',
        modifier: 0,
      });
    expect(byDie(kosovo, 1, 2)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6']);
  });

  it('beyond 5 hexes, obligatory without a roll (5.5.2), whatever the die', () => {
    for (const hexes of [6, 8])
      expect(odds(kosovo, hexes, 0)).toEqual({
        obligatory: chance(1, 1),
        roll: false,
        rule: '5.5.2',
        modifier: 0,
      });
    expect(resolvePursuit(kosovo, { hexesFromLeader: 7, morale: 0 }, 0)).toEqual({
      ok: true,
      value: { pursuit: 'obligatory', modifiedRoll: 0, rule: '5.5.2' },
    });
  });
});

describe('refusals', () => {
  it('hexes from the leader under 0 or not whole, a MORALE not whole, a die off 1–6', () => {
    for (const hexes of [-1, 1.5]) {
      expect(pursuitOdds(kosovo, { hexesFromLeader: hexes, morale: 0 })).toEqual({
        ok: false,
        error: {
          field: 'hexesFromLeader',
          rule: '5.5.3',
          message: `hexes from the leader is a whole number from 0 up, not ${hexes}`,
        },
      });
    }
    expect(pursuitOdds(bannockburn, { hexesFromLeader: 1, morale: 0.5 })).toEqual({
      ok: false,
      error: { field: 'morale', rule: '6.1', message: 'MORALE is a whole number, not 0.5' },
    });
    expect(resolvePursuit(bannockburn, { hexesFromLeader: 1, morale: 0.5 }, 3).ok).toBe(false);
    expect(resolvePursuit(bannockburn, { hexesFromLeader: 2, morale: 0 }, 0)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '1D6', message: '1D6 shows a whole number from 1 to 6, not 0' },
    });
  });
});
