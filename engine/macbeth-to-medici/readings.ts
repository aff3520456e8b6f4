/**
 * Where the book can be read two ways, the engine follows one reading by
 * default and offers the other as a named option (see the errata register).
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
  /**
   * Officer morale test: a Shaken officer breaks at any unit lost, or only at
   * a unit he counts as class A to C (so foreign C class troops, seen as D, are
   * lost safely).
   */
  shakenLosses: 'any-unit' | 'counted-classes';
  /** Fatigue: whether 2 hits come when the score reaches double the pass level, or only above it. */
  fatigueDouble: 'reaches' | 'exceeds';
  /** Unit interpenetration: whether the two sides' dice cancel in pairs down to one, or all are rolled. */
  interpenetrationNegation: 'cancel-to-one' | 'roll-all';
  /** Random factor: a side with three or more dice takes the highest, or each cause die adds its score. */
  extraDice: 'highest' | 'add-each';
  /** Random factor: cause dice cancel the Green or Veteran die too, or only each other. */
  diceNegation: 'all-dice' | 'cause-dice-only';
  /** Random factor: the officer picks after the roll, or his Leadership is set in place of a plus die. */
  leadershipSubstitution: 'best-after-roll' | 'replaces-a-plus-die';
  /** Archery: the "(etc.)" of hits goes on past 2, or stops there. */
  archeryHitMultiples: 'every-multiple' | 'at-most-two';
  /** Archery: with no hits, half the firers rounded down, or rounded up, before dividing. */
  archeryHalfCount: 'rounded-down' | 'rounded-up';
  /**
   * Archery: with no hits, half the firers are divided by the target's
   * elements like elements × hits, or are themselves the elements removed.
   */
  archeryNoHits: 'divided-by-targets' | 'half-removed-outright';
  /**
   * Impact combat: who fights it. The Impact section's list (lancers who
   * charged or counter-charged, and contact with or by formed close order
   * troops), or the combat sequence's (those lancers, and pikemen).
   */
  impactScope: 'impact-section' | 'combat-sequence';
  /** Impact combat: on a draw each side takes the other's Experience Bonus in hits, or its own. */
  impactDrawHits: 'other-sides-bonus' | 'own-bonus';
  /** Melee combat: a score below 1 divides as 1, or the side loses every element it has fighting. */
  meleeScoreBelowOne: 'counts-as-one' | 'loses-all-fighting';
}

/** The readings the engine follows unless told otherwise. */
export const defaultReadings: Readings = {
  averageDie: 'faces-2-3-3-4-4-5',
  controlLeadership: 'when-it-passes',
  shakenLosses: 'any-unit',
  fatigueDouble: 'reaches',
  interpenetrationNegation: 'cancel-to-one',
  extraDice: 'highest',
  diceNegation: 'all-dice',
  leadershipSubstitution: 'best-after-roll',
  archeryHitMultiples: 'every-multiple',
  archeryHalfCount: 'rounded-down',
  archeryNoHits: 'divided-by-targets',
  impactScope: 'impact-section',
  impactDrawHits: 'other-sides-bonus',
  meleeScoreBelowOne: 'counts-as-one',
};
