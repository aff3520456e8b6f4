/**
 * Where a unit may retreat (5.4): each step takes it one hex further from
 * the hex it fought on (5.4.2), never onto an enemy unit, into an enemy ZoC
 * or onto terrain it may not enter (5.4.5), nor through a hex it would push
 * over the stacking limit (4.5.2). Cavalry may go through friendly
 * non-cavalry by riding it down (5.4.4), only where it must to get as far.
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
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import { checkStackingUnder } from '../../movement/stacking.ts';
import { isMountedUnit } from '../../unit-checks.ts';
import type { Formation } from '../../movement/ride-down.ts';
import type { RiverSideSet } from '../../movement/zoc.ts';
import {
  enemyHexes,
  enemyZoc,
  isUnit,
  placedCounters,
  riverSidesOf,
  type PlacedCounter,
} from './view.ts';

/** The farthest a unit can get, up to the distance asked, and the hexes it can end on there. */
export interface RetreatReach {
  /** Hexes away it can get (the distance asked, or fewer when blocked: 5.4.6). */
  distance: number;
  /** Hexes the retreat may end on, ranked: farthest from the nearest enemy unit first, then by number. */
  hexes: string[];
  /** 5.4.4: cavalry that can only get this far by riding down friendly non-cavalry: per end hex, the units on it. */
  rideDown?: Readonly<Record<string, string[]>>;
}

/** A river hex without a bridge or a ford (4.2.5): no unit enters it. */
const impassable = (marks: readonly string[] = []) =>
  marks.includes('river') && !marks.includes('bridge') && !marks.includes('ford');

/** How a hex with friendly units takes the retreating unit: freely, by a ride down, or not at all. */
type Entry = 'free' | 'ride-down' | 'blocked';

function entryOf(
  counter: PlacedCounter,
  friends: readonly PlacedCounter[],
  marks: readonly string[] = [],
  edition: EditionProfile,
  spOf: (c: PlacedCounter) => number,
  formations: Readonly<Record<string, Formation>>,
): Entry {
  // 8.1.1: a leader adds nothing to a stack.
  if (friends.length === 0 || !isUnit(counter)) return 'free';
  const fortified = marks.includes('fortification');
  // 5.4.4: cavalry rides down friendly non-cavalry, except behind fortifications
  // or in a special formation such as the shiltron (5.8.8, K 5.8.6).
  if (
    isMountedUnit(counter.setup.kind) &&
    !fortified &&
    friends.every((f) => !isMountedUnit(f.setup.kind) && (formations[f.id] ?? 'none') === 'none')
  )
    return 'ride-down';
  const stack = [...friends, counter].map((c) => ({
    kind: c.setup.kind,
    sp: spOf(c),
    ...(c.board.status === 'panicked' ? { panicked: true } : {}),
  }));
  const check = checkStackingUnder(edition, { units: stack, fortified });
  return check.ok && check.value.allowed ? 'free' : 'blocked';
}

/**
 * Walks outward one ring at a time from the counter's hex: a hex is reached
 * when it is on the map, free of enemy units and enemy ZoC (which stops at
 * a river side, 3.2.3), passable, within
 * the stacking limit with the friendly units on it, and next to a hex
 * reached one step before. Cavalry walks first without riding anyone down,
 * and again with it when that gets further (5.4.4).
 */
export function retreatReach(
  counter: PlacedCounter,
  counters: readonly PlacedCounter[],
  distance: number,
  map: HexMap,
  terrain: TerrainMarks,
  edition: EditionProfile,
  opts: {
    /** SPs after the combat's losses, by counter id. */
    spNow?: ReadonlyMap<string, number>;
    /** Leaders ignore enemy ZoCs (8.1.3). */
    ignoreZoc?: boolean;
    /** River sides of the map, which stop a ZoC (3.2.3). */
    rivers?: RiverSideSet;
    /** Units the player says stand in a special formation, which are not ridden down (5.8.8, K 5.8.6). */
    formations?: Readonly<Record<string, Formation>>;
  } = {},
): RetreatReach {
  const side = counter.setup.side;
  const spNow = opts.spNow ?? new Map<string, number>();
  const zoc =
    opts.ignoreZoc === true ? new Set<string>() : enemyZoc(counters, side, map, opts.rivers);
  const blocked = enemyHexes(counters, side);
  const spOf = (c: PlacedCounter) => spNow.get(c.id) ?? c.board.sp ?? 0;
  const formations = opts.formations ?? {};
  const friendsOn = new Map<string, PlacedCounter[]>();
  for (const c of counters)
    if (isUnit(c) && c.setup.side === side && c.id !== counter.id)
      friendsOn.set(formatHex(c.at), [...(friendsOn.get(formatHex(c.at)) ?? []), c]);
  const walk = (rideDown: boolean) => {
    let ring = new Map<string, { hex: Hex; ridden: string[] }>([
      [formatHex(counter.at), { hex: counter.at, ridden: [] }],
    ]);
    let reached = 0;
    for (let step = 1; step <= distance; step++) {
      const next = new Map<string, { hex: Hex; ridden: string[] }>();
      for (const from of ring.values()) {
        for (const hex of neighboursOf(from.hex, map)) {
          const id = formatHex(hex);
          if (hexDistance(counter.at, hex, map) !== step) continue;
          if (blocked.has(id) || zoc.has(id) || impassable(terrain[id])) continue;
          const friends = friendsOn.get(id) ?? [];
          const entry = entryOf(counter, friends, terrain[id], edition, spOf, formations);
          if (entry === 'blocked' || (entry === 'ride-down' && !rideDown)) continue;
          const ridden =
            entry === 'ride-down' ? [...from.ridden, ...friends.map((f) => f.id)] : from.ridden;
          const seen = next.get(id);
          if (!seen || ridden.length < seen.ridden.length) next.set(id, { hex, ridden });
        }
      }
      if (next.size === 0) break;
      ring = next;
      reached = step;
    }
    return { ring, reached };
  };
  let walked = walk(false);
  if (isMountedUnit(counter.setup.kind) && walked.reached < distance) {
    const riding = walk(true);
    if (riding.reached > walked.reached) walked = riding;
  }
  const enemies = counters.filter((c) => isUnit(c) && c.setup.side !== side);
  const clearance = (hex: Hex) =>
    Math.min(Infinity, ...enemies.map((e) => hexDistance(hex, e.at, map)));
  const ranked = [...walked.ring.entries()]
    .map(([id, r]) => ({ id, clear: clearance(r.hex), ridden: r.ridden.length }))
    .sort((a, b) => a.ridden - b.ridden || b.clear - a.clear || a.id.localeCompare(b.id));
  const rideDown = Object.fromEntries(
    [...walked.ring.entries()]
      .filter(([, r]) => r.ridden.length > 0)
      .map(([id, r]) => [id, r.ridden]),
  );
  return {
    distance: walked.reached,
    hexes: ranked.map((r) => r.id),
    ...(Object.keys(rideDown).length > 0 ? { rideDown } : {}),
  };
}

/**
 * 5.4.2, 5.4.5, 4.5.2: the hexes a counter may retreat to, ranked away from
 * the enemy (hexes reached without riding anyone down first, 5.4.4; units
 * the player says stand in a special formation are not ridden down, 5.8.8). When the full distance cannot be made the answer is the farthest
 * reachable (5.4.6: each missing hex costs 1 SP).
 */
export function suggestRetreatHexes(
  state: GameState,
  setup: BoardSetup,
  map: HexMap,
  counterId: string,
  distance: number,
  terrain: TerrainMarks = {},
  formations: Readonly<Record<string, Formation>> = {},
): Result<RetreatReach> {
  if (!Number.isInteger(distance) || distance < 1 || distance > 6)
    return fail('distance', '5.4.2', `a retreat is 1 to 6 hexes, not ${distance}`);
  const edition = getEdition(state.edition);
  if (!edition.ok) return edition;
  const counters = placedCounters({ state, setup, map });
  const counter = counters.find((c) => c.id === counterId);
  if (!counter) return fail('counterId', '5.4.2', `"${counterId}" is not a counter on the board`);
  return ok(
    retreatReach(counter, counters, distance, map, terrain, edition.value, {
      rivers: riverSidesOf(setup, state),
      formations,
    }),
  );
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
    `${name} cannot end a ${reach.distance}-hex retreat on ${id} (enemy units, their ZoC and full hexes block the way, and each step must go one hex further away)${where}`,
  );
}
