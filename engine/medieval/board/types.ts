/**
 * The shapes a scenario board is drawn from and a game along it is kept in.
 * Scenario data becomes a `BoardSetup` (board-setup.ts); a game followed on
 * the board is a `GameState` (../play/). Hex numbers stay strings as the
 * books print them ("3318"); geometry reads them through core/hex-grid.
 */
import type { Facing, HexMap } from '../../core/hex-grid.ts';
import type { RiverSide } from '../movement/zoc.ts';
import type { EditionId, UnitKind } from '../types.ts';
import type { PendingStep } from '../play/board-combat/after-combat.ts';

/** A scenario's map: its extent and stagger, and why (the books' maps are not in the text). */
export interface ScenarioMap {
  map: HexMap;
  /** One or two sentences saying how the extent and stagger were chosen. */
  reading: string;
  /** Hex sides a river runs along (3.2.3 stops a ZoC there); none while the printed map's rivers are not in the data. */
  riverSides?: readonly RiverSide[];
}

export type MarkerKind = 'zone' | 'leader' | 'reinforcement' | 'place';

/** Something the setup puts on the board: a deployment zone, a leader, an entry hex or a named place. */
export interface BoardMarker {
  /** Stable and unique within a scenario, safe in a URL and an HTML id ("scots-wallace-zone-1"). */
  id: string;
  kind: MarkerKind;
  /** The side it belongs to, as the scenario names it; absent for places that belong to no side. */
  side?: string;
  /** Centre hex as printed. */
  hex: string;
  /** "3318(1)": within 1 hex of 3318; 0 for the hex alone. */
  radius: number;
  /** Every on-map hex the marker covers (the centre and its rings up to the radius). */
  hexes: string[];
  /** Short label for the board and the legend ("Wallace", "4 × INF [0], 3 × INF [1]"). */
  label: string;
  /** The leader the zone or leader marker belongs to. */
  leader?: string;
  /** Leader markers: carries the side's banner (7.x). */
  banner?: boolean;
  /** Lines for the panel, in our own words (what sets up here, when it enters, why the place matters). */
  detail: string[];
  /** Rule numbers of this edition that a player needs here ("8.1.1", "7.1.7", "4.4"). */
  rules: string[];
}

export interface BoardSetup {
  scenarioId: string;
  edition: EditionId;
  scenarioMap: ScenarioMap;
  /** Side names in the order the scenario lists them. */
  sides: string[];
  markers: BoardMarker[];
  /** Counters the setup lists, one per physical counter, for play along. */
  counters: SetupCounter[];
}

/** One counter the setup lists: a leader or a single unit. */
export interface SetupCounter {
  /** Stable and unique within a scenario ("scots-wallace", "scots-wallace-inf0-3"). */
  id: string;
  side: string;
  /** The leader whose group it sets up with; for a leader counter, its own name. */
  leader?: string;
  kind: 'leader' | UnitKind;
  armor?: 0 | 1 | 2;
  /** Short text on the counter ("INF [1]", "Wallace"). */
  label: string;
  /** Counter ids as printed ("12/L"), where the setup lists them. */
  printedId?: string;
  /** The marker (zone or leader) that says where it starts; absent when the setup leaves it to a note or to a reinforcement. */
  startMarker?: string;
  /** Every zone it may start in, when its line is shared over several areas in numbers the book leaves open (`startMarker` is the first). */
  startMarkers?: string[];
  /** Leaders: starting fatigue and banner. */
  fatigue?: number;
  banner?: boolean;
  /** The turn it enters as a reinforcement, when it does. */
  entersOnTurn?: number;
  /** On a line's first counter only: SPs the whole line starts below full strength, as printed ("(-7 SPs)"). */
  lineSpBelowFull?: number;
}

/** Terrain a player can mark on a hex (the books' maps are not in the text). */
export type TerrainMark =
  | 'clear'
  | 'stream'
  | 'road'
  | 'swamp'
  | 'forest'
  | 'village'
  | 'hill'
  | 'river'
  | 'bridge'
  | 'ford'
  | 'fortification';

/** Every mark, in the order the board lists them (typed, not `as const`, so Stryker can mutate it). */
export const terrainMarks: readonly TerrainMark[] = [
  'clear',
  'stream',
  'road',
  'swamp',
  'forest',
  'village',
  'hill',
  'river',
  'bridge',
  'ford',
  'fortification',
];

/** Marks per hex number; a hex may carry several (a road through a forest). */
export type TerrainMarks = Readonly<Record<string, readonly TerrainMark[]>>;

/** Where a counter is in a game followed on the board; disorganized and panicked are Kosovo's (9.0, 10.0), scattered the other books' (9.0). */
export type CounterStatus =
  'ready' | 'disorganized' | 'panicked' | 'scattered' | 'off-map' | 'eliminated';

/** One setup counter during a game; `hex` is null until it is placed (or once it has left the map). */
export interface CounterOnBoard {
  id: string;
  hex: string | null;
  facing: Facing;
  /** Strength points: counters print them and the setup does not, so null until the player sets them. */
  sp: number | null;
  status: CounterStatus;
}

/**
 * A game followed along the physical one. MORALE values are signed: positive
 * favours the scenario's first side (6.1.1), negative the second.
 */
export interface GameState {
  scenarioId: string;
  edition: EditionId;
  turn: number;
  /** 2.1: phases 1 to 9 of the turn. */
  phase: number;
  /** 6.1.4–6.1.7 move the counter at once; 6.1.9 fixes the value in effect in phase 9. */
  morale: { counter: number; inEffect: number };
  /** The scenario carries MORALE over from another one (6.1.3): the state starts at 0 until the player sets it. */
  moraleCarriedOverFrom?: string;
  /** MORALE in effect in earlier turns, newest last, so stepping back over a turn's end restores it (6.1.9). */
  moraleEarlier?: readonly number[];
  counters: Readonly<Record<string, CounterOnBoard>>;
  /** Fatigue per leader counter id (13.x). */
  fatigue: Readonly<Record<string, number>>;
  /** Banners per leader counter id that carries one at the start: held, fallen or captured (7.x). */
  banners: Readonly<Record<string, 'held' | 'fallen' | 'captured'>>;
  /** SPs each side has lost, by side name. */
  losses: Readonly<Record<string, number>>;
  /** The steps the last applied combat still calls for (death rolls, banners, pursuit), in order; absent when none wait. */
  afterCombat?: readonly PendingStep[];
  /** River sides the players marked (3.2.3: a ZoC stops there), each as its two hexes in order; absent when none. */
  riverSides?: readonly RiverSide[];
}

export type { Facing };
