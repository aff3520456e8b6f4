/**
 * A unit's dice at one hit number (4.10 Missile fire, 5.40 Close combat): one
 * die per eligible figure, each hitting independently, so the number of hits
 * is binomial. Counted exactly on bigints: twelve dice at 2/3 give each number
 * of hits as a fraction over 4^12.
 */
import {
  buildDice,
  chance,
  d6,
  fail,
  ok,
  sum,
  takeDice,
  rollDice,
  type DiceState,
  type Probability,
  type Result,
} from '../../core/index.ts';
import { formatHitNumber, hitWays, readFirstDie, readSecondDie } from './hit-numbers.ts';
import type { HitNumber } from '../tables/cells.ts';

/** The most dice one call accepts: far beyond any unit, it keeps a runaway entry from stalling the page. */
export const maxDice = 1000;

function checkDiceCount(dice: number, field: string): Result<number> {
  if (!Number.isInteger(dice) || dice < 0 || dice > maxDice) {
    return fail(
      field,
      '4.10',
      `a unit rolls a whole number of dice from 0 to ${maxDice}, not ${dice}`,
    );
  }
  return ok(dice);
}

/** One number of hits and its exact chance. */
export interface HitCount {
  readonly hits: number;
  readonly chance: Probability;
}

/**
 * 4.10, 5.40: the exact chance of each number of hits, 0 to `dice`, when every
 * die needs `hit`: C(n, k) w^k (36 - w)^(n - k) / 36^n with w the ways out of 36.
 */
export function hitDistribution(dice: number, hit: HitNumber): Result<HitCount[]> {
  const count = checkDiceCount(dice, 'dice');
  if (!count.ok) return count;
  const ways = BigInt(hitWays(hit));
  const n = BigInt(dice);
  const outOf = 36n ** n;
  const rows: HitCount[] = [];
  let choose = 1n;
  for (let k = 0n; k <= n; k += 1n) {
    rows.push({
      hits: Number(k),
      chance: chance(choose * ways ** k * (36n - ways) ** (n - k), outOf),
    });
    choose = (choose * (n - k)) / (k + 1n);
  }
  return ok(rows);
}

/** 4.10, 5.40: the expected hits, dice times one die's chance ("12 dice at 2/3: 3 hits"). */
export function expectedHits(dice: number, hit: HitNumber): Result<Probability> {
  const count = checkDiceCount(dice, 'dice');
  return count.ok ? ok(chance(count.value * hitWays(hit), 36)) : count;
}

/** 4.10, 5.40: the chance of `atLeast` hits or more. */
export function chanceOfAtLeast(
  dice: number,
  hit: HitNumber,
  atLeast: number,
): Result<Probability> {
  if (!Number.isInteger(atLeast) || atLeast < 0) {
    return fail('atLeast', '4.10', `hits wanted are a whole number from 0, not ${atLeast}`);
  }
  const rows = hitDistribution(dice, hit);
  if (!rows.ok) return rows;
  const wanted = rows.value.filter((row) => row.hits >= atLeast);
  return ok(sum(wanted.map((row) => row.chance)));
}

/** One figure's dice as the player read them: the first die, and the second where a fraction needs it. */
export interface FigureDice {
  readonly first: number;
  readonly second?: number;
}

/** The unit's dice read: hits, misses, and how many needed a second die. */
export interface UnitRoll {
  readonly hits: number;
  readonly misses: number;
  readonly rolledAgain: number;
}

const isFace = (face: number): boolean => Number.isInteger(face) && face >= 1 && face <= 6;

/**
 * Dice: reads the dice the player rolled for a unit. A fraction's first die
 * equal to its first figure must come with a second die; no other die may.
 */
export function readUnitDice(hit: HitNumber, dice: readonly FigureDice[]): Result<UnitRoll> {
  let hits = 0;
  let rolledAgain = 0;
  for (const [i, die] of dice.entries()) {
    if (!isFace(die.first))
      return fail(`dice.${i}.first`, 'dice', `a die shows 1 to 6, not ${die.first}`);
    const reading = readFirstDie(hit, die.first);
    if (reading !== 'roll-again') {
      if (die.second !== undefined) {
        return fail(
          `dice.${i}.second`,
          'dice',
          `a first die of ${die.first} needs no second die at ${formatHitNumber(hit)}`,
        );
      }
      if (reading === 'hit') hits += 1;
      continue;
    }
    rolledAgain += 1;
    if (die.second === undefined || !isFace(die.second)) {
      return fail(
        `dice.${i}.second`,
        'dice',
        `a first die of ${die.first} at ${formatHitNumber(hit)} is rolled again: give the second die, 1 to 6`,
      );
    }
    if (readSecondDie(hit, die.second) === 'hit') hits += 1;
  }
  return ok({ hits, misses: dice.length - hits, rolledAgain });
}

/** A seeded roll of a unit's dice: each figure's dice, the reading, and the state to store next. */
export interface SeededUnitRoll extends UnitRoll {
  readonly dice: readonly FigureDice[];
  readonly state: DiceState;
}

/**
 * Dice: rolls a unit's dice from a seeded state, then a second die for each
 * first die a fraction sends back, as the book's 2/3 example does.
 */
export function rollUnitDice(
  hit: HitNumber,
  dice: number,
  state: DiceState,
): Result<SeededUnitRoll> {
  const count = checkDiceCount(dice, 'dice');
  if (!count.ok) return count;
  const first = takeDice(buildDice([dice, d6]), { seeded: state }, 'state', 'dice');
  if (!first.ok) return first;
  const faces = first.value.faces ?? [];
  const again = faces.filter((face) => readFirstDie(hit, face) === 'roll-again').length;
  const second = rollDice(buildDice([again, d6]), first.value.state ?? state);
  const seconds = [...second.faces];
  const figures = faces.map((face): FigureDice => {
    if (readFirstDie(hit, face) !== 'roll-again') return { first: face };
    return { first: face, second: seconds.shift() ?? 0 };
  });
  const read = readUnitDice(hit, figures);
  return read.ok ? ok({ ...read.value, dice: figures, state: second.state }) : read;
}
