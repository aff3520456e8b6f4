import type { Conflict } from './types.ts';

/** Conflicts in firing, impact and melee. */
export const combatConflicts: readonly Conflict[] = [];
