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
  ok,
  type Die,
  type Outcomes,
  type Probability,
  type Result,
} from '../core/index.ts';
import { checkLeadership, testOutcomes, type ControlResult } from './control-test.ts';
import type { Readings } from './readings.ts';
import { betrayalPercent, officerMorale } from './tables/units.ts';
import type { ImportanceClass, Origin, Temperament } from './tables/types.ts';
import { checkWhole, classAsSeen, dieOf, type DiceKind } from './units.ts';

/** A unit lost (routed or destroyed in sight) in the officer's command. */
export interface LostUnit {
  cls: ImportanceClass;
  /** A mercenary or foreign ally: a native officer counts it one class lower. */
  foreign?: boolean;
}

/**
 * Officer morale test: how many units the losses count as for this
 * temperament (Rash counts A only; Bold B 1, A 2; Cautious C 1, B 2, A 3).
 * Shaken officers count every loss; Enraged ones none.
 */
export function countLosses(temperament: Temperament, losses: readonly LostUnit[]): number {
  if (temperament === 'shaken') return losses.length;
  const counts = officerMorale[temperament].counts;
  return losses.reduce((n, loss) => n + (counts[classAsSeen(loss.cls, loss)] ?? 0), 0);
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
  dice: DiceKind;
  leadership: number;
  command: number;
  /** The count of lost units so far, as `countLosses` gives it. */
  lost: number;
  /** Whether any other friendly command has had units routed or destroyed. */
  otherCommandsLost: boolean;
  /** The dice of the nearest friendly officer, should it come to a duel (default: the same). */
  rivalDice?: DiceKind;
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
  return combineOutcomes(dieOutcomes(own), dieOutcomes(rival), (a, b) => {
    if (a === b) return 'both-slain';
    return a > b ? 'kills-rival' : 'killed';
  });
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
 * by 1 (the officer-count-increase conflict); a Rash officer rolling up turns
 * Enraged; a failure once the count already exceeds Command snaps him.
 */
export function officerMoraleConsequence(
  input: Pick<OfficerMoraleInput, 'temperament' | 'command' | 'lost'>,
  result: ControlResult,
): OfficerMoraleOutcome {
  const base = { result, temperament: input.temperament, lost: input.lost, snapped: false };
  if (result === 'pass') return { ...base, betrayal: 'none' };
  const lost = input.lost + 1;
  if (input.lost > input.command) {
    const temperament = result === 'up' ? 'enraged' : 'shaken';
    return { ...base, temperament, lost, snapped: true, betrayal: 'none' };
  }
  const rashUp = result === 'up' && input.temperament === 'rash';
  return { ...base, temperament: rashUp ? 'enraged' : input.temperament, lost, betrayal: 'none' };
}

/**
 * Officer morale test: the exact chance of every consequence, betrayal and
 * duel included. Enraged officers take no test; Shaken ones break on any loss.
 */
export function officerMoraleOdds(
  input: OfficerMoraleInput,
  readings: Pick<Readings, 'averageDie' | 'testLeadership'>,
): Result<Outcomes<OfficerMoraleOutcome>> {
  const leadership = checkLeadership(input.leadership, 'officer-morale-test');
  if (!leadership.ok) return leadership;
  const command = checkWhole(input.command, 'command', 'officer-morale-test', 1, 6);
  if (!command.ok) return command;
  const lost = checkWhole(input.lost, 'lost', 'officer-morale-test', 0);
  if (!lost.ok) return lost;
  const fixed = { temperament: input.temperament, lost: input.lost, snapped: false };
  const range = officerMorale[input.temperament].pass;
  if (range === null) {
    const result = input.temperament === 'shaken' && input.lost > 0 ? 'breaks' : 'no-test';
    return ok(certain<OfficerMoraleOutcome>({ ...fixed, result, betrayal: 'none' }));
  }
  const own = dieOf(input.dice, readings);
  const rival = dieOf(input.rivalDice ?? input.dice, readings);
  const results = testOutcomes(own, range, input.leadership, readings);
  return ok(
    chainOutcomes(results, (result) => {
      const outcome = officerMoraleConsequence(input, result);
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
