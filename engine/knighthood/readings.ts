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
}

export const defaultReadings: Readings = { fireAfterMoving: 'weapon-chart' };
