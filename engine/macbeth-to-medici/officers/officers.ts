/**
 * Officers: temperament from 2d6, Leadership and Command from three dice less
 * the lowest, and the Command radius.
 */
import {
  buildDice,
  checkFaces,
  certain,
  combineOutcomes,
  d6,
  dieOutcomes,
  mapOutcomes,
  ok,
  repeatOutcomes,
  type Die,
  type Outcomes,
  type Result,
} from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { temperamentRoll } from '../tables/units.ts';
import type { Origin, Temperament } from '../tables/types.ts';
import { checkWhole } from '../units.ts';

/** The table's row for a score; every score from 2 to 12 has one. */
function temperamentOf(score: number): Temperament {
  return temperamentRoll.find((r) => r.scores.includes(score))?.temperament ?? 'bold';
}

/** Officer temperament: the temperament a 2d6 score gives, or an error naming the score. */
export function temperamentFor(score: number): Result<Temperament> {
  const checked = checkWhole(score, 'score', 'officer-temperament', 2, 12);
  return checked.ok ? ok(temperamentOf(score)) : checked;
}

/**
 * Officer temperament: the exact chance of each temperament on 2d6 (Enraged
 * 2 in 36, Rash 9, Bold 16, Cautious 9).
 */
export function temperamentOdds(): Outcomes<Temperament> {
  const two = combineOutcomes(dieOutcomes(d6), dieOutcomes(d6), (a, b) => a + b, String);
  return mapOutcomes(two, temperamentOf, String);
}

/** Leadership & Command: the two dice kept of three, higher first. */
export interface KeptPair {
  high: number;
  low: number;
}

/** Leadership & Command: drops the lowest of three dice. */
export function keepHighestTwo(faces: readonly number[]): KeptPair {
  const [high = 0, low = 0] = [...faces].sort((a, b) => b - a);
  return { high, low };
}

/**
 * Leadership & Command: the exact distribution of the pair kept from three
 * dice of the officer's kind; the player then gives one to each rating.
 */
export function keptPairOdds(die: Die): Outcomes<KeptPair> {
  const start = certain<number[]>([]);
  const rolls = repeatOutcomes(3, dieOutcomes(die), (so: number[], face) => [...so, face], start);
  return mapOutcomes(rolls, keepHighestTwo);
}

/** Leadership & Command: checks three rolled faces and returns the pair kept. */
export function rollRatings(die: Die, faces: readonly number[]): Result<KeptPair> {
  const checked = checkFaces(buildDice([3, die]), faces, 'dice', 'leadership-and-command');
  return checked.ok ? ok(keepHighestTwo(checked.value.faces)) : checked;
}

/** An officer's ratings. */
export interface OfficerRatings {
  leadership: number;
  command: number;
  origin: Origin;
}

/**
 * Leadership & Command: the Command radius in inches is Leadership plus
 * Command, Command counted twice for Regular officers; under `plain-sum` the
 * sum alone, as Co-ordinated movement restates it (command-radius).
 */
export function commandRadius(
  officer: OfficerRatings,
  readings: Pick<Readings, 'commandRadius'> = defaultReadings,
): Result<number> {
  const leadership = checkWhole(officer.leadership, 'leadership', 'leadership-and-command', 1, 6);
  if (!leadership.ok) return leadership;
  const command = checkWhole(officer.command, 'command', 'leadership-and-command', 1, 6);
  if (!command.ok) return command;
  const doubled = officer.origin === 'regular' && readings.commandRadius === 'regular-doubled';
  const commandCounts = doubled ? 2 : 1;
  return ok(officer.leadership + officer.command * commandCounts);
}
