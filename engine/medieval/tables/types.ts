/**
 * Shapes of the printed tables of the Medieval system. Each edition's module
 * (bannockburn-1314.ts, kosovo-1389.ts, 1066.ts) fills them with the printed
 * values, and the pages render them from here.
 */
import type { Readings } from '../editions/readings.ts';
import type { Source, TestCategory } from '../types.ts';
import type { PrintedDice } from '../editions/printed-dice.ts';

/** A combat ratio column such as 1:4 or 9:1. */
export interface RatioColumn {
  attacker: number;
  defender: number;
}

/**
 * COMBAT TABLE: one row per 2D6 total (2–12), one cell per column, each cell
 * in the printed notation after normalisation ("-1 / D2 -1", "A1S", "-").
 * `combat/results.ts` parses the cells.
 */
export interface CombatTable {
  source: Source;
  columns: readonly RatioColumn[];
  rows: readonly { roll: number; cells: readonly string[] }[];
  /** Cells printed wrongly: the row's cell holds the default reading; the option picks another. */
  misprints?: readonly CombatMisprint[];
  /** Cells this edition prints otherwise than the other editions: the option reads theirs. */
  editionCells?: readonly CombatEditionCell[];
}

/** A COMBAT TABLE cell this edition prints differently from the other editions (Kosovo). */
export interface CombatEditionCell {
  roll: number;
  /** Index of the column (0 = 1:4). */
  column: number;
  option: 'kosovoCombatCells';
  /** The cell as each value of the option reads it: this edition's, or the other editions'. */
  readings: Readonly<Record<NonNullable<Readings['kosovoCombatCells']>, string>>;
  /** The errata register entry about it. */
  erratum: string;
}

/** A misprinted COMBAT TABLE cell with its possible readings, chosen by a rule option. */
export interface CombatMisprint {
  roll: number;
  /** Index of the column (0 = 1:4). */
  column: number;
  printed: string;
  option: 'kosovoACell';
  /** The cell as each value of the option reads it. */
  readings: Readonly<Record<NonNullable<Readings['kosovoACell']>, string>>;
  /** The errata register entry about it. */
  erratum: string;
}

/**
 * The test after a retreat: COMBAT SCATTER (1D6, Bannockburn, 1066) or
 * COMBAT DISORGANIZATION (2D6, Kosovo). A row applies to a defender that
 * retreats `defenderRetreat` hexes or an attacker that retreats
 * `attackerRetreat` hexes; `failOn` lists the die faces or 2D6 totals on
 * which a unit of each category scatters or disorganizes.
 */
export interface RetreatTestTable {
  source: Source;
  dice: PrintedDice;
  outcome: 'scatter' | 'disorganization';
  /** The columns in the order printed, where it differs from `testCategories` (1066 prints Other first). */
  columns?: readonly TestCategory[];
  rows: readonly {
    /** The printed row label, e.g. "D2 / A2" or "B3 / A2". */
    label: string;
    defenderRetreat?: number;
    attackerRetreat?: number;
    failOn: Readonly<Record<TestCategory, readonly number[]>>;
  }[];
  /** Cells this edition prints otherwise than another edition: the option reads the other's. */
  editionCells?: readonly {
    row: string;
    category: TestCategory;
    option: 'lightCavalryD1';
    readings: Readonly<Record<NonNullable<Readings['lightCavalryD1']>, readonly number[]>>;
    erratum: string;
  }[];
}

/**
 * PURSUIT: by hexes from the leader (0 = leader on the attacker's hex; the last
 * row may read "5 and more"), which 1D6 rolls give the printed result.
 */
export interface PursuitTable {
  source: Source;
  /** PO: pursuit obligatory on the listed rolls; PV: pursuit voluntary on them. */
  result: 'PO' | 'PV';
  rows: readonly {
    hexesFromLeader: number;
    andMore: boolean;
    /** Rolls giving the result: `atMost` for "N and less", `faces` for a list, `always` for "-". */
    rolls: { atMost: number } | { faces: readonly number[] } | 'always';
  }[];
}

/** A movement cost cell of the terrain table. */
export type MoveCost =
  | { kind: 'mp'; mp: number } // "2": entering costs 2 MP
  | { kind: 'extra'; mp: number } // "+1": 1 MP more than the hex would otherwise cost
  | { kind: 'road'; mp: number } // "1/2": per hex along a road
  | { kind: 'none' } // "-": nothing printed
  | { kind: 'prohibited' }; // the unit may not enter (1066 swamps)

/** The combat cell of the terrain table. */
export type TerrainCombat =
  | { kind: 'none' } // "-"
  | { kind: 'shift'; shift: number } // "-1": CMs for the defender in this terrain (printed negative)
  | { kind: 'attacker-halved' }; // "1/2A": attacker's strength halved

export type TerrainId = 'clear' | 'stream' | 'road' | 'swamps' | 'forest' | 'village' | 'hill';

/** TERRAIN EFFECT / TERRAIN INFLUENCE. */
export interface TerrainTable {
  source: Source;
  rows: readonly {
    terrain: TerrainId;
    /** The row name as printed, or null where the conversion lost it (Bannockburn). */
    printedName: string | null;
    infantry: MoveCost;
    cavalry: MoveCost;
    /** Leaders move as cavalry (8.1.2); set where the table prints a leader value in brackets. */
    leader?: MoveCost;
    combat: TerrainCombat;
    /** Footnote marks printed in the cells, e.g. "*" on road, "**" on swamps. */
    notes?: readonly string[];
  }[];
  footnotes: readonly string[];
}

/**
 * A fire table (archers, crossbowmen, horse archers, bombards against units
 * or objects). `columns` are the 2D6 totals or printed groups of totals
 * ("2-3", "11-12"); `rows` give the printed cells per range in hexes.
 */
export interface FireTable {
  source: Source;
  weapon: 'archers' | 'crossbowmen' | 'horse-archers' | 'bombard-units' | 'bombard-objects';
  columns: readonly { from: number; to: number }[];
  rows: readonly { range: number; cells: readonly string[] }[];
  /** The legend printed under the table, e.g. { S: 'unit scatters automatically' }. */
  legend: Readonly<Record<string, string>>;
}

/** Kosovo 6.2: MORALE test. A roll at or below `passAtMost` passes. */
export interface MoraleTestTable {
  source: Source;
  rows: readonly { morale: number; passAtMost: number }[];
  /** 6.2.2–6.2.3: added to the roll. */
  leaderInRange: number;
  leaderOnHex: number;
}

/** 11.1.3 (and its equivalents): extra MPs to move through fortifications. */
export interface FortificationCosts {
  source: Source;
  infantry: Readonly<Record<0 | 1 | 2, number>>;
  cavalry: Readonly<Record<0 | 1 | 2, number>>;
}

/** A fix of conversion damage: where, what was printed, what is read. */
export interface Normalisation {
  table: string;
  where: string;
  printed: string;
  reading: string;
  reason: string;
}

/** Every table of one edition. */
export interface EditionTables {
  combat: CombatTable;
  retreatTest: RetreatTestTable;
  pursuit: PursuitTable;
  terrain: TerrainTable;
  /** All fire tables the book prints, including duplicates that disagree (1066). */
  fire: readonly FireTable[];
  moraleTest?: MoraleTestTable;
  fortifications: FortificationCosts;
}
