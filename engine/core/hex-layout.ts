/**
 * Where hexes sit when a board is drawn: flat-topped hexes of circumradius
 * `size` in columns, each lower column half a hex down (hex-grid's stagger).
 * The board's top-left corner is (0, 0); y grows downwards, as on screen.
 */
import { fromCube, isOnMap, roundCube, toCube, type Hex, type HexMap } from './hex-grid.ts';

export interface Point {
  x: number;
  y: number;
}

export interface BoardBounds {
  width: number;
  height: number;
}

const root3 = Math.sqrt(3);

/** Centre before the board is moved to (0, 0): x from the column, y from the cube's z and x. */
function rawCentre(hex: Hex, map: HexMap, size: number): Point {
  const cube = toCube(hex, map);
  return { x: 1.5 * size * cube.x, y: root3 * size * (cube.z + cube.x / 2) };
}

/** The shift that puts the board's top-left corner at (0, 0), and its size. */
function frame(map: HexMap, size: number): { origin: Point; bounds: BoardBounds } {
  const [first, last] = map.columns;
  // The first two columns hold both staggers' top and bottom hexes.
  const columns = last > first ? [first, first + 1] : [first];
  const ys = (row: number) => columns.map((column) => rawCentre({ column, row }, map, size).y);
  const top = Math.min(...ys(map.rows[0])) - (root3 * size) / 2;
  const bottom = Math.max(...ys(map.rows[1])) + (root3 * size) / 2;
  return {
    origin: { x: size - 1.5 * size * first, y: -top },
    bounds: { width: 1.5 * size * (last - first) + 2 * size, height: bottom - top },
  };
}

/** A map's layout at one size, worked out once, for a board that draws every hex. */
export interface BoardLayout {
  bounds: BoardBounds;
  centre(hex: Hex): Point;
  /** Six corners, clockwise from the right-hand one. */
  corners(hex: Hex): Point[];
  /** The hex a board point lies in, or undefined off the map (see hexAtPoint). */
  hexAt(point: Point): Hex | undefined;
}

/**
 * The frame and the corners' offsets once per board instead of once per hex:
 * a 55-column map has some 1,800 hexes, drawn as the page hydrates.
 */
export function layOutBoard(map: HexMap, size: number): BoardLayout {
  const { origin, bounds } = frame(map, size);
  const offsets = [0, 1, 2, 3, 4, 5].map((i) => ({
    x: size * Math.cos((Math.PI / 3) * i),
    y: size * Math.sin((Math.PI / 3) * i),
  }));
  const centre = (hex: Hex): Point => {
    const raw = rawCentre(hex, map, size);
    return { x: raw.x + origin.x, y: raw.y + origin.y };
  };
  return {
    bounds,
    centre,
    corners: (hex) => {
      const c = centre(hex);
      return offsets.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
    },
    hexAt: (point) => {
      if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return undefined;
      const x = (point.x - origin.x) / (1.5 * size);
      const z = (point.y - origin.y) / (root3 * size) - x / 2;
      const hex = fromCube(roundCube(x, -x - z, z), map);
      return isOnMap(hex, map) ? hex : undefined;
    },
  };
}

/** The centre of a hex on the drawn board. */
export function hexCentre(hex: Hex, map: HexMap, size: number): Point {
  return layOutBoard(map, size).centre(hex);
}

/** A hex's six corners, clockwise from the right-hand one. */
export function hexCorners(hex: Hex, map: HexMap, size: number): Point[] {
  return layOutBoard(map, size).corners(hex);
}

/**
 * The hex a board point lies in, or undefined off the map. Exact: the point
 * becomes a fractional cube coordinate and is rounded as a cube, so a point
 * near a corner goes to the hex whose outline holds it.
 */
export function hexAtPoint(point: Point, map: HexMap, size: number): Hex | undefined {
  return layOutBoard(map, size).hexAt(point);
}

/** The drawn board's width and height: every hex of the map fits inside. */
export function boardBounds(map: HexMap, size: number): BoardBounds {
  return frame(map, size).bounds;
}
