/**
 * A scenario's map, read from its data: the books print the setups but not
 * the maps, so the extent is the box around every hex the scenario names and
 * the stagger comes from lines of hexes the setup fills one counter to a hex.
 */
import { formatHex, hexDistance, parseHex, type Hex, type HexMap } from '../../core/hex-grid.ts';
import type { Placement, Scenario, ScenarioUnits } from '../scenario/scenario.ts';
import type { ScenarioMap } from './types.ts';

/** Hexes of margin around the named hexes, so zones at the edge of the setup are not cut off. */
export const mapMargin = 3;

/** The stagger used when nothing in the setup settles it (the lines of Hastings and Miloš Obilić fit only this one). */
export const defaultLowerColumns: HexMap['lowerColumns'] = 'odd';

export interface MapOptions {
  /** The player's choice of stagger, over what the data suggests. */
  lowerColumns?: HexMap['lowerColumns'];
}

/** A hex the scenario names, with its radius and the field of the file it comes from. */
export interface NamedHex {
  hex: string;
  radius: number;
  field: string;
}

/** Every hex a scenario names: leaders' and units' placements, then its places. */
export function listNamedHexes(scenario: Scenario): NamedHex[] {
  const named: NamedHex[] = [];
  const add = (placements: readonly Placement[], field: string) =>
    placements.forEach((p, i) =>
      named.push({ hex: p.hex, radius: p.radius, field: `${field}.placement.${i}.hex` }),
    );
  scenario.sides.forEach((side, s) => {
    side.leaders.forEach((leader, l) => {
      add(leader.placement, `sides.${s}.leaders.${l}`);
      leader.units.forEach((u, i) => add(u.placement, `sides.${s}.leaders.${l}.units.${i}`));
    });
    side.pool.forEach((u, i) => add(u.placement, `sides.${s}.pool.${i}`));
  });
  (scenario.places ?? []).forEach((p, i) =>
    named.push({ hex: p.hex, radius: p.radius ?? 0, field: `places.${i}.hex` }),
  );
  return named;
}

/** Any four-digit number as column and row; the schema has already checked the digits. Reading a hex ignores the stagger. */
const anyMap: HexMap = { columns: [0, 99], rows: [0, 99], lowerColumns: defaultLowerColumns };
const toHex = (text: string): Hex => {
  const read = parseHex(text, anyMap);
  return read.ok ? read.value : { column: 0, row: 0 };
};

/**
 * The low bound: the margin below the lowest reach, never below 1, unless a
 * named hex itself lies in column or row 00 (Prelude's road ends at 4400).
 */
const lowBound = (reach: number, centre: number) =>
  Math.min(centre, Math.max(1, reach - mapMargin));
const highBound = (reach: number) => Math.min(99, reach + mapMargin);

function measureExtent(named: readonly NamedHex[]): Pick<HexMap, 'columns' | 'rows'> {
  const hexes = named.map((n) => ({ ...toHex(n.hex), radius: n.radius }));
  const least = (values: number[]) => Math.min(...values);
  const most = (values: number[]) => Math.max(...values);
  // Within r hexes of a hex: r columns either way, and at most r rows up or down.
  return {
    columns: [
      lowBound(least(hexes.map((h) => h.column - h.radius)), least(hexes.map((h) => h.column))),
      highBound(most(hexes.map((h) => h.column + h.radius))),
    ],
    rows: [
      lowBound(least(hexes.map((h) => h.row - h.radius)), least(hexes.map((h) => h.row))),
      highBound(most(hexes.map((h) => h.row + h.radius))),
    ],
  };
}

/** A units line set up one counter to a hex on three or more hexes, in the order printed. */
interface HexLine {
  /** "under Aga", "in the Normans' pool". */
  owner: string;
  units: ScenarioUnits;
}

function listHexLines(scenario: Scenario): HexLine[] {
  return scenario.sides
    .flatMap((side) => [
      ...side.leaders.flatMap((l) => l.units.map((units) => ({ owner: `under ${l.name}`, units }))),
      ...side.pool.map((units) => ({ owner: `in the ${side.name}' pool`, units })),
    ])
    .filter(
      ({ units }) =>
        units.placement.length >= 3 &&
        units.placement.length === units.count &&
        units.placement.every((p) => p.radius === 0),
    );
}

/** Whether each hex of the line touches the next one with this stagger. */
function isUnbroken(line: HexLine, lowerColumns: HexMap['lowerColumns']): boolean {
  const map = { ...anyMap, lowerColumns };
  const hexes = line.units.placement.map((p) => toHex(p.hex));
  return hexes.slice(1).every((hex, i) => hexDistance(hexes[i] ?? hex, hex, map) === 1);
}

/** The stagger the setup's lines of hexes settle, with the line that shows it; none when they settle nothing or disagree. */
function findStagger(scenario: Scenario) {
  const settled = listHexLines(scenario).flatMap((line) => {
    const odd = isUnbroken(line, 'odd');
    const even = isUnbroken(line, 'even');
    return odd === even ? [] : [{ line, lowerColumns: odd ? ('odd' as const) : ('even' as const) }];
  });
  const first = settled[0];
  return first && settled.every((s) => s.lowerColumns === first.lowerColumns)
    ? { ...first, lines: settled.length }
    : undefined;
}

/**
 * The map a scenario's board is drawn on: the box around every hex it names
 * (placements with their radius, and its places), widened by `mapMargin`
 * hexes; the stagger from `options`, else from a line of hexes in the setup
 * that is unbroken with one stagger only, else `defaultLowerColumns`.
 */
export function readScenarioMap(scenario: Scenario, options: MapOptions = {}): ScenarioMap {
  const extent = measureExtent(listNamedHexes(scenario));
  const corner = (column: number, row: number) => formatHex({ column, row });
  const extentText = `The map runs from ${corner(extent.columns[0], extent.rows[0])} to ${corner(extent.columns[1], extent.rows[1])}: every hex the setup and its places name, with its radius, widened by ${mapMargin} hexes (not below column or row 01 unless a named hex lies there), since the book prints no map.`;
  const found = findStagger(scenario);
  const lowerColumns = options.lowerColumns ?? found?.lowerColumns ?? defaultLowerColumns;
  let staggerText: string;
  if (options.lowerColumns)
    staggerText = `The ${lowerColumns} columns sit lower, as chosen on the board.`;
  else if (found) {
    const hexes = found.line.units.placement.map((p) => p.hex);
    const more =
      found.lines > 1
        ? ` (and ${found.lines - 1} more such line${found.lines > 2 ? 's' : ''})`
        : '';
    staggerText = `The ${lowerColumns} columns sit lower: only then do the ${hexes.length} hexes of the ${found.line.units.type} line ${found.line.owner}, ${hexes[0]} to ${hexes.at(-1)}, one counter to a hex, touch each the next${more}.`;
  } else
    staggerText = `Nothing in this setup settles the stagger: the ${lowerColumns} columns sit lower here, as the lines of hexes in Hastings and Miloš Obilić show for those maps. It is a choice the player can switch on the board.`;
  return {
    map: { ...extent, lowerColumns },
    reading: `${extentText} ${staggerText}`,
    ...(scenario.riverSides ? { riverSides: scenario.riverSides } : {}),
  };
}
