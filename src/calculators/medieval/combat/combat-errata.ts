/**
 * The errata register for the combat calculator, loaded only once a combat
 * touches an entry: its text is the largest part of the engine the page would
 * otherwise ship at load.
 */
import { errata, type Erratum } from '../../../../engine/medieval/index.ts';

/** The register's entries with these ids, in register order. */
export function findErrata(ids: readonly string[]): readonly Erratum[] {
  return errata.filter((c) => ids.includes(c.id));
}
