/**
 * A scenario's setup as what a clickable board draws: deployment zones,
 * leaders and banners, entry hexes and named places (markers), and the
 * counters the setup lists. Every hex is read against the scenario's map, so
 * a hex off the map is an error naming the file's field, never dropped.
 */
import { ok, type Result } from '../../core/result.ts';
import { formatHex, parseHex, rangeRing, type Hex, type HexMap } from '../../core/hex-grid.ts';
import { ruleMaps } from '../editions/editions.ts';
import { ruleNumber, type RuleKey } from '../editions/rule-map.ts';
import type {
  Placement,
  Scenario,
  ScenarioLeader,
  ScenarioPlace,
  ScenarioUnits,
} from '../scenario/scenario.ts';
import { listNamedHexes, readScenarioMap, type MapOptions } from './scenario-map.ts';
import { slugify } from '../../core/slug.ts';
import { listCounters, shareOf, typeLabel } from './setup-counters.ts';
import type { BoardMarker, BoardSetup, ScenarioMap } from './types.ts';

export interface BoardOptions extends MapOptions {
  /** A map the player set on the board (its extent and stagger), over the one read from the data. */
  map?: HexMap;
}

/** Reads the hexes a marker covers: its centre and every ring up to the radius, on the map. */
function coverOf(centre: Hex, radius: number, map: HexMap): string[] {
  return Array.from({ length: radius + 1 }, (_, r) => rangeRing(centre, r, map))
    .flat()
    .map(formatHex);
}

const hexes = (n: number) => (n === 1 ? 'hex' : 'hexes');
const whereText = (p: Placement) =>
  p.radius === 0
    ? `Set up on ${p.hex}.`
    : `Set up on ${p.hex} or within ${p.radius} ${hexes(p.radius)} of it.`;

/** "4 × INF [0], 3 × INF [1]"; lines shared over several areas say over how many. */
function zoneLabel(lines: readonly ScenarioUnits[]): string {
  const parts = lines.map((u) => {
    const share = shareOf(u);
    return `${share.kind === 'each' ? share.perHex : u.count} × ${typeLabel(u)}`;
  });
  const areas = new Set(lines.map((u) => u.placement.length));
  const shared = lines.every((u) => shareOf(u).kind === 'shared');
  return shared && areas.size === 1
    ? `${parts.join(', ')} (over ${[...areas][0]} areas)`
    : parts.join(', ');
}

function zoneDetail(lines: readonly ScenarioUnits[], at: Placement): string[] {
  const counted = lines.map((u) => {
    const share = shareOf(u);
    const ids = u.counters ? ` (${u.counters})` : '';
    if (share.kind === 'each')
      return `${share.perHex} × ${typeLabel(u)} here, of ${u.count}${ids} set ${share.perHex} on each of ${u.placement.length} hexes.`;
    if (share.kind === 'shared')
      return `${u.count} × ${typeLabel(u)}${ids}, shared over ${share.areas} areas in numbers the book leaves open.`;
    return `${u.count} × ${typeLabel(u)}${ids}.`;
  });
  const notes = [...new Set(lines.flatMap((u) => (u.note ? [u.note] : [])))];
  return [...counted, whereText(at), ...notes];
}

interface Zone {
  at: Placement;
  lines: ScenarioUnits[];
}

/** The zones of one leader's (or one pool's) lines: lines on the same hex and radius share one. */
function groupZones(lines: readonly ScenarioUnits[]): Zone[] {
  const zones = new Map<string, Zone>();
  for (const units of lines)
    for (const at of units.placement) {
      const key = `${at.hex}(${at.radius})`;
      const zone = zones.get(key) ?? { at, lines: [] };
      if (!zone.lines.includes(units)) zone.lines.push(units);
      zones.set(key, zone);
    }
  return [...zones.values()];
}

/** The map to draw on: the player's, or the one read from the data. */
function chooseMap(scenario: Scenario, options: BoardOptions): ScenarioMap {
  if (!options.map) return readScenarioMap(scenario, options);
  const { columns, rows, lowerColumns } = options.map;
  const corner = (column: number, row: number) => formatHex({ column, row });
  return {
    map: options.map,
    reading: `The map was set on the board: ${corner(columns[0], rows[0])} to ${corner(columns[1], rows[1])}, ${lowerColumns} columns lower.`,
  };
}

/**
 * Everything a scenario's board draws. Zones: one per placement of each
 * leader's (or pool's) units, lines on the same hex and radius merged.
 * Leaders: one marker per placement. Places: a `reinforcement` marker per
 * entry hex, a `place` marker per other place. Rule numbers are this
 * edition's (Kosovo's units organization is 13.1, B/N's 12.1).
 */
export function readBoardSetup(scenario: Scenario, options: BoardOptions = {}): Result<BoardSetup> {
  const scenarioMap = chooseMap(scenario, options);
  const { map } = scenarioMap;
  const centres = new Map<string, Hex>();
  for (const named of listNamedHexes(scenario)) {
    const read = parseHex(named.hex, map, named.field);
    if (!read.ok) return read;
    centres.set(named.hex, read.value);
  }
  const cover = (p: { hex: string; radius: number }) =>
    coverOf(centres.get(p.hex) ?? { column: 0, row: 0 }, p.radius, map);

  const rules = ruleMaps[scenario.edition];
  const cite = (...keys: RuleKey[]) =>
    keys.flatMap((key) => {
      const n = ruleNumber(rules, key);
      return n === null ? [] : [n];
    });
  const used = new Set<string>();
  const uniqueId = (id: string) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  };

  const markers: BoardMarker[] = [];
  const leaderMarker = new Map<ScenarioLeader, string>();
  const zoneIds = new Map<ScenarioUnits, string[]>();
  const entersOnTurn = new Map<ScenarioLeader, number>();

  const addZones = (
    lines: readonly ScenarioUnits[],
    owner: { side: string; prefix: string; leader?: string },
  ) =>
    groupZones(lines).forEach((zone, i) => {
      const id = uniqueId(`${owner.prefix}-zone-${i + 1}`);
      for (const units of zone.lines) zoneIds.set(units, [...(zoneIds.get(units) ?? []), id]);
      markers.push({
        id,
        kind: 'zone',
        side: owner.side,
        hex: zone.at.hex,
        radius: zone.at.radius,
        hexes: cover(zone.at),
        label: zoneLabel(zone.lines),
        ...(owner.leader !== undefined && { leader: owner.leader }),
        detail: zoneDetail(zone.lines, zone.at),
        rules: owner.leader === undefined ? cite('setup.unitPool') : cite('setup.unitsAssigned'),
      });
    });

  for (const side of scenario.sides) {
    const sideId = slugify(side.name);
    for (const leader of side.leaders) {
      const prefix = `${sideId}-${slugify(leader.name)}`;
      leader.placement.forEach((at) => {
        const id = uniqueId(`${prefix}-leader`);
        if (!leaderMarker.has(leader)) leaderMarker.set(leader, id);
        markers.push({
          id,
          kind: 'leader',
          side: side.name,
          hex: at.hex,
          radius: at.radius,
          hexes: cover(at),
          label: leader.name,
          leader: leader.name,
          banner: leader.banner,
          detail: [
            ...(leader.fatigue !== undefined
              ? [`Starts with fatigue ${leader.fatigue} (F${leader.fatigue}).`]
              : []),
            ...(leader.banner ? ["Starts with his side's banner."] : []),
            ...(at.radius > 0 ? [whereText(at)] : []),
            ...(leader.note ? [leader.note] : []),
          ],
          rules: cite(
            'leaders.ranges',
            ...(leader.banner ? (['setup.banners', 'combat.banner'] as const) : []),
            ...(leader.fatigue !== undefined ? (['morale.fatigueStart'] as const) : []),
          ),
        });
      });
      addZones(leader.units, { side: side.name, prefix, leader: leader.name });
    }
    addZones(side.pool, { side: side.name, prefix: `${sideId}-pool` });
  }

  for (const place of scenario.places ?? []) {
    markers.push(placeMarker(place, { cover, cite, uniqueId }));
    const side = scenario.sides.find((s) => s.name === place.side);
    const leader = side?.leaders.find((l) => l.name === place.leader);
    if (leader && place.turn !== undefined) entersOnTurn.set(leader, place.turn);
  }

  return ok({
    scenarioId: scenario.id,
    edition: scenario.edition,
    scenarioMap,
    sides: scenario.sides.map((s) => s.name),
    markers,
    counters: listCounters(scenario, { leaderMarker, zones: zoneIds, entersOnTurn }),
  });
}

function placeMarker(
  place: ScenarioPlace,
  tools: {
    cover: (p: { hex: string; radius: number }) => string[];
    cite: (...keys: RuleKey[]) => string[];
    uniqueId: (id: string) => string;
  },
): BoardMarker {
  const radius = place.radius ?? 0;
  const entry = place.about === 'reinforcement';
  const parts = entry
    ? [place.side, 'entry', place.hex, ...(place.turn !== undefined ? ['turn', place.turn] : [])]
    : [place.side, place.about, place.hex];
  return {
    id: tools.uniqueId(
      parts.flatMap((p) => (p === undefined ? [] : [slugify(String(p))])).join('-'),
    ),
    kind: entry ? 'reinforcement' : 'place',
    ...(place.side !== undefined && { side: place.side }),
    hex: place.hex,
    radius,
    hexes: tools.cover({ hex: place.hex, radius }),
    label: place.label,
    ...(place.leader !== undefined && { leader: place.leader }),
    detail: [place.text],
    rules: entry ? tools.cite('setup.mapEdge', 'movement.stacking') : [],
  };
}

/** The markers that cover a hex (a zone's edge hex included), in the setup's order. */
export function markersAt(setup: BoardSetup, hex: string): BoardMarker[] {
  return setup.markers.filter((m) => m.hexes.includes(hex));
}
