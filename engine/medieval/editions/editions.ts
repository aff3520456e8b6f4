/**
 * Editions are data: one profile per book selects its tables and the rule
 * variants in which it differs. Rule functions take a profile instead of
 * testing edition names.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { BreakMark } from '../combat/results.ts';
import type { ClampPolicy } from '../combat/ratio.ts';
import type { ParsedCombatTable } from '../combat/table.ts';
import type { EditionTables } from '../tables/types.ts';
import type { EditionId } from '../types.ts';
import type { RuleMap } from './rule-map.ts';
import { profile1066 } from './profile-1066.ts';
import { bannockburnProfile } from './profile-bannockburn-1314.ts';
import { kosovoProfile } from './profile-kosovo-1389.ts';

export { resolveReadings } from './readings.ts';

export interface EditionProfile {
  id: EditionId;
  title: string;
  tables: EditionTables;
  /** The COMBAT TABLE parsed once at load (a corrupt cell throws there). */
  combatTable: ParsedCombatTable;
  /** Letter marking an automatic scatter or disorganization in the COMBAT TABLE. */
  breakMark: BreakMark;
  /** 1.5: where the table's edges hold. */
  clamp: ClampPolicy;
  /** 3.1.2 as printed: one 2-CM bonus, or 2 CMs per occupied rear hex (Kosovo). */
  rearAttack: 'flat' | 'per-hex';
  /** CMs for ranged units in a combat: Bannockburn/1066 10.3.1 give the attacker 2 when they are among the targets; Kosovo 11.3.1 gives their enemy 3. */
  rangedInCombat: { cm: number; appliesTo: 'attacker-vs-ranged-targets' | 'enemy-of-ranged' };
  /** 5.1.1 g: the test after a retreat. */
  afterRetreat: 'scatter' | 'disorganization';
  /** 5.5: Bannockburn/1066 test for obligatory pursuit (−3 at MORALE +2, 6.1.8); Kosovo tests for voluntary pursuit within 5 hexes. */
  pursuit: 'obligatory-test' | 'voluntary-test';
  /** Leader command ranges (8.0 captions; 8.2.2 gives 1 CM within it): leader, grand leader. */
  leaderRange: { leader: number; grandLeader: number };
  /** 1066: the 8.0 captions give the grand leader another range than 8.1.5 (erratum 1066-leader-ranges). */
  grandLeaderRangeInCaptions?: number;
  /** 5.8: Bannockburn/1066 ride down by arithmetic (5.8.2); Kosovo rides down automatically at CF above 1. */
  rideDown: 'arithmetic' | 'automatic';
  /** Special formations, states and objects this edition has. */
  has: {
    shiltron: boolean;
    disorganization: boolean;
    palisade: boolean;
    wallOfShields: boolean;
    wolfPits: boolean;
  };
  /** Where this edition prints each rule (rule-map.ts): audit trails, errors and the errata register read it. */
  rules: RuleMap;
}

const profiles: Record<EditionId, EditionProfile> = {
  'bannockburn-1314': bannockburnProfile,
  'kosovo-1389': kosovoProfile,
  '1066': profile1066,
};

/** The profile of an edition; an unknown id is an error naming the field. */
export function getEdition(id: string): Result<EditionProfile> {
  return Object.hasOwn(profiles, id)
    ? ok(profiles[id as EditionId])
    : fail(
        'edition',
        'editions',
        `unknown edition "${id}": use bannockburn-1314, kosovo-1389 or 1066`,
      );
}

/** Every edition profile. */
export const editions: readonly EditionProfile[] = Object.values(profiles);

/** Every edition's rule map (each profile's `rules`). */
export const ruleMaps: Readonly<Record<EditionId, RuleMap>> = {
  'bannockburn-1314': bannockburnProfile.rules,
  'kosovo-1389': kosovoProfile.rules,
  '1066': profile1066.rules,
};
