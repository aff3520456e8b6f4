/**
 * SVG shapes for a hex board, from core's pixel layout: the whole grid as one
 * path (cheap to draw), a set of hexes filled, and a set's outer edge only
 * (a zone's border without the lines between its own hexes).
 */
import {
  facings,
  formatHex,
  layOutBoard,
  parseHex,
  stepFrom,
  type BoardBounds,
  type BoardLayout,
  type Hex,
  type HexMap,
  type Point,
} from '../../../engine/core/index.ts';

/** What a board's layers draw with; layers name hexes as printed ("3318"). */
export interface BoardGeometry {
  map: HexMap;
  size: number;
  bounds: BoardBounds;
  /** Every hex of the map, column by column, with its number and centre. */
  hexes: readonly PlacedHex[];
  /** The whole grid's outlines as one path. */
  grid: string;
  /** The centre of a printed hex number, or undefined when it is not on this map. */
  centre(hex: string): Point | undefined;
  /** One path filling each of these hexes. */
  fill(hexes: readonly string[]): string;
  /** One path along the outer edge of these hexes together. */
  edge(hexes: readonly string[]): string;
}

export interface PlacedHex {
  hex: Hex;
  number: string;
  centre: Point;
}

const round = (n: number) => Math.round(n * 10) / 10;
const pair = (p: Point) => `${round(p.x)} ${round(p.y)}`;
const outline = (corners: readonly Point[]) => `M${corners.map(pair).join('L')}Z`;

/** Every hex of the map, column by column. */
function listHexes(map: HexMap): Hex[] {
  const all: Hex[] = [];
  for (let column = map.columns[0]; column <= map.columns[1]; column++) {
    for (let row = map.rows[0]; row <= map.rows[1]; row++) all.push({ column, row });
  }
  return all;
}

/** Every hex's outline: its right-hand corner, then the same five steps round. */
function drawGrid(hexes: readonly PlacedHex[], layout: BoardLayout): string {
  const first = hexes[0];
  if (!first) return '';
  const shape = layout.corners(first.hex);
  const start = shape[0]!;
  const steps = shape
    .slice(1)
    .map((p, i) => `l${round(p.x - shape[i]!.x)} ${round(p.y - shape[i]!.y)}`)
    .join('');
  const dx = start.x - first.centre.x;
  const dy = start.y - first.centre.y;
  return hexes
    .map(({ centre }) => `M${pair({ x: centre.x + dx, y: centre.y + dy })}${steps}z`)
    .join('');
}

/**
 * Hexes are looked up by number, and the grid repeats one shape, written once as
 * relative steps: a scenario page draws some 1,800 hexes and its zones as it
 * hydrates, on a phone. A zone's fill keeps absolute corners, each hex's once.
 */
export function makeGeometry(map: HexMap, size: number): BoardGeometry {
  const layout = layOutBoard(map, size);
  const hexes = listHexes(map).map((hex) => ({
    hex,
    number: formatHex(hex),
    centre: layout.centre(hex),
  }));
  const placed = new Map(hexes.map((h) => [h.number, h]));
  // Printed numbers come as formatHex writes them; any other spelling parseHex accepts.
  const find = (text: string): PlacedHex | undefined => {
    const known = placed.get(text);
    if (known) return known;
    const parsed = parseHex(text, map);
    return parsed.ok ? placed.get(formatHex(parsed.value)) : undefined;
  };
  const outlines = new Map<string, string>();
  const outlineOf = (h: PlacedHex): string => {
    const known = outlines.get(h.number);
    if (known !== undefined) return known;
    const d = outline(layout.corners(h.hex));
    outlines.set(h.number, d);
    return d;
  };
  return {
    map,
    size,
    bounds: layout.bounds,
    hexes,
    grid: drawGrid(hexes, layout),
    centre: (text) => find(text)?.centre,
    fill: (list) =>
      list
        .map((text) => {
          const hex = find(text);
          return hex ? outlineOf(hex) : '';
        })
        .join(''),
    edge: (list) => {
      const found = list.map(find).filter((hex) => hex !== undefined);
      const inSet = new Set(found.map((h) => h.number));
      let d = '';
      for (const { hex } of found) {
        const corners = layout.corners(hex);
        for (const facing of facings) {
          if (inSet.has(formatHex(stepFrom(hex, facing, map)))) continue;
          // Side f runs between corners f + 4 and f + 5 (corners start at the right, clockwise).
          d += `M${pair(corners[(facing + 4) % 6]!)}L${pair(corners[(facing + 5) % 6]!)}`;
        }
      }
      return d;
    },
  };
}
