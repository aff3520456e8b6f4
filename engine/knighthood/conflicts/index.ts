/**
 * The conflicts register of Knighthood and the Middle Ages III: every place
 * a player could read the book two ways, with both readings. Pages show each
 * entry under the rules and tables it cites.
 */
import { armyConflicts } from './army.ts';
import { generalConflicts } from './general.ts';
import { moraleConflicts } from './morale.ts';
import { leaderConflicts } from './leaders.ts';
import { tableConflicts } from './tables.ts';
import { closeCombatConflicts } from './close-combat.ts';
import type { Conflict, RuleRef } from './types.ts';

export type { Conflict, ConflictKind, RuleRef } from './types.ts';

export const conflicts: readonly Conflict[] = [
  ...generalConflicts,
  ...tableConflicts,
  ...moraleConflicts,
  ...closeCombatConflicts,
  ...armyConflicts,
  ...leaderConflicts,
];

/** The entries that cite a rule or table, in register order. */
export function conflictsAt(ref: RuleRef): Conflict[] {
  return conflicts.filter((conflict) => conflict.cites.includes(ref));
}
