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
import type { ImportanceClass, Origin, Temperament } from '../tables/types.ts';
import { checkWhole, classAsSeen, unitDie, type ClassShift, type UnitDice } from '../units.ts';

/**
 * A unit lost (routed or destroyed in sight) in the officer's command. A
 * native officer counts a mercenary or foreign ally one class lower; a Tribal
 * unit lost from a Tribal command counts one class lower too (tribal-morale-class).
 */
export interface LostUnit extends ClassShift {
  cls: ImportanceClass;
}

/**
 * Officer morale test: how many units the losses count as for this
 * temperament (Rash counts A only; Bold B 1, A 2; Cautious C 1, B 2, A 3).
 * Shaken officers count every loss, or under `counted-classes` every loss he
 * sees as class A to C; Enraged ones none.
 */
export function countLosses(
  temperament: Temperament,
  losses: readonly LostUnit[],
  readings: Pick<Readings, 'shakenLosses' | 'tribalMoraleClass'> = defaultReadings,
): number {
  // Under no-shift the Tribal remark changes no officer's count (tribal-morale-class).
  const seen = (loss: LostUnit) =>
    classAsSeen(loss.cls, {
      foreign: loss.foreign === true,
      tribalSeenByTribal:
        readings.tribalMoraleClass === 'officer-test' && loss.tribalSeenByTribal === true,
    });
  if (temperament === 'shaken') {
    if (readings.shakenLosses === 'any-unit') return losses.length;
    return losses.filter((loss) => seen(loss) !== 'D').length;
  }
  const counts = officerMorale[temperament].counts;
  return losses.reduce((n, loss) => n + (counts[seen(loss)] ?? 0), 0);
}

/** What the test leaves the officer as. */
export type Betrayal = 'none' | 'loyal' | 'kills-rival' | 'killed' | 'both-slain';

export interface OfficerMoraleOutcome {
  /** `no-test`: an Enraged officer ignores losses; `breaks`: a Shaken one breaks. */
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

export interface OfficerMoraleInput {
  temperament: Temperament;
  origin: Origin;
  /** The dice the officer uses (those of most of his units). */
  dice: UnitDice;
  leadership: number;
  command: number;
  /**
   * The count of lost units so far, as `countLosses` gives it: lost A class
   * units count every turn once noticed, others only on the turn they go.
   */
  lost: number;
  /**
   * What the loss that caused this test counted for (default 1): the rise on a
   * failure under `by-loss-weight` (officer-count-increase).
   */
  lastLoss?: number;
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

/**
 * Officer morale test: one result's consequence. A failure raises the count
 * by 1, or under `by-loss-weight` by what the loss that caused the test
 * counted for (officer-count-increase); a Rash officer rolling up turns
 * Enraged; a failure once the count already exceeds Command snaps him.
 */
export function officerMoraleConsequence(
  input: Pick<OfficerMoraleInput, 'temperament' | 'command' | 'lost' | 'lastLoss'>,
  result: ControlResult,
  readings: Pick<Readings, 'officerCountIncrease'> = defaultReadings,
): OfficerMoraleOutcome {
  const base = { result, temperament: input.temperament, lost: input.lost, snapped: false };
  if (result === 'pass') return { ...base, betrayal: 'none' };
  const rise = readings.officerCountIncrease === 'by-loss-weight' ? (input.lastLoss ?? 1) : 1;
  const lost = input.lost + rise;
  if (input.lost > input.command) {
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
    checkWhole(input.lost, 'lost', 'officer-morale-test', 0),
    checkWhole(input.lastLoss ?? 1, 'lastLoss', 'officer-morale-test', 0),
  ];
  const failed = checks.find((c) => !c.ok);
  return failed && !failed.ok ? failed : ok(input);
}

/**
 * Officer morale test with the dice entered or rolled from a seed: the worked
 * roll and its consequence (before any betrayal, which `afterSnapOdds` and
 * `duelResult` settle). Enraged and Shaken officers take no test.
 */
export function resolveOfficerMorale(
  input: OfficerMoraleInput,
  source: TestDice,
  readings: Pick<Readings, 'averageDie' | 'controlLeadership' | 'officerCountIncrease'>,
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
 * duel included. Enraged officers take no test; Shaken ones break on any loss.
 */
export function officerMoraleOdds(
  input: OfficerMoraleInput,
  readings: Pick<Readings, 'averageDie' | 'controlLeadership' | 'officerCountIncrease'>,
): Result<Outcomes<OfficerMoraleOutcome>> {
  const checked = checkOfficer(input);
  if (!checked.ok) return checked;
  const fixed = { temperament: input.temperament, lost: input.lost, snapped: false };
  const range = officerMorale[input.temperament].pass;
  if (range === null) {
    const result = input.temperament === 'shaken' && input.lost > 0 ? 'breaks' : 'no-test';
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
