/**
 * Where the book can be read two ways, the engine follows one reading by
 * default and offers the other as a named option (see the conflicts register).
 * Rule functions take the readings; the site passes the player's choice.
 */
export interface Readings {
  /** Normal and average dice: what a "d5" is. */
  averageDie: 'faces-2-3-3-4-4-5' | 'one-to-five';
}

/** The readings the engine follows unless told otherwise. */
export const defaultReadings: Readings = {
  averageDie: 'faces-2-3-3-4-4-5',
};
