/**
 * 6.00 Morale checks (T17A, T17B): 1D plus the modifiers, read on the unit's
 * morale class line. A modified 0 or less is read in the "-0" column and
 * 12 or more in the "12+" column.
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
import { checkOneDie } from '../dice/modifiers.ts';
import { moraleResults, type MoraleResult } from '../tables/morale-leaders.ts';
import type { MoraleClass } from '../tables/types.ts';

const resultOrder: readonly MoraleResult[] = ['A', 'C', 'R', 'B', 'D'];

/** T17A: the result of a modified roll for a morale class. */
export function moraleResult(moraleClass: MoraleClass, modifiedRoll: number): MoraleResult {
  const column = Math.min(Math.max(modifiedRoll, 0), 12);
  return moraleResults[moraleClass][column] ?? 'D';
}

/** A morale check: the chance of each T17B result (Advance to Destroyed) and, if rolled, the result. */
export interface MoraleCheck {
  readonly modifier: number;
  readonly odds: readonly { readonly result: MoraleResult; readonly chance: Probability }[];
  readonly result?: MoraleResult;
}

/** 6.00: a morale check with the T17A modifiers already added up into `modifier`. */
export function moraleCheck(
  moraleClass: MoraleClass,
  modifier: number,
  roll?: number,
): Result<MoraleCheck> {
  if (!Number.isInteger(modifier)) {
    return fail('modifier', 'T17A', `morale modifiers add up to a whole number, not ${modifier}`);
  }
  const outcomes = mapOutcomes(
    dieOutcomes(d6),
    (face) => moraleResult(moraleClass, face + modifier),
    String,
  );
  const odds = listOutcomes(
    outcomes,
    (a, b) => resultOrder.indexOf(a) - resultOrder.indexOf(b),
  ).map(({ value, chance }) => ({ result: value, chance }));
  if (roll === undefined) return ok({ modifier, odds });
  const die = checkOneDie(roll, 'T17A');
  return die.ok
    ? ok({ modifier, odds, result: moraleResult(moraleClass, die.value + modifier) })
    : die;
}
