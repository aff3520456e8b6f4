/**
 * Where the book can be read two ways, the engine follows one reading by
 * default and offers the other as a named option (see the errata register).
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
  /**
   * T21 prints M (missile fire) points for capturing a king or a leader, though
   * 7.10 makes captures in melee only: score them as printed, or refuse them.
   */
  captureByMissile: 'as-printed' | 'not-allowed';
  /**
   * 9.03 A hollow wedge: open to regular English longbows of any morale, or,
   * being a wedge, to A and B morale only as 9.02 says of wedges.
   */
  hollowWedgeMorale: 'longbows-only' | 'a-or-b-too';
  /**
   * 9.06 and T22 Breaking the shield wall: roll 1D at or under the armour class
   * plus T22's bonuses (at most 5), or add them all to the die and break on a
   * modified 6 or more, as T22 alone reads.
   */
  shieldWallRoll: 'under-armour-class' | 'modified-die';
  /**
   * 3.00 and T5 against the glossary's proximity entry: only leaders (36" in
   * every band) ignore the bands, while wagons and OO troops keep T5's band
   * rates and halve at an edge; or, as the glossary lists them, wagons, pack
   * animals and OO troops ignore proximity too and never halve at an edge.
   */
  proximityExempt: 'leaders-only' | 'glossary-list';
  /**
   * T11 against the 5.01 example: moving infantry take the points T11 prints
   * (1RP at 2CI), or the example's count, 2RP at 2CI, which is one more in
   * every column (the stationary infantry line).
   */
  movingInfantryReaction: 't11' | 'example-count';
  /**
   * Disorder in rough terrain: 3.9 (only a unit, not OO, that moves over its
   * MF in it, slopes excepted), or 3.30 (every unit but OO troops in it).
   */
  roughTerrainDisorder: 'over-mf-not-slopes' | 'every-unit';
  /**
   * T5 wagons: 8/20/30 as printed, or 8/16/24, the once, twice and three times
   * the first band that every other line of T5 follows.
   */
  wagonRates: 'as-printed' | 'pattern';
  /** 3.00 and T5: the bands as 3.00 sets them (30" is the second band), or T5's "30"+" (30" is the third). */
  bandEdges: 'rule-300' | 't5-headings';
  /** T14's "1-" and "6+": read on the modified roll, or a natural 1 always fails and a natural 6 always holds. */
  cohesionEnds: 'modified-roll' | 'natural-ends';
  /** T7 leaves out the heavy crossbow: it fires from its front rank only, or 2 MMS deep like crossbows. */
  heavyCrossbowDepth: 'front-rank' | 'as-crossbow';
  /** 4.20, T8: half dice of fire rounded down, or up. */
  fireHalfDice: 'round-down' | 'round-up';
  /** 4.20, T8: a disordered unit firing half dice after moving halves twice, or once. */
  fireHalvings: 'twice' | 'once';
  /**
   * T17A casualty bands: exactly 25% is +1 and over 50% is +6, or exactly 25%
   * is +3 and only 51% or more is +6.
   */
  casualtyBands: 'lower-band' | 'upper-band';
  /**
   * 6.00 and T17A: a lost banner calls for a morale check but T17A has no line
   * for it (the check is the whole cost), or T17A's +2 for a leader lost
   * counts for a banner lost too.
   */
  bannerLost: 'no-modifier' | 'as-leader-lost';
  /** T17A each 2" pushed back: whole steps (3" is +1), or rounded up (3" is +2). */
  pushbackSteps: 'whole-steps' | 'round-up';
  /** 7.00: a severe wound on a mortally wounded leader kills him, or adds nothing. */
  woundOnMortal: 'kills' | 'adds-nothing';
  /** 5.40 pushback disorder: a push back of over 2", or (the turn sequence) of 2" or more. */
  pushbackDisorder: 'over-two' | 'two-or-more';
  /** T18 "5-6*" and "6+6": a 6 then anything but a 6 is Bold, or the chart is rolled afresh. */
  randomLeaderSix: 'bold' | 'roll-afresh';
  /** 9.14 leader combat: the class rating alone (as the example), or T18's CC bonus added for a leader. */
  leaderCombatBonus: 'rating-only' | 'with-t18-bonus';
  /** T21 initial points: every line that fits the leader, or only the best of them. */
  initialHonor: 'every-line' | 'best-line';
  /** 1.31: a unit of two MMS may count its one partial MMS, or needs two full MMS first. */
  partialMms: 'counts' | 'two-full';
  /** T4 and 4.80: extra ammunition buys one chit once every figure has it, or one chit a point. */
  extraAmmunition: 'whole-unit' | 'per-point';
  /** 4.80: a move in reaction to a charge bars rapid fire, or only counts toward the MF. */
  reactionMoveRapidFire: 'bars' | 'distance-only';
  /** 4.80 out of ammunition: half the dice the unit would roll, or half its figures. */
  outOfAmmunitionHalf: 'dice' | 'figures';
  /** 5.10: a unit firing at a 1CI charge aimed at another has no T12 column, or reads the 1CI column. */
  supportingFireFloor: 'no-fire' | 'one-ci';
  /** 9.06 and T22: the armour class counted once (T22's per-AC line is 9.06's AC), or both added. */
  shieldWallArmour: 'once' | 'twice';
  /** 9.04 and 5.40: a disordered shield wall halves its close-combat dice twice, or once. */
  combatHalvings: 'twice' | 'once';
  /** 5.20 against the 5.01 example: a unit caught in flank or rear cannot fight back, or fights with 1 MMS. */
  flankFightBack: 'none' | 'one-mms';
  /**
   * T17B, 6.00: a broken unit whose rally check is Break again is not
   * rallied and is destroyed, or it breaks afresh and may try again at its
   * next rally phase.
   */
  rallyBreak: 'destroyed' | 'breaks-again';
  /**
   * T21, 7.00: a leader killed by missile fire scores nothing for the side
   * that shot him, or T21's M column of the capture lines (a king -50,
   * another leader -25).
   */
  leaderLostToMissile: 'no-award' | 'missile-column';
  /**
   * T21 "own king (or CnC)" with T4: the roster's first leader (the commander
   * in chief T4 prices at 0) is the one whose loss costs his side, or a leader
   * marked king, the first leader only in an army with no king.
   */
  commanderInChief: 'first-leader' | 'king-else-first';
  /** 8.02 and T21 troop losses: figures lost over figures at the start, or units out of play over units. */
  troopLosses: 'figures' | 'units';
}

export const defaultReadings: Readings = {
  fireAfterMoving: 'weapon-chart',
  combatHalfDice: 'round-down',
  equalFrontage: 'contact-only',
  rearRankDice: 'behind-fighting-front',
  incohesiveDepth: 'others',
  breakthrough: 'hits-alone',
  subUnitCommand: 'instead',
  loneLeaderMelee: 'vulnerability-checks',
  honorLossRounding: 'down',
  ownKingLost: 'as-printed',
  captureByMissile: 'as-printed',
  hollowWedgeMorale: 'longbows-only',
  shieldWallRoll: 'under-armour-class',
  proximityExempt: 'leaders-only',
  movingInfantryReaction: 't11',
  roughTerrainDisorder: 'over-mf-not-slopes',
  wagonRates: 'as-printed',
  bandEdges: 'rule-300',
  cohesionEnds: 'modified-roll',
  heavyCrossbowDepth: 'front-rank',
  fireHalfDice: 'round-down',
  fireHalvings: 'twice',
  casualtyBands: 'lower-band',
  pushbackSteps: 'whole-steps',
  bannerLost: 'no-modifier',
  woundOnMortal: 'kills',
  pushbackDisorder: 'over-two',
  randomLeaderSix: 'bold',
  leaderCombatBonus: 'rating-only',
  initialHonor: 'every-line',
  partialMms: 'counts',
  extraAmmunition: 'whole-unit',
  reactionMoveRapidFire: 'bars',
  outOfAmmunitionHalf: 'dice',
  supportingFireFloor: 'no-fire',
  shieldWallArmour: 'once',
  combatHalvings: 'twice',
  flankFightBack: 'none',
  rallyBreak: 'destroyed',
  leaderLostToMissile: 'no-award',
  commanderInChief: 'first-leader',
  troopLosses: 'figures',
};
