/**
 * Officer morale test: losses counted by temperament, two dice with Leadership
 * for one, the count rising on a failure, snapping to Enraged or Shaken once
 * the count is past the Command rating, and betrayal after a snap to Enraged.
 */
import {
  certain,
  chainOutcomes,
  chance,
  combineOutcomes,
  dieOutcomes,
  fail,
  ok,
  type Die,
  type Outcomes,
  type Probability,
  type Result,
} from '../../core/index.ts';
import {
  checkLeadership,
  resolveTest,
  testOutcomes,
  type ControlResult,
  type ResolvedTest,
  type TestDice,
} from '../control/control-test.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { betrayalPercent, officerMorale } from '../tables/units.ts';
import type { Origin, Temperament } from '../tables/types.ts';
import { checkWhole, unitDie, type UnitDice } from '../units.ts';
import { officerTrigger, type LossReadings, type OfficerLosses } from './officer-losses.ts';

/** What the test leaves the officer as. */
export type Betrayal = 'none' | 'loyal' | 'kills-rival' | 'killed' | 'both-slain';

export interface OfficerMoraleOutcome {
  /**
   * `no-test`: an Enraged officer ignores losses, and a loss that is not
   * significant calls for none; `breaks`: a Shaken one breaks.
   */
  result: ControlResult | 'no-test' | 'breaks';
  temperament: Temperament;
  /** The count of lost units after the test. */
  lost: number;
  snapped: boolean;
  /**
   * After a snap to Enraged while no other command has lost units: whether he
   * stays loyal, kills the nearest friendly officer (and turns Shaken), is
   * killed by him, or both die.
   */
  betrayal: Betrayal;
}

/**
 * Officer morale test: the officer and his losses. `countBefore` is his count
 * before the losses in `lostNow`, which the engine counts itself (see
 * officer-losses.ts for the convention).
 */
export interface OfficerMoraleInput extends OfficerLosses {
  origin: Origin;
  /** The dice the officer uses (those of most of his units). */
  dice: UnitDice;
  leadership: number;
  command: number;
  /** Whether any other friendly command has had units routed or destroyed. */
  otherCommandsLost: boolean;
  /** The dice of the nearest friendly officer, should it come to a duel (default: the same). */
  rivalDice?: UnitDice;
}

/** Officer morale test: the chance an officer who snapped to Enraged feels betrayed (40/60/80 %). */
export function betrayalChance(origin: Origin): Probability {
  return chance(betrayalPercent[origin], 100);
}

/**
 * Officer morale test: the duel with the nearest friendly officer, one die
 * each; the loser dies, a draw kills both, the survivor turns Shaken.
 */
export function duelOdds(own: Die, rival: Die): Outcomes<Betrayal> {
  return combineOutcomes(dieOutcomes(own), dieOutcomes(rival), duelResult);
}

/** Officer morale test: the duel's result for the betrayed officer's die and his rival's. */
export function duelResult(own: number, rival: number): Betrayal {
  if (own === rival) return 'both-slain';
  return own > rival ? 'kills-rival' : 'killed';
}

/** What becomes of an officer who snapped to Enraged: loyal, or betrayed and duelling. */
export function afterSnapOdds(origin: Origin, own: Die, rival: Die): Outcomes<Betrayal> {
  const percent = BigInt(betrayalPercent[origin]);
  const betrayed: Outcomes<boolean> = {
    outcomes: [
      { value: true, ways: percent },
      { value: false, ways: 100n - percent },
    ],
    outOf: 100n,
  };
  return chainOutcomes(betrayed, (yes) => (yes ? duelOdds(own, rival) : certain('loyal')));
}

/** The readings an officer morale test reads. */
export type OfficerReadings = LossReadings &
  Pick<Readings, 'averageDie' | 'controlLeadership' | 'officerCountIncrease'>;

/**
 * Officer morale test: one result's consequence, from the count he tests at
 * (`countBefore`, plus the C-in-C's 1 under c-in-c-loss). A pass leaves the
 * count there. A failure raises it by 1, or under `by-loss-weight` by what the
 * units lost now count for (1 for the C-in-C alone) (officer-count-increase);
 * a Rash officer rolling up turns Enraged; a failure while the count he tests
 * at already exceeds his Command snaps him, Enraged rolling up, Shaken down.
 */
export function officerMoraleConsequence(
  input: Pick<
    OfficerMoraleInput,
    'temperament' | 'command' | 'countBefore' | 'lostNow' | 'cInCLost'
  >,
  result: ControlResult,
  readings: Pick<OfficerReadings, keyof LossReadings | 'officerCountIncrease'> = defaultReadings,
): OfficerMoraleOutcome {
  const { counted, atTest } = officerTrigger(input, readings);
  const base = { result, temperament: input.temperament, lost: atTest, snapped: false };
  if (result === 'pass') return { ...base, betrayal: 'none' };
  const weight = counted > 0 || input.cInCLost !== true ? counted : 1;
  const rise = readings.officerCountIncrease === 'by-loss-weight' ? weight : 1;
  const lost = atTest + rise;
  if (atTest > input.command) {
    const temperament = result === 'up' ? 'enraged' : 'shaken';
    return { ...base, temperament, lost, snapped: true, betrayal: 'none' };
  }
  const rashUp = result === 'up' && input.temperament === 'rash';
  return { ...base, temperament: rashUp ? 'enraged' : input.temperament, lost, betrayal: 'none' };
}

function checkOfficer(input: OfficerMoraleInput): Result<OfficerMoraleInput> {
  const checks = [
    checkLeadership(input.leadership, 'officer-morale-test'),
    checkWhole(input.command, 'command', 'officer-morale-test', 1, 6),
    checkWhole(input.countBefore, 'countBefore', 'officer-morale-test', 0),
  ];
  const failed = checks.find((c) => !c.ok);
  return failed && !failed.ok ? failed : ok(input);
}

/**
 * Officer morale test with the dice entered or rolled from a seed: the worked
 * roll and its consequence (before any betrayal, which `afterSnapOdds` and
 * `duelResult` settle). Enraged and Shaken officers take no test, nor does
 * one whose losses call for none (officer-test-trigger).
 */
export function resolveOfficerMorale(
  input: OfficerMoraleInput,
  source: TestDice,
  readings: OfficerReadings,
): Result<{ roll: ResolvedTest; outcome: OfficerMoraleOutcome }> {
  const checked = checkOfficer(input);
  if (!checked.ok) return checked;
  const range = officerMorale[input.temperament].pass;
  if (range === null) {
    return fail(
      'temperament',
      'officer-morale-test',
      `an officer who is ${input.temperament} takes no test`,
    );
  }
  if (!officerTrigger(input, readings).tests) {
    return fail('lostNow', 'officer-morale-test', 'no significant loss calls for a test');
  }
  const own = unitDie(input.dice, readings);
  const roll = resolveTest(own, range, input.leadership, source, readings, 'officer-morale-test');
  if (!roll.ok) return roll;
  return ok({
    roll: roll.value,
    outcome: officerMoraleConsequence(input, roll.value.result, readings),
  });
}

/**
 * Officer morale test: the exact chance of every consequence, betrayal and
 * duel included. Enraged officers take no test, nor does one whose losses are
 * not significant (officer-test-trigger); Shaken ones break at a unit lost.
 */
export function officerMoraleOdds(
  input: OfficerMoraleInput,
  readings: OfficerReadings,
): Result<Outcomes<OfficerMoraleOutcome>> {
  const checked = checkOfficer(input);
  if (!checked.ok) return checked;
  const trigger = officerTrigger(input, readings);
  const fixed = { temperament: input.temperament, lost: trigger.atTest, snapped: false };
  const range = officerMorale[input.temperament].pass;
  if (range === null || !trigger.tests) {
    const result = input.temperament === 'shaken' && trigger.tests ? 'breaks' : 'no-test';
    return ok(certain<OfficerMoraleOutcome>({ ...fixed, result, betrayal: 'none' }));
  }
  const own = unitDie(input.dice, readings);
  const rival = unitDie(input.rivalDice ?? input.dice, readings);
  const results = testOutcomes(own, range, input.leadership, readings);
  return ok(
    chainOutcomes(results, (result) => {
      const outcome = officerMoraleConsequence(input, result, readings);
      const betrayalPossible = outcome.snapped && outcome.temperament === 'enraged';
      if (!betrayalPossible || input.otherCommandsLost) return certain(outcome);
      return chainOutcomes(afterSnapOdds(input.origin, own, rival), (betrayal) =>
        certain<OfficerMoraleOutcome>({
          ...outcome,
          betrayal,
          temperament: betrayal === 'kills-rival' ? 'shaken' : outcome.temperament,
        }),
      );
    }),
  );
}
