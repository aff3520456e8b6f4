/**
 * Hit numbers (Dice; 4.10 Missile fire; 5.40 Close combat; T9 key). A whole
 * number is hit on that or less on 1D. A fraction "a/b" is read on two dice as
 * tens and ones and hit on that or less: a first die below a hits, a first die
 * of a is followed by a second die that hits on b or less. So "2/3" hits on 9
 * of the 36 pairs, a 1-in-4 chance, and a whole "n" reads as "n/6".
 */
import { chance, fail, ok, type Probability, type Result } from '../../core/index.ts';
import { fraction, noEffect, whole, type HitNumber } from '../tables/cells.ts';
import { hitChart, hitChartColumns } from '../tables/missile.ts';
import type { Range } from '../tables/types.ts';

export { formatHitNumber } from '../tables/cells.ts';

/**
 * The hit number as a two-dice (d66) reading, tens and ones: "2/3" is 23, a
 * whole 3 is 36 (every second die hits), "X" is 0 (below every roll).
 */
export function d66Threshold(hit: HitNumber): number {
  if (hit.kind === 'whole') return hit.value * 10 + 6;
  if (hit.kind === 'fraction') return hit.first * 10 + hit.second;
  return 0;
}

/** Pairs of dice out of 36 whose tens-and-ones reading is at or under the threshold. */
function waysOf36(threshold: number): number {
  let ways = 0;
  for (let tens = 1; tens <= 6; tens += 1) {
    for (let ones = 1; ones <= 6; ones += 1) if (tens * 10 + ones <= threshold) ways += 1;
  }
  return ways;
}

/** Dice: the ways out of 36 that one figure's die (and second die) hits. */
export function hitWays(hit: HitNumber): number {
  return waysOf36(d66Threshold(hit));
}

/** Dice: the exact chance that one die hits: "2" is 1/3, "2/3" is 1/4, "1/1" is 1/36, "X" never. */
export function hitChance(hit: HitNumber): Probability {
  return chance(hitWays(hit), 36);
}

/** Negative when `a` is the worse hit number, zero when equal, positive when better (T9 order). */
export function compareHitNumbers(a: HitNumber, b: HitNumber): number {
  return Math.sign(d66Threshold(a) - d66Threshold(b));
}

/**
 * Reads a hit number as the tables print it: "1" to "6", "a/b" with both
 * figures 1 to 6, or "X" / "NE" for no effect.
 */
export function parseHitNumber(text: string, field = 'hit', rule = 'T9'): Result<HitNumber> {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === 'X' || trimmed === 'NE') return ok(noEffect);
  const match = /^([1-6])(?:\/([1-6]))?$/.exec(trimmed);
  if (!match) {
    return fail(field, rule, `a hit number is 1 to 6, a fraction such as 2/3, or X; not "${text}"`);
  }
  const first = Number(match[1]);
  return ok(match[2] === undefined ? whole(first) : fraction(first, Number(match[2])));
}

/** The T9 column of an armour class before modifiers (the half steps sit between). */
export function hitChartColumn(armourClass: number): Result<number> {
  const column = hitChartColumns.indexOf(armourClass);
  if (!Number.isInteger(armourClass) || column < 0) {
    return fail('armourClass', 'T9', `the hit chart has armour classes 0 to 5, not ${armourClass}`);
  }
  return ok(column);
}

/** Where a modified fire lands on T9: the column reached and its hit number. */
export interface ChartReading {
  readonly column: number;
  readonly hit: HitNumber;
  /** True when the modifier would have gone past the chart's best column (held there). */
  readonly heldAtEdge: boolean;
}

/**
 * T9 Hit chart (4.50, 4.30): a plus modifier moves that many columns left, a
 * minus right, each half step counting as one column ("AC3 at medium is 1/2;
 * +4 brings it to 2"). Past the left edge the best number holds; past the
 * right edge the fire has no effect ("X"), as the chart's last column.
 */
export function readHitChart(
  range: Range,
  armourClass: number,
  modifier: number,
): Result<ChartReading> {
  if (!Number.isInteger(modifier)) {
    return fail('modifier', '4.50', `fire modifiers are whole numbers, not ${modifier}`);
  }
  const start = hitChartColumn(armourClass);
  if (!start.ok) return start;
  const row = hitChart[range];
  const wanted = start.value - modifier;
  const column = Math.min(Math.max(wanted, 0), row.length - 1);
  return ok({ column, hit: row[column] ?? noEffect, heldAtEdge: wanted < 0 });
}

/**
 * T23 Seeking out a leader (9.11): each 10 of modifier moves the first figure
 * of the chance one step ("2/3 with +20 is 4/3"); a whole number reads as
 * "n/6", so 3 with -10 is 2. At 6 or more the leader is found on any roll;
 * below 1 he cannot be found (no effect).
 */
export function shiftByTens(hit: HitNumber, modifier: number): Result<HitNumber> {
  if (!Number.isInteger(modifier) || modifier % 10 !== 0) {
    return fail('modifier', '9.11', `seeking modifiers go in tens, not ${modifier}`);
  }
  if (hit.kind === 'no-effect') {
    return fail('hit', 'T23', 'a seeking chance is a number or a fraction, not no effect');
  }
  const threshold = d66Threshold(hit) + modifier;
  if (threshold >= 66) return ok(whole(6));
  if (threshold < 11) return ok(noEffect);
  const first = Math.floor(threshold / 10);
  const second = threshold % 10;
  return ok(second === 6 ? whole(first) : fraction(first, second));
}

/** What one figure's die did: hit, missed, or (a fraction's first figure) needs its second die. */
export type DieReading = 'hit' | 'miss' | 'roll-again';

/**
 * Dice: reads one figure's first die against the hit number; on a fractional
 * number a first die equal to its first figure is rolled again (the book's
 * example re-rolls the two 2s of a 2/3).
 */
export function readFirstDie(hit: HitNumber, face: number): DieReading {
  if (hit.kind === 'whole') return face <= hit.value ? 'hit' : 'miss';
  if (hit.kind === 'fraction') {
    if (face < hit.first) return 'hit';
    return face === hit.first ? 'roll-again' : 'miss';
  }
  return 'miss';
}

/** Dice: reads the second die of a fraction: its second figure or less hits. */
export function readSecondDie(hit: HitNumber, face: number): DieReading {
  return hit.kind === 'fraction' && face <= hit.second ? 'hit' : 'miss';
}

/**
 * 4.40 Weapon bonus: regular longbows shoot at half the target's armour class,
 * rounded up, before any other modifier (AC5 is read as 3, AC3 as 2).
 */
export function apparentArmourClass(armourClass: number, regularLongbow: boolean): Result<number> {
  const column = hitChartColumn(armourClass);
  if (!column.ok) return column;
  return ok(regularLongbow ? Math.ceil(armourClass / 2) : armourClass);
}
