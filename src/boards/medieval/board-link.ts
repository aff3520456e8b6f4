/**
 * The terrain a player marked and the stagger chosen, as short text: the
 * share link's `#board=` value and what the browser keeps. "e.3318fr.1702d"
 * is even columns lower, 3318 forest and road, 1702 ford; a first part of
 * "-" keeps the scenario's stagger.
 */
import {
  fail,
  ok,
  parseHex,
  quoteInput,
  type HexMap,
  type Result,
} from '../../../engine/core/index.ts';
import {
  terrainMarks,
  type TerrainMark,
  type TerrainMarks,
} from '../../../engine/medieval/index.ts';

export interface MarkedBoard {
  /** The stagger the player chose; undefined keeps the scenario's. */
  lowerColumns: HexMap['lowerColumns'] | undefined;
  marks: TerrainMarks;
}

/** One letter per terrain mark, in terrainMarks' order. */
export const markLetters: Readonly<Record<TerrainMark, string>> = {
  clear: 'c',
  stream: 's',
  road: 'r',
  swamp: 'w',
  forest: 'f',
  village: 'v',
  hill: 'h',
  river: 'i',
  bridge: 'b',
  ford: 'd',
  fortification: 'x',
};

const byLetter = new Map(terrainMarks.map((mark) => [markLetters[mark], mark]));
const staggerLetters = { odd: 'o', even: 'e' } as const;

export function encodeBoard(board: MarkedBoard): string {
  const stagger = board.lowerColumns ? staggerLetters[board.lowerColumns] : '-';
  const hexes = Object.keys(board.marks)
    .filter((hex) => (board.marks[hex] ?? []).length > 0)
    .sort()
    .map((hex) => `${hex}${(board.marks[hex] ?? []).map((m) => markLetters[m]).join('')}`);
  return [stagger, ...hexes].join('.');
}

/** Reads encoded marks against the scenario's map; anything garbled or off the map is an error for `field`. */
export function decodeBoard(text: string, map: HexMap, field = 'board'): Result<MarkedBoard> {
  const [stagger = '', ...parts] = text.trim().split('.');
  const lowerColumns =
    stagger === 'o' ? 'odd' : stagger === 'e' ? 'even' : stagger === '-' ? undefined : null;
  if (lowerColumns === null) {
    return fail(field, 'board', `the board's stagger ${quoteInput(stagger)} is not o, e or -`);
  }
  const marks: Record<string, TerrainMark[]> = {};
  for (const part of parts) {
    const match = /^(\d{4,})([a-z]+)$/.exec(part);
    if (!match)
      return fail(
        field,
        'board',
        `${quoteInput(part)} is not a hex number followed by terrain letters`,
      );
    const [, hex = '', letters = ''] = match;
    const onMap = parseHex(hex, map, field);
    if (!onMap.ok) return onMap;
    if (marks[hex]) return fail(field, 'board', `hex ${hex} is marked twice`);
    const found = [...letters].map((letter) => byLetter.get(letter));
    if (found.some((mark) => mark === undefined)) {
      return fail(field, 'board', `${quoteInput(letters)} holds a letter that is no terrain mark`);
    }
    marks[hex] = terrainMarks.filter((mark) => found.includes(mark));
  }
  return ok({ lowerColumns, marks });
}
