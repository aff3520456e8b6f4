/**
 * The conflicts register for the combat calculator, loaded only once a combat
 * touches an entry: its text is the largest part of the engine the page would
 * otherwise ship at load.
 */
import { conflicts, type Conflict } from '../../../../engine/medieval/index.ts';

/** The register's entries with these ids, in register order. */
export function findConflicts(ids: readonly string[]): readonly Conflict[] {
  return conflicts.filter((c) => ids.includes(c.id));
}
