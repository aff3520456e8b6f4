import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facings, formatHex, isOnMap, stepFrom, type Hex, type HexMap } from './hex-grid.ts';
import {
  boardBounds,
  hexAtPoint,
  hexCentre,
  hexCorners,
  layOutBoard,
  type Point,
} from './hex-layout.ts';

const small: HexMap = { columns: [1, 4], rows: [1, 3], lowerColumns: 'odd' };
const smallEven: HexMap = { ...small, lowerColumns: 'even' };
const r3 = Math.sqrt(3);
const close = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9;

describe('centres, worked by hand (size 10)', () => {
  it('odd columns lower: 0101 at (10, 10√3), 0201 at (25, 5√3), 0302 at (40, 20√3)', () => {
    const at = (column: number, row: number) => hexCentre({ column, row }, small, 10);
    expect(at(1, 1).x).toBeCloseTo(10, 9);
    expect(at(1, 1).y).toBeCloseTo(10 * r3, 9);
    expect(at(2, 1).x).toBeCloseTo(25, 9);
    expect(at(2, 1).y).toBeCloseTo(5 * r3, 9);
    expect(at(3, 2).x).toBeCloseTo(40, 9);
    expect(at(3, 2).y).toBeCloseTo(20 * r3, 9);
  });

  it('even columns lower: 0101 at (10, 5√3), 0201 at (25, 10√3), 0402 at (55, 20√3)', () => {
    const at = (column: number, row: number) => hexCentre({ column, row }, smallEven, 10);
    expect(at(1, 1).y).toBeCloseTo(5 * r3, 9);
    expect(at(2, 1).y).toBeCloseTo(10 * r3, 9);
    expect(at(4, 2).x).toBeCloseTo(55, 9);
    expect(at(4, 2).y).toBeCloseTo(20 * r3, 9);
  });

  it('a map starting at column 30, row 10 is drawn from (0, 0) too', () => {
    const far: HexMap = { columns: [30, 33], rows: [10, 12], lowerColumns: 'even' };
    const first = hexCentre({ column: 30, row: 10 }, far, 10);
    expect(first.x).toBeCloseTo(10, 9);
    expect(first.y).toBeCloseTo(10 * r3, 9); // column 30 is even: lower
    expect(hexCentre({ column: 31, row: 10 }, far, 10).y).toBeCloseTo(5 * r3, 9);
  });

  it('bounds: 4 columns are 1.5 × 3 + 2 sizes wide; 3 rows and the stagger are 3.5 hexes high', () => {
    for (const map of [small, smallEven]) {
      const b = boardBounds(map, 10);
      expect(b.width).toBeCloseTo(65, 9);
      expect(b.height).toBeCloseTo(35 * r3, 9);
    }
  });

  it('a single column has no stagger to make room for', () => {
    const one: HexMap = { columns: [5, 5], rows: [1, 2], lowerColumns: 'odd' };
    expect(boardBounds(one, 10).width).toBe(20);
    expect(boardBounds(one, 10).height).toBeCloseTo(20 * r3, 9);
    expect(hexCentre({ column: 5, row: 1 }, one, 10).y).toBeCloseTo(5 * r3, 9);
  });

  it('corners run clockwise from the right-hand one, one size from the centre', () => {
    const corners = hexCorners({ column: 1, row: 1 }, small, 10);
    expect(corners[0]!.x).toBeCloseTo(20, 9);
    expect(corners[0]!.y).toBeCloseTo(10 * r3, 9);
    expect(corners[1]!.x).toBeCloseTo(15, 9);
    expect(corners[1]!.y).toBeCloseTo(15 * r3, 9);
    expect(corners[3]!.x).toBeCloseTo(0, 9);
  });
});

describe('the hex at a point', () => {
  it('a point just inside a shared side goes to its own hex, just across to the neighbour', () => {
    // 0101 and 0201 (odd lower) share the side whose midpoint is (17.5, 7.5√3).
    const mid = { x: 17.5, y: 7.5 * r3 };
    const towards = { x: 15 / 2, y: (-5 * r3) / 2 }; // half the step from 0101's centre to 0201's
    const at = (t: number) =>
      hexAtPoint({ x: mid.x + towards.x * t, y: mid.y + towards.y * t }, small, 10);
    expect(formatHex(at(-0.001)!)).toBe('0101');
    expect(formatHex(at(0.001)!)).toBe('0201');
  });

  it('points off the board or not numbers find no hex', () => {
    expect(hexAtPoint({ x: -1, y: 10 }, small, 10)).toBeUndefined();
    expect(formatHex(hexAtPoint({ x: 25, y: 1 }, small, 10)!)).toBe('0201'); // the higher column's top
    expect(hexAtPoint({ x: 10, y: 2 }, small, 10)).toBeUndefined(); // above the lower 0101
    expect(hexAtPoint({ x: Number.NaN, y: 10 }, small, 10)).toBeUndefined();
  });
});

const maps = fc.record({
  columns: fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 15 })),
  rows: fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 15 })),
  lowerColumns: fc.constantFrom('odd' as const, 'even' as const),
});
const toMap = (m: {
  columns: [number, number];
  rows: [number, number];
  lowerColumns: 'odd' | 'even';
}): HexMap => ({
  columns: [m.columns[0], m.columns[0] + m.columns[1]],
  rows: [m.rows[0], m.rows[0] + m.rows[1]],
  lowerColumns: m.lowerColumns,
});
const mapAndHex = maps.chain((m) => {
  const map = toMap(m);
  return fc.record({
    map: fc.constant(map),
    hex: fc.record({
      column: fc.integer({ min: map.columns[0], max: map.columns[1] }),
      row: fc.integer({ min: map.rows[0], max: map.rows[1] }),
    }),
    size: fc.double({ min: 1, max: 100, noNaN: true }),
  });
});

describe('properties on both staggers', () => {
  it('the hex at a hex’s centre is that hex', () => {
    fc.assert(
      fc.property(mapAndHex, ({ map, hex, size }) => {
        expect(hexAtPoint(hexCentre(hex, map, size), map, size)).toEqual(hex);
      }),
    );
  });

  it('any point within the inner radius of a centre is in that hex', () => {
    fc.assert(
      fc.property(
        mapAndHex,
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        ({ map, hex, size }, fraction, angle) => {
          const c = hexCentre(hex, map, size);
          const d = ((fraction * r3) / 2) * size;
          const p = { x: c.x + d * Math.cos(angle), y: c.y + d * Math.sin(angle) };
          expect(hexAtPoint(p, map, size)).toEqual(hex);
        },
      ),
    );
  });

  it('neighbours share exactly two corners, and every hex lies within the bounds', () => {
    fc.assert(
      fc.property(mapAndHex, ({ map, hex, size }) => {
        const mine = hexCorners(hex, map, size);
        const b = boardBounds(map, size);
        for (const p of mine) {
          expect(p.x).toBeGreaterThanOrEqual(-1e-9);
          expect(p.y).toBeGreaterThanOrEqual(-1e-9);
          expect(p.x).toBeLessThanOrEqual(b.width + 1e-9);
          expect(p.y).toBeLessThanOrEqual(b.height + 1e-9);
        }
        for (const f of facings) {
          const n: Hex = stepFrom(hex, f, map);
          if (!isOnMap(n, map)) continue;
          const theirs = hexCorners(n, map, size);
          const shared = mine.filter((p) => theirs.some((q) => close(p, q)));
          expect(shared).toHaveLength(2);
        }
      }),
    );
  });

  it('the board is tight: some hex touches each edge of the bounds', () => {
    fc.assert(
      fc.property(mapAndHex, ({ map, size }) => {
        const b = boardBounds(map, size);
        const all: Point[] = [];
        for (let column = map.columns[0]; column <= map.columns[1]; column++) {
          for (const row of [map.rows[0], map.rows[1]])
            all.push(...hexCorners({ column, row }, map, size));
        }
        const ys = all.map((p) => p.y);
        expect(Math.min(...ys)).toBeCloseTo(0, 6);
        expect(Math.max(...ys)).toBeCloseTo(b.height, 6);
      }),
    );
  });

  it('a board laid out once places every hex as the one-hex functions do', () => {
    fc.assert(
      fc.property(mapAndHex, ({ map, hex, size }) => {
        const layout = layOutBoard(map, size);
        expect(layout.bounds).toEqual(boardBounds(map, size));
        expect(layout.centre(hex)).toEqual(hexCentre(hex, map, size));
        expect(layout.corners(hex)).toEqual(hexCorners(hex, map, size));
        expect(layout.hexAt(layout.centre(hex))).toEqual(hex);
        expect(layout.hexAt({ x: -1, y: 0 })).toBeUndefined();
      }),
    );
  });
});
