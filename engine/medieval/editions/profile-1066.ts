/**
 * 1066's edition profile: its tables, parsed once when the module loads,
 * its rule map and the rule variants in which it differs (editions.ts holds
 * every edition). A page of one book imports only its own profile.
 */
import { parseCombatTable } from '../combat/table.ts';
import { tables1066 } from '../tables/1066.ts';
import { editionTitles } from '../types.ts';
import type { EditionProfile } from './editions.ts';
import { rules1066 } from './rule-map-1066.ts';
import { tableTitles } from './rule-map.ts';

/** The profile of 1066. */
export const profile1066: EditionProfile = {
  id: '1066',
  title: editionTitles['1066'],
  tables: tables1066,
  combatTable: parseCombatTable(tables1066.combat),
  breakMark: 'R',
  clamp: 'after-each-side',
  rearAttack: 'flat',
  rangedInCombat: { cm: 2, appliesTo: 'attacker-vs-ranged-targets' },
  afterRetreat: 'scatter',
  pursuit: 'obligatory-test',
  leaderRange: { leader: 2, grandLeader: 3 },
  grandLeaderRangeInCaptions: 2,
  rideDown: 'arithmetic',
  has: {
    shiltron: false,
    disorganization: false,
    palisade: false,
    wallOfShields: true,
    wolfPits: false,
  },
  rules: { ...rules1066, tables: tableTitles(tables1066) },
};
