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

export function makeGeometry(map: HexMap, size: number): BoardGeometry {
  const onMap = (text: string): Hex | undefined => {
    const parsed = parseHex(text, map);
    return parsed.ok ? parsed.value : undefined;
  };
  const layout = layOutBoard(map, size);
  const hexes = listHexes(map).map((hex) => ({
    hex,
    number: formatHex(hex),
    centre: layout.centre(hex),
  }));
  return {
    map,
    size,
    bounds: layout.bounds,
    hexes,
    grid: hexes.map(({ hex }) => outline(layout.corners(hex))).join(''),
    centre: (text) => {
      const hex = onMap(text);
      return hex && layout.centre(hex);
    },
    fill: (list) =>
      list
        .map(onMap)
        .filter((hex) => hex !== undefined)
        .map((hex) => outline(layout.corners(hex)))
        .join(''),
    edge: (list) => {
      const inSet = new Set(list);
      let d = '';
      for (const hex of list.map(onMap)) {
        if (!hex) continue;
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
