/**
 * Reading a saved game back (from a file or a link) never trusts it: every
 * field is checked against the scenario's setup, and the state is rebuilt
 * from the setup's own ids, so no key from the input is ever assigned.
 */
import { formatHex, parseHex, type HexMap } from '../../../core/hex-grid.ts';
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import {
  checkFormatVersion,
  isRecord,
  own,
  refusePrototypeKeys as refuseKeys,
} from '../../../core/untrusted-input.ts';
import {
  terrainMarks,
  type BoardSetup,
  type CounterOnBoard,
  type CounterStatus,
  type GameState,
  type TerrainMark,
  type TerrainMarks,
} from '../../board/types.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import { allowStatus, checkFacing } from './counter-actions.ts';
import { checkWhole, fatigueLimit, moraleLimit, spLimits } from './state.ts';
import { lastPhase } from './phases.ts';
import { readPendingSteps } from './check-steps.ts';
import { checkRiverSides } from './river-sides.ts';
import { pendingSteps } from '../board-combat/after-combat.ts';

/** The rule every format error cites: the saved game's format itself. */
export const fileRule = 'game file';
/** The format version this code writes and reads. */
export const gameFormatVersion = 1;
/** Beyond any scenario's turns or losses: sanity bounds for input. */
const turnLimit = 999;
const lossLimit = 9999;

export { isRecord, own };

/** Refuses any key that could reach a prototype (the core's check, citing the game file). */
export const refusePrototypeKeys = (value: unknown, field: string): Result<true> =>
  refuseKeys(value, field, fileRule);

/** The one place an older format would be brought up to date; version 1 is the first. */
export const migrateGameFormat = (version: unknown, field = 'version'): Result<true> =>
  checkFormatVersion(version, gameFormatVersion, field, fileRule);

function whole(
  value: unknown,
  min: number,
  max: number,
  field: string,
  rule: string,
): Result<number> {
  return typeof value === 'number'
    ? checkWhole(value, min, max, field, rule)
    : fail(field, rule, `${field} must be a whole number`);
}

/** Keys must be exactly the expected ones; values are read by `read` in the expected order. */
function readRecord<T>(
  value: unknown,
  keys: readonly string[],
  field: string,
  read: (item: unknown, key: string) => Result<T>,
): Result<Record<string, T>> {
  if (!isRecord(value)) return fail(field, fileRule, `${field} must be an object`);
  for (const key of Object.keys(value))
    if (!keys.includes(key))
      return fail(field, fileRule, `${quoteInput(key)} is not known in this scenario`);
  const entries: [string, T][] = [];
  for (const key of keys) {
    if (!Object.hasOwn(value, key)) return fail(`${field}.${key}`, fileRule, `"${key}" is missing`);
    const item = read(value[key], key);
    if (!item.ok) return item;
    entries.push([key, item.value]);
  }
  return ok(Object.fromEntries(entries));
}

/** A hex as printed, on this map; kept in the books' four-digit form. */
export function readHex(value: unknown, map: HexMap, field: string): Result<string> {
  if (typeof value !== 'string' || value.length > 8)
    return fail(field, 'map', `${field} must be a hex number such as 3318`);
  const hex = parseHex(value, map, field);
  if (!hex.ok) return hex;
  return formatHex(hex.value) === value
    ? ok(value)
    : fail(field, 'map', `write the hex as ${formatHex(hex.value)}`);
}

const statusesOffBoard: readonly CounterStatus[] = ['scattered', 'off-map', 'eliminated'];

function readCounter(
  value: unknown,
  id: string,
  setup: BoardSetup,
  edition: EditionProfile,
): Result<CounterOnBoard> {
  const field = `counters.${id}`;
  if (!isRecord(value)) return fail(field, fileRule, `${field} must be an object`);
  const counter = setup.counters.find((c) => c.id === id);
  if (!counter || own(value, 'id') !== id)
    return fail(`${field}.id`, fileRule, `${field} must name itself`);
  const rawHex = own(value, 'hex');
  const hex = rawHex === null ? ok(null) : readHex(rawHex, setup.scenarioMap.map, `${field}.hex`);
  if (!hex.ok) return hex;
  const rawFacing = own(value, 'facing');
  const facing = checkFacing(typeof rawFacing === 'number' ? rawFacing : NaN, `${field}.facing`);
  if (!facing.ok) return facing;
  const rawSp = own(value, 'sp');
  // A unit eliminated in combat has lost its last SP (1.2): it is kept at 0.
  const least = own(value, 'status') === 'eliminated' ? 0 : spLimits.min;
  const sp = rawSp === null ? ok(null) : whole(rawSp, least, spLimits.max, `${field}.sp`, '1.2');
  if (!sp.ok) return sp;
  if (sp.value !== null && counter.kind === 'leader')
    return fail(`${field}.sp`, edition.rules.movement.leaderNotUnit, 'a leader has no SPs');
  const status = allowStatus(
    own(value, 'status') as CounterStatus,
    counter,
    edition,
    `${field}.status`,
  );
  if (!status.ok) return status;
  if (hex.value !== null && statusesOffBoard.includes(status.value))
    return fail(`${field}.hex`, fileRule, `a counter that is ${status.value} is not on the board`);
  return ok({ id, hex: hex.value, facing: facing.value, sp: sp.value, status: status.value });
}

const bannerStates = ['held', 'fallen', 'captured'] as const;

/** A whole game state, checked field by field against the setup. */
export function checkGameState(value: unknown, setup: BoardSetup): Result<GameState> {
  if (!isRecord(value)) return fail('state', fileRule, 'the game state must be an object');
  const known = [
    'scenarioId',
    'edition',
    'turn',
    'phase',
    'morale',
    'moraleCarriedOverFrom',
    'moraleEarlier',
    'counters',
    'fatigue',
    'banners',
    'losses',
    'afterCombat',
    'riverSides',
  ];
  for (const key of Object.keys(value))
    if (!known.includes(key))
      return fail('state', fileRule, `${quoteInput(key)} is not part of a game`);
  if (own(value, 'scenarioId') !== setup.scenarioId || own(value, 'edition') !== setup.edition)
    return fail('state.scenarioId', fileRule, `the state is not of ${setup.scenarioId}`);
  const edition = getEdition(setup.edition);
  if (!edition.ok) return edition;
  const turn = whole(own(value, 'turn'), 1, turnLimit, 'turn', '2.0');
  if (!turn.ok) return turn;
  const phase = whole(own(value, 'phase'), 1, lastPhase, 'phase', '2.1');
  if (!phase.ok) return phase;
  const morale = own(value, 'morale');
  if (!isRecord(morale)) return fail('morale', '6.1', 'morale must hold counter and inEffect');
  const counter = whole(own(morale, 'counter'), -moraleLimit, moraleLimit, 'morale.counter', '6.1');
  if (!counter.ok) return counter;
  const inEffect = whole(
    own(morale, 'inEffect'),
    -moraleLimit,
    moraleLimit,
    'morale.inEffect',
    '6.1.9',
  );
  if (!inEffect.ok) return inEffect;
  const carried = own(value, 'moraleCarriedOverFrom');
  if (carried !== undefined && (typeof carried !== 'string' || carried.length > 200))
    return fail('moraleCarriedOverFrom', '6.1.3', 'the carried-over scenario must be a name');
  const rawEarlier = own(value, 'moraleEarlier');
  const earlier: number[] = [];
  if (rawEarlier !== undefined) {
    if (!Array.isArray(rawEarlier) || rawEarlier.length > turnLimit)
      return fail('moraleEarlier', '6.1.9', 'earlier MORALE must be a list of numbers');
    for (const [i, item] of rawEarlier.entries()) {
      const fixed = whole(item, -moraleLimit, moraleLimit, `moraleEarlier.${i}`, '6.1.9');
      if (!fixed.ok) return fixed;
      earlier.push(fixed.value);
    }
  }
  const ids = setup.counters.map((c) => c.id);
  const counters = readRecord(own(value, 'counters'), ids, 'counters', (item, id) =>
    readCounter(item, id, setup, edition.value),
  );
  if (!counters.ok) return counters;
  const leaders = setup.counters.filter((c) => c.kind === 'leader');
  const fatigueRule = edition.value.rules.morale.fatigueStart;
  const fatigue = readRecord(
    own(value, 'fatigue'),
    leaders.map((c) => c.id),
    'fatigue',
    (item, id) => whole(item, 0, fatigueLimit, `fatigue.${id}`, fatigueRule),
  );
  if (!fatigue.ok) return fatigue;
  const bannerIds = leaders.filter((c) => c.banner === true).map((c) => c.id);
  const banners = readRecord(own(value, 'banners'), bannerIds, 'banners', (item, id) =>
    bannerStates.includes(item as (typeof bannerStates)[number])
      ? ok(item as (typeof bannerStates)[number])
      : fail(`banners.${id}`, '7.1', 'a banner is held, fallen or captured'),
  );
  if (!banners.ok) return banners;
  const losses = readRecord(own(value, 'losses'), setup.sides, 'losses', (item, side) =>
    whole(item, 0, lossLimit, `losses.${side}`, '1.2'),
  );
  if (!losses.ok) return losses;
  const rawSteps = own(value, 'afterCombat');
  const steps = rawSteps === undefined ? ok([]) : readPendingSteps(rawSteps, setup);
  if (!steps.ok) return steps;
  const rivers = checkRiverSides(own(value, 'riverSides'), setup, edition.value);
  if (!rivers.ok) return rivers;
  const state: GameState = {
    scenarioId: setup.scenarioId,
    edition: setup.edition,
    turn: turn.value,
    phase: phase.value,
    morale: { counter: counter.value, inEffect: inEffect.value },
    ...(typeof carried === 'string' ? { moraleCarriedOverFrom: carried } : {}),
    ...(rawEarlier === undefined ? {} : { moraleEarlier: earlier }),
    counters: counters.value,
    fatigue: fatigue.value,
    banners: banners.value,
    losses: losses.value,
    ...(steps.value.length > 0 ? { afterCombat: steps.value } : {}),
    ...(rivers.value && rivers.value.length > 0 ? { riverSides: rivers.value } : {}),
  };
  // Their odds are worked out again: a step whose odds cannot be is refused.
  const rebuilt = pendingSteps(state);
  return rebuilt.ok ? ok(state) : rebuilt;
}

/** Terrain marks per hex, each hex on the map and each mark one the board knows, none twice. */
export function checkTerrain(value: unknown, map: HexMap, field = 'terrain'): Result<TerrainMarks> {
  if (value === undefined) return ok({});
  if (!isRecord(value)) return fail(field, fileRule, `${field} must be an object of hexes`);
  const entries: [string, TerrainMark[]][] = [];
  for (const [key, marks] of Object.entries(value)) {
    const hex = readHex(key, map, field);
    if (!hex.ok) return hex;
    const known = terrainMarks as readonly unknown[];
    if (
      !Array.isArray(marks) ||
      marks.some((m) => !known.includes(m)) ||
      new Set(marks).size !== marks.length
    )
      return fail(
        `${field}.${key}`,
        fileRule,
        `marks are a list of distinct ones from ${terrainMarks.join(', ')}`,
      );
    entries.push([hex.value, marks as TerrainMark[]]);
  }
  return ok(Object.fromEntries(entries));
}
