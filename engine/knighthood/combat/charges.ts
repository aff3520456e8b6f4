/**
 * Charges (5.01, 5.10): the target's reaction points (T11) and the range its
 * defensive fire counts at (T12).
 */
import {
  d6,
  dieOutcomes,
  fail,
  listOutcomes,
  mapOutcomes,
  ok,
  type Probability,
  type Result,
} from '../../core/index.ts';
import { addModifiers, checkOneDie } from '../dice/modifiers.ts';
import { defensiveFire, type DefensiveFireResult } from '../tables/missile.ts';
import { reactionModifiers, reactionPoints } from '../tables/combat.ts';
import type { ChargeIncrements } from '../tables/types.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** A T11 line: stationary or moving, infantry or cavalry. */
export type ReactionState = (typeof reactionPoints)[number]['id'];

function checkIncrements(increments: number, rule: string): Result<ChargeIncrements> {
  if (increments !== 1 && increments !== 2 && increments !== 3) {
    return fail(
      'chargeIncrements',
      rule,
      `a charge uses 1, 2 or 3 charge increments, not ${increments}`,
    );
  }
  return ok(increments);
}

/**
 * T11 (5.01): the reactions a charged unit is allowed: the points for its
 * state and the charge increments used, plus or minus 1 for each modifier;
 * never fewer than none. Under the 5.01 example's count moving infantry take
 * one more point in every column, as stationary infantry do (2RP at 2CI).
 */
export function reactionPointsFor(
  state: ReactionState,
  increments: number,
  modifiers: readonly string[],
  readings: Pick<Readings, 'movingInfantryReaction'> = defaultReadings,
): Result<{ base: number; modifier: number; points: number }> {
  const ci = checkIncrements(increments, 'T11');
  if (!ci.ok) return ci;
  const read =
    state === 'moving-infantry' && readings.movingInfantryReaction === 'example-count'
      ? 'stationary-infantry'
      : state;
  const line = reactionPoints.find((r) => r.id === read);
  if (!line) return fail('state', 'T11', `T11 has no line "${state}"`);
  const modifier = addModifiers(reactionModifiers, modifiers, 'T11');
  if (!modifier.ok) return modifier;
  const base = line.points[ci.value];
  return ok({ base, modifier: modifier.value, points: Math.max(0, base + modifier.value) });
}

/** T12 (5.10): the range defensive fire counts at, for each result with its chance, and a rolled result. */
export function defensiveFireRange(
  increments: number,
  roll?: number,
): Result<{
  odds: { range: DefensiveFireResult; chance: Probability }[];
  range?: DefensiveFireResult;
}> {
  const ci = checkIncrements(increments, 'T12');
  if (!ci.ok) return ci;
  const at = (face: number): DefensiveFireResult =>
    defensiveFire[face - 1]?.[ci.value] ?? 'no-effect';
  const order: readonly DefensiveFireResult[] = ['close', 'medium', 'long', 'no-effect'];
  const odds = listOutcomes(
    mapOutcomes(dieOutcomes(d6), at, String),
    (a, b) => order.indexOf(a) - order.indexOf(b),
  ).map(({ value, chance }) => ({ range: value, chance }));
  if (roll === undefined) return ok({ odds });
  const die = checkOneDie(roll, 'T12');
  return die.ok ? ok({ odds, range: at(die.value) }) : die;
}
