/**
 * Where the book can be read two ways, the engine follows one reading by
 * default and offers the other as a named option (see the conflicts register).
 */
export interface Readings {
  /**
   * Fire after moving: T8's line for the weapon (crossbows may not fire after a
   * full move), or the general rule of 4.20 and its crossbow example (full dice
   * after moving under half, half dice after more).
   */
  fireAfterMoving: 'weapon-chart' | 'general-rule';
  /**
   * A sub-unit's command points: the 5 of 9.13 in place of a regular unit's,
   * or T4's "+5" on top of its place among the regular units. Unset: 'instead'.
   */
  subUnitCommand?: 'instead' | 'added';
}

export const defaultReadings: Readings = {
  fireAfterMoving: 'weapon-chart',
  subUnitCommand: 'instead',
};
