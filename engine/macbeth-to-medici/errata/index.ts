/**
 * The conflicts register of From Macbeth to Medici: every place a player
 * could read the book two ways, with both readings. Pages show each entry
 * under the sections it cites; calculators show the ones behind their answer.
 */
import type { SectionId } from '../tables/sections.ts';
import { combatConflicts } from './combat.ts';
import { generalConflicts } from './general.ts';
import { testConflicts } from './tests.ts';
import type { Conflict } from './types.ts';

export type { Conflict, ConflictKind } from './types.ts';

export const conflicts: readonly Conflict[] = [
  ...generalConflicts,
  ...testConflicts,
  ...combatConflicts,
];

/** The entries that cite a section, in register order. */
export function conflictsAt(section: SectionId): Conflict[] {
  return conflicts.filter((conflict) => conflict.cites.includes(section));
}
