/**
 * Reading a saved game back (from a file or a link) never trusts it: each
 * roster is rebuilt field by field and checked as a new game's is, every play
 * field is checked against it, and the game is rebuilt from the rosters' own
 * ids, so no key of the input is ever assigned. Never throws.
 */
import {
  checkFormatVersion,
  fail,
  isRecord,
  ok,
  own,
  quoteInput,
  type Result,
} from '../../../core/index.ts';
import { fieldChecks, type GameFormat } from '../../../core/saving/index.ts';
import { sectionIds, type SectionId } from '../../tables/sections.ts';
import type { MoraleState } from '../../tables/types.ts';
import { longestLog, longestNote, mostAtOnce } from '../game/action-types.ts';
import { lastStep, sideIds } from '../game/phases.ts';
import { checkRoster, temperaments } from '../game/roster.ts';
import type {
  LogLine,
  MtmGame,
  MtmOfficer,
  MtmRoster,
  MtmUnit,
  OfficerState,
  OfficerStatus,
  SideState,
  TurnTally,
  UnitState,
} from '../game/state.ts';

/** The rule every format error cites: the saved game's format itself. */
export const gameFileRule = 'game file';
/** The format version this code writes and reads. */
export const gameFormatVersion = 1;

/** The saved game's file and link format. */
export const mtmGameFormat: GameFormat = {
  /** So another system's game is told apart. */
  name: 'macbeth-to-medici-game',
  version: gameFormatVersion,
  rule: gameFileRule,
  book: 'From Macbeth to Medici',
  longestFile: 2_000_000,
  longestLink: 1_000_000,
};

const turnLimit = 999;
const countLimit = 999;
const mostUnits = 200;

type Read<T> = Result<T>;

const { refuse, whole, flag, text, oneOf, list } = /* @__PURE__ */ fieldChecks(gameFileRule);

/** The one place an older format would be brought up to date; version 1 is the first. */
export const migrateGameFormat = (version: unknown, field = 'version'): Read<true> =>
  checkFormatVersion(version, gameFormatVersion, field, gameFileRule);

const unitText = [
  'id',
  'name',
  'type',
  'origin',
  'cls',
  'experience',
  'order',
  'movement',
  'armour',
  'dice',
] as const;

function readRosterUnit(value: unknown, field: string): Read<MtmUnit> {
  const read: Record<string, unknown> = {};
  for (const key of unitText) {
    const got = text(own(value, key), `${field}.${key}`);
    if (!got.ok) return got;
    read[key] = got.value;
  }
  const command = own(value, 'command');
  if (command !== null && typeof command !== 'string')
    return refuse(`${field}.command`, `${field}.command is an officer's id or null`);
  // checkRoster checks every choice and count against the book.
  return ok({
    ...(read as Pick<MtmUnit, (typeof unitText)[number]>),
    shield: own(value, 'shield'),
    foreign: own(value, 'foreign'),
    startsErratic: own(value, 'startsErratic'),
    elements: own(value, 'elements'),
    command,
  } as MtmUnit);
}

function readRosterOfficer(value: unknown, field: string): Read<MtmOfficer> {
  const read: Record<string, unknown> = {};
  for (const key of ['id', 'name', 'origin', 'temperament', 'dice'] as const) {
    const got = text(own(value, key), `${field}.${key}`);
    if (!got.ok) return got;
    read[key] = got.value;
  }
  return ok({
    ...(read as Pick<MtmOfficer, 'id' | 'name' | 'origin' | 'temperament' | 'dice'>),
    leadership: own(value, 'leadership'),
    command: own(value, 'command'),
    cInC: own(value, 'cInC'),
  } as MtmOfficer);
}

function readRoster(value: unknown, field: string): Read<MtmRoster> {
  const name = text(own(value, 'name'), `${field}.name`);
  if (!name.ok) return name;
  const unitsIn = list(own(value, 'units'), `${field}.units`, mostUnits);
  if (!unitsIn.ok) return unitsIn;
  const officersIn = list(own(value, 'officers'), `${field}.officers`, mostUnits);
  if (!officersIn.ok) return officersIn;
  const units: MtmUnit[] = [];
  for (const [i, unit] of unitsIn.value.entries()) {
    const read = readRosterUnit(unit, `${field}.units.${i}`);
    if (!read.ok) return read;
    units.push(read.value);
  }
  const officers: MtmOfficer[] = [];
  for (const [i, officer] of officersIn.value.entries()) {
    const read = readRosterOfficer(officer, `${field}.officers.${i}`);
    if (!read.ok) return read;
    officers.push(read.value);
  }
  return checkRoster({ name: name.value, units, officers }, field);
}

const moraleStates: readonly MoraleState[] = ['steady', 'erratic', 'impetuous', 'broken'];
const activities: readonly TurnTally['activity'][] = ['standing', 'march', 'normal-move', 'faster'];
const statuses: readonly OfficerStatus[] = ['commanding', 'betrayed', 'fled', 'killed'];

function readTally(value: unknown, field: string): Read<TurnTally> {
  const activity = oneOf(own(value, 'activity'), activities, `${field}.activity`);
  if (!activity.ok) return activity;
  const fired = flag(own(value, 'fired'), `${field}.fired`);
  if (!fired.ok) return fired;
  const counts: number[] = [];
  for (const key of ['impacts', 'melees', 'tests'] as const) {
    const read = whole(own(value, key), 0, countLimit, `${field}.${key}`);
    if (!read.ok) return read;
    counts.push(read.value);
  }
  const [impacts = 0, melees = 0, tests = 0] = counts;
  return ok({ activity: activity.value, fired: fired.value, impacts, melees, tests });
}

function readUnit(value: unknown, unit: MtmUnit, field: string): Read<UnitState> {
  if (!isRecord(value)) return refuse(field, `${field} is missing`);
  const elements = whole(own(value, 'elements'), 0, unit.elements, `${field}.elements`);
  if (!elements.ok) return elements;
  const hits = whole(own(value, 'hits'), 0, countLimit, `${field}.hits`);
  if (!hits.ok) return hits;
  const morale = oneOf(own(value, 'morale'), moraleStates, `${field}.morale`);
  if (!morale.ok) return morale;
  const unformed = flag(own(value, 'unformed'), `${field}.unformed`);
  if (!unformed.ok) return unformed;
  const removed = flag(own(value, 'removed'), `${field}.removed`);
  if (!removed.ok) return removed;
  const tally = readTally(own(value, 'tally'), `${field}.tally`);
  if (!tally.ok) return tally;
  return ok({
    elements: elements.value,
    hits: hits.value,
    morale: morale.value,
    unformed: unformed.value,
    removed: removed.value,
    tally: tally.value,
  });
}

function readOfficer(value: unknown, roster: MtmRoster, field: string): Read<OfficerState> {
  if (!isRecord(value)) return refuse(field, `${field} is missing`);
  const temperament = oneOf(own(value, 'temperament'), temperaments, `${field}.temperament`);
  if (!temperament.ok) return temperament;
  const lost = whole(own(value, 'lost'), 0, mostAtOnce, `${field}.lost`);
  if (!lost.ok) return lost;
  const status = oneOf(own(value, 'status'), statuses, `${field}.status`);
  if (!status.ok) return status;
  const leading = own(value, 'leading');
  const unit = roster.units.find((u) => u.id === leading);
  if (leading !== null && !unit)
    return refuse(`${field}.leading`, `${field} leads no unit of this side`);
  return ok({
    temperament: temperament.value,
    lost: lost.value,
    status: status.value,
    leading: unit ? unit.id : null,
  });
}

function readSide(value: unknown, field: string): Read<SideState> {
  const roster = readRoster(own(value, 'roster'), `${field}.roster`);
  if (!roster.ok) return roster;
  const units: Record<string, UnitState> = {};
  for (const unit of roster.value.units) {
    const read = readUnit(own(own(value, 'units'), unit.id), unit, `${field}.units.${unit.id}`);
    if (!read.ok) return read;
    units[unit.id] = read.value;
  }
  const officers: Record<string, OfficerState> = {};
  for (const officer of roster.value.officers) {
    const read = readOfficer(
      own(own(value, 'officers'), officer.id),
      roster.value,
      `${field}.officers.${officer.id}`,
    );
    if (!read.ok) return read;
    officers[officer.id] = read.value;
  }
  for (const key of ['units', 'officers'] as const) {
    const listed = own(value, key);
    const known = new Set(Object.keys(key === 'units' ? units : officers));
    const stray = isRecord(listed) ? Object.keys(listed).find((id) => !known.has(id)) : undefined;
    if (stray !== undefined)
      return refuse(`${field}.${key}`, `${quoteInput(stray)} is not on this side`);
  }
  return ok({ roster: roster.value, units, officers });
}

function readTurnPoint(value: unknown, field: string): Read<{ turn: number; step: number }> {
  const turn = whole(own(value, 'turn'), 1, turnLimit, `${field}.turn`);
  if (!turn.ok) return turn;
  const step = whole(own(value, 'step'), 0, lastStep, `${field}.step`);
  if (!step.ok) return step;
  return ok({ turn: turn.value, step: step.value });
}

function readLog(value: unknown): Read<LogLine[]> {
  const lines = list(value, 'log', longestLog);
  if (!lines.ok) return lines;
  const log: LogLine[] = [];
  for (const [i, line] of lines.value.entries()) {
    const at = readTurnPoint(line, `log.${i}`);
    if (!at.ok) return at;
    const words = own(line, 'text');
    if (typeof words !== 'string' || words.length > longestNote * 2)
      return refuse(`log.${i}.text`, `a log line is text of at most ${longestNote * 2} characters`);
    const rules = own(line, 'rules');
    if (
      !Array.isArray(rules) ||
      rules.length > 8 ||
      !rules.every((r) => sectionIds.includes(r as SectionId))
    )
      return refuse(`log.${i}.rules`, 'a log line cites sections of the book');
    log.push({ ...at.value, text: words, rules: rules as SectionId[] });
  }
  return ok(log);
}

/** A whole game from parsed JSON, checked field by field; an error names the first field at fault. */
export function readGame(value: unknown, field = 'game'): Read<MtmGame> {
  if (!isRecord(value)) return refuse(field, 'this holds no game');
  const at = readTurnPoint(value, field);
  if (!at.ok) return at;
  const sides: Partial<Record<'a' | 'b', SideState>> = {};
  for (const id of sideIds) {
    const side = readSide(own(own(value, 'sides'), id), `${field}.sides.${id}`);
    if (!side.ok) return side;
    sides[id] = side.value;
  }
  const log = readLog(own(value, 'log'));
  if (!log.ok) return fail(`${field}.${log.error.field}`, log.error.rule, log.error.message);
  return ok({ ...at.value, sides: { a: sides.a!, b: sides.b! }, log: log.value });
}
