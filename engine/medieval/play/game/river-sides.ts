/**
 * River hex sides the players mark on the board (3.2.3, the same number in
 * all three editions): the printed maps draw the rivers and the setups do
 * not, so the game keeps the sides the players mark, each as its two hexes
 * in order, and a ZoC stops there as at the map's own.
 */
import { fail, ok, type Result } from '../../../core/result.ts';
import type { BoardSetup, GameState } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import { readRiverSides, type RiverSide } from '../../movement/zoc.ts';

/** Beyond any map's hex sides a game would mark: a bound for input. */
export const riverSideLimit = 5000;

/** The sides of a checked set, each as its two hexes in order, sorted. */
const sidesOf = (keys: ReadonlySet<string>): RiverSide[] =>
  [...keys].sort().map((key) => key.split('|') as unknown as RiverSide);

/** 3.2.3: marks the river side between two touching hexes, or clears it when marked. */
export function toggleRiverSide(
  state: GameState,
  hexes: RiverSide,
  setup: BoardSetup,
  edition: EditionProfile,
): Result<GameState> {
  const side = readRiverSides([hexes], setup.scenarioMap.map, edition, 'hexes');
  if (!side.ok) return side;
  const [key = ''] = side.value;
  const keys = new Set(readRiverSidesKept(state, setup, edition));
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  const next: GameState = { ...state, riverSides: sidesOf(keys) };
  if (keys.size === 0) delete next.riverSides;
  return ok(next);
}

/** The keys of the sides a state holds (already checked when it was made or read). */
function readRiverSidesKept(
  state: GameState,
  setup: BoardSetup,
  edition: EditionProfile,
): Set<string> {
  const kept = readRiverSides(state.riverSides ?? [], setup.scenarioMap.map, edition);
  return new Set(kept.ok ? kept.value : []);
}

/**
 * 3.2.3: river sides read back from a file or a link: a list of pairs of
 * touching hexes on the map, none twice; absent reads as none.
 */
export function checkRiverSides(
  value: unknown,
  setup: BoardSetup,
  edition: EditionProfile,
  field = 'riverSides',
): Result<RiverSide[] | undefined> {
  if (value === undefined) return ok(undefined);
  const rule = edition.rules.movement.zocRiver;
  if (!Array.isArray(value) || value.length > riverSideLimit)
    return fail(field, rule, `river sides are a list of at most ${riverSideLimit} pairs of hexes`);
  for (const [i, item] of value.entries())
    if (!Array.isArray(item) || item.length !== 2 || !item.every((hex) => typeof hex === 'string'))
      return fail(`${field}.${i}`, rule, 'a river side is a pair of hex numbers');
  const read = readRiverSides(value as RiverSide[], setup.scenarioMap.map, edition, field);
  if (!read.ok) return read;
  if (read.value.size !== value.length) return fail(field, rule, 'a river side is listed twice');
  return ok(sidesOf(read.value));
}
