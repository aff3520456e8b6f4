/**
 * Scenario setups as data (the SCENARIOS chapter of each book): the schema
 * and its check. Scenario files live in scenarios/<edition>/<id>.json; pages
 * and boards read them through `checkScenario`, so a malformed hex number, an
 * unknown unit type or a count of 0 is an error naming the file's field.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { editionIds, type EditionId } from '../types.ts';

/** Unit types as the setup lists print them: INF [1], CAV [2], ARCH, … */
export const scenarioUnitTypes = ['INF', 'CAV', 'ARCH', 'XBOW', 'HA', 'BOMB'] as const;
export type ScenarioUnitType = (typeof scenarioUnitTypes)[number];

/** "3318(1)": on hex 3318 or within 1 hex of it. */
export interface Placement {
  hex: string;
  radius: number;
}

export interface ScenarioUnits {
  count: number;
  type: ScenarioUnitType;
  /** Armor level in brackets ("INF [1]"); absent where the setup prints none (archers, "10 x CAV"). */
  armor?: 0 | 1 | 2;
  /** Counter ids where the setup lists them ("1/L–42/L"). */
  counters?: string;
  /** Where they set up; empty when the setup leaves it free or to a note. */
  placement: Placement[];
  /** SPs the whole line starts below full strength, where the setup prints it ("(-7 SPs)"); which counters bear them is not said. */
  spBelowFull?: number;
  /** Anything else printed with the line, restated. */
  note?: string;
}

export interface ScenarioLeader {
  name: string;
  /** "(F2)": starting fatigue. */
  fatigue?: number;
  banner: boolean;
  placement: Placement[];
  units: ScenarioUnits[];
  note?: string;
}

export interface ScenarioSide {
  name: string;
  leaders: ScenarioLeader[];
  /** Units listed without a leader (a unit pool, 12.1.2). */
  pool: ScenarioUnits[];
  reinforcements: string[];
}

export interface VictoryPoints {
  item: string;
  vp: number;
}

export interface ScenarioVictory {
  side: string;
  automatic: string[];
  points: VictoryPoints[];
}

/** What a named place matters for: the part of the scenario that names it. */
export const placeAbouts = ['victory', 'note', 'variant', 'reinforcement'] as const;
export type PlaceAbout = (typeof placeAbouts)[number];

/**
 * A hex the victory conditions, notes, variants or reinforcements name
 * ("the road from hex 0823 to hex 1715", "enters at 5311"), made
 * machine-readable for the board. One place per hex.
 */
export interface ScenarioPlace {
  hex: string;
  /** Hexes around it that count too; absent for the hex alone. */
  radius?: number;
  /** Short label for the board ("Ford 1702", "Entry 5311"). */
  label: string;
  about: PlaceAbout;
  /** The side it matters to, when it is one side's. */
  side?: string;
  /** Why it matters, in our own words. */
  text: string;
  /** Reinforcements: the first turn they may come on here, when the book gives one. */
  turn?: number;
  /** Reinforcements: the leader of the side who comes on here with his units. */
  leader?: string;
}

export interface Scenario {
  id: string;
  edition: EditionId;
  name: string;
  /** As printed: "11 September 1297". */
  date: string;
  /** The book's own label under the title ("historical scenario", "semi-fictional scenario"); absent where it prints none. */
  label?: string;
  /** The scenario's introduction, restated. */
  history: string[];
  /** First and last turn; `last` is absent when the scenario runs until an automatic victory. */
  turns: { first: number; last?: number };
  initiative: string;
  /**
   * Starting MORALE and the side it favours (0 when the book is silent, 6.1.3),
   * or the scenario whose final MORALE it carries over, when the book says so.
   */
  morale: { value: number; favours?: string } | { carriedOverFrom: string };
  sides: ScenarioSide[];
  victory: ScenarioVictory[];
  notes: string[];
  variants: { name: string; text: string }[];
  /** Hexes the victory conditions, notes, variants and reinforcements name; absent until reviewed. */
  places?: ScenarioPlace[];
  /** Hex sides a river runs along on the printed map, each as the two hexes it parts (3.2.3); absent while the map is not in our sources. */
  riverSides?: [string, string][];
  /** Where the printed setup is ambiguous or garbled, and how it is read. */
  printingIssues: string[];
}

type Check = (value: unknown, path: string) => string | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text: Check = (v, p) =>
  typeof v === 'string' && v.trim() !== '' ? undefined : `${p}: a non-empty text`;
const count: Check = (v, p) =>
  Number.isInteger(v) && (v as number) > 0
    ? undefined
    : `${p}: a whole number above 0, not ${String(v)}`;
const wholeFromZero: Check = (v, p) =>
  Number.isInteger(v) && (v as number) >= 0
    ? undefined
    : `${p}: a whole number from 0, not ${String(v)}`;
const flag: Check = (v, p) => (typeof v === 'boolean' ? undefined : `${p}: true or false`);
const optional =
  (check: Check): Check =>
  (v, p) =>
    v === undefined ? undefined : check(v, p);
const list =
  (check: Check): Check =>
  (v, p) => {
    if (!Array.isArray(v)) return `${p}: a list`;
    for (const [i, item] of v.entries()) {
      const problem = check(item, `${p}.${i}`);
      if (problem) return problem;
    }
    return undefined;
  };
const record =
  (shape: Record<string, Check>): Check =>
  (v, p) => {
    if (!isRecord(v)) return `${p}: an object`;
    for (const key of Object.keys(v))
      if (!(key in shape)) return `${p}.${key}: not a field of a scenario`;
    for (const [key, check] of Object.entries(shape)) {
      const problem = check(v[key], `${p}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };

/** A hex number as printed on the maps: four digits, column then row ("0612", "3318"). */
const hex: Check = (v, p) =>
  typeof v === 'string' && /^\d{4}$/.test(v)
    ? undefined
    : `${p}: a hex number of four digits, not ${JSON.stringify(v)}`;
/**
 * The scenario schema, built on each check rather than at module load: the
 * mutation runs then see each checker run inside the test that reaches it.
 */
function scenarioSchema(): Check {
  const placement = record({ hex, radius: wholeFromZero });
  const hexPair: Check = (v, p) =>
    Array.isArray(v) && v.length === 2
      ? (hex(v[0], `${p}.0`) ?? hex(v[1], `${p}.1`))
      : `${p}: two hex numbers, the hexes a river side parts`;
  const armor: Check = (v, p) =>
    v === 0 || v === 1 || v === 2 ? undefined : `${p}: armor 0, 1 or 2, not ${String(v)}`;
  const unitType: Check = (v, p) =>
    (scenarioUnitTypes as readonly unknown[]).includes(v)
      ? undefined
      : `${p}: a unit type (${scenarioUnitTypes.join(', ')}), not ${JSON.stringify(v)}`;
  const units = record({
    count,
    type: unitType,
    armor: optional(armor),
    counters: optional(text),
    placement: list(placement),
    spBelowFull: optional(count),
    note: optional(text),
  });
  const leader = record({
    name: text,
    fatigue: optional(wholeFromZero),
    banner: flag,
    placement: list(placement),
    units: list(units),
    note: optional(text),
  });
  const side = record({
    name: text,
    leaders: list(leader),
    pool: list(units),
    reinforcements: list(text),
  });
  const victory = record({
    side: text,
    automatic: list(text),
    points: list(
      record({
        item: text,
        vp: (v, p) => (Number.isInteger(v) ? undefined : `${p}: whole victory points`),
      }),
    ),
  });
  const editionId: Check = (v, p) =>
    (editionIds as readonly unknown[]).includes(v)
      ? undefined
      : `${p}: an edition (${editionIds.join(', ')})`;
  const place = record({
    hex,
    radius: optional(wholeFromZero),
    label: text,
    about: (v, p) =>
      (placeAbouts as readonly unknown[]).includes(v)
        ? undefined
        : `${p}: one of ${placeAbouts.join(', ')}, not ${JSON.stringify(v)}`,
    side: optional(text),
    text,
    turn: optional(count),
    leader: optional(text),
  });
  return record({
    id: (v, p) =>
      typeof v === 'string' && /^[a-z0-9-]+$/.test(v) ? undefined : `${p}: a kebab-case id`,
    edition: editionId,
    name: text,
    date: text,
    label: optional(text),
    history: list(text),
    turns: record({ first: count, last: optional(count) }),
    initiative: text,
    morale: record({
      value: optional((v, p) => (Number.isInteger(v) ? undefined : `${p}: a whole number`)),
      favours: optional(text),
      carriedOverFrom: optional(text),
    }),
    sides: list(side),
    victory: list(victory),
    notes: list(text),
    variants: list(record({ name: text, text })),
    places: optional(list(place)),
    riverSides: optional(list(hexPair)),
    printingIssues: list(text),
  });
}

/**
 * Checks parsed JSON against the scenario schema; the error's field is the
 * path inside the file (e.g. `sides.0.leaders.1.units.2.placement.0.hex`).
 */
export function checkScenario(value: unknown): Result<Scenario> {
  const problem = scenarioSchema()(value, 'scenario');
  if (problem) {
    const [path = 'scenario', message = problem] = problem.split(/: (.*)/s);
    return fail(path.replace(/^scenario\.?/, '') || 'scenario', 'SCENARIOS', message);
  }
  const checked = value as Scenario;
  if (checked.turns.last !== undefined && checked.turns.first > checked.turns.last) {
    return fail(
      'turns',
      'SCENARIOS',
      `the first turn (${checked.turns.first}) comes after the last (${checked.turns.last})`,
    );
  }
  const morale = checked.morale as Record<string, unknown>;
  if ((morale['value'] === undefined) === (morale['carriedOverFrom'] === undefined)) {
    return fail(
      'morale',
      'SCENARIOS',
      'either a starting value or the scenario it is carried over from, not both or neither',
    );
  }
  const sideNames = checked.sides.map((s) => s.name);
  for (const [i, v] of checked.victory.entries()) {
    if (!sideNames.includes(v.side))
      return fail(
        `victory.${i}.side`,
        'SCENARIOS',
        `"${v.side}" is not one of the sides (${sideNames.join(', ')})`,
      );
  }
  return checkPlaces(checked) ?? ok(checked);
}

/** A place's side must be playing, its turn within the game, and its leader one of that side's. */
function checkPlaces(checked: Scenario): Result<Scenario> | undefined {
  const sideNames = checked.sides.map((s) => s.name);
  const { first, last } = checked.turns;
  for (const [i, p] of (checked.places ?? []).entries()) {
    if (p.turn !== undefined && (p.turn < first || (last !== undefined && p.turn > last)))
      return fail(
        `places.${i}.turn`,
        'SCENARIOS',
        `turn ${p.turn} is outside the game (turns ${first} to ${last ?? 'the end'})`,
      );
    const side = checked.sides.find((s) => s.name === p.side);
    if (p.side !== undefined && !side)
      return fail(
        `places.${i}.side`,
        'SCENARIOS',
        `"${p.side}" is not one of the sides (${sideNames.join(', ')})`,
      );
    if (p.leader === undefined) continue;
    if (p.about !== 'reinforcement' || !side)
      return fail(
        `places.${i}.leader`,
        'SCENARIOS',
        'a leader comes with a reinforcement place of his side only',
      );
    if (!side.leaders.some((l) => l.name === p.leader))
      return fail(
        `places.${i}.leader`,
        'SCENARIOS',
        `"${p.leader}" is not one of the ${side.name}' leaders`,
      );
  }
  return undefined;
}
