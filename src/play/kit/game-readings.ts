/**
 * The readings a new game starts from: the book's defaults with each other
 * reading the player chose in the book's register (as the calculators start
 * from them). The register's offer loads only when a choice is kept.
 */
import type { Shelf } from '../../lib/keeping/shelf.ts';
import {
  applyPreferredReadings,
  readPreferredReadings,
  type OfferedReading,
} from '../../lib/errata/preferred-readings.ts';

/** The readings chosen in `book`'s register; the book's own when storage fails or holds none. */
export async function readChosenReadings<R extends object>(
  book: string,
  defaults: R,
  loadOffered: () => Promise<readonly OfferedReading[]>,
  from?: Shelf,
): Promise<R> {
  const kept = await readPreferredReadings(book, from);
  if (!kept.ok || Object.keys(kept.value).length === 0) return defaults;
  return applyPreferredReadings(defaults, await loadOffered(), kept.value);
}

/** The switches `readings` sets other than the book's defaults. */
export function changedReadings<R extends object>(defaults: R, readings: R): string[] {
  const base = defaults as Record<string, unknown>;
  return Object.entries(readings as Record<string, unknown>)
    .filter(([name, value]) => base[name] !== value)
    .map(([name]) => name);
}
