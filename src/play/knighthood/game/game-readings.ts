/**
 * The readings a game follows: the book's defaults with each other reading
 * the player chose in the register (as the calculators start from them).
 * Loaded with the game kit; the register loads only when a choice is kept.
 */
import { defaultReadings, type Readings } from '../../../../engine/knighthood/index.ts';
import type { Shelf } from '../../../lib/keeping/shelf.ts';
import {
  applyPreferredReadings,
  readPreferredReadings,
} from '../../../lib/errata/preferred-readings.ts';

export interface GameReadings {
  readonly readings: Readings;
  /** The switches set to the register's other reading. */
  readonly changed: readonly string[];
}

/** The readings chosen in the register; the site's own when storage fails or holds none. */
export async function readGameReadings(from?: Shelf): Promise<GameReadings> {
  const kept = await readPreferredReadings('knighthood-3', from);
  if (!kept.ok || Object.keys(kept.value).length === 0)
    return { readings: defaultReadings, changed: [] };
  const { offeredReadings } = await import('../../../calculators/knighthood/register.ts');
  const readings = applyPreferredReadings(defaultReadings, offeredReadings, kept.value);
  const changed = (Object.keys(defaultReadings) as (keyof Readings)[]).filter(
    (name) => readings[name] !== defaultReadings[name],
  );
  return { readings, changed };
}
