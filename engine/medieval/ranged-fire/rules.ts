/**
 * The vocabulary of ranged fire (weapons, target terrain) and the edition's
 * fire rule numbers. Bannockburn 1314 and 1066 number the chapter 10.0
 * ("B/N"); Kosovo Field numbers it 11.0 ("K") and inserts 11.2.1 (ranges), so
 * most K rules sit one place further down (rule-map.ts holds both).
 */
import type { EditionProfile } from '../editions/editions.ts';
import type { RuleMap } from '../editions/rule-map.ts';
import type { FireTable } from '../tables/types.ts';

/** The five things a ranged unit can fire with, as the fire tables name them. */
export type FireWeapon = FireTable['weapon'];

/** Every weapon, in the chapter's order of sections. */
export const fireWeapons: readonly FireWeapon[] = [
  'archers',
  'crossbowmen',
  'horse-archers',
  'bombard-units',
  'bombard-objects',
];

/** The target's hex: B/N 10.2.3, K 11.2.4 take 1 off in forest, village and fortifications. */
export type FireTerrain = 'open' | 'forest' | 'village' | 'fortification';

/** Every target terrain the fire rules tell apart. */
export const fireTerrains: readonly FireTerrain[] = ['open', 'forest', 'village', 'fortification'];

/** Where each ranged-fire rule is printed in one edition: the `fire` topic of its rule map. */
export type FireRuleNumbers = RuleMap['fire'];

/** The edition's numbering of the ranged-fire rules (B/N 10.x, K 11.x), from its rule map. */
export function getFireRules(edition: EditionProfile): FireRuleNumbers {
  return edition.rules.fire;
}
