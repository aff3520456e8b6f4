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
   * A combat unit meleeing an unattached leader: one VF check per figure on
   * 1 MMS of the unit (7.00, the second 9.14 example), or a leader combat with
   * the unit standing in as a C, B or A leader (9.14, 4).
   */
  loneLeaderMelee: 'vulnerability-checks' | 'leader-combat';
  /**
   * T21 players' losses take a share of the honor points: the points lost
   * rounded down (the player keeps the odd part) or rounded up.
   */
  honorLossRounding: 'down' | 'up';
  /**
   * T21 prints 100, not -100, for one's own king (or CnC) killed or captured:
   * score it as printed, or as a loss of 100.
   */
  ownKingLost: 'as-printed' | 'a-loss';
}

export const defaultReadings: Readings = {
  fireAfterMoving: 'weapon-chart',
  loneLeaderMelee: 'vulnerability-checks',
  honorLossRounding: 'down',
  ownKingLost: 'as-printed',
};
