/** The one-die tests word for word: outcomes, working and the roll read, per edition. */
import { describe, expect, it } from 'vitest';
import { chance, type Result } from '../../core/index.ts';
import {
  checkFatigueScatter,
  checkMoraleTest,
  checkPursuit,
  checkRegroup,
  getEdition,
  resolveReadings,
} from '../index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const kosovo = value(getEdition('kosovo-1389'));
const bannockburn = value(getEdition('bannockburn-1314'));
const n1066 = value(getEdition('1066'));

describe('the worded tests', () => {
  it('Kosovo 6.2.1–6.2.2, 9.1.2: MORALE −1, a leader in range, a 1 rolled', () => {
    expect(
      value(
        checkMoraleTest(
          kosovo,
          { morale: -1, leader: 'in-range', reason: 'stacked-with-disorganized' },
          resolveReadings(kosovo),
          1,
        ),
      ),
    ).toEqual({
      pass: { label: 'Passes', detail: 'the unit keeps its order', rule: '9.1.2' },
      fail: { label: 'Fails', detail: 'the unit is disorganized', rule: '9.1.2' },
      modifier: 1,
      passChance: chance(1, 6),
      passed: true,
      steps: [
        { text: 'MORALE -1 passes on 1–2', rule: '6.2.1' },
        { text: 'leader in range: +1 to the roll', rule: '6.2.2' },
        { text: 'on a pass: the unit keeps its order', rule: '9.1.2' },
        { text: 'on a fail: the unit is disorganized', rule: '9.1.2' },
        {
          text: 'the test costs the unit all the MPs it had at the start of the movement phase',
          rule: '6.2.5',
        },
        { text: 'and its CF drops to 0', rule: '6.2.6' },
        { text: 'rolled 1 +1 = 2: passes', rule: '6.2.1' },
      ],
      rollRule: '6.2.1',
      rolls: true,
      erratum: 'kosovo-morale-test-leader',
    });
  });

  it('Kosovo 6.2.3, 10.1.2, 10.3.1: the other reasons word their outcomes; a leader on the hex gives +2', () => {
    const panicked = value(
      checkMoraleTest(
        kosovo,
        { morale: 0, leader: 'on-hex', reason: 'stacked-with-panicked' },
        resolveReadings(kosovo),
      ),
    );
    expect([panicked.pass, panicked.steps[1], panicked.passed]).toEqual([
      { label: 'Passes', detail: 'the unit does not panic', rule: '10.1.2' },
      { text: 'leader on the hex: +2 to the roll', rule: '6.2.3' },
      undefined,
    ]);
    const calming = value(
      checkMoraleTest(
        kosovo,
        { morale: 0, leader: 'none', reason: 'remove-panic' },
        resolveReadings(kosovo),
      ),
    );
    expect([calming.pass.label, calming.fail.label, calming.steps.length]).toEqual([
      'Passes',
      'Fails',
      5,
    ]);
    const unknown = checkMoraleTest(
      kosovo,
      { morale: 0, leader: 'none', reason: 'guess' as never },
      resolveReadings(kosovo),
    );
    expect(unknown.ok ? undefined : [unknown.error.field, unknown.error.rule]).toEqual([
      'reason',
      '6.2',
    ]);
  });

  it('1066 9.1.6–9.1.8: leader dead, a 5 regroups near the grand leader at 1 SP less', () => {
    expect(
      value(checkRegroup(n1066, { sp: 3, leaderAlive: false, grandLeaderAlive: true }, 5)),
    ).toEqual({
      pass: {
        label: 'Regroups',
        detail: 'place it within the grand leader’s range; it counts as moved, with CF 0',
        rule: '9.1.8',
      },
      fail: {
        label: 'Stays scattered',
        detail: 'it stays on the Scattered Units track and rolls again next movement phase',
        rule: '9.1.6',
      },
      modifier: 0,
      passChance: chance(1, 2),
      passed: true,
      steps: [
        {
          text: 'roll 1D6 at the start of the unit’s movement phase: 4 or more regroups',
          rule: '9.1.7',
        },
        { text: 'its leader is dead: it regroups near the grand leader at 2 SP', rule: '9.1.7' },
        {
          text: 'on a pass: place it within the grand leader’s range; it counts as moved, with CF 0',
          rule: '9.1.8',
        },
        {
          text: 'on a fail: it stays on the Scattered Units track and rolls again next movement phase',
          rule: '9.1.6',
        },
        { text: 'rolled 5: regroups', rule: '9.1.7' },
      ],
      rollRule: '9.1.7',
      rolls: true,
    });
    const alive = value(
      checkRegroup(bannockburn, { sp: 2, leaderAlive: true, grandLeaderAlive: false }),
    );
    expect([alive.pass.detail, alive.steps.length, alive.rollRule, alive.passed]).toEqual([
      'place it within its leader’s range; it counts as moved, with CF 0',
      3,
      '9.1.6',
      undefined,
    ]);
  });

  it('9.1.7: a 1-SP unit whose leader is dead, and a unit with both leaders dead, are eliminated with no roll', () => {
    const last = value(
      checkRegroup(n1066, { sp: 1, leaderAlive: false, grandLeaderAlive: true }, 6),
    );
    expect(last).toEqual({
      pass: {
        label: 'Eliminated',
        detail: 'the SP it loses for regrouping under the grand leader is its last',
        rule: '9.1.7',
      },
      fail: last.pass,
      modifier: 0,
      passChance: chance(0, 1),
      passed: false,
      steps: [{ text: 'the unit is eliminated, with no MORALE effect', rule: '9.1.7' }],
      rollRule: '9.1.7',
      rolls: false,
    });
    const off = checkRegroup(n1066, { sp: 2, leaderAlive: true, grandLeaderAlive: true }, 0);
    expect(off.ok ? undefined : off.error.field).toBe('roll');
  });

  it('13.2.1 and 14.3.1: fatigue 14 and a 4, fatigue 12, and Kosovo above 12', () => {
    expect(value(checkFatigueScatter(bannockburn, 14, 4))).toEqual({
      pass: { label: 'Holds', detail: 'the unit acts as normal', rule: '13.2.1' },
      fail: {
        label: 'Scatters',
        detail: 'the unit goes onto the Scattered Units track',
        rule: '9.1.2',
      },
      modifier: 0,
      passChance: chance(1, 2),
      passed: true,
      steps: [
        { text: 'fatigue 14, above 12: roll 1D6 for each unit; below 4 scatters', rule: '13.2.1' },
        { text: 'on a pass: the unit acts as normal', rule: '13.2.1' },
        { text: 'on a fail: the unit goes onto the Scattered Units track', rule: '9.1.2' },
        { text: 'rolled 4: holds', rule: '13.2.1' },
      ],
      rollRule: '13.2.1',
      rolls: true,
    });
    const rested = value(checkFatigueScatter(n1066, 12, 1));
    expect([rested.pass, rested.steps, rested.passed, rested.rolls]).toEqual([
      { label: 'No effect', detail: 'fatigue 12 is not above 12', rule: '13.2.1' },
      [{ text: 'fatigue 12 is not above 12', rule: '13.2.1' }],
      true,
      false,
    ]);
    expect(value(checkFatigueScatter(kosovo, 13)).steps).toEqual([
      { text: 'fatigue 13, above 12: its units count as disorganized in combat', rule: '14.3.1' },
    ]);
    const bad = checkFatigueScatter(bannockburn, -1);
    expect(bad.ok ? undefined : bad.error.field).toBe('fatigue');
    const off = checkFatigueScatter(bannockburn, 13, 7);
    expect(off.ok ? undefined : off.error.field).toBe('roll');
  });

  it('5.5.2, 6.1.8: 2 hexes from the leader at MORALE +2, a 5 less 3 is obligatory; Kosovo beyond 5 hexes needs no roll', () => {
    expect(value(checkPursuit(bannockburn, { hexesFromLeader: 2, morale: 2 }, {}, 5))).toEqual({
      pass: { label: 'Obligatory', detail: 'the unit must pursue', rule: '5.5.2' },
      fail: { label: 'Voluntary', detail: 'the player chooses whether it pursues', rule: '5.5.2' },
      modifier: -3,
      passChance: chance(5, 6),
      passed: true,
      steps: [
        { text: '1D6 on the PURSUIT table, row 2 hexes', rule: '5.5.2' },
        { text: '−3 to the roll at MORALE +2', rule: '6.1.8' },
        { text: 'rolled 5 −3 = 2: obligatory', rule: '5.5.2' },
      ],
      rollRule: '5.5.2',
      rolls: true,
    });
    const far = value(checkPursuit(kosovo, { hexesFromLeader: 6, morale: 0 }, {}, 4));
    expect([far.steps, far.passed, far.rolls]).toEqual([
      [{ text: 'no roll: the rule decides', rule: '5.5.2' }],
      true,
      false,
    ]);
    const bad = checkPursuit(bannockburn, { hexesFromLeader: -2, morale: 0 });
    expect(bad.ok ? undefined : bad.error.field).toBe('hexesFromLeader');
    const calm = value(checkPursuit(bannockburn, { hexesFromLeader: 3, morale: 0 }));
    expect([calm.steps.length, calm.passed]).toEqual([1, undefined]);
  });
});
