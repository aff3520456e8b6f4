/**
 * The plus and minus dice behind a combat random factor (Firing: archery,
 * Impact combat, Melee combat): which die a unit rolls, how many dice each
 * side keeps after negation, and what a side's dice score, with and without
 * an officer's Leadership in place of one die.
 */
import type { Readings } from '../readings.ts';
import type { Experience } from '../tables/index.ts';

/** One side's dice: the base die with any Green or Veteran die (the pair), and the cause dice. */
export interface SidePool {
  readonly pair: number;
  readonly causes: number;
}

export interface Pools {
  readonly plus: SidePool;
  readonly minus: SidePool;
}

/**
 * Random factor: one plus and one minus die, a second minus die for Green and
 * a second plus die for Veteran, and a die per cause; opposite dice cancel in
 * pairs while both sides have more than one. Cause dice cancel each other
 * first, then a left-over cause die cancels the opposing Green or Veteran die
 * (as archery's "deduct an extra plus die"). Under `cause-dice-only` the
 * Green or Veteran die is never cancelled.
 */
export function negateDice(
  experience: Experience,
  plusCauses: number,
  minusCauses: number,
  readings: Readings,
): Pools {
  const cancelled = Math.min(plusCauses, minusCauses);
  let plus = { pair: experience === 'veteran' ? 2 : 1, causes: plusCauses - cancelled };
  let minus = { pair: experience === 'green' ? 2 : 1, causes: minusCauses - cancelled };
  if (readings.diceNegation === 'all-dice') {
    if (plus.causes > 0 && minus.pair === 2) {
      plus = { ...plus, causes: plus.causes - 1 };
      minus = { ...minus, pair: 1 };
    }
    if (minus.causes > 0 && plus.pair === 2) {
      minus = { ...minus, causes: minus.causes - 1 };
      plus = { ...plus, pair: 1 };
    }
  }
  return { plus, minus };
}

/** How many of a side's dice take the highest; the rest add their scores (`add-each` only). */
export function highestCount(pool: SidePool, readings: Readings): number {
  return readings.extraDice === 'highest' ? pool.pair + pool.causes : pool.pair;
}

/**
 * A side's dice summed up: the highest and second highest of the dice that
 * take the highest, and the total, highest and lowest of the dice that add.
 * 0 stands for "no such die": every face is at least 1.
 */
export interface Tally {
  readonly top: number;
  readonly second: number;
  readonly added: number;
  readonly addedTop: number;
  readonly addedLow: number;
}

export const emptyTally: Tally = { top: 0, second: 0, added: 0, addedTop: 0, addedLow: 0 };

/** Adds a die to those taking the highest. */
export function keepHighest(tally: Tally, face: number): Tally {
  return {
    ...tally,
    top: Math.max(tally.top, face),
    second: face > tally.top ? tally.top : Math.max(tally.second, face),
  };
}

/** Adds a die whose score counts in full. */
export function addScore(tally: Tally, face: number): Tally {
  return {
    ...tally,
    added: tally.added + face,
    addedTop: Math.max(tally.addedTop, face),
    addedLow: tally.addedLow === 0 ? face : Math.min(tally.addedLow, face),
  };
}

/** The side's score: its highest die plus any dice that add. */
export function scoreOf(tally: Tally): number {
  return tally.top + tally.added;
}

/**
 * Leadership and Command ratings: the side's score with the officer's
 * Leadership in place of each die that could be replaced (the highest die, any
 * other die taking the highest, the highest or lowest added die).
 */
export function substitutions(tally: Tally, leadership: number): number[] {
  const options = [Math.max(leadership, tally.second) + tally.added];
  if (tally.second > 0) options.push(Math.max(leadership, tally.top) + tally.added);
  if (tally.addedTop > 0) {
    const rest = scoreOf(tally) + leadership;
    options.push(rest - tally.addedTop, rest - tally.addedLow);
  }
  return options;
}
