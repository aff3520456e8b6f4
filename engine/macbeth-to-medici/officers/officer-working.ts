/**
 * Officers: the working an officer's rolls show, written here so every
 * calculator states the temperament, dice kept and Command radius one way.
 */
import type { WorkingStep } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';
import type { Origin, Temperament } from '../tables/types.ts';
import type { KeptPair } from './officers.ts';

/** Officer temperament: the 2d6 score and the temperament it gives. */
export function explainTemperament(
  score: number,
  temperament: Temperament,
): WorkingStep<SectionId>[] {
  return [{ text: `2d6 score ${score}: ${temperament}`, rule: 'officer-temperament' }];
}

/** An officer's rating roll, as the working shows it. */
export interface RatingRoll {
  faces: readonly number[];
  pair: KeptPair;
  /** The Command radius in inches (commandRadius). */
  radius: number;
  origin: Origin;
}

/**
 * Leadership & Command: the three dice with the two kept, then the Command
 * radius, naming Command counted twice when a Regular officer's is doubled
 * (under `plain-sum` it is not, so the working does not say so).
 */
export function explainRatings(
  roll: RatingRoll,
  readings: Pick<Readings, 'commandRadius'> = defaultReadings,
): WorkingStep<SectionId>[] {
  const doubled = roll.origin === 'regular' && readings.commandRadius === 'regular-doubled';
  return [
    {
      text: `Dice ${roll.faces.join(', ')}: keeps ${roll.pair.high} and ${roll.pair.low}`,
      rule: 'leadership-and-command',
    },
    {
      text: `Command radius ${roll.radius} inches${doubled ? ' (Command counted twice: Regular)' : ''}`,
      rule: 'leadership-and-command',
    },
  ];
}
