/**
 * Where a unit may retreat (5.4): each step takes it one hex further from
 * the hex it fought on (5.4.2), never onto an enemy unit, into an enemy ZoC
 * or onto terrain it may not enter (5.4.5).
 */
import {
  formatHex,
  hexDistance,
  neighboursOf,
  parseHex,
  type Hex,
  type HexMap,
} from '../../../core/hex-grid.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import type { BoardSetup, GameState, TerrainMarks } from '../../board/types.ts';
import { enemyHexes, enemyZoc, isUnit, placedCounters, type PlacedCounter } from './view.ts';

/** The farthest a unit can get, up to the distance asked, and the hexes it can end on there. */
export interface RetreatReach {
  /** Hexes away it can get (the distance asked, or fewer when blocked: 5.4.6). */
  distance: number;
  /** Hexes the retreat may end on, ranked: farthest from the nearest enemy unit first, then by number. */
  hexes: string[];
}

/** A river hex without a bridge or a ford (4.2.5): no unit enters it. */
const impassable = (marks: readonly string[] = []) =>
  marks.includes('river') && !marks.includes('bridge') && !marks.includes('ford');

/**
 * Walks outward one ring at a time from the counter's hex: a hex is reached
 * when it is on the map, free of enemy units and enemy ZoC, passable, and
 * next to a hex reached one step before.
 */
export function retreatReach(
  counter: PlacedCounter,
  counters: readonly PlacedCounter[],
  distance: number,
  map: HexMap,
  terrain: TerrainMarks,
): RetreatReach {
  const side = counter.setup.side;
  const zoc = enemyZoc(counters, side, map);
  const blocked = enemyHexes(counters, side);
  let ring: Hex[] = [counter.at];
  let reached = 0;
  for (let step = 1; step <= distance; step++) {
    const next = new Map<string, Hex>();
    for (const from of ring) {
      for (const hex of neighboursOf(from, map)) {
        const id = formatHex(hex);
        if (hexDistance(counter.at, hex, map) !== step || next.has(id)) continue;
        if (blocked.has(id) || zoc.has(id) || impassable(terrain[id])) continue;
        next.set(id, hex);
      }
    }
    if (next.size === 0) break;
    ring = [...next.values()];
    reached = step;
  }
  const enemies = counters.filter((c) => isUnit(c) && c.setup.side !== side);
  const clearance = (hex: Hex) =>
    Math.min(Infinity, ...enemies.map((e) => hexDistance(hex, e.at, map)));
  const ranked = ring
    .map((hex) => ({ id: formatHex(hex), clear: clearance(hex) }))
    .sort((a, b) => b.clear - a.clear || a.id.localeCompare(b.id));
  return { distance: reached, hexes: ranked.map((r) => r.id) };
}

/**
 * 5.4.2, 5.4.5: the hexes a counter may retreat to, ranked away from the
 * enemy. When the full distance cannot be made the answer is the farthest
 * reachable (5.4.6: each missing hex costs 1 SP).
 */
export function suggestRetreatHexes(
  state: GameState,
  setup: BoardSetup,
  map: HexMap,
  counterId: string,
  distance: number,
  terrain: TerrainMarks = {},
): Result<RetreatReach> {
  if (!Number.isInteger(distance) || distance < 1 || distance > 6)
    return fail('distance', '5.4.2', `a retreat is 1 to 6 hexes, not ${distance}`);
  const counters = placedCounters({ state, setup, map });
  const counter = counters.find((c) => c.id === counterId);
  if (!counter) return fail('counterId', '5.4.2', `"${counterId}" is not a counter on the board`);
  return ok(retreatReach(counter, counters, distance, map, terrain));
}

/** Checks a chosen retreat hex against the reach: the farthest reachable distance, and reachable. */
export function checkRetreatHex(
  text: string,
  reach: RetreatReach,
  map: HexMap,
  field: string,
  name: string,
): Result<string> {
  const hex = parseHex(text, map, field);
  if (!hex.ok) return hex;
  const id = formatHex(hex.value);
  if (reach.hexes.includes(id)) return ok(id);
  const where =
    reach.hexes.length > 0 ? `: it can end on ${reach.hexes.join(', ')}` : ': it cannot move';
  return fail(
    field,
    '5.4.5',
    `${name} cannot end a ${reach.distance}-hex retreat on ${id} (enemy units and their ZoC block the way, and each step must go one hex further away)${where}`,
  );
}
