/**
 * Officer morale test: what an officer is left as when he takes no test
 * (Enraged, Shaken, or no significant loss), and the count rising under the
 * register's other readings (officer-test-trigger, officer-count-increase).
 */
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, listOutcomes } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import {
  officerMoraleConsequence,
  officerMoraleOdds,
  resolveOfficerMorale,
  type OfficerMoraleInput,
} from './officer-morale.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const bold: OfficerMoraleInput = {
  temperament: 'bold',
  origin: 'feudal',
  dice: 'd6',
  leadership: 3,
  command: 3,
  countBefore: 2,
  lostNow: [{ cls: 'C' }],
  otherCommandsLost: false,
};

function outcomes(input: OfficerMoraleInput, readings: Readings = defaultReadings) {
  const odds = officerMoraleOdds(input, readings);
  if (!odds.ok) throw new Error(odds.error.message);
  return listOutcomes(odds.value).map((o) => o.value);
}

describe('Officer morale test: no test taken', () => {
  it('an Enraged officer who sees the C-in-C fall stays Enraged, his count raised to 3', () => {
    expect(outcomes({ ...bold, temperament: 'enraged', lostNow: [], cInCLost: true })).toEqual([
      { result: 'no-test', temperament: 'enraged', lost: 3, snapped: false, betrayal: 'none' },
    ]);
  });

  it('a Shaken officer who loses a unit breaks, his count where it stood', () => {
    expect(outcomes({ ...bold, temperament: 'shaken' })).toEqual([
      { result: 'breaks', temperament: 'shaken', lost: 2, snapped: false, betrayal: 'none' },
    ]);
  });

  it('a Bold officer losing only a class C unit: no test, his count unchanged, read here', () => {
    expect(outcomes(bold)).toEqual([
      { result: 'no-test', temperament: 'bold', lost: 2, snapped: false, betrayal: 'none' },
    ]);
  });

  it('dice entered for a Shaken officer are refused: he takes no test', () => {
    const shaken = resolveOfficerMorale(
      { ...bold, temperament: 'shaken' },
      { faces: [3, 4] },
      defaultReadings,
    );
    expect(shaken.ok ? null : shaken.error).toEqual({
      field: 'temperament',
      rule: 'officer-morale-test',
      message: 'an officer who is shaken takes no test',
    });
  });

  it('dice entered for a loss that calls for no test are refused, naming the losses', () => {
    const none = resolveOfficerMorale(bold, { faces: [3, 4] }, defaultReadings);
    expect(none.ok ? null : none.error).toEqual({
      field: 'lostNow',
      rule: 'officer-morale-test',
      message: 'no significant loss calls for a test',
    });
  });
});

describe('officer-test-trigger: any unit lost calls for a test', () => {
  const anyLoss = reading({ officerTestTrigger: 'any-loss' });

  it('a Bold officer (passes 6 to 8) rolls for a class C unit: with Leadership 3 he fails only on 1 or 2 with 1 or 2, or double 6 (passes 31 in 36)', () => {
    const odds = officerMoraleOdds(bold, anyLoss);
    expect(odds.ok && chanceOf(odds.value, (o) => o.result === 'pass')).toEqual(chance(31, 36));
  });

  it('the dice entered are taken: 3 and 4 with Leadership 3 score 7, a pass', () => {
    const rolled = resolveOfficerMorale(bold, { faces: [3, 4] }, anyLoss);
    expect(rolled.ok && rolled.value.outcome).toEqual({
      result: 'pass',
      temperament: 'bold',
      lost: 2,
      snapped: false,
      betrayal: 'none',
    });
  });

  it('a failure adds 1, or under by-loss-weight nothing, the class C unit weighing nothing', () => {
    expect(officerMoraleConsequence(bold, 'down', anyLoss).lost).toBe(3);
    const byWeight = reading({
      officerTestTrigger: 'any-loss',
      officerCountIncrease: 'by-loss-weight',
    });
    expect(officerMoraleConsequence(bold, 'down', byWeight).lost).toBe(2);
  });
});

describe('officer-count-increase: the dice entered under by-loss-weight', () => {
  it('a Cautious officer losing a class A unit rolls 1 and 1 (Leadership 1 cannot help): down, and his count rises by 3', () => {
    const cautious = { ...bold, temperament: 'cautious' as const, leadership: 1, countBefore: 0 };
    const input = { ...cautious, lostNow: [{ cls: 'A' as const }] };
    const byWeight = reading({ officerCountIncrease: 'by-loss-weight' });
    const rolled = resolveOfficerMorale(input, { faces: [1, 1] }, byWeight);
    expect(rolled.ok && rolled.value.outcome).toMatchObject({ result: 'down', lost: 3 });
  });
});

describe('officer-count-increase: units and the C-in-C lost together', () => {
  it('under by-loss-weight the units lost count, not the 1 the C-in-C alone would weigh', () => {
    const byWeight = reading({ officerCountIncrease: 'by-loss-weight' });
    const input = { ...bold, command: 6, lostNow: [{ cls: 'B' as const }, { cls: 'B' as const }] };
    const outcome = officerMoraleConsequence({ ...input, cInCLost: true }, 'down', byWeight);
    expect(outcome).toEqual({
      result: 'down',
      temperament: 'bold',
      lost: 5,
      snapped: false,
      betrayal: 'none',
    });
  });
});
