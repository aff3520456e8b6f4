/**
 * The readings a new game starts from: the book's defaults with each other reading
 * the player chose in the register (as the calculators start from them).
 * Loaded with the game kit; the register loads only when a choice is kept.
 */
import { defaultReadings, type Readings } from '../../../../engine/knighthood/index.ts';
import type { Shelf } from '../../../lib/keeping/shelf.ts';
import {
  applyPreferredReadings,
  readPreferredReadings,
} from '../../../lib/errata/preferred-readings.ts';

/** The readings chosen in the register; the site's own when storage fails or holds none. */
export async function readGameReadings(from?: Shelf): Promise<Readings> {
  const kept = await readPreferredReadings('knighthood-3', from);
  if (!kept.ok || Object.keys(kept.value).length === 0) return defaultReadings;
  const { offeredReadings } = await import('../../../calculators/knighthood/register.ts');
  return applyPreferredReadings(defaultReadings, offeredReadings, kept.value);
}
