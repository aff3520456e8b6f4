import type { Conflict } from './types.ts';

/** Conflicts in Control tests, officers, rallying, fatigue and interpenetration. */
export const testConflicts: readonly Conflict[] = [];
