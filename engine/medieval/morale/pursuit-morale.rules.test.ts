/**
 * Kosovo Field's pursuit and morale test at the edges of their tables,
 * through the edition's profile.
 */
import { describe, expect, it } from 'vitest';
import { chance, type Result } from '../../core/index.ts';
import {
  fatigueCheck,
  getEdition,
  moraleTestOdds,
  pursuitOdds,
  regroupOdds,
  resolveMoraleTest,
  resolveReadings,
  resolvePursuit,
} from '../index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};
const kosovo = value(getEdition('kosovo-1389'));

describe('Kosovo Field pursuit (5.5.2, 5.5.3)', () => {
  it('5.5.3: at exactly 5 hexes from the leader the unit tests, and a 1 makes pursuit voluntary', () => {
    const odds = value(pursuitOdds(kosovo, { hexesFromLeader: 5, morale: 0 }));
    expect([odds.roll, odds.voluntary, odds.obligatory]).toEqual([
      true,
      chance(1, 6),
      chance(5, 6),
    ]);
  });

  it('5.5.2: beyond 5 hexes pursuit is obligatory without a roll', () => {
    const odds = value(pursuitOdds(kosovo, { hexesFromLeader: 6, morale: 0 }));
    expect([odds.roll, odds.obligatory, odds.rule]).toEqual([false, chance(1, 1), '5.5.2']);
  });
});

describe('Kosovo Field morale test (6.2.1)', () => {
  const passAtMost = (morale: number) =>
    value(moraleTestOdds(kosovo, { morale, leader: 'none' }, resolveReadings(kosovo))).passAtMost;

  it('reads the printed rows: +2 passes on 1–5, 0 on 1–3, −2 on 1', () => {
    expect([2, 1, 0, -1, -2].map(passAtMost)).toEqual([5, 4, 3, 2, 1]);
  });

  it('a MORALE beyond the printed rows reads the +2 or −2 row', () => {
    expect([passAtMost(3), passAtMost(8)]).toEqual([5, 5]);
    expect([passAtMost(-3), passAtMost(-8)]).toEqual([1, 1]);
  });
});

const bannockburn = value(getEdition('bannockburn-1314'));

describe('morale test leader bonus and the roll (Kosovo 6.2.1–6.2.3)', () => {
  const odds = (leader: 'none' | 'in-range' | 'on-hex') =>
    value(moraleTestOdds(kosovo, { morale: 0, leader }, resolveReadings(kosovo)));

  it('6.2.2 / 6.2.3: +1 in range, +2 on the hex, added to a roll that passes low (the register notes it)', () => {
    expect(odds('none')).toEqual({ passAtMost: 3, modifier: 0, passes: chance(3, 6) });
    expect(odds('in-range')).toEqual({
      passAtMost: 3,
      modifier: 1,
      passes: chance(2, 6),
      erratum: 'kosovo-morale-test-leader',
    });
    expect(odds('on-hex')).toMatchObject({ modifier: 2, passes: chance(1, 6) });
  });

  it("6.2.1: a rolled 3 passes at MORALE 0, a 4 fails; the leader's bonus is added to the roll", () => {
    const roll = (n: number, leader: 'none' | 'in-range' = 'none') =>
      value(resolveMoraleTest(kosovo, { morale: 0, leader }, resolveReadings(kosovo), n));
    expect(roll(3)).toEqual({ passed: true, modifiedRoll: 3 });
    expect(roll(4)).toEqual({ passed: false, modifiedRoll: 4 });
    expect(roll(3, 'in-range')).toEqual({ passed: false, modifiedRoll: 4 });
    expect(
      resolveMoraleTest(kosovo, { morale: 0, leader: 'none' }, resolveReadings(kosovo), 7).ok,
    ).toBe(false);
    expect(
      moraleTestOdds(kosovo, { morale: 0.5, leader: 'none' }, resolveReadings(kosovo)).ok,
    ).toBe(false);
    expect(
      moraleTestOdds(bannockburn, { morale: 0, leader: 'none' }, resolveReadings(bannockburn)).ok,
    ).toBe(false);
  });
});

describe('regrouping and fatigue (9.1.6–9.1.7, 13.2.1, Kosovo 14.3.1)', () => {
  it('9.1.6: a scattered unit regroups on 4 or more', () => {
    expect(
      value(regroupOdds(bannockburn, { leaderAlive: true, grandLeaderAlive: true, sp: 2 })),
    ).toEqual({
      regroups: chance(3, 6),
      spAfter: 2,
      eliminated: false,
      rule: '9.1.6',
    });
  });

  it('9.1.7: with its leader dead it comes back at −1 SP near the grand leader; at 1 SP, or with both dead, it is eliminated', () => {
    expect(
      value(regroupOdds(bannockburn, { leaderAlive: false, grandLeaderAlive: true, sp: 2 })),
    ).toEqual({
      regroups: chance(3, 6),
      spAfter: 1,
      eliminated: false,
      rule: '9.1.7',
    });
    expect(
      value(regroupOdds(bannockburn, { leaderAlive: false, grandLeaderAlive: true, sp: 1 })),
    ).toMatchObject({
      regroups: chance(0, 1),
      spAfter: 0,
      eliminated: true,
    });
    expect(
      value(regroupOdds(bannockburn, { leaderAlive: false, grandLeaderAlive: false, sp: 3 })),
    ).toMatchObject({
      eliminated: true,
      rule: '9.1.7',
    });
    // The grand leader's death alone does not stop a unit whose leader lives.
    expect(
      value(regroupOdds(bannockburn, { leaderAlive: true, grandLeaderAlive: false, sp: 3 }))
        .eliminated,
    ).toBe(false);
  });

  it('refuses a unit without SPs and an edition without a scatter track', () => {
    const bad = regroupOdds(bannockburn, { leaderAlive: true, grandLeaderAlive: true, sp: 0 });
    expect(bad.ok ? null : bad.error.field).toBe('sp');
    expect(
      regroupOdds(bannockburn, { leaderAlive: true, grandLeaderAlive: true, sp: 1.5 }).ok,
    ).toBe(false);
    expect(regroupOdds(kosovo, { leaderAlive: true, grandLeaderAlive: true, sp: 2 }).ok).toBe(
      false,
    );
  });

  it('13.2.1 / Kosovo 14.3.1: fatigue above 12 scatters on 1–3, or counts as disorganized in Kosovo; 12 does nothing', () => {
    expect(value(fatigueCheck(bannockburn, 13))).toEqual({
      effect: 'scatter-test',
      scatters: chance(3, 6),
      rule: '13.2.1',
    });
    expect(value(fatigueCheck(kosovo, 13))).toEqual({
      effect: 'counts-disorganized',
      scatters: chance(0, 1),
      rule: '14.3.1',
    });
    expect(value(fatigueCheck(bannockburn, 12)).effect).toBe('none');
    expect(value(fatigueCheck(bannockburn, 0)).effect).toBe('none');
    const bad = fatigueCheck(kosovo, -1);
    expect(bad.ok ? null : [bad.error.field, bad.error.rule]).toEqual(['fatigue', '14.2.2']);
    expect(fatigueCheck(kosovo, 1.5).ok).toBe(false);
  });
});

describe('pursuit by the table (5.5.2, 6.1.8)', () => {
  it('Bannockburn 5.5.2: obligatory when the 1D6 is at most the hexes to the leader; 5 and more reads the last row', () => {
    expect(value(pursuitOdds(bannockburn, { hexesFromLeader: 8, morale: 0 }))).toEqual({
      obligatory: chance(5, 6),
      voluntary: chance(1, 6),
      rule: '5.5.2',
      roll: true,
      modifier: 0,
    });
    expect(value(resolvePursuit(bannockburn, { hexesFromLeader: 8, morale: 0 }, 5))).toEqual({
      pursuit: 'obligatory',
      modifiedRoll: 5,
      rule: '5.5.2',
    });
    expect(value(resolvePursuit(bannockburn, { hexesFromLeader: 8, morale: 0 }, 6)).pursuit).toBe(
      'voluntary',
    );
    // 6.1.8: −3 at MORALE +2 makes a 6 a 3.
    expect(value(resolvePursuit(bannockburn, { hexesFromLeader: 3, morale: 2 }, 6))).toEqual({
      pursuit: 'obligatory',
      modifiedRoll: 3,
      rule: '5.5.2',
    });
  });

  it('Kosovo 5.5.3: with the leader on the hex pursuit is voluntary without a roll; 6.1.8 at MORALE +2 away from him it is obligatory', () => {
    expect(value(pursuitOdds(kosovo, { hexesFromLeader: 0, morale: 0 }))).toEqual({
      obligatory: chance(0, 1),
      voluntary: chance(1, 1),
      rule: '5.5.3',
      roll: false,
      modifier: 0,
    });
    expect(value(resolvePursuit(kosovo, { hexesFromLeader: 0, morale: 0 }, 6)).pursuit).toBe(
      'voluntary',
    );
    expect(value(pursuitOdds(kosovo, { hexesFromLeader: 1, morale: 2 }))).toMatchObject({
      obligatory: chance(1, 1),
      rule: '6.1.8',
      roll: false,
    });
    expect(value(resolvePursuit(kosovo, { hexesFromLeader: 6, morale: 0 }, 1)).pursuit).toBe(
      'obligatory',
    );
    // Within 5 hexes the listed rolls make it voluntary: at 2 hexes 1–4.
    expect(value(resolvePursuit(kosovo, { hexesFromLeader: 2, morale: 0 }, 4)).pursuit).toBe(
      'voluntary',
    );
    expect(value(resolvePursuit(kosovo, { hexesFromLeader: 2, morale: 0 }, 5)).pursuit).toBe(
      'obligatory',
    );
  });

  it('refuses a negative or fractional distance and a fractional MORALE', () => {
    const bad = pursuitOdds(bannockburn, { hexesFromLeader: -1, morale: 0 });
    expect(bad.ok ? null : bad.error.field).toBe('hexesFromLeader');
    expect(pursuitOdds(bannockburn, { hexesFromLeader: 1.5, morale: 0 }).ok).toBe(false);
    const morale = pursuitOdds(kosovo, { hexesFromLeader: 1, morale: 0.5 });
    expect(morale.ok ? null : morale.error.field).toBe('morale');
    expect(resolvePursuit(bannockburn, { hexesFromLeader: -1, morale: 0 }, 3).ok).toBe(false);
  });
});
