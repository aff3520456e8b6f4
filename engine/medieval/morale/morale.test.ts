/**
 * MORALE moves (6.1.4–6.1.7), the Kosovo morale test under both readings of
 * the leader bonus (6.2.1–6.2.3), regrouping (9.1.6–9.1.7) and fatigue
 * (13.2.1, Kosovo 14.3.1): every outcome and every refusal word for word.
 */
import { describe, expect, it } from 'vitest';
import { chance, never } from '../../core/probability.ts';
import { resolveReadings } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import {
  fatigueCheck,
  moraleMove,
  moraleTestOdds,
  regroupOdds,
  resolveMoraleTest,
} from './morale.ts';

const kosovo = edition('kosovo-1389');
const bannockburn = edition('bannockburn-1314');
const n1066 = edition('1066');
const added = resolveReadings(kosovo);
const subtracted = { ...added, moraleTestLeader: 'subtract' as const };

describe('moraleMove (6.1.4–6.1.7)', () => {
  it('1 box for a unit, 3 for a banner lost or won back, 8 for a leader, 12 for the grand leader', () => {
    expect(moraleMove('unit-eliminated')).toEqual({ boxes: 1, rule: '6.1.4' });
    expect(moraleMove('banner-fell')).toEqual({ boxes: 3, rule: '6.1.5' });
    expect(moraleMove('banner-recaptured')).toEqual({ boxes: 3, rule: '6.1.5' });
    expect(moraleMove('leader-killed')).toEqual({ boxes: 8, rule: '6.1.6' });
    expect(moraleMove('grand-leader-killed')).toEqual({ boxes: 12, rule: '6.1.7' });
  });
});

describe('moraleTestOdds (Kosovo 6.2.1–6.2.3)', () => {
  it('without a leader: no modifier and no erratum', () => {
    expect(moraleTestOdds(kosovo, { morale: 1, leader: 'none' }, added)).toEqual({
      ok: true,
      value: { passAtMost: 4, modifier: 0, passes: chance(4, 6) },
    });
  });

  it('the bonus read as added (the default) or subtracted (option moraleTestLeader)', () => {
    expect(moraleTestOdds(kosovo, { morale: 0, leader: 'in-range' }, added)).toEqual({
      ok: true,
      value: {
        passAtMost: 3,
        modifier: 1,
        passes: chance(2, 6),
        erratum: 'kosovo-morale-test-leader',
      },
    });
    expect(moraleTestOdds(kosovo, { morale: 0, leader: 'on-hex' }, added)).toEqual({
      ok: true,
      value: {
        passAtMost: 3,
        modifier: 2,
        passes: chance(1, 6),
        erratum: 'kosovo-morale-test-leader',
      },
    });
    expect(moraleTestOdds(kosovo, { morale: 0, leader: 'in-range' }, subtracted)).toEqual({
      ok: true,
      value: {
        passAtMost: 3,
        modifier: -1,
        passes: chance(4, 6),
        erratum: 'kosovo-morale-test-leader',
      },
    });
    expect(moraleTestOdds(kosovo, { morale: 1, leader: 'on-hex' }, subtracted)).toEqual({
      ok: true,
      value: {
        passAtMost: 4,
        modifier: -2,
        passes: chance(1, 1),
        erratum: 'kosovo-morale-test-leader',
      },
    });
  });

  it('MORALE −3 reads the −2 row, +3 the +2 row', () => {
    const at = (morale: number) => moraleTestOdds(kosovo, { morale, leader: 'none' }, added);
    expect(at(-3)).toEqual(at(-2));
    expect(at(3)).toEqual(at(2));
    expect(at(3)).toEqual({
      ok: true,
      value: { passAtMost: 5, modifier: 0, passes: chance(5, 6) },
    });
  });

  it('refuses an edition without the test and a MORALE that is not whole', () => {
    expect(moraleTestOdds(bannockburn, { morale: 0, leader: 'none' }, added)).toEqual({
      ok: false,
      error: { field: 'edition', rule: '6.0', message: 'Bannockburn 1314 has no morale test' },
    });
    expect(moraleTestOdds(kosovo, { morale: 0.5, leader: 'none' }, added)).toEqual({
      ok: false,
      error: { field: 'morale', rule: '6.2.1', message: 'MORALE is a whole number, not 0.5' },
    });
  });
});

describe('resolveMoraleTest (Kosovo 6.2.1)', () => {
  it('the roll plus the leader’s 1 passes at most at the row’s number', () => {
    const roll = (n: number) =>
      resolveMoraleTest(kosovo, { morale: 0, leader: 'in-range' }, added, n);
    expect(roll(1)).toEqual({ ok: true, value: { passed: true, modifiedRoll: 2 } });
    expect(roll(2)).toEqual({ ok: true, value: { passed: true, modifiedRoll: 3 } });
    expect(roll(3)).toEqual({ ok: true, value: { passed: false, modifiedRoll: 4 } });
    expect(roll(0)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '1D6', message: '1D6 shows a whole number from 1 to 6, not 0' },
    });
    expect(resolveMoraleTest(bannockburn, { morale: 0, leader: 'none' }, added, 3).ok).toBe(false);
  });
});

describe('regroupOdds (9.1.6–9.1.7)', () => {
  it('the same in 1066 as in Bannockburn: 4 or more regroups; 1 SP and a dead leader eliminate', () => {
    expect(regroupOdds(n1066, { leaderAlive: true, grandLeaderAlive: false, sp: 1 })).toEqual({
      ok: true,
      value: { regroups: chance(1, 2), spAfter: 1, eliminated: false, rule: '9.1.6' },
    });
    expect(regroupOdds(n1066, { leaderAlive: false, grandLeaderAlive: true, sp: 1 })).toEqual({
      ok: true,
      value: { regroups: never, spAfter: 0, eliminated: true, rule: '9.1.7' },
    });
    expect(regroupOdds(n1066, { leaderAlive: false, grandLeaderAlive: false, sp: 3 })).toEqual({
      ok: true,
      value: { regroups: never, spAfter: 0, eliminated: true, rule: '9.1.7' },
    });
  });

  it('refuses a unit under 1 SP and an edition without scatter, naming the rule', () => {
    expect(regroupOdds(bannockburn, { leaderAlive: true, grandLeaderAlive: true, sp: 0 })).toEqual({
      ok: false,
      error: { field: 'sp', rule: '9.1.7', message: 'a scattered unit has at least 1 SP, not 0' },
    });
    expect(regroupOdds(kosovo, { leaderAlive: true, grandLeaderAlive: true, sp: 2 })).toEqual({
      ok: false,
      error: { field: 'edition', rule: '9.0', message: 'Kosovo Field 1389 has no scatter track' },
    });
  });
});

describe('fatigueCheck (13.2.1, Kosovo 14.3.1)', () => {
  it('1066 at 13 tests for a scatter; Kosovo at 12 does nothing, under its own rule', () => {
    expect(fatigueCheck(n1066, 13)).toEqual({
      ok: true,
      value: { effect: 'scatter-test', scatters: chance(1, 2), rule: '13.2.1' },
    });
    expect(fatigueCheck(kosovo, 12)).toEqual({
      ok: true,
      value: { effect: 'none', scatters: never, rule: '14.3.1' },
    });
  });

  it('refuses a fatigue under 0 or not whole, naming where fatigue starts', () => {
    expect(fatigueCheck(bannockburn, -1)).toEqual({
      ok: false,
      error: {
        field: 'fatigue',
        rule: '13.1.2',
        message: 'fatigue is a whole number from 0, not -1',
      },
    });
    expect(fatigueCheck(kosovo, 1.5)).toEqual({
      ok: false,
      error: {
        field: 'fatigue',
        rule: '14.2.2',
        message: 'fatigue is a whole number from 0, not 1.5',
      },
    });
  });
});
