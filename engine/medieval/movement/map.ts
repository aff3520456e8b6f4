/**
 * Leaving and returning to the map (4.4): the earliest phase a unit that
 * left may come back in, and the edge hexes it may come back on.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import {
  checkKind,
  getMovementRules,
  isMountedUnit,
  resolveEdition,
  type MoverKind,
  type MovementStep,
} from './rules.ts';

/** 4.4.1: when a unit left the map, and whose unit it is (2.1 phases). */
export interface MapExit {
  /** Game turn in which the unit left the map (1 up). */
  turn: number;
  /** Phase of that turn (2.1): 1–8; the MORALE phase (9) moves nobody. */
  phase: number;
  /** Player A moves first (phases 1–4), player B second (5–8). */
  player: 'A' | 'B';
  /** Cavalry moves in phase 1 or 5, every other unit in phase 3 or 7 (2.1). */
  arm: 'cavalry' | 'infantry';
}

/** 4.4.3: the earliest turn and phase of return. */
export interface ReturnTime {
  turn: number;
  /** The unit's own movement phase: 1, 3, 5 or 7. */
  phase: number;
  steps: MovementStep[];
}

const movementPhases = { A: { cavalry: 1, infantry: 3 }, B: { cavalry: 5, infantry: 7 } } as const;

/**
 * 4.4.3: a unit that left the map may return after 3 full game turns, in
 * its own movement phase (2.1). Read as: the first of its movement phases
 * that comes no earlier than the same phase three turns on. Left in turn 2,
 * phase 1 → turn 5, phase 1 (example a); left in turn 2, phase 2 (pursuit)
 * → turn 6, phase 1 (example b). 4.4.1: only movement or pursuit leads off
 * the map, so phase 9 is refused. 4.4.8: a later return is always allowed.
 * With `returnCount: 'from-turn-end'` (erratum return-turn) the three turns
 * count from the end of the turn it left: always 4 turns on.
 */
export function returnTurn(
  edition: string | EditionProfile,
  exit: MapExit,
  readings: Readings = {},
): Result<ReturnTime> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const rules = getMovementRules(found.value);
  if (!Number.isInteger(exit.turn) || exit.turn < 1) {
    return fail(
      'turn',
      rules.gameTurn,
      `a game turn is a whole number from 1 up, not ${exit.turn}`,
    );
  }
  if (!Number.isInteger(exit.phase) || exit.phase < 1 || exit.phase > 9) {
    return fail('phase', rules.phases, `a game turn has phases 1 to 9, not ${exit.phase}`);
  }
  if (exit.phase === 9) {
    return fail(
      'phase',
      rules.mapExit,
      'nobody moves in the MORALE phase (9), so nobody leaves the map then',
    );
  }
  if (exit.player !== 'A' && exit.player !== 'B') {
    return fail(
      'player',
      rules.phases,
      `the player is A (first) or B (second), not "${String(exit.player)}"`,
    );
  }
  if (exit.arm !== 'cavalry' && exit.arm !== 'infantry') {
    return fail('arm', rules.phases, `the arm is cavalry or infantry, not "${String(exit.arm)}"`);
  }
  const own = movementPhases[exit.player][exit.arm];
  const fromTurnEnd = resolveReadings(found.value, readings).returnCount === 'from-turn-end';
  const base = exit.turn + 3;
  const turn = fromTurnEnd ? exit.turn + 4 : exit.phase > own ? base + 1 : base;
  const steps: MovementStep[] = [
    fromTurnEnd
      ? {
          rule: rules.returnDelay,
          text: `left in turn ${exit.turn}: 3 full game turns counted from its end run to the end of turn ${base} (option returnCount: from-turn-end)`,
        }
      : {
          rule: rules.returnDelay,
          text: `left in turn ${exit.turn}, phase ${exit.phase}: 3 full game turns run to turn ${base}, phase ${exit.phase}`,
        },
    {
      rule: rules.phases,
      text: `player ${exit.player}'s ${exit.arm} moves in phase ${own}: the first one from then is turn ${turn}`,
    },
    {
      rule: rules.returnPlaced,
      text: 'the unit is placed on its hex and does not move in that phase',
    },
  ];
  return ok({ turn, phase: own, steps });
}

/** The map edge the unit left by: top and bottom edges run along a row, left and right along a column. */
export type MapEdge = 'top' | 'bottom' | 'left' | 'right';

/** The map's first and last column and row numbers (CCRR), for clipping the 4.4.4 zone. */
export interface MapBounds {
  firstColumn: number;
  lastColumn: number;
  firstRow: number;
  lastRow: number;
}

/** 4.4.4: the hexes of return along the departure edge. */
export interface ReentryZone {
  /** Hex numbers (CCRR) along the departure edge, in order. */
  hexes: string[];
  /** 6 for cavalry, 4 for other units (4.4.4). */
  reach: number;
  steps: MovementStep[];
}

const hexNumber = (column: number, row: number) =>
  `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;

function checkBounds(bounds: MapBounds): Result<MapBounds> {
  for (const key of ['firstColumn', 'lastColumn', 'firstRow', 'lastRow'] as const) {
    const value = bounds[key];
    if (!Number.isInteger(value) || value < 0 || value > 99) {
      return fail(`bounds.${key}`, '4.4.4', `hex numbers run 00 to 99, not ${value}`);
    }
  }
  if (bounds.firstColumn > bounds.lastColumn) {
    return fail('bounds.lastColumn', '4.4.4', 'the last column comes before the first');
  }
  if (bounds.firstRow > bounds.lastRow) {
    return fail('bounds.lastRow', '4.4.4', 'the last row comes before the first');
  }
  return ok(bounds);
}

/**
 * 4.4.4: the hexes on which a unit may re-enter — at most 6 hexes from its
 * departure hex for cavalry (horse archers and leaders too, as they move as
 * cavalry), 4 for other units. Hex numbers are CCRR (column, row). Read from
 * the example (left from 2300, back on 1700 to 2900): along the same edge,
 * where hexes of one row (or one column) are one hex apart per number, so
 * the zone is the departure's row (top/bottom edge) or column (left/right
 * edge) ± the reach, cut to the map. 4.4.6, 4.4.7 and 4.4.9 (impassable
 * terrain, enemy units or ZoC, stacking) then rule hexes out on the map.
 */
export function reentryHexes(
  edition: string | EditionProfile,
  input: { departureHex: string; kind: MoverKind; edge: MapEdge; bounds?: MapBounds },
  readings: Readings = {},
): Result<ReentryZone> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const rules = getMovementRules(found.value);
  if (typeof input.departureHex !== 'string' || !/^\d{4}$/.test(input.departureHex)) {
    return fail(
      'departureHex',
      rules.reentry,
      `a hex number has 4 digits, column then row (e.g. 2300), not "${String(input.departureHex)}"`,
    );
  }
  const kind = checkKind(input.kind);
  if (!kind.ok) return kind;
  if (!['top', 'bottom', 'left', 'right'].includes(input.edge)) {
    return fail(
      'edge',
      rules.reentry,
      `the edge is top, bottom, left or right, not "${String(input.edge)}"`,
    );
  }
  const bounds = checkBounds(
    input.bounds ?? { firstColumn: 0, lastColumn: 99, firstRow: 0, lastRow: 99 },
  );
  if (!bounds.ok) return bounds;
  const { firstColumn, lastColumn, firstRow, lastRow } = bounds.value;
  const column = Number(input.departureHex.slice(0, 2));
  const row = Number(input.departureHex.slice(2));
  if (column < firstColumn || column > lastColumn || row < firstRow || row > lastRow) {
    return fail('departureHex', rules.reentry, `hex ${input.departureHex} is off the map`);
  }
  const edgeLine = {
    top: row === firstRow,
    bottom: row === lastRow,
    left: column === firstColumn,
    right: column === lastColumn,
  };
  if (input.bounds && !edgeLine[input.edge]) {
    return fail(
      'departureHex',
      rules.reentry,
      `hex ${input.departureHex} is not on the ${input.edge} edge`,
    );
  }
  const cavalryLike = isMountedUnit(input.kind) || input.kind === 'leader';
  const reach = cavalryLike ? 6 : 4;
  const alongRow = input.edge === 'top' || input.edge === 'bottom';
  const centre = alongRow ? column : row;
  const low = Math.max(alongRow ? firstColumn : firstRow, centre - reach);
  const high = Math.min(alongRow ? lastColumn : lastRow, centre + reach);
  const hexes: string[] = [];
  for (let i = low; i <= high; i++) hexes.push(alongRow ? hexNumber(i, row) : hexNumber(column, i));
  const wrap = input.bounds && resolveReadings(found.value, readings).reentryCorner === 'wrap';
  if (wrap) {
    const first = alongRow ? firstColumn : firstRow;
    const last = alongRow ? lastColumn : lastRow;
    hexes.unshift(
      ...aroundCorner(bounds.value, input.edge, 'low', first - (centre - reach)).reverse(),
    );
    hexes.push(...aroundCorner(bounds.value, input.edge, 'high', centre + reach - last));
  }
  const line = alongRow
    ? `row ${String(row).padStart(2, '0')}`
    : `column ${String(column).padStart(2, '0')}`;
  const steps: MovementStep[] = [
    {
      rule: rules.reentry,
      text: `${cavalryLike ? 'cavalry' : 'non-cavalry'}: up to ${reach} hexes from ${input.departureHex}`,
    },
    {
      rule: rules.reentry,
      text: `along ${line} of the ${input.edge} edge: ${hexes[0] ?? ''} to ${hexes[hexes.length - 1] ?? ''}`,
    },
    ...(wrap
      ? [{ rule: rules.reentry, text: 'counted on round the corner (option reentryCorner: wrap)' }]
      : []),
    { rule: rules.returnLater, text: 'a delayed return keeps the same zone' },
  ];
  return ok({ hexes, reach, steps });
}

/**
 * Erratum reentry-edge, read as wrapping: the `count` hexes the reach runs
 * past the edge's `low` or `high` corner, along the next edge away from it.
 */
function aroundCorner(bounds: MapBounds, edge: MapEdge, end: 'low' | 'high', count: number) {
  const { firstColumn, lastColumn, firstRow, lastRow } = bounds;
  const hexes: string[] = [];
  const alongRow = edge === 'top' || edge === 'bottom';
  for (let i = 1; i <= count; i++) {
    if (alongRow) {
      const column = end === 'low' ? firstColumn : lastColumn;
      const row = edge === 'top' ? firstRow + i : lastRow - i;
      if (row < firstRow || row > lastRow) break;
      hexes.push(hexNumber(column, row));
    } else {
      const row = end === 'low' ? firstRow : lastRow;
      const column = edge === 'left' ? firstColumn + i : lastColumn - i;
      if (column < firstColumn || column > lastColumn) break;
      hexes.push(hexNumber(column, row));
    }
  }
  return hexes;
}
