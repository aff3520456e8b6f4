/**
 * The verdicts the worded tests give a player: each outcome's label, no
 * verdict and no rolled line before a die is given, and the tests the rule
 * decides with no roll (6.2, 9.1.6–9.1.8, 13.2.1, 14.3.1, 5.5).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/index.ts';
import {
  checkFatigueScatter,
  checkMoraleTest,
  checkPursuit,
  checkRegroup,
  getEdition,
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
const readings = resolveReadings(kosovo);
const morale = (reason: MoraleTestReason, leader: 'none' | 'on-hex' = 'none', roll?: number) =>
  value(checkMoraleTest(kosovo, { morale: 0, leader, reason }, readings, roll));

describe('Kosovo 6.2 morale test: labels and the rolled line', () => {
  it('9.1.2–9.1.3, 9.3.1, 10.1.2: every outcome reads Passes or Fails, a leader on the hex included', () => {
    const labels = (
      ['stacked-with-disorganized', 'stacked-with-panicked', 'reorganize'] as const
    ).map((reason) => [morale(reason).pass.label, morale(reason, 'on-hex').fail.label]);
    expect(labels).toEqual([
      ['Passes', 'Fails'],
      ['Passes', 'Fails'],
      ['Passes', 'Fails'],
    ]);
    expect(morale('stacked-with-disorganized', 'on-hex', 6).steps.at(-1)?.text).toBe(
      'rolled 6 +2 = 8: fails',
    );
  });

  it('9.3.1: passing the test to reorganize says the unit is no longer disorganized', () => {
    expect(morale('reorganize').pass.detail).toBe('the unit is no longer disorganized');
  });

  it('6.2.1: before a roll is given there is no verdict and no rolled line', () => {
    const open = morale('reorganize');
    expect(open).not.toHaveProperty('passed');
    expect(open.steps.some((s) => s.text.startsWith('rolled'))).toBe(false);
  });

  it('6.2: a reason no rule of chapters 9 and 10 gives is refused, naming the field', () => {
    const odd = checkMoraleTest(
      kosovo,
      { morale: 0, leader: 'none', reason: 'bored' as MoraleTestReason },
      readings,
    );
    expect(odd.ok ? undefined : [odd.error.field, odd.error.message]).toEqual([
      'reason',
      'choose why the unit tests',
    ]);
  });
});

describe('9.1.6–9.1.8 regroup', () => {
  it('9.1.7: with no leader left the unit is eliminated, and the player is told why', () => {
    const gone = value(
      checkRegroup(bannockburn, { sp: 2, leaderAlive: false, grandLeaderAlive: false }),
    );
    expect([gone.pass.detail, gone.passed]).toEqual(['no leader to regroup under', false]);
  });

  it('9.1.6: no verdict and no rolled line before the die is given', () => {
    const open = value(
      checkRegroup(bannockburn, { sp: 2, leaderAlive: true, grandLeaderAlive: true }),
    );
    expect(open).not.toHaveProperty('passed');
    expect(open.steps.some((s) => s.text.startsWith('rolled'))).toBe(false);
  });
});

describe('13.2.1 and 14.3.1 fatigue above 12', () => {
  it('13.2.1: no verdict and no rolled line before the die is given', () => {
    const open = value(checkFatigueScatter(bannockburn, 14));
    expect(open).not.toHaveProperty('passed');
    expect(open.steps.map((s) => s.text)).toEqual([
      'fatigue 14, above 12: roll 1D6 for each unit; below 4 scatters',
      'on a pass: the unit acts as normal',
      'on a fail: the unit goes onto the Scattered Units track',
    ]);
  });

  it('14.3.1: Kosovo above 12 reads Disorganized, at 12 No effect', () => {
    expect(value(checkFatigueScatter(kosovo, 13)).pass.label).toBe('Disorganized');
    expect(value(checkFatigueScatter(kosovo, 12)).pass.label).toBe('No effect');
  });
});

describe('5.5 pursuit', () => {
  it('Kosovo 5.5.3: a leader on the attacker’s hex makes pursuit voluntary with no roll', () => {
    const here = value(checkPursuit(kosovo, { hexesFromLeader: 0, morale: 0 }));
    expect([here.rolls, here.passed, here.pass.label, here.fail.label]).toEqual([
      false,
      false,
      'Obligatory',
      'Voluntary',
    ]);
  });

  it('5.5.2: a test that needs a roll says so before the die is given, with no verdict', () => {
    const open = value(checkPursuit(bannockburn, { hexesFromLeader: 2, morale: 0 }));
    expect(open.rolls).toBe(true);
    expect(open).not.toHaveProperty('passed');
  });
});
