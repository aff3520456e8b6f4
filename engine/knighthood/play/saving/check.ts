/**
 * Reading a saved game back (from a file or a link) never trusts it: the
 * armies are read as the builder reads an army file, every play field is
 * checked against them, and the game is rebuilt from the armies' own ids, so
 * no key of the input is ever assigned. Never throws.
 */
import { fail, isRecord, ok, own, quoteInput, type Result } from '../../../core/index.ts';
import { fieldChecks, type GameFormat } from '../../../core/saving/index.ts';
import { armyFormat, armyFormatVersion, readArmy } from '../../army/army-codec.ts';
import type { Army } from '../../army/army.ts';
import { rosterLine } from '../../army/roster.ts';
import { tallyHonor, type HonorEvent } from '../../honor/honor-tally.ts';
import { errata } from '../../errata/index.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { leaderHitResultNames, moraleResultNames } from '../../tables/morale-leaders.ts';
import type { RuleRef } from '../../errata/types.ts';
import { phaseIds, sideIds, type PhaseId, type SideId } from '../game/phases.ts';
import type { KnightGame, LeaderState, LogLine, SideState, UnitState } from '../game/state.ts';
import { longestLog, longestNote } from '../game/actions.ts';

/** The rule every format error cites: the saved game's format itself. */
export const gameFileRule = 'game file';
/** The format version this code writes and reads. */
export const gameFormatVersion = 1;

/** The saved game's file and link format. */
export const knightGameFormat: GameFormat = {
  /** So another site's JSON (or an army file) is told apart from a game. */
  name: 'knighthood-3-game',
  version: gameFormatVersion,
  rule: gameFileRule,
  book: 'Knighthood',
  longestFile: 2_000_000,
  longestLink: 1_000_000,
};

/** Sanity bounds for input: beyond any evening's game. */
const turnLimit = 999;
const countLimit = 999;
const eventLimit = 5000;

type Read<T> = Result<T>;

const { refuse, whole, flag, oneOf } = /* @__PURE__ */ fieldChecks(gameFileRule);

const moraleCodes = /* @__PURE__ */ moraleResultNames.map((r) => r.code);
const conditions = /* @__PURE__ */ Object.keys(
  leaderHitResultNames,
) as (keyof typeof leaderHitResultNames)[];

function readUnit(value: unknown, unit: Army['units'][number], field: string): Read<UnitState> {
  if (!isRecord(value)) return refuse(field, `${field} is missing`);
  const casualties = whole(own(value, 'casualties'), 0, unit.figures, `${field}.casualties`);
  if (!casualties.ok) return casualties;
  const disordered = flag(own(value, 'disordered'), `${field}.disordered`);
  if (!disordered.ok) return disordered;
  const chivalry = flag(own(value, 'chivalry'), `${field}.chivalry`);
  if (!chivalry.ok) return chivalry;
  const moraleIn = own(value, 'morale');
  let morale: UnitState['morale'] = null;
  if (moraleIn !== null) {
    const result = oneOf(own(moraleIn, 'result'), moraleCodes, `${field}.morale.result`);
    if (!result.ok) return result;
    const turn = whole(own(moraleIn, 'turn'), 1, turnLimit, `${field}.morale.turn`);
    if (!turn.ok) return turn;
    morale = { result: result.value, turn: turn.value };
  }
  const ammunitionIn = own(value, 'ammunition');
  const missiles = rosterLine(unit).missiles;
  if (!Array.isArray(ammunitionIn) || ammunitionIn.length !== missiles.length)
    return refuse(
      `${field}.ammunition`,
      `${field}.ammunition lists ${missiles.length} missile weapons`,
    );
  const ammunition: (number | null)[] = [];
  for (const [i, chits] of ammunitionIn.entries()) {
    // T8 "U": unlimited ammunition stays unlimited.
    if (missiles[i]?.ammunition === null) {
      if (chits !== null)
        return refuse(`${field}.ammunition.${i}`, 'this weapon has unlimited ammunition');
      ammunition.push(null);
      continue;
    }
    const read = whole(chits, 0, countLimit, `${field}.ammunition.${i}`);
    if (!read.ok) return read;
    ammunition.push(read.value);
  }
  return ok({
    casualties: casualties.value,
    disordered: disordered.value,
    morale: morale,
    ammunition,
    chivalry: chivalry.value,
  });
}

function readLeader(value: unknown, army: Army, field: string): Read<LeaderState> {
  if (!isRecord(value)) return refuse(field, `${field} is missing`);
  const condition = oneOf(own(value, 'condition'), conditions, `${field}.condition`);
  if (!condition.ok) return condition;
  const captured = flag(own(value, 'captured'), `${field}.captured`);
  if (!captured.ok) return captured;
  const king = flag(own(value, 'king'), `${field}.king`);
  if (!king.ok) return king;
  const attachedTo = own(value, 'attachedTo');
  if (attachedTo !== null && !army.units.some((u) => u.id === attachedTo))
    return refuse(`${field}.attachedTo`, `${field} is attached to no unit of this army`);
  return ok({
    condition: condition.value,
    captured: captured.value,
    attachedTo: attachedTo as string | null,
    king: king.value,
  });
}

function readHonor(value: unknown, field: string): Read<HonorEvent[]> {
  if (!Array.isArray(value) || value.length > eventLimit)
    return refuse(field, `${field} is a list of honor events`);
  const events: HonorEvent[] = [];
  for (const [i, event] of value.entries()) {
    const at = `${field}.${i}`;
    const kind = oneOf(own(event, 'kind'), ['initial', 'award'] as const, `${at}.kind`);
    if (!kind.ok) return kind;
    const id = own(event, 'id');
    if (typeof id !== 'string') return refuse(`${at}.id`, `${at}.id is a T21 line`);
    if (kind.value === 'initial') {
      events.push({ kind: 'initial', id });
      continue;
    }
    const by = oneOf(own(event, 'by'), ['close-combat', 'missile'] as const, `${at}.by`);
    if (!by.ok) return by;
    const count = own(event, 'count');
    const raid = own(event, 'raidDice');
    const dice =
      Array.isArray(raid) && raid.every(Array.isArray) ? (raid as number[][]) : undefined;
    if (raid !== undefined && dice === undefined)
      return refuse(`${at}.raidDice`, 'raid dice are lists of dice');
    events.push({
      kind: 'award',
      id,
      by: by.value,
      ...(count === undefined ? {} : { count: count as number }),
      ...(dice ? { raidDice: dice.map((d) => [...d]) } : {}),
    });
  }
  const tally = tallyHonor(events, defaultReadings);
  if (!tally.ok)
    return fail(tally.error.field.replace('events', field), tally.error.rule, tally.error.message);
  return ok(events);
}

function readSide(value: unknown, field: string): Read<SideState> {
  const army = readArmy({
    format: armyFormat,
    version: armyFormatVersion,
    army: own(value, 'army'),
  });
  if (!army.ok)
    return fail(`${field}.army.${army.error.field}`, army.error.rule, army.error.message);
  if (army.value.units.length === 0)
    return fail(`${field}.army.units`, '1.30', 'an army needs a unit');
  const units: Record<string, UnitState> = {};
  for (const unit of army.value.units) {
    const read = readUnit(own(own(value, 'units'), unit.id), unit, `${field}.units.${unit.id}`);
    if (!read.ok) return read;
    units[unit.id] = read.value;
  }
  const leaders: Record<string, LeaderState> = {};
  for (const leader of army.value.leaders) {
    const read = readLeader(
      own(own(value, 'leaders'), leader.id),
      army.value,
      `${field}.leaders.${leader.id}`,
    );
    if (!read.ok) return read;
    leaders[leader.id] = read.value;
  }
  const banners: Record<string, 'held' | 'captured'> = {};
  for (const banner of army.value.banners) {
    const read = oneOf(
      own(own(value, 'banners'), banner.id),
      ['held', 'captured'] as const,
      `${field}.banners.${banner.id}`,
    );
    if (!read.ok) return read;
    banners[banner.id] = read.value;
  }
  for (const key of ['units', 'leaders', 'banners'] as const) {
    const listed = own(value, key);
    const known = new Set(Object.keys({ units, leaders, banners }[key]));
    const stray = isRecord(listed) ? Object.keys(listed).find((id) => !known.has(id)) : undefined;
    if (stray !== undefined)
      return refuse(`${field}.${key}`, `${quoteInput(stray)} is not in this army`);
  }
  const honor = readHonor(own(value, 'honor'), `${field}.honor`);
  if (!honor.ok) return honor;
  return ok({ army: army.value, units, leaders, banners, honor: honor.value });
}

const rulePattern = /^(?:T\d{1,2}[AB]?|\d\.\d{1,2}|dice)$/;

function readLog(value: unknown): Read<LogLine[]> {
  if (!Array.isArray(value) || value.length > longestLog)
    return refuse('log', `the log is a list of at most ${longestLog} lines`);
  const lines: LogLine[] = [];
  for (const [i, line] of value.entries()) {
    const at = readTurnPoint(line, `log.${i}`);
    if (!at.ok) return at;
    const text = own(line, 'text');
    if (typeof text !== 'string' || text.length > longestNote * 2)
      return refuse(`log.${i}.text`, `a log line is text of at most ${longestNote * 2} characters`);
    const rules = own(line, 'rules');
    if (
      !Array.isArray(rules) ||
      rules.length > 8 ||
      !rules.every((r) => typeof r === 'string' && rulePattern.test(r))
    )
      return refuse(`log.${i}.rules`, 'a log line cites rules such as 5.40 or T17B');
    lines.push({ ...at.value, text, rules: rules as RuleRef[] });
  }
  return ok(lines);
}

function readTurnPoint(
  value: unknown,
  field: string,
): Read<{ turn: number; moving: SideId; phase: PhaseId }> {
  const turn = whole(own(value, 'turn'), 1, turnLimit, `${field}.turn`);
  if (!turn.ok) return turn;
  const moving = oneOf(own(value, 'moving'), sideIds, `${field}.moving`);
  if (!moving.ok) return moving;
  const phase = oneOf(own(value, 'phase'), phaseIds, `${field}.phase`);
  if (!phase.ok) return phase;
  return ok({ turn: turn.value, moving: moving.value, phase: phase.value });
}

/** A game's readings: each a switch the register offers, set to the site's or the other reading. */
function readReadings(value: unknown, field: string): Read<Partial<Readings> | undefined> {
  if (value === undefined) return ok(undefined);
  if (!isRecord(value)) return refuse(field, 'the readings are switch names with their values');
  const read: Record<string, unknown> = {};
  for (const [name, chosen] of Object.entries(value)) {
    const allowed = [
      (defaultReadings as unknown as Record<string, unknown>)[name],
      ...errata.flatMap((e) => (e.option?.name === name ? [e.option.value] : [])),
    ];
    // A key not known is not echoed: the field names only what the register offers.
    if (!Object.hasOwn(defaultReadings, name))
      return refuse(field, 'the register offers no such switch');
    if (!allowed.includes(chosen))
      return refuse(`${field}.${name}`, 'a reading is one the register offers');
    read[name] = chosen;
  }
  return ok(read as Partial<Readings>);
}

/** A whole game from parsed JSON, checked field by field; an error names the first field at fault. */
export function readGame(value: unknown, field = 'game'): Read<KnightGame> {
  if (!isRecord(value)) return refuse(field, 'this holds no game');
  const at = readTurnPoint(value, field);
  if (!at.ok) return at;
  const firstMove = oneOf(own(value, 'firstMove'), sideIds, `${field}.firstMove`);
  if (!firstMove.ok) return firstMove;
  const a = readSide(own(own(value, 'sides'), 'a'), `${field}.sides.a`);
  if (!a.ok) return a;
  const b = readSide(own(own(value, 'sides'), 'b'), `${field}.sides.b`);
  if (!b.ok) return b;
  const log = readLog(own(value, 'log'));
  if (!log.ok) return fail(`${field}.${log.error.field}`, log.error.rule, log.error.message);
  const readings = readReadings(own(value, 'readings'), `${field}.readings`);
  if (!readings.ok) return readings;
  return ok({
    ...at.value,
    sides: { a: a.value, b: b.value },
    firstMove: firstMove.value,
    log: log.value,
    ...(readings.value !== undefined ? { readings: readings.value } : {}),
  });
}
