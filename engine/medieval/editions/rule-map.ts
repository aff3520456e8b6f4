/**
 * Where each edition prints each rule: one map per edition from what a rule
 * is about (a stable key such as 'fire.armor' or 'objects.wolfPits') to its
 * printed number. The engine's audit trails and errors and the errata
 * register both read rule numbers from here, so a page of one book never
 * shows another book's numbering. Bannockburn 1314 and 1066 share most
 * numbers ("B/N"); Kosovo Field 1389 inserts chapters 9 (Disorganization)
 * and 10 (Panic), so its ranged units are chapter 11, objects 12, fatigue 14.
 * `null` marks a rule the edition does not print. Bannockburn's numbers are
 * here; Kosovo's and 1066's, built from them, in rule-map-kosovo-1389.ts and
 * rule-map-1066.ts, so a page of one book ships one map; each profile adds its
 * tables' titles (tableTitles).
 */
import type { EditionTables } from '../tables/types.ts';
import { movementRulesBn } from './rule-map-movement.ts';

/** B/N chapter 10 ranged units; 8.0 leaders; 5.x combat; 6.x MORALE. */
const fireBn = {
  chapter: '10.0',
  friendlyFire: '10.2.1',
  armor: '10.2.2',
  terrain: '10.2.3',
  leader: '10.2.4',
  concurrent: '10.2.6',
  /** The rule the leader example (B/N 10.2.4, K 11.2.5) points to for friendly fire. */
  leaderExampleCites: '10.2.2',
  inCombat: '10.3',
  rangedCm: '10.3.1',
  rangedOneSp: '10.3.2',
  archerTable: '10.4.2',
  horseArchersAreCavalry: '10.5.1',
  horseArchersAdjacent: '10.5.4',
  horseArchersOneSp: '10.5.9',
  horseArchersTest: '10.5.10',
  crossbowTable: '10.6.2' as string | null,
  crossbowFollowUp: '10.6.3',
  bombardArmor: '10.7.3',
  /** The rule 10.7.3 / 11.7.3 says bombards ignore, as printed. */
  bombardIgnores: '10.2.3',
  bombardNoRetreat: '10.7.4',
  bombardObjects: '10.7.5',
};

const combatBn = {
  /** What a counter prints: SP and armor. */
  counter: '1.2',
  /** The Charge Factor marker. */
  chargeMarker: '1.3',
  who: '3.1.1',
  rearAttack: '3.1.2',
  strength: '1.4',
  ratioShift: '1.5',
  rounding: '1.6',
  groupExample: '1.7',
  sequence: '5.1.1',
  leaderNoBreak: '9.1.3',
  opposingDirections: '5.2.6',
  armor: '5.2.7',
  terrain: '5.3.1',
  retreat: '5.4.2',
  /** The retreat rules as a whole: the combat table's A and D results. */
  retreatChapter: '5.4',
  retreatShort: '5.4.5',
  retreatLoss: '5.4.6',
  cfCm: '5.6.4',
  cfCmCap: '5.6.5',
  counterchargeMovement: '5.7.6',
  banner: '7.1.7',
  /** A banner falls when its holder is eliminated alone on the hex; an enemy unit entering captures it. */
  bannerFalls: '7.1.5',
  bannerCaptured: '7.1.6',
  moraleCm: '6.1.2',
  shiltronDoubled: '11.3.4' as string | null,
  disorganizedHalved: null as string | null,
  mostlyDisorganized: null as string | null,
  palisade: null as string | null,
  fortificationHalved: '11.1.1',
  fortificationLimit: '11.1.8',
};

const leadersBn = {
  /** The 8.0 captions: the leaders' command ranges. */
  ranges: '8.0',
  grandLeaderDeath: '8.1.5',
  onHex: '8.2.1',
  inRange: '8.2.2',
  deathRoll: '8.2.4',
  deathLosses: '8.2.5',
  /** After his death roll the leader retreats apart from his units (B/N 8.2.6; Kosovo 8.1.7: as a regular unit). */
  retreat: '8.2.6',
  /** A leader alone on a hex an enemy unit enters is killed (B/N 8.2.8, K 8.2.6). */
  enteredAlone: '8.2.8',
  aloneDies: '8.2.9',
  /** A leader's death costs each unit under his command 1 SP. */
  deathUnitsLose: '8.1.4',
  /** Those SPs move no MORALE. */
  deathNoMorale: '8.1.6',
};

const moraleBn = {
  chapter: '6.0',
  /** Chapter 9: Scatter (B/N) or Disorganization (K). */
  breakChapter: '9.0',
  /** Kosovo chapter 10: Panic, tested on the MORALE test table. */
  panicChapter: null as string | null,
  track: '6.1',
  /** Where each side's MORALE counter stands. */
  trackPlace: '6.1.1',
  unitEliminated: '6.1.4',
  banner: '6.1.5',
  leaderKilled: '6.1.6',
  grandLeaderKilled: '6.1.7',
  mustPursue: '6.1.8',
  test: null as string | null,
  testRoll: null as string | null,
  testLeaderInRange: null as string | null,
  testLeaderOnHex: null as string | null,
  /** Kosovo 6.2.5–6.2.6: what taking the test costs, unless a rule says otherwise. */
  testCostsMoves: null as string | null,
  testCostsCf: null as string | null,
  /** Kosovo: the tests chapters 9 and 10 call for, and what each decides. */
  testStackedDisorganized: null as string | null,
  testLeaderKeepsOrder: null as string | null,
  testReorganize: null as string | null,
  testStackedPanicked: null as string | null,
  testRemovePanic: null as string | null,
  /** Bannockburn, 1066: where a scattered unit goes. */
  scatterTrack: '9.1.2' as string | null,
  regroup: '9.1.6' as string | null,
  regroupLeaderDead: '9.1.7' as string | null,
  regroupMoved: '9.1.8' as string | null,
  fatigueStart: '13.1.2',
  fatigueAbove12: '13.2.1',
  fatigueDisorganized: null as string | null,
};

const pursuitBn = {
  rule: '5.5',
  kinds: '5.5.1',
  /** The rule that prints the PURSUIT test. */
  test: '5.5.2',
  /** Kosovo 5.5.2: obligatory beyond 5 hexes from the leader. */
  beyondRange: null as string | null,
  /** Obligatory pursuit keeps to the retreat path; voluntary may leave it by 1 hex. */
  obligatoryPath: '5.5.3',
  voluntaryPath: '5.5.4',
  /** A pursuit's first hex is the one the enemy emptied. */
  firstHex: '5.5.5',
};

const objectsBn = {
  chapter: '11.0',
  fortificationDestroyed: '11.1.6',
  wolfPits: '11.2' as string | null,
  wolfPitRoll: '11.2.2' as string | null,
};

/** What a scenario's setup puts on the map: banners, units under leaders or in a pool, the map's edge. */
const setupBn = {
  /** 7.1.1: banners start on hexes with leaders. */
  banners: '7.1.1',
  /** B/N 12.1.1, K 13.1.1: the units a scenario gives each leader. */
  unitsAssigned: '12.1.1',
  /** B/N 12.1.2: a pool of units without a leader; Kosovo prints no pool rule. */
  unitPool: '12.1.2' as string | null,
  /** [4.4] Leaving and returning to the map: the rules for units coming on at an edge. */
  mapEdge: '4.4',
};

/** Named parts of a book that are not numbered rules: its errata and scenario notes. */
const sectionsBn = {
  errata: null as string | null,
  hastings: null as string | null,
};

/**
 * The printed titles of an edition's tables, taken from its table data: the
 * `tables` topic of its rule map, which its profile adds so that a map of
 * rule numbers needs no tables.
 */
export function tableTitles(tables: EditionTables) {
  const fireTitle = (weapon: string) =>
    tables.fire.find((t) => t.weapon === weapon)?.source.title ?? null;
  return {
    combat: tables.combat.source.title,
    retreatTest: tables.retreatTest.source.title,
    pursuit: tables.pursuit.source.title,
    terrain: tables.terrain.source.title,
    archerFire: fireTitle('archers'),
    crossbowFire: fireTitle('crossbowmen'),
  };
}

const bannockburn = {
  combat: combatBn,
  fire: fireBn,
  leaders: leadersBn,
  morale: moraleBn,
  movement: movementRulesBn,
  objects: objectsBn,
  pursuit: pursuitBn,
  sections: sectionsBn,
  setup: setupBn,
};

/** An edition's rule numbers by topic, with its tables' printed titles. */
export type RuleMap = typeof bannockburn & { tables: ReturnType<typeof tableTitles> };

/** An edition's rule numbers without its tables' titles (see tableTitles). */
export type RuleNumbers = Omit<RuleMap, 'tables'>;

/** Bannockburn 1314's rule numbers. */
export const bannockburnRules: RuleNumbers = bannockburn;

/** What a rule is about, as `topic.name`: 'fire.armor', 'tables.combat', 'objects.wolfPits'. */
export type RuleKey = {
  [T in keyof RuleMap]: `${T}.${keyof RuleMap[T] & string}`;
}[keyof RuleMap];

/** The printed number (or table title) of a rule in one edition; null where the edition does not print it. */
export function ruleNumber(map: RuleMap, key: RuleKey): string | null {
  const [topic, name] = key.split('.') as [keyof RuleMap, string];
  const value = (map[topic] as Record<string, string | null> | undefined)?.[name];
  if (value === undefined) throw new Error(`unknown rule key "${key}"`);
  return value;
}

/** A rule the edition is known to print (its profile says it has the feature): a null here is a programmer error. */
export function ruleOf(map: RuleMap, key: RuleKey): string {
  const value = ruleNumber(map, key);
  if (value === null) throw new Error(`no rule number for "${key}" in this edition`);
  return value;
}

const tableKeys: readonly (keyof RuleMap['tables'])[] = [
  'combat',
  'retreatTest',
  'pursuit',
  'terrain',
  'archerFire',
  'crossbowFire',
];

/** Every rule key the maps define. */
export const ruleKeys: readonly RuleKey[] = [
  ...Object.entries(bannockburn).flatMap(([topic, names]) =>
    Object.keys(names).map((name) => `${topic}.${name}` as RuleKey),
  ),
  ...tableKeys.map((name) => `tables.${name}` as const),
];
