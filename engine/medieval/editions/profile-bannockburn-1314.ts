/**
 * Bannockburn 1314's edition profile: its tables, parsed once when the module loads,
 * its rule map and the rule variants in which it differs (editions.ts holds
 * every edition). A page of one book imports only its own profile.
 */
import { parseCombatTable } from '../combat/table.ts';
import { bannockburnTables } from '../tables/bannockburn-1314.ts';
import { editionTitles } from '../types.ts';
import type { EditionProfile } from './editions.ts';
import { bannockburnRules, tableTitles } from './rule-map.ts';

/** The profile of Bannockburn 1314. */
export const bannockburnProfile: EditionProfile = {
  id: 'bannockburn-1314',
  title: editionTitles['bannockburn-1314'],
  tables: bannockburnTables,
  combatTable: parseCombatTable(bannockburnTables.combat),
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
  rules: { ...bannockburnRules, tables: tableTitles(bannockburnTables) },
};
