/**
 * Named alternative readings. Where a book contradicts itself, the engine
 * follows the printed rule by default; each option here selects the other
 * reading, and the errata register (errata.ts) says which option
 * belongs to which erratum.
 */
export interface Readings {
  /** 3.1.2: rear attack as one bonus (printed rule in Bannockburn, 1066) or per occupied rear hex (its example; Kosovo's rule). */
  rearAttack?: 'flat' | 'per-hex';
  /** 1.7 vs 1.6: group charge factor and armor rounded to the nearest (the 1.7 example, default) or up (1.6's general rule). */
  groupRounding?: 'up' | 'nearest';
  /** Kosovo COMBAT TABLE roll 8, column 1:4, printed "A": read as A1 (the other books) or A1 -1 (its neighbours). */
  kosovoACell?: 'A1' | 'A1 -1';
  /** Kosovo 5.1.1 example: the disorganization row of a retreat as the table labels it, or one row down as the example reads it. */
  kosovoDisorganizationRow?: 'table' | 'example';
  /** Kosovo 6.2.2–6.2.3: leader bonus added to the roll as printed (a handicap, since the test passes low) or subtracted (a help). */
  moraleTestLeader?: 'add' | 'subtract';
  /** Fire tables printed twice with different values: the copy in the rule's chapter or the Game Tables copy. */
  fireTable?: 'chapter' | 'game-tables';
  /** 4.3.6: terrain cost added to a turn from the TERRAIN table (as printed) or the example's 2 MP for cavalry in forest. */
  turnTerrainCost?: 'table' | 'example';
  /** 1.5 (B/N): an initial ratio beyond the table clamped before any shift (read here), or shifted unclamped as Kosovo does. */
  initialRatioBeyondTable?: 'clamp-first' | 'shift-unclamped';
  /** 1.6: a ratio below 1:1 rounds the defender's share (read here, 2:3 → 1:2) or is read as x:1 (2:3 → 1:1; under 0.5:1 the lowest column). */
  ratioBelowOne?: 'defender-share' | 'attacker-share';
  /** Kosovo 11.7.3: bombards ignore the terrain rule (11.2.4, read here) or, read literally, the armor rule it cites (11.2.3), so terrain counts. */
  kosovoBombardTerrain?: 'ignored' | 'applies';
  /** 1066 Hastings: the Wall of Shields counts against archers only (read here) or against every ranged unit's fire. */
  wallOfShieldsFire?: 'archers' | 'all-ranged';
  /** 4.3.3: an infantry turn pays the ZoC (4.3.5) and terrain (4.3.6) on top of its 1 MP (read here) or a flat 1 MP. */
  infantryTurnExtras?: 'added' | 'flat';
  /** 1066 PURSUIT beyond its last row (5 hexes): that row read (read here) or the pattern continued, every roll obligatory. */
  pursuitBeyondFive?: 'last-row' | 'every-roll';
  /** 4.4.3: the 3 full turns run to the same phase three turns on (read here, as both examples) or from the end of the turn it left. */
  returnCount?: 'same-phase' | 'from-turn-end';
  /** 4.4.4: the re-entry zone stops at a map corner (read here) or counts on round it onto the next edge. */
  reentryCorner?: 'stop' | 'wrap';
  /** 1066: a grand leader's range is 3 as 8.1.5 says (read here) or 2 as the 8.0 captions give it. */
  grandLeaderRange?: 'rule' | 'captions';
  /** B/N 4.2.7: swamps cost what the table prints ("-" read as clear; 1066 forbids them, read here) or the 2 / 3 MP Kosovo prints. */
  swampEntry?: 'printed' | 'kosovo-costs';
  /** B/N 4.2.6: a ford entered above CF 0 costs 1 SP and a scatter (read here), or only drops the CF to 0 as the 5.7.6 example has it. */
  fordEntry?: 'loss-and-scatter' | 'cf-zero';
  /** B/N 10.5.10, K 11.5.10: after losses the firing horse archers test (read here) or the target does, on its own column. */
  horseArcherTestUnit?: 'firer' | 'target';
  /** The horse archers' test column: light cavalry (read here) or the cavalry column of their counter's armor. */
  horseArcherColumn?: 'light-cavalry' | 'counter-armor';
  /** Kosovo COMBAT TABLE: its three cells that differ from the other editions read as Kosovo prints them (read here) or as the others do. */
  kosovoCombatCells?: 'kosovo' | 'other-editions';
  /** 1066 COMBAT SCATTER, row D1 / A1: light cavalry never scatters as 1066 prints it (read here), or on a 1 as Bannockburn prints it. */
  lightCavalryD1?: 'printed' | 'bannockburn';
}

export type ResolvedReadings = Required<Readings>;

/**
 * The printed readings, before the edition's own defaults are applied. Group
 * rounding follows the 1.7 example, the specific rule, over 1.6's general one.
 */
export const printedReadings: Omit<ResolvedReadings, 'rearAttack'> = {
  groupRounding: 'nearest',
  kosovoACell: 'A1',
  kosovoDisorganizationRow: 'table',
  moraleTestLeader: 'add',
  fireTable: 'chapter',
  turnTerrainCost: 'table',
  initialRatioBeyondTable: 'clamp-first',
  ratioBelowOne: 'defender-share',
  kosovoBombardTerrain: 'ignored',
  wallOfShieldsFire: 'archers',
  infantryTurnExtras: 'added',
  pursuitBeyondFive: 'last-row',
  returnCount: 'same-phase',
  reentryCorner: 'stop',
  grandLeaderRange: 'rule',
  swampEntry: 'printed',
  fordEntry: 'loss-and-scatter',
  horseArcherTestUnit: 'firer',
  horseArcherColumn: 'light-cavalry',
  kosovoCombatCells: 'kosovo',
  lightCavalryD1: 'printed',
};

/** The edition's printed readings with the player's chosen alternatives on top. */
export function resolveReadings(
  edition: { rearAttack: ResolvedReadings['rearAttack'] },
  readings: Readings = {},
): ResolvedReadings {
  return { ...printedReadings, rearAttack: edition.rearAttack, ...readings };
}
