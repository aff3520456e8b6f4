/**
 * The hex sides of one hex, for marking where a river runs (the engine keeps
 * the sides in the game and stops a ZoC there): each touching hex on the map,
 * its direction in words, and whether a river is marked between them.
 */
import {
  formatHex,
  isOnMap,
  parseHex,
  stepFrom,
  type HexMap,
} from '../../../../engine/core/index.ts';
import { riverSideKey, type GameState } from '../../../../engine/medieval/index.ts';
import { facingWords } from './counter-words.ts';

export interface HexSide {
  /** The touching hex across this side. */
  hex: string;
  /** Which side, in words ("down-left"). */
  toward: (typeof facingWords)[number];
  river: boolean;
}

/** The sides of `hex` that part it from a hex on the map, clockwise from the top. */
export function sidesOf(state: Pick<GameState, 'riverSides'>, map: HexMap, hex: string): HexSide[] {
  const at = parseHex(hex, map);
  if (!at.ok) return [];
  const marked = new Set((state.riverSides ?? []).map(([a, b]) => riverSideKey(a, b)));
  return facingWords.flatMap((toward, f) => {
    const next = stepFrom(at.value, f as 0 | 1 | 2 | 3 | 4 | 5, map);
    if (!isOnMap(next, map)) return [];
    const id = formatHex(next);
    return [{ hex: id, toward, river: marked.has(riverSideKey(hex, id)) }];
  });
}
