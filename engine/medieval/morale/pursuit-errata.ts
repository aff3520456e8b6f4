/**
 * The register entries a pursuit touches, apart from the pursuit itself: the
 * combat calculator asks at load, so this must not bring the pursuit rules.
 */
import type { EditionProfile } from '../editions/editions.ts';

/** The errata a pursuit at this distance touches: beyond a last row not printed "and more" (1066). */
export function listPursuitErrata(edition: EditionProfile, hexesFromLeader: number): string[] {
  const last = edition.tables.pursuit.rows.at(-1);
  return last && !last.andMore && hexesFromLeader > last.hexesFromLeader
    ? ['1066-pursuit-beyond-5']
    : [];
}
