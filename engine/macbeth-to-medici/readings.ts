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
  /** Rallying: a failed rally test turns an Erratic unit Impetuous or Broken, or only costs its hit or element. */
  rallyFailures: 'as-control-test' | 'hits-and-elements-only';
  /** Rallying: a unit that moved faster than a normal move gets no voluntary test, or the table's count goes on down to 1. */
  rallyFasterMoves: 'none' | 'continues';
  /** Standing, rolling down: the die of elements goes with standing only, or with evading too. */
  standingDownLoss: 'standing-only' | 'either-choice';
  /** An Erratic unit that fails: Impetuous rolling up and Broken rolling down, or Impetuous if charging, else Broken. */
  erraticFailure: 'by-result' | 'by-situation';
  /** Becoming Impetuous or Broken: elements go for the true hits only, or for the phantom hits too. */
  phantomHitsElements: 'true-hits-only' | 'phantom-too';
  /** Rallying: an Erratic unit stays Erratic, or is Steady again once within its safe hits. */
  erraticRecovery: 'stays-erratic' | 'steady-within-limit';
  /** Officer morale test: a Tribal unit lost from a Tribal command counts a class lower, or not. */
  tribalMoraleClass: 'officer-test' | 'no-shift';
  /** Officer morale test: a failure raises the count by 1, or by what the loss that caused it counted. */
  officerCountIncrease: 'by-one' | 'by-loss-weight';
  /** Interpenetration: "a double" is the two kept scores equal, or any two dice alike. */
  interpenetrationDouble: 'kept-scores-equal' | 'any-two-faces';
  /** Archery: a target "classed as armoured" wears Heavy or Full armour, or any armour at all. */
  archeryArmoured: 'heavy-or-full' | 'any-armour';
  /** Skirmish fire: a shield is only its own −1, or also raises the armour a level. */
  skirmishShield: 'minus-one-only' | 'raises-level-too';
  /** Archery: a shield raises protection a level past the armour worn, or never past it. */
  shieldOverArmour: 'raises-a-level' | 'never-past-worn';
  /** Impact combat: cavalry beaten by cavalry take the general result only, or recoil too. */
  impactCavalryOnCavalry: 'general-result' | 'loser-recoils';
  /** Melee combat: each side's figure is its own elements lost, or the enemy's. */
  meleeElementRemoval: 'own-elements' | 'enemy-elements';
  /** Melee combat: fighting elements are capped by the enemy elements engaged, or by the whole enemy unit. */
  meleeFightingElements: 'enemy-engaged' | 'whole-enemy-unit';
  /** Command Radius: Command counted twice for Regular officers, or the plain sum the Co-ordinated movement rule gives. */
  commandRadius: 'regular-doubled' | 'plain-sum';
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
  /** Impact combat: the die for Steady pike facing Impetuous mounted comes on top of the one for facing mounted, or replaces it. */
  pikeImpactDice: 'cumulative' | 'replaces';
  /** Impact combat: on a draw each side takes the other's Experience Bonus in hits, or its own. */
  impactDrawHits: 'other-sides-bonus' | 'own-bonus';
  /** Melee combat: a score below 1 divides as 1, or the side loses every element it has fighting. */
  meleeScoreBelowOne: 'counts-as-one' | 'loses-all-fighting';
  /**
   * Impact and melee: dual-armed troops that shot pay only the "Fired this
   * turn without Initiative" die, or one more minus die whenever they shot.
   */
  dualArmedPenalty: 'without-initiative-die' | 'whenever-shot';
  /**
   * Terrain in combat: only the Impact hits for each class crossed recoiling or
   * following up (and fatigue), or also one minus die in impact and melee for a
   * side that charged through terrain or fights in bad going.
   */
  terrainInCombat: 'impact-hits-only' | 'minus-die';
  /** Melee combat: the heavy lance, which the weapon table omits, fights as the mounted sword (close) or the light lance (loose). */
  heavyLanceMelee: 'as-mounted-sword' | 'as-light-lance';
  /** Officer morale test: a loss his temperament does not count calls for no test, or any unit lost calls for one. */
  officerTestTrigger: 'counted-loss' | 'any-loss';
  /** Officer morale test: the C-in-C's loss calls for a test and adds 1 to the count, or adds nothing. */
  commanderLoss: 'adds-one' | 'adds-nothing';
  /**
   * Play along: the Control test a unit takes after fire or combat changes
   * only what Unit endurance says (an Erratic unit failing turns Impetuous or
   * Broken), or takes the Standing results as well.
   */
  combatTestResults: 'endurance-only' | 'as-standing';
  /** Play along: a unit that removes elements for its hits on turning Impetuous or Broken keeps the hits, or is clear of them. */
  turningHits: 'kept' | 'paid-off';
  /** Play along: a unit counts as routed for its officer's morale test once it turns Broken, or only once it leaves the table. */
  routedUnit: 'turns-broken' | 'leaves-table';
}

/** The readings the engine follows unless told otherwise. */
export const defaultReadings: Readings = {
  averageDie: 'faces-2-3-3-4-4-5',
  controlLeadership: 'when-it-passes',
  shakenLosses: 'any-unit',
  rallyFailures: 'as-control-test',
  rallyFasterMoves: 'none',
  standingDownLoss: 'standing-only',
  erraticFailure: 'by-result',
  phantomHitsElements: 'true-hits-only',
  erraticRecovery: 'stays-erratic',
  tribalMoraleClass: 'officer-test',
  officerCountIncrease: 'by-one',
  interpenetrationDouble: 'kept-scores-equal',
  archeryArmoured: 'heavy-or-full',
  skirmishShield: 'minus-one-only',
  shieldOverArmour: 'raises-a-level',
  impactCavalryOnCavalry: 'general-result',
  meleeElementRemoval: 'own-elements',
  meleeFightingElements: 'enemy-engaged',
  commandRadius: 'regular-doubled',
  fatigueDouble: 'reaches',
  interpenetrationNegation: 'cancel-to-one',
  extraDice: 'highest',
  diceNegation: 'all-dice',
  leadershipSubstitution: 'best-after-roll',
  archeryHitMultiples: 'every-multiple',
  archeryHalfCount: 'rounded-down',
  archeryNoHits: 'divided-by-targets',
  impactScope: 'impact-section',
  pikeImpactDice: 'cumulative',
  impactDrawHits: 'other-sides-bonus',
  meleeScoreBelowOne: 'counts-as-one',
  dualArmedPenalty: 'without-initiative-die',
  terrainInCombat: 'impact-hits-only',
  heavyLanceMelee: 'as-mounted-sword',
  officerTestTrigger: 'counted-loss',
  commanderLoss: 'adds-one',
  combatTestResults: 'endurance-only',
  turningHits: 'kept',
  routedUnit: 'turns-broken',
};
