/**
 * Dice, counted as players count them: the hits a unit's dice scored, rather
 * than each die's face. Each figure's die hits at most once (a fraction's
 * second die only decides whether that one die hits), so the count runs from
 * 0 to the dice rolled.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import type { UnitRoll } from './unit-hits.ts';

/**
 * Dice: the hits counted on `dice` dice, checked: a whole number from 0 to
 * the dice. An error names `field` and `rule` (the fire or combat rule).
 */
export function readCountedHits(
  dice: number,
  hits: number,
  field: string,
  rule: string,
): Result<UnitRoll> {
  if (!Number.isInteger(hits) || hits < 0)
    return fail(field, rule, `count the hits as a whole number from 0 to ${dice}, not ${hits}`);
  if (hits > dice)
    return fail(field, rule, `${dice} dice score at most ${dice} hits (one a die), not ${hits}`);
  return ok({ hits, misses: dice - hits, rolledAgain: 0 });
}
