/**
 * Editions are data: one profile per book selects its tables and the rule
 * variants in which it differs. Rule functions take a profile instead of
 * testing edition names.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { BreakMark } from '../combat/results.ts';
import type { ClampPolicy } from '../combat/ratio.ts';
import { parseCombatTable, type ParsedCombatTable } from '../combat/table.ts';
import { printedReadings, type ResolvedOptions, type RuleOptions } from './options.ts';
import { tables1066 } from '../tables/1066.ts';
import { bannockburnTables } from '../tables/bannockburn-1314.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import type { EditionTables, FireTable } from '../tables/types.ts';
import { getCellReading, parseFireTable, type FireEffects } from '../ranged-fire/cells.ts';
import type { EditionId } from '../types.ts';
import { ruleMaps, type RuleMap } from './rule-map.ts';

export interface EditionProfile {
  id: EditionId;
  title: string;
  tables: EditionTables;
  /** The COMBAT TABLE parsed once at load (a corrupt cell throws there). */
  combatTable: ParsedCombatTable;
  /** Every fire table's effects, parsed once at load. */
  fireEffects: ReadonlyMap<FireTable, FireEffects>;
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
  /** Where this edition prints each rule (rule-map.ts): audit trails, errors and the conflicts register read it. */
  rules: RuleMap;
}

function parseFireTables(
  tables: EditionTables,
  afterRetreat: EditionProfile['afterRetreat'],
): Map<FireTable, FireEffects> {
  return new Map(
    tables.fire.map((table) => [table, parseFireTable(table, getCellReading(table, afterRetreat))]),
  );
}

const profiles: Record<EditionId, EditionProfile> = {
  'bannockburn-1314': {
    id: 'bannockburn-1314',
    title: 'Bannockburn 1314',
    tables: bannockburnTables,
    combatTable: parseCombatTable(bannockburnTables.combat),
    fireEffects: parseFireTables(bannockburnTables, 'scatter'),
    breakMark: 'S',
    clamp: 'after-each-side',
    rearAttack: 'flat',
    rangedInCombat: { cm: 2, appliesTo: 'attacker-vs-ranged-targets' },
    afterRetreat: 'scatter',
    pursuit: 'obligatory-test',
    leaderRange: { leader: 1, grandLeader: 3 },
    rideDown: 'arithmetic',
    has: {
      shiltron: true,
      disorganization: false,
      palisade: false,
      wallOfShields: false,
      wolfPits: true,
    },
    rules: ruleMaps['bannockburn-1314'],
  },
  'kosovo-1389': {
    id: 'kosovo-1389',
    title: 'Kosovo Field 1389',
    tables: kosovoTables,
    combatTable: parseCombatTable(kosovoTables.combat),
    fireEffects: parseFireTables(kosovoTables, 'disorganization'),
    breakMark: 'D',
    clamp: 'final-only',
    rearAttack: 'per-hex',
    rangedInCombat: { cm: 3, appliesTo: 'enemy-of-ranged' },
    afterRetreat: 'disorganization',
    pursuit: 'voluntary-test',
    leaderRange: { leader: 2, grandLeader: 3 },
    rideDown: 'automatic',
    has: {
      shiltron: false,
      disorganization: true,
      palisade: true,
      wallOfShields: false,
      wolfPits: false,
    },
    rules: ruleMaps['kosovo-1389'],
  },
  '1066': {
    id: '1066',
    title: '1066',
    tables: tables1066,
    combatTable: parseCombatTable(tables1066.combat),
    fireEffects: parseFireTables(tables1066, 'scatter'),
    breakMark: 'R',
    clamp: 'after-each-side',
    rearAttack: 'flat',
    rangedInCombat: { cm: 2, appliesTo: 'attacker-vs-ranged-targets' },
    afterRetreat: 'scatter',
    pursuit: 'obligatory-test',
    leaderRange: { leader: 2, grandLeader: 3 },
    rideDown: 'arithmetic',
    has: {
      shiltron: false,
      disorganization: false,
      palisade: false,
      wallOfShields: true,
      wolfPits: false,
    },
    rules: ruleMaps['1066'],
  },
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

/** The edition's printed readings with the player's chosen alternatives on top. */
export function resolveOptions(
  edition: EditionProfile,
  options: RuleOptions = {},
): ResolvedOptions {
  return { ...printedReadings, rearAttack: edition.rearAttack, ...options };
}
