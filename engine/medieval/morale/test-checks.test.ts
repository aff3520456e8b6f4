/** The one-die tests as a player makes them: odds, what each outcome does, and the roll read. */
import { describe, expect, it } from 'vitest';
import { always, chance, never, type Result } from '../../core/index.ts';
import {
  checkFatigueScatter,
  checkMoraleTest,
  checkPursuit,
  checkRegroup,
  getEdition,
  moraleTestReasons,
  resolveReadings,
  type MoraleTestReason,
} from '../index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};
const kosovo = value(getEdition('kosovo-1389'));
const bannockburn = value(getEdition('bannockburn-1314'));
const n1066 = value(getEdition('1066'));
const readings = resolveReadings(kosovo);

const test = (reason: MoraleTestReason, roll?: number, leader: 'none' | 'on-hex' = 'none') =>
  value(checkMoraleTest(kosovo, { morale: 0, leader, reason }, readings, roll));

describe('Kosovo morale test (6.2) by reason', () => {
  it('6.2.1: MORALE 0 passes on 1–3; each reason says what failing does, with its rule', () => {
    const fails = Object.fromEntries(
      moraleTestReasons.map((r) => [r, [test(r).fail.detail, test(r).fail.rule]]),
    );
    expect(fails).toEqual({
      'stacked-with-disorganized': ['the unit is disorganized', '9.1.2'],
      'stacked-with-panicked': ['the unit panics', '10.1.2'],
      reorganize: ['the unit stays disorganized', '9.3.1'],
      'remove-panic': ['the unit stays panicked', '10.3.1'],
    });
    expect(test('remove-panic').pass.detail).toBe('the panic ends; the unit is disorganized');
    expect(test('reorganize').passChance).toEqual(chance(3, 6));
  });

  it('6.2.1: a 3 passes and a 4 fails at MORALE 0, and the working reads the roll', () => {
    expect(test('reorganize', 3).passed).toBe(true);
    const fourth = test('reorganize', 4);
    expect(fourth.passed).toBe(false);
    expect(fourth.steps.at(-1)).toEqual({ text: 'rolled 4: fails', rule: '6.2.1' });
  });

  it('6.2.5–6.2.6: the test costs the MPs and the CF whatever its outcome', () => {
    expect(test('reorganize').steps.map((s) => s.rule)).toEqual([
      '6.2.1',
      '9.3.1',
      '9.3.1',
      '6.2.5',
      '6.2.6',
    ]);
  });

  it('9.1.3: a leader on the hex keeps a unit stacked with disorganized ones from disorganizing', () => {
    const led = test('stacked-with-disorganized', undefined, 'on-hex');
    expect([led.fail.detail, led.fail.rule]).toEqual([
      'but a leader on its hex keeps it from disorganizing',
      '9.1.3',
    ]);
    expect(test('stacked-with-panicked', undefined, 'on-hex').fail.rule).toBe('10.1.2');
  });

  it('6.2.3 read as printed: +2 to the roll with a leader on the hex names its register entry', () => {
    const led = test('reorganize', 1, 'on-hex');
    expect([led.modifier, led.passChance, led.passed, led.erratum]).toEqual([
      2,
      chance(1, 6),
      true,
      'kosovo-morale-test-leader',
    ]);
    expect(led.steps.at(-1)?.text).toBe('rolled 1 +2 = 3: passes');
    expect(test('reorganize').erratum).toBeUndefined();
  });

  it('refuses a roll off the die, and the other editions, naming the field', () => {
    const off = checkMoraleTest(
      kosovo,
      { morale: 0, leader: 'none', reason: 'reorganize' },
      readings,
      7,
    );
    expect(off.ok ? undefined : off.error.field).toBe('roll');
    const none = checkMoraleTest(
      bannockburn,
      { morale: 0, leader: 'none', reason: 'reorganize' },
      readings,
    );
    expect(none.ok ? undefined : none.error.field).toBe('edition');
  });
});

describe('regrouping a scattered unit (9.1.6–9.1.8)', () => {
  it('9.1.6: 4 or more regroups; a 3 leaves it on the track', () => {
    const at = (roll?: number) =>
      value(checkRegroup(bannockburn, { sp: 2, leaderAlive: true, grandLeaderAlive: true }, roll));
    expect(at().passChance).toEqual(chance(3, 6));
    expect([at(4).passed, at(3).passed]).toEqual([true, false]);
    expect(at(3).fail.detail).toMatch(/rolls again next movement phase/);
    expect(at().pass.rule).toBe('9.1.8');
  });

  it('9.1.7: with its leader dead it regroups near the grand leader at 1 SP less; with both dead it is eliminated', () => {
    const orphan = value(
      checkRegroup(n1066, { sp: 3, leaderAlive: false, grandLeaderAlive: true }),
    );
    expect(orphan.steps.map((s) => s.rule)).toEqual(['9.1.7', '9.1.7', '9.1.8', '9.1.6']);
    expect(orphan.steps[1]?.text).toMatch(/at 2 SP/);
    const gone = value(checkRegroup(n1066, { sp: 3, leaderAlive: false, grandLeaderAlive: false }));
    expect([gone.rolls, gone.passChance, gone.pass.label]).toEqual([false, never, 'Eliminated']);
  });

  it('Kosovo has no scatter track', () => {
    const k = checkRegroup(kosovo, { sp: 2, leaderAlive: true, grandLeaderAlive: true });
    expect(k.ok ? undefined : k.error.field).toBe('edition');
  });
});

describe('fatigue above 12 (13.2.1, Kosovo 14.3.1)', () => {
  it('13.2.1: at 13 each unit scatters below 4; at 12 nothing happens', () => {
    const tired = value(checkFatigueScatter(bannockburn, 13, 3));
    expect([tired.passChance, tired.passed, tired.fail.rule]).toEqual([
      chance(3, 6),
      false,
      '9.1.2',
    ]);
    expect(value(checkFatigueScatter(bannockburn, 13, 4)).passed).toBe(true);
    const rested = value(checkFatigueScatter(bannockburn, 12));
    expect([rested.rolls, rested.passChance, rested.pass.label]).toEqual([
      false,
      always,
      'No effect',
    ]);
  });

  it('14.3.1: Kosovo has no roll; its units count as disorganized', () => {
    const k = value(checkFatigueScatter(kosovo, 13));
    expect([k.rolls, k.pass.detail, k.pass.rule]).toEqual([
      false,
      'its units count as disorganized in combat',
      '14.3.1',
    ]);
  });
});

describe('pursuit (5.5)', () => {
  it('5.5.2: 3 hexes from the leader is obligatory on a roll of 1–3', () => {
    const at = (roll?: number) =>
      value(checkPursuit(bannockburn, { hexesFromLeader: 3, morale: 0 }, {}, roll));
    expect(at().passChance).toEqual(chance(3, 6));
    expect([at(3).passed, at(4).passed]).toEqual([true, false]);
    expect(at(4).steps.at(-1)?.text).toBe('rolled 4: voluntary');
  });

  it('6.1.8: −3 to the roll at MORALE +2, shown with its rule', () => {
    const keen = value(checkPursuit(bannockburn, { hexesFromLeader: 3, morale: 2 }, {}, 6));
    expect(keen.steps.map((s) => s.rule)).toEqual(['5.5.2', '6.1.8', '5.5.2']);
    expect(keen.steps.at(-1)?.text).toBe('rolled 6 −3 = 3: obligatory');
  });

  it('Kosovo 5.5.2: beyond 5 hexes the rule decides with no roll', () => {
    const far = value(checkPursuit(kosovo, { hexesFromLeader: 6, morale: 0 }));
    expect([far.rolls, far.passed, far.rollRule]).toEqual([false, true, '5.5.2']);
  });

  it('refuses a roll off the die', () => {
    const off = checkPursuit(bannockburn, { hexesFromLeader: 3, morale: 0 }, {}, 0);
    expect(off.ok ? undefined : off.error.field).toBe('roll');
  });
});
