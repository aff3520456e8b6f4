/**
 * The errata register of From Macbeth to Medici: every place a player
 * could read the book two ways, with both readings. Pages show each entry
 * under the sections it cites; calculators show the ones behind their answer.
 */
import { findErrataCiting } from '../../core/index.ts';
import type { SectionId } from '../tables/sections.ts';
import { combatErrata } from './combat.ts';
import { generalErrata } from './general.ts';
import { playErrata } from './play.ts';
import { testErrata } from './tests.ts';
import type { Erratum } from './types.ts';

export type { Erratum } from './types.ts';

export const errata: readonly Erratum[] = [
  ...generalErrata,
  ...testErrata,
  ...combatErrata,
  ...playErrata,
];

/** The entries that cite a section, in register order. */
export function errataAt(section: SectionId): Erratum[] {
  return findErrataCiting(errata, section);
}
