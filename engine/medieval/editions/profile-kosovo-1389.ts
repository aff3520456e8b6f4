/**
 * Kosovo Field 1389's edition profile: its tables, parsed once when the module loads,
 * its rule map and the rule variants in which it differs (editions.ts holds
 * every edition). A page of one book imports only its own profile.
 */
import { parseCombatTable } from '../combat/table.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import { editionTitles } from '../types.ts';
import type { EditionProfile } from './editions.ts';
import { kosovoRules } from './rule-map-kosovo-1389.ts';
import { tableTitles } from './rule-map.ts';

/** The profile of Kosovo Field 1389. */
export const kosovoProfile: EditionProfile = {
  id: 'kosovo-1389',
  title: editionTitles['kosovo-1389'],
  tables: kosovoTables,
  combatTable: parseCombatTable(kosovoTables.combat),
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
  rules: { ...kosovoRules, tables: tableTitles(kosovoTables) },
};
