/**
 * What combats read off a board followed in play: which counter is whose,
 * which stand on the map, and the zones of control (3.2) a retreat avoids.
 * Shared by from-board.ts and apply.ts.
 */
import { formatHex, parseHex, type Hex, type HexMap } from '../../../core/hex-grid.ts';
import { riverSideKey, zocArea, type RiverSideSet } from '../../movement/zoc.ts';
import type {
  BoardSetup,
  CounterOnBoard,
  CounterStatus,
  GameState,
  SetupCounter,
  TerrainMarks,
} from '../../board/types.ts';

/** The board a combat is read from: the game, its setup, the map and the marked terrain. */
export interface CombatBoard {
  state: GameState;
  setup: BoardSetup;
  map: HexMap;
  terrain: TerrainMarks;
}

/** A counter with its setup entry and its place in the game. */
export interface PlacedCounter {
  id: string;
  setup: SetupCounter;
  board: CounterOnBoard;
  /** The hex it stands on (always on the map). */
  at: Hex;
}

/** 3.2.2: archers, crossbowmen and bombards have no ZoC; 8.1.1: nor have leaders. */
const withoutZoc = new Set(['leader', 'archers', 'crossbowmen', 'bombard']);

const offBoard = new Set<CounterStatus>(['eliminated', 'off-map', 'scattered']);

/** Counters that stand on a map hex: placed, and not eliminated, off the map or on the Scattered Units track (9.1.2). */
export function placedCounters(board: Omit<CombatBoard, 'terrain'>): PlacedCounter[] {
  return board.setup.counters.flatMap((setup) => {
    const found = board.state.counters[setup.id];
    if (!found || found.hex === null || offBoard.has(found.status)) return [];
    const at = parseHex(found.hex, board.map);
    return at.ok ? [{ id: setup.id, setup, board: found, at: at.value }] : [];
  });
}

/** Units, not leaders. */
export const isUnit = (counter: { setup: SetupCounter }): boolean =>
  counter.setup.kind !== 'leader';

/**
 * 3.2.1: the hexes in the front areas of a side's enemies that have a ZoC
 * (3.2.2), less those across a river side (3.2.3). The hex marks cannot say
 * where a river runs between hexes: only river sides (the map's, the
 * players') stop a ZoC.
 */
export function enemyZoc(
  counters: readonly PlacedCounter[],
  side: string,
  map: HexMap,
  rivers: RiverSideSet = new Set(),
): Set<string> {
  const zoc = new Set<string>();
  for (const c of counters) {
    if (c.setup.side === side || withoutZoc.has(c.setup.kind)) continue;
    for (const hex of zocArea(c.at, c.board.facing, map, rivers)) zoc.add(formatHex(hex));
  }
  return zoc;
}

/**
 * 3.2.3: the river sides of a setup's map and those the players marked in
 * the game, ready for look-up (none where neither has any).
 */
export const riverSidesOf = (
  setup: Pick<BoardSetup, 'scenarioMap'>,
  state?: Pick<GameState, 'riverSides'>,
): RiverSideSet =>
  new Set(
    [...(setup.scenarioMap.riverSides ?? []), ...(state?.riverSides ?? [])].map(([a, b]) =>
      riverSideKey(a, b),
    ),
  );

/** Hexes holding units of another side than `side`. */
export function enemyHexes(counters: readonly PlacedCounter[], side: string): Set<string> {
  return new Set(
    counters.filter((c) => isUnit(c) && c.setup.side !== side).map((c) => formatHex(c.at)),
  );
}

/** A counter as its setup prints it: a unit's label with its leader ("INF [0] (Wallace)"), a leader's name. */
export const nameCounter = (setup: SetupCounter): string =>
  setup.kind === 'leader' || !setup.leader ? setup.label : `${setup.label} (${setup.leader})`;

/** What naming reads of a counter: its setup entry, and where it stands with how many SPs. */
export interface NamedCounter {
  id: string;
  setup: SetupCounter;
  board: Pick<CounterOnBoard, 'hex' | 'sp'>;
}

/**
 * Each counter as a player tells it apart on the table, never by an internal
 * id: its printed name; with its SPs when another counter of that name
 * shares its hex ("INF [1] (Moray), 4 SP"); and "1 of 2" when those read the
 * same too, in setup order. A list of a hex's counters asks for every
 * unit's SPs (`sp: 'always'`).
 */
export function nameCounters(
  counters: readonly NamedCounter[],
  { sp = 'when-alike' }: { sp?: 'when-alike' | 'always' } = {},
): Map<string, string> {
  const names = new Map<string, string>();
  const withSp = (c: NamedCounter) => `${nameCounter(c.setup)}, ${c.board.sp ?? '?'} SP`;
  const sharing = (c: NamedCounter, key: (c: NamedCounter) => string) =>
    counters.filter(
      (o) => o.board.hex !== null && o.board.hex === c.board.hex && key(o) === key(c),
    );
  for (const c of counters) {
    const alike = sharing(c, (o) => nameCounter(o.setup));
    if (alike.length < 2) {
      names.set(c.id, sp === 'always' && isUnit(c) ? withSp(c) : nameCounter(c.setup));
      continue;
    }
    const same = sharing(c, withSp);
    names.set(
      c.id,
      same.length < 2 ? withSp(c) : `${withSp(c)}, ${same.indexOf(c) + 1} of ${same.length}`,
    );
  }
  return names;
}
