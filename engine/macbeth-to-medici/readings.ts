/**
 * Where the book can be read two ways, the engine follows one reading by
 * default and offers the other as a named option (see the conflicts register).
 * Rule functions take the readings; the site passes the player's choice.
 */
export interface Readings {
  /** Normal and average dice: what a "d5" is. */
  averageDie: 'faces-2-3-3-4-4-5' | 'one-to-five';
  /**
   * Control test and officer morale test: when an officer puts his Leadership
   * in place of a die. By default he looks at both dice and swaps one only
   * when that turns the score into a pass; the option has him commit before
   * the roll, so the test is Leadership plus one die.
   */
  controlLeadership: 'when-it-passes' | 'always';
  /** Fatigue: whether 2 hits come when the score reaches double the pass level, or only above it. */
  fatigueDouble: 'reaches' | 'exceeds';
  /** Unit interpenetration: whether the two sides' dice cancel in pairs down to one, or all are rolled. */
  interpenetrationNegation: 'cancel-to-one' | 'roll-all';
}

/** The readings the engine follows unless told otherwise. */
export const defaultReadings: Readings = {
  averageDie: 'faces-2-3-3-4-4-5',
  controlLeadership: 'when-it-passes',
  fatigueDouble: 'reaches',
  interpenetrationNegation: 'cancel-to-one',
};
