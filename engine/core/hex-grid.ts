/**
 * Hex geometry for boards numbered CCRR (3318 = column 33, row 18) with
 * flat-topped hexes in columns, half of which sit half a hex lower. Which
 * half, and the map's extent, are per-map settings.
 *
 * Hand-written from the standard cube-coordinate formulas: no maintained
 * library handles the books' offset numbering (columns first, a per-map
 * stagger, two-digit fields) without a conversion layer as long as this.
 */
import { fail, ok, quoteInput, type Result } from './result.ts';

export interface HexMap {
  /** First and last column printed on the map. */
  columns: readonly [number, number];
  /** First and last row printed on the map. */
  rows: readonly [number, number];
  /** Which columns sit half a hex lower than their neighbours. */
  lowerColumns: 'odd' | 'even';
}

export interface Hex {
  column: number;
  row: number;
}

/** Cube coordinates: x + y + z = 0 (x is the column). */
export interface Cube {
  x: number;
  y: number;
  z: number;
}

/** A hex side, clockwise from the top: 0 up, 1 up-right, 2 down-right, 3 down, 4 down-left, 5 up-left. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

export const facings: readonly Facing[] = [0, 1, 2, 3, 4, 5];

// Flat-topped hexes: the cube step across each side, clockwise from the top.
const steps: readonly Cube[] = [
  { x: 0, y: 1, z: -1 },
  { x: 1, y: 0, z: -1 },
  { x: 1, y: -1, z: 0 },
  { x: 0, y: -1, z: 1 },
  { x: -1, y: 0, z: 1 },
  { x: -1, y: 1, z: 0 },
];

const parity = (n: number) => (Math.abs(n) % 2 === 1 ? 1 : 0);

/** Offset to cube: a lower column's rows sit half a hex below its neighbours'. */
export function toCube(hex: Hex, map: HexMap): Cube {
  const x = hex.column;
  const z =
    map.lowerColumns === 'odd' ? hex.row - (x - parity(x)) / 2 : hex.row - (x + parity(x)) / 2;
  return { x, y: -x - z, z };
}

/** Cube to offset, the inverse of toCube. */
export function fromCube(cube: Cube, map: HexMap): Hex {
  const x = cube.x;
  const row =
    map.lowerColumns === 'odd' ? cube.z + (x - parity(x)) / 2 : cube.z + (x + parity(x)) / 2;
  return { column: x, row };
}

// At most 999 columns: no map comes near, and a message never repeats a huge number.
const hexNumber = /^(\d{2,3})(\d{2})$/;

/** Reads a printed hex number: "3318" is column 33, row 18; an off-map or garbled one is an error. */
export function parseHex(text: string, map: HexMap, field = 'hex'): Result<Hex> {
  const trimmed = text.trim();
  const match = hexNumber.exec(trimmed);
  if (!match) return fail(field, 'map', `${quoteInput(text)} is not a hex number such as 3318`);
  const hex = { column: Number(match[1]), row: Number(match[2]) };
  return isOnMap(hex, map)
    ? ok(hex)
    : fail(field, 'map', `hex ${trimmed} is off this map (${describeExtent(map)})`);
}

/** The printed number of a hex: column then row, two digits each (0905). */
export function formatHex(hex: Hex): string {
  return `${String(hex.column).padStart(2, '0')}${String(hex.row).padStart(2, '0')}`;
}

function describeExtent(map: HexMap): string {
  const corner = (column: number, row: number) => formatHex({ column, row });
  return `${corner(map.columns[0], map.rows[0])} to ${corner(map.columns[1], map.rows[1])}`;
}

/** Whether a hex lies within the map's printed columns and rows. */
export function isOnMap(hex: Hex, map: HexMap): boolean {
  return (
    hex.column >= map.columns[0] &&
    hex.column <= map.columns[1] &&
    hex.row >= map.rows[0] &&
    hex.row <= map.rows[1]
  );
}

/** The hex across a side, whether or not it is on the map. */
export function stepFrom(hex: Hex, facing: Facing, map: HexMap): Hex {
  const cube = toCube(hex, map);
  const step = steps[facing] ?? { x: 0, y: 0, z: 0 };
  return fromCube({ x: cube.x + step.x, y: cube.y + step.y, z: cube.z + step.z }, map);
}

/** The neighbours on the map, clockwise from the top. */
export function neighboursOf(hex: Hex, map: HexMap): Hex[] {
  return facings.map((f) => stepFrom(hex, f, map)).filter((n) => isOnMap(n, map));
}

/** Hexes between two hexes' centres, counting steps (adjacent hexes are 1 apart). */
export function hexDistance(a: Hex, b: Hex, map: HexMap): number {
  const p = toCube(a, map);
  const q = toCube(b, map);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

const turn = (facing: Facing, by: number) => ((((facing + by) % 6) + 6) % 6) as Facing;

/** 3.1.1: the 3 hexes in front of a unit facing this way (the faced side and its two neighbours). */
export function frontArea(hex: Hex, facing: Facing, map: HexMap): Hex[] {
  return [-1, 0, 1]
    .map((by) => stepFrom(hex, turn(facing, by), map))
    .filter((n) => isOnMap(n, map));
}

/** 3.1.1: the 3 hexes behind a unit facing this way. */
export function rearArea(hex: Hex, facing: Facing, map: HexMap): Hex[] {
  return [2, 3, 4].map((by) => stepFrom(hex, turn(facing, by), map)).filter((n) => isOnMap(n, map));
}

/** The side of `from` that faces an adjacent hex `to`; undefined when they are not adjacent. */
export function facingToward(from: Hex, to: Hex, map: HexMap): Facing | undefined {
  return facings.find((f) => {
    const next = stepFrom(from, f, map);
    return next.column === to.column && next.row === to.row;
  });
}

/** The hexes on the map exactly `range` hexes away (range 0: the hex itself). */
export function rangeRing(centre: Hex, range: number, map: HexMap): Hex[] {
  if (range === 0) return isOnMap(centre, map) ? [centre] : [];
  const ring: Hex[] = [];
  // Walk from the hex `range` steps down-left, then `range` steps along each side in turn.
  let at = centre;
  for (let i = 0; i < range; i++) at = stepFrom(at, 4, map);
  for (const side of facings) {
    for (let i = 0; i < range; i++) {
      if (isOnMap(at, map)) ring.push(at);
      at = stepFrom(at, side, map);
    }
  }
  return ring;
}

/** The cube hex a fractional cube point lies in (the component furthest from whole is rebuilt from the others). */
export function roundCube(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx + 0, y: ry + 0, z: rz + 0 };
}

/**
 * The hexes a straight line between two centres passes through, both ends
 * included. A line along the border of two hexes takes the same side every
 * time (a tiny nudge), so the answer never depends on rounding noise.
 */
export function hexLine(a: Hex, b: Hex, map: HexMap): Hex[] {
  const p = toCube(a, map);
  const q = toCube(b, map);
  const n = hexDistance(a, b, map);
  const nudge = 1e-6;
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = n === 0 ? 0 : i / n;
    return fromCube(
      roundCube(
        p.x + (q.x - p.x) * t + nudge,
        p.y + (q.y - p.y) * t + nudge,
        p.z + (q.z - p.z) * t - 2 * nudge,
      ),
      map,
    );
  });
}

/** The hexes a unit moving straight ahead enters, in order, stopping at the map's edge. */
export function straightAhead(hex: Hex, facing: Facing, count: number, map: HexMap): Hex[] {
  const path: Hex[] = [];
  let at = hex;
  for (let i = 0; i < count; i++) {
    at = stepFrom(at, facing, map);
    if (!isOnMap(at, map)) break;
    path.push(at);
  }
  return path;
}
