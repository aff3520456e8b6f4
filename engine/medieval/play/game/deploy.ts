/**
 * "Set up the scenario" in one tap: every counter still off the board goes to
 * its zone or leader marker, within the stacking limit, facing the nearest
 * enemy zone. The player then adjusts by hand.
 */
import {
  facingToward,
  formatHex,
  hexDistance,
  hexLine,
  parseHex,
  stepFrom,
  type Facing,
  type Hex,
  type HexMap,
} from '../../../core/hex-grid.ts';
import { ok, type Result } from '../../../core/result.ts';
import type { BoardMarker, BoardSetup, GameState, SetupCounter } from '../../board/types.ts';
import { checkStacking, type StackedUnit } from '../../movement/stacking.ts';

export interface Deployment {
  state: GameState;
  /** Counters that had a zone but found no room within the stacking limit (4.5.1). */
  unplaced: string[];
}

/** The map's columns and rows widened, so a marker's centre may lie past the printed edge. */
const anyHex = (map: HexMap): HexMap => ({ ...map, columns: [0, 9999], rows: [0, 99] });

/** Hexes within `radius` of the centre: the centre, then each ring clockwise from the hex above it. */
function fillOrder(centre: Hex, radius: number, map: HexMap): Hex[] {
  const order = [centre];
  for (let ring = 1; ring <= radius; ring++) {
    let at = centre;
    for (let i = 0; i < ring; i++) at = stepFrom(at, 0, map);
    // From the top corner, side 2 leads to the upper-right corner, and so on round.
    for (let side = 0; side < 6; side++) {
      for (let i = 0; i < ring; i++) {
        order.push(at);
        at = stepFrom(at, ((side + 2) % 6) as Facing, map);
      }
    }
  }
  return order;
}

/** The facing from `from` toward `to`: the side the straight line between their centres leaves by. */
function faceToward(from: Hex, to: Hex, map: HexMap): Facing {
  const next = hexLine(from, to, map)[1];
  return next ? (facingToward(from, next, map) ?? 0) : 0;
}

/** The centre of the nearest zone of another side, by distance from this marker's centre. */
function nearestEnemyZone(
  centre: Hex,
  side: string | undefined,
  zones: readonly { side: string; centre: Hex }[],
  map: HexMap,
): Hex | undefined {
  let best: { centre: Hex; distance: number } | undefined;
  for (const zone of zones) {
    if (zone.side === side) continue;
    const distance = hexDistance(centre, zone.centre, map);
    if (!best || distance < best.distance) best = { centre: zone.centre, distance };
  }
  return best?.centre;
}

/**
 * Places every counter that is still off the board and starts on a zone or
 * leader marker: leaders on their marker's centre (8.1.1: they do not count
 * for stacking), units from the centre outward, one per hex first and then a
 * second where the 2-SP limit allows (4.5.1; an SP not yet set counts as 1).
 * Each marker's counters face the centre of the nearest enemy zone. A
 * counter whose line is shared over several zones tries them in order.
 * Reinforcements due on a later turn stay off.
 */
export function deployFromSetup(
  state: GameState,
  setup: BoardSetup,
  map: HexMap,
): Result<Deployment> {
  const wide = anyHex(map);
  const placedMarkers: { marker: BoardMarker; centre: Hex }[] = [];
  for (const marker of setup.markers) {
    const centre = parseHex(marker.hex, wide, `markers.${marker.id}.hex`);
    if (!centre.ok) return centre;
    placedMarkers.push({ marker, centre: centre.value });
  }
  const zones = placedMarkers.flatMap(({ marker, centre }) =>
    marker.kind === 'zone' && marker.side !== undefined ? [{ side: marker.side, centre }] : [],
  );
  const counters = { ...state.counters };
  const stacks = new Map<string, StackedUnit[]>();
  for (const placed of Object.values(counters)) {
    const kind = setup.counters.find((c) => c.id === placed.id)?.kind;
    if (placed.hex !== null && kind !== undefined)
      stacks.set(placed.hex, [...(stacks.get(placed.hex) ?? []), { kind, sp: placed.sp ?? 1 }]);
  }
  const spots = new Map<string, { hexes: string[]; facing: Facing }>();
  for (const { marker, centre } of placedMarkers) {
    if (marker.kind !== 'zone' && marker.kind !== 'leader') continue;
    const enemy = nearestEnemyZone(centre, marker.side, zones, map);
    const facing = enemy ? faceToward(centre, enemy, map) : 0;
    spots.set(marker.id, { hexes: zoneHexes(marker, centre, map), facing });
  }
  const unplaced: string[] = [];
  for (const counter of setup.counters) {
    if (!isWaiting(counter, state)) continue;
    const sp = state.counters[counter.id]?.sp ?? null;
    const choices = counter.startMarkers ?? (counter.startMarker ? [counter.startMarker] : []);
    let placed = false;
    for (const spot of choices.flatMap((id) => spots.get(id) ?? [])) {
      const hex =
        counter.kind === 'leader'
          ? spot.hexes[0]
          : findRoom(spot.hexes, stacks, counter, sp, state);
      if (hex === undefined) continue;
      if (counter.kind !== 'leader')
        stacks.set(hex, [...(stacks.get(hex) ?? []), { kind: counter.kind, sp: sp ?? 1 }]);
      counters[counter.id] = { id: counter.id, hex, facing: spot.facing, sp, status: 'ready' };
      placed = true;
      break;
    }
    if (!placed && choices.some((id) => spots.has(id))) unplaced.push(counter.id);
  }
  return ok({ state: { ...state, counters }, unplaced });
}

/** Off the board, not eliminated, scattered or gone, and due now rather than as a later reinforcement. */
function isWaiting(counter: SetupCounter, state: GameState): boolean {
  const now = state.counters[counter.id];
  return (
    now !== undefined &&
    now.hex === null &&
    now.status === 'ready' &&
    (counter.entersOnTurn === undefined || counter.entersOnTurn <= state.turn)
  );
}

/** The marker's on-map hexes in fill order. */
function zoneHexes(marker: BoardMarker, centre: Hex, map: HexMap): string[] {
  const listed = new Set(marker.hexes);
  return fillOrder(centre, marker.radius, map)
    .filter((hex) => parseHex(formatHex(hex), map).ok)
    .map(formatHex)
    .filter((hex) => listed.has(hex));
}

/** The first hex with no unit, else the first where the unit fits the stacking limit. */
function findRoom(
  hexes: readonly string[],
  stacks: ReadonlyMap<string, StackedUnit[]>,
  counter: SetupCounter,
  sp: number | null,
  state: GameState,
): string | undefined {
  const unit: StackedUnit = { kind: counter.kind, sp: sp ?? 1 };
  const fits = (hex: string) => {
    const check = checkStacking(state.edition, { units: [...(stacks.get(hex) ?? []), unit] });
    return check.ok && check.value.allowed;
  };
  return hexes.find((hex) => (stacks.get(hex) ?? []).length === 0 && fits(hex)) ?? hexes.find(fits);
}
