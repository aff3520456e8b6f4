/**
 * The errata register of Knighthood and the Middle Ages III: every place
 * a player could read the book two ways, with both readings. Pages show each
 * entry under the rules and tables it cites.
 */
import { armyErrata } from './army.ts';
import { generalErrata } from './general.ts';
import { moraleErrata } from './morale.ts';
import { leaderErrata } from './leaders.ts';
import { tableErrata } from './tables.ts';
import { closeCombatErrata } from './close-combat.ts';
import { definitionErrata } from './definitions.ts';
import { findErrataCiting } from '../../core/index.ts';
import type { Erratum, RuleRef } from './types.ts';

export type { Erratum, RuleRef, UnnumberedSection } from './types.ts';

export const errata: readonly Erratum[] = [
  ...generalErrata,
  ...tableErrata,
  ...moraleErrata,
  ...closeCombatErrata,
  ...armyErrata,
  ...leaderErrata,
  ...definitionErrata,
];

/** The entries that cite a rule or table, in register order. */
export function errataAt(ref: RuleRef): Erratum[] {
  return findErrataCiting(errata, ref);
}
