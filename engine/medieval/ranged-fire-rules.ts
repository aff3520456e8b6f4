/**
 * Rule numbers of the ranged-units chapter in each numbering, and the
 * readings this module takes where the books are silent or disagree.
 * Bannockburn 1314 and 1066 number the chapter 10.0 ("B/N"); Kosovo Field
 * numbers it 11.0 ("K") and inserts 11.2.1 (ranges), so most K rules sit one
 * place further down than their B/N twins.
 */
import type { EditionProfile } from './editions.ts';
import type { FireTable } from './tables/types.ts';

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

/** Where each ranged-fire rule is printed in one edition. */
export interface FireRuleNumbers {
  friendlyFire: string;
  armor: string;
  terrain: string;
  leader: string;
  concurrent: string;
  horseArchersAreCavalry: string;
  horseArchersAdjacent: string;
  horseArchersOneSp: string;
  horseArchersTest: string;
  crossbowFollowUp: string;
  bombardArmor: string;
  bombardObjects: string;
}

const chapter10: FireRuleNumbers = {
  friendlyFire: '10.2.1',
  armor: '10.2.2',
  terrain: '10.2.3',
  leader: '10.2.4',
  concurrent: '10.2.6',
  horseArchersAreCavalry: '10.5.1',
  horseArchersAdjacent: '10.5.4',
  horseArchersOneSp: '10.5.9',
  horseArchersTest: '10.5.10',
  crossbowFollowUp: '10.6.3',
  bombardArmor: '10.7.3',
  bombardObjects: '10.7.5',
};

const chapter11: FireRuleNumbers = {
  friendlyFire: '11.2.2',
  armor: '11.2.3',
  terrain: '11.2.4',
  leader: '11.2.5',
  concurrent: '11.2.7',
  horseArchersAreCavalry: '11.5.1',
  horseArchersAdjacent: '11.5.4',
  horseArchersOneSp: '11.5.9',
  horseArchersTest: '11.5.10',
  crossbowFollowUp: '11.6.2',
  bombardArmor: '11.7.3',
  bombardObjects: '11.7.5',
};

/** The edition's numbering of the ranged-fire rules (B/N 10.x, K 11.x), from its profile. */
export function getFireRules(edition: EditionProfile): FireRuleNumbers {
  return edition.chapters.rangedUnits === 11 ? chapter11 : chapter10;
}

/** The rule for the Wall of Shields: a note of the 1066 Hastings scenario. */
export const wallOfShieldsRule = 'Hastings';
