/**
 * The rule or table each piece of a calculator's working or form cites, named by
 * what it is about, so the site never writes a rule number of its own: a state
 * module cites `rules.captivity`, not the number the book gives 7.10.
 */
import type { RuleRef, UnnumberedSection } from '../errata/types.ts';

export const rules = {
  /** The Basics' Ground scale paragraph, which has no number. */
  groundScale: 'ground-scale',
  /** The Dice paragraph, which has no number. */
  dice: 'dice',
  /** 1.00 is the book's first numbered rule: irregular troops. */
  irregulars: '1.00',
  moraleClasses: '1.10',
  organisationDepth: '1.30',
  weapons: '1.40',
  armourClass: '1.50',
  troopCost: '1.60',
  regulars: '1.70',
  movement: '3.00',
  changingFormation: '3.30',
  roughTerrain: '3.9',
  missileDice: '4.01',
  missileFire: '4.20',
  rapidFire: '4.30',
  fireModifiers: '4.50',
  charge: '5.01',
  defensiveFire: '5.10',
  closeCombatContact: '5.20',
  polearmCohesion: '5.30',
  closeCombat: '5.40',
  morale: '6.00',
  leaders: '7.00',
  captivity: '7.10',
  honor: '8.00',
  honorProcedure: '8.02',
  raids: '8.03',
  wedge: '9.02',
  hollowWedge: '9.03',
  shieldWall: '9.04',
  breakingShieldWall: '9.06',
  berserkers: '9.07',
  halfFire: '9.09',
  seekingOut: '9.11',
  ransom: '9.12',
  subUnits: '9.13',
  leaderCombat: '9.14',
  figureMounting: 'T1',
  weaponDefinitions: 'T2',
  troopCostChart: 'T4',
  movementRates: 'T5',
  roughTerrainChart: 'T6',
  firingDepths: 'T7',
  missileFireChart: 'T8',
  hitChart: 'T9',
  fireModifierChart: 'T10',
  reactionChart: 'T11',
  defensiveFireChart: 'T12',
  weaponDepths: 'T13',
  polearmCohesionChart: 'T14',
  closeCombatHitChart: 'T15',
  combatValuePoints: 'T16',
  moraleModifiers: 'T17A',
  moraleResults: 'T17B',
  leaderClasses: 'T18',
  leaderVulnerability: 'T19',
  leaderHitChart: 'T20',
  honorPoints: 'T21',
  shieldWallChart: 'T22',
  seekingOutChart: 'T23',
} as const satisfies Record<string, RuleRef>;

/** The unnumbered paragraphs of the Basics by the names the book prints them under. */
export const unnumberedSectionNames: Readonly<Record<UnnumberedSection, string>> = {
  dice: 'Dice',
  'ground-scale': 'Ground scale',
};

/** A label that names its rule, as the site's forms print one: "Wedge (9.02)". */
export function citeInLabel(label: string, rule: RuleRef): string {
  return `${label} (${rule})`;
}
