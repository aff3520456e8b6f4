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
  /** 5.40 Disorder: a disordered unit's half dice in close combat, rounded down (as 4.20) or up (as 9.04). */
  combatHalfDice: 'round-down' | 'round-up';
  /**
   * 5.40 Overlapping between units of equal frontage: each counts only its MMS
   * in contact, or each counts one more MMS as the larger unit would.
   */
  equalFrontage: 'contact-only' | 'both-overlap';
  /**
   * 5.40 Rear ranks: 1D for each rear MMS behind the front MMS that fight, or
   * for every MMS of each rear rank the weapon may use.
   */
  rearRankDice: 'behind-fighting-front' | 'whole-rank';
  /** 5.30 An incohesive polearm unit fights 2 MMS deep like other weapons (T13), or with its front rank only. */
  incohesiveDepth: 'others' | 'front-rank-only';
  /** Breakthroughs: hits on over half the dice suffice, or the unit must also score more hits than it takes. */
  breakthrough: 'hits-alone' | 'must-win';
  /**
   * A sub-unit's command points: the 5 of 9.13 in place of a regular unit's,
   * or T4's "+5" on top of its place among the regular units.
   */
  subUnitCommand: 'instead' | 'added';
}

export const defaultReadings: Readings = {
  fireAfterMoving: 'weapon-chart',
  combatHalfDice: 'round-down',
  equalFrontage: 'contact-only',
  rearRankDice: 'behind-fighting-front',
  incohesiveDepth: 'others',
  breakthrough: 'hits-alone',
  subUnitCommand: 'instead',
};
