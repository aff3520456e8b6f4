/**
 * The counters a scenario's setup lists, one per physical counter, and the
 * small readings of a units line that the board's markers share: its label,
 * how its counters spread over its hexes, and the printed counter ids.
 */
import { slugify } from '../../core/slug.ts';
import type { UnitKind } from '../types.ts';
import type {
  Scenario,
  ScenarioLeader,
  ScenarioUnits,
  ScenarioUnitType,
} from '../scenario/scenario.ts';
import type { SetupCounter } from './types.ts';

const kinds: Readonly<Record<ScenarioUnitType, UnitKind>> = {
  INF: 'infantry',
  CAV: 'cavalry',
  ARCH: 'archers',
  XBOW: 'crossbowmen',
  HA: 'horse-archers',
  BOMB: 'bombard',
};

/** "INF [1]", "ARCH": the type as the setup prints it. */
export function typeLabel(units: ScenarioUnits): string {
  return units.armor === undefined ? units.type : `${units.type} [${units.armor}]`;
}

/**
 * How a line's counters stand on its placements: all on one, a fixed number
 * on each of several single hexes (8 ARCH on 4 hexes: 2 each), or shared
 * over several areas in numbers the book leaves open.
 */
export type Share =
  { kind: 'one' } | { kind: 'each'; perHex: number } | { kind: 'shared'; areas: number };

export function shareOf(units: ScenarioUnits): Share {
  const n = units.placement.length;
  if (n <= 1) return { kind: 'one' };
  return units.placement.every((p) => p.radius === 0) && units.count % n === 0
    ? { kind: 'each', perHex: units.count / n }
    : { kind: 'shared', areas: n };
}

/**
 * Printed ids of a line's counters, in order: "1/L–42/L" on 42 counters is
 * 1/L … 42/L, "5/B" on one counter is 5/B. Anything else ("1/M–10/M" on
 * 7 counters) is not split: the counters carry no printed id.
 */
export function splitCounterIds(units: ScenarioUnits): string[] | undefined {
  if (units.counters === undefined) return undefined;
  const text = units.counters.trim();
  if (units.count === 1 && /^\d+(\/[A-Za-z]+)?$/.test(text)) return [text];
  const range = /^(\d+)(\/[A-Za-z]+)?\s*[–-]\s*(\d+)(\/[A-Za-z]+)?$/.exec(text);
  if (!range || range[2] !== range[4]) return undefined;
  const from = Number(range[1]);
  if (Number(range[3]) - from + 1 !== units.count) return undefined;
  return Array.from({ length: units.count }, (_, i) => `${from + i}${range[2] ?? ''}`);
}

/** Where the board put each leader and each line: marker ids, and the turn a leader comes on. */
export interface CounterPlaces {
  leaderMarker: ReadonlyMap<ScenarioLeader, string>;
  /** Zone marker id per placement of each line, in the line's order. */
  zones: ReadonlyMap<ScenarioUnits, readonly string[]>;
  entersOnTurn: ReadonlyMap<ScenarioLeader, number>;
}

function unitCounters(
  units: ScenarioUnits,
  owner: { side: string; leader?: string; idPrefix: string; turn?: number | undefined },
  numbering: Map<string, number>,
  zones: readonly string[],
): SetupCounter[] {
  const code = `${units.type.toLowerCase()}${units.armor ?? ''}`;
  const printed = splitCounterIds(units);
  const share = shareOf(units);
  return Array.from({ length: units.count }, (_, i) => {
    const n = (numbering.get(code) ?? 0) + 1;
    numbering.set(code, n);
    // A fixed number on each hex: the i-th counter stands on its hex; otherwise it may start in any of the zones.
    const zone = share.kind === 'each' ? zones[Math.floor(i / share.perHex)] : zones[0];
    return {
      id: `${owner.idPrefix}-${code}-${n}`,
      side: owner.side,
      ...(owner.leader !== undefined && { leader: owner.leader }),
      kind: kinds[units.type],
      ...(units.armor !== undefined && { armor: units.armor }),
      label: typeLabel(units),
      ...(printed?.[i] !== undefined && { printedId: printed[i] }),
      ...(zone !== undefined && { startMarker: zone }),
      ...(share.kind === 'shared' && { startMarkers: [...zones] }),
      ...(owner.turn !== undefined && { entersOnTurn: owner.turn }),
      // Said once per line, so a group joining lines adds them up.
      ...(i === 0 && units.spBelowFull !== undefined && { lineSpBelowFull: units.spBelowFull }),
    };
  });
}

/**
 * One counter per leader and per unit the setup lists. Ids:
 * `<side>-<leader>` and `<side>-<leader>-<type><armor>-<n>` (`<side>-pool-…`
 * for a pool), n counting each type and armor from 1 across the leader's lines.
 */
export function listCounters(scenario: Scenario, places: CounterPlaces): SetupCounter[] {
  return scenario.sides.flatMap((side) => {
    const sideId = slugify(side.name);
    const leaders = side.leaders.flatMap((leader) => {
      const idPrefix = `${sideId}-${slugify(leader.name)}`;
      const turn = places.entersOnTurn.get(leader);
      const marker = places.leaderMarker.get(leader);
      const numbering = new Map<string, number>();
      const own: SetupCounter = {
        id: idPrefix,
        side: side.name,
        leader: leader.name,
        kind: 'leader',
        label: leader.name,
        ...(marker !== undefined && { startMarker: marker }),
        ...(leader.fatigue !== undefined && { fatigue: leader.fatigue }),
        banner: leader.banner,
        ...(turn !== undefined && { entersOnTurn: turn }),
      };
      return [
        own,
        ...leader.units.flatMap((units) =>
          unitCounters(
            units,
            { side: side.name, leader: leader.name, idPrefix, turn },
            numbering,
            places.zones.get(units) ?? [],
          ),
        ),
      ];
    });
    const numbering = new Map<string, number>();
    const pool = side.pool.flatMap((units) =>
      unitCounters(
        units,
        { side: side.name, idPrefix: `${sideId}-pool` },
        numbering,
        places.zones.get(units) ?? [],
      ),
    );
    return [...leaders, ...pool];
  });
}
