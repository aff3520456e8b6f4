import { describe, expect, it } from 'vitest';
import { defaultReadings } from './readings.ts';

describe('defaultReadings', () => {
  // The readings the site follows ("read here"); the register offers the other value of each as
  // an option. A changed default changes every page and calculator that reads it, so it is pinned.
  it('reads each contested rule the way the errata register says the site reads it', () => {
    expect(defaultReadings).toMatchObject({
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
      hollowWedgeMorale: 'longbows-only',
      shieldWallRoll: 'under-armour-class',
      proximityExempt: 'leaders-only',
      movingInfantryReaction: 't11',
      roughTerrainDisorder: 'over-mf-not-slopes',
      bandEdges: 'rule-300',
      cohesionEnds: 'modified-roll',
      heavyCrossbowDepth: 'front-rank',
      fireHalfDice: 'round-down',
      fireHalvings: 'twice',
      casualtyBands: 'lower-band',
      pushbackSteps: 'whole-steps',
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
    });
  });
});
