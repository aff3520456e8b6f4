/**
 * Leaders: the random leader chart (T18, 7.00), the leader hit chart and
 * capture (T20, 7.10), and seeking out a leader (T23, 9.11).
 */
import { chance, fail, ok, type Probability, type Result } from '../../core/index.ts';
import { hitChance, shiftByTens } from '../dice/hit-numbers.ts';
import { addModifiers, checkOneDie } from '../dice/modifiers.ts';
import type { HitNumber } from '../tables/cells.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import {
  leaderHits,
  seekingChances,
  seekingModifiers,
  type LeaderClass,
} from '../tables/morale-leaders.ts';

/**
 * T18 (7.00): the chance of each leader class: 1 Cautious, 2-4 Deliberate,
 * 5 Bold, and a 6 rolled again: a second 6 Rash, anything else Bold. Rolled
 * afresh after a 6 and another die (the register's other reading), the chart
 * settles on 31 of every 36 two-die paths: A 6/31, B 18/31, C 6/31, D 1/31.
 */
export function randomLeaderOdds(
  readings: Pick<Readings, 'randomLeaderSix'> = defaultReadings,
): Readonly<Record<LeaderClass, Probability>> {
  if (readings.randomLeaderSix === 'roll-afresh') {
    return { A: chance(6, 31), B: chance(18, 31), C: chance(6, 31), D: chance(1, 31) };
  }
  return { A: chance(6, 36), B: chance(18, 36), C: chance(11, 36), D: chance(1, 36) };
}

/**
 * T18 (7.00): the leader a die makes: 1 Cautious (A), 2-4 Deliberate (B), 5
 * Bold (C); a 6 is rolled again, and a second 6 makes him Rash (D), anything
 * else Bold. The second die is asked for only after a 6. Under the register's
 * other reading a 6 and then anything but a 6 settles nothing: `undefined`,
 * roll the chart again.
 */
export function readRandomLeader(
  roll: number,
  reroll?: number,
  readings: Pick<Readings, 'randomLeaderSix'> = defaultReadings,
): Result<LeaderClass | undefined> {
  const die = checkOneDie(roll, 'T18');
  if (!die.ok) return die;
  if (die.value === 1) return ok('A');
  if (die.value <= 4) return ok('B');
  if (die.value === 5) return ok('C');
  if (reroll === undefined) return fail('reroll', 'T18', 'a 6 is rolled again: enter that die');
  const again = checkOneDie(reroll, 'T18');
  if (!again.ok) return fail('reroll', 'T18', again.error.message);
  if (again.value === 6) return ok('D');
  return ok(readings.randomLeaderSix === 'roll-afresh' ? undefined : 'C');
}

/** T20 (7.10): what a hit did to a leader, and whether the capture roll took him. */
export function readLeaderHit(
  roll: number,
  captureRoll?: number,
): Result<{ result: (typeof leaderHits)[number]['result']; captured?: boolean }> {
  const die = checkOneDie(roll, 'T20');
  if (!die.ok) return die;
  const line = leaderHits.find((h) => h.roll.from <= die.value && die.value <= h.roll.to);
  if (!line) return fail('roll', 'T20', `T20 has no line for ${roll}`);
  if (captureRoll === undefined) return ok({ result: line.result });
  const capture = checkOneDie(captureRoll, '7.10');
  if (!capture.ok) return fail('captureRoll', '7.10', capture.error.message);
  return ok({ result: line.result, captured: capture.value <= line.capture.to });
}

/** T20 (7.10): the chance that a hit leader is then captured, over every hit result: 14 in 36. */
export function captureChance(): Probability {
  const ways = leaderHits.reduce(
    (total, h) => total + (h.roll.to - h.roll.from + 1) * (h.capture.to - h.capture.from + 1),
    0,
  );
  return chance(ways, 36);
}

/**
 * 9.11 Seeking out a leader: T23's chance for the seeker's class against the
 * target's, moved by the distance modifiers in tens (repeat an id to count it twice).
 */
export function seekingChance(
  seeker: LeaderClass,
  target: LeaderClass,
  modifiers: readonly string[],
): Result<{ base: HitNumber; modifier: number; chance: HitNumber; odds: Probability }> {
  const modifier = addModifiers(seekingModifiers, modifiers, 'T23');
  if (!modifier.ok) return modifier;
  const base = seekingChances[seeker][target];
  const shifted = shiftByTens(base, modifier.value);
  if (!shifted.ok) return shifted;
  return ok({
    base,
    modifier: modifier.value,
    chance: shifted.value,
    odds: hitChance(shifted.value),
  });
}
