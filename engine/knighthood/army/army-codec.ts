/**
 * An army saved as text: a versioned JSON file, and the same JSON as a
 * link-safe string (base64url) for a shared address. Reading either never
 * throws: bad, hostile or outdated input is a typed error naming the field.
 */
import {
  decodeLinkText,
  encodeLinkText,
  fail,
  isPrototypeKey,
  isRecord,
  ok,
  own,
  quoteInput,
  type Fields,
  type Result,
} from '../../core/index.ts';
import { figureMountings } from '../tables/organisation.ts';
import {
  armourClasses,
  leaderClasses,
  moraleClasses,
  validateArmy,
  weaponChoices,
  type Army,
  type ArmyBanner,
  type ArmyExtras,
  type ArmyLeader,
  type ArmyUnit,
  type MountingId,
  type WeaponChoice,
} from './army.ts';

/** The format's name and version; a file of any other version is refused, not guessed at. */
export const armyFormat = 'knighthood-3-army';
export const armyFormatVersion = 1;
/** Longer input is refused before parsing. */
export const longestArmyText = 200_000;

/** The rule every format error cites: the file format itself. */
const formatRule = 'army file';

type Reading<T> = Result<T>;

/** An optional id kept out of the object when absent, so a round trip gives equal armies. */
const optional = <K extends string>(key: K, id: string | undefined) =>
  (id === undefined ? {} : { [key]: id }) as Partial<Record<K, string>>;

/** The value of a reading already checked to be ok. */
const valueOf = <T>(read: Reading<T>): T => (read as { ok: true; value: T }).value;

function text(record: Fields, key: string, field: string): Reading<string> {
  const value = own(record, key);
  return typeof value === 'string'
    ? ok(value)
    : fail(`${field}.${key}`, formatRule, `${field}.${key} must be text`);
}

/** An id of the army: text, and never a name a game keyed by ids could reach a prototype through. */
function readId(record: Fields, field: string): Reading<string> {
  const read = text(record, 'id', field);
  return read.ok && isPrototypeKey(read.value)
    ? fail(`${field}.id`, formatRule, `${field}.id may not be "${read.value}"`)
    : read;
}

function count(record: Fields, key: string, field: string): Reading<number> {
  const value = own(record, key);
  // -0 is read as 0: JSON writes it as 0, so an army holding it would not read back the same.
  return typeof value === 'number'
    ? ok(value === 0 ? 0 : value)
    : fail(`${field}.${key}`, formatRule, `${field}.${key} must be a number`);
}

function pick<T extends string>(
  record: Fields,
  key: string,
  field: string,
  allowed: readonly T[],
): Reading<T> {
  const value = own(record, key);
  return allowed.includes(value as T)
    ? ok(value as T)
    : fail(`${field}.${key}`, formatRule, `${field}.${key} must be one of ${allowed.join(', ')}`);
}

function optionalId(record: Fields, key: string, field: string): Reading<string | undefined> {
  const value = own(record, key);
  if (value === undefined) return ok(undefined);
  return typeof value === 'string'
    ? ok(value)
    : fail(`${field}.${key}`, formatRule, `${field}.${key} must be an id`);
}

function list(record: Fields, key: string, field: string): Reading<unknown[]> {
  const value = own(record, key);
  return Array.isArray(value)
    ? ok(value)
    : fail(`${field}.${key}`, formatRule, `${field}.${key} must be a list`);
}

const mountingIds = figureMountings.map((m) => m.id) as MountingId[];

function readUnit(value: unknown, field: string): Reading<ArmyUnit> {
  if (!isRecord(value)) return fail(field, formatRule, `${field} must be a unit`);
  const id = readId(value, field);
  const name = text(value, 'name', field);
  const mounting = pick(value, 'mounting', field, mountingIds);
  const morale = pick(value, 'morale', field, moraleClasses);
  const armour = pick(value, 'armour', field, armourClasses);
  const figures = count(value, 'figures', field);
  const pavises = count(value, 'pavises', field);
  const ammunition = count(value, 'extraAmmunition', field);
  const weaponList = list(value, 'weapons', field);
  const parent = optionalId(value, 'parent', field);
  const bodyguardOf = optionalId(value, 'bodyguardOf', field);
  for (const part of [
    id,
    name,
    mounting,
    morale,
    armour,
    figures,
    pavises,
    ammunition,
    weaponList,
    parent,
    bodyguardOf,
  ]) {
    if (!part.ok) return part;
  }
  const weapons: WeaponChoice[] = [];
  for (const [i, weapon] of valueOf(weaponList).entries()) {
    if (!weaponChoices.includes(weapon as never)) {
      return fail(
        `${field}.weapons[${i}]`,
        formatRule,
        `${field}.weapons[${i}] is not a weapon of T2`,
      );
    }
    weapons.push(weapon as WeaponChoice);
  }
  const flags = ['regular', 'protectedCavalry', 'mountedInfantry'].map((key) => own(value, key));
  if (flags.some((flag) => typeof flag !== 'boolean')) {
    return fail(
      `${field}.regular`,
      formatRule,
      `${field} must say yes or no to regular, protected and mounted`,
    );
  }
  const [regular, protectedCavalry, mountedInfantry] = flags as boolean[];
  return ok({
    id: valueOf(id),
    name: valueOf(name),
    mounting: valueOf(mounting),
    morale: valueOf(morale),
    armour: valueOf(armour),
    weapons,
    regular: regular!,
    protectedCavalry: protectedCavalry!,
    mountedInfantry: mountedInfantry!,
    figures: valueOf(figures),
    pavises: valueOf(pavises),
    extraAmmunition: valueOf(ammunition),
    ...optional('parent', valueOf(parent)),
    ...optional('bodyguardOf', valueOf(bodyguardOf)),
  });
}

function readLeader(value: unknown, field: string): Reading<ArmyLeader> {
  if (!isRecord(value)) return fail(field, formatRule, `${field} must be a leader`);
  const id = readId(value, field);
  const name = text(value, 'name', field);
  const rating = pick(value, 'rating', field, leaderClasses);
  for (const part of [id, name, rating]) if (!part.ok) return part;
  return ok({ id: valueOf(id), name: valueOf(name), rating: valueOf(rating) });
}

function readBanner(value: unknown, field: string): Reading<ArmyBanner> {
  if (!isRecord(value)) return fail(field, formatRule, `${field} must be a banner`);
  const id = readId(value, field);
  const name = text(value, 'name', field);
  const carriedBy = optionalId(value, 'carriedBy', field);
  for (const part of [id, name, carriedBy]) if (!part.ok) return part;
  return ok({
    id: valueOf(id),
    name: valueOf(name),
    ...optional('carriedBy', valueOf(carriedBy)),
  });
}

function readExtras(value: unknown): Reading<ArmyExtras> {
  if (!isRecord(value)) return fail('extras', formatRule, 'extras must be a record');
  const keys = ['wagons', 'packAnimals', 'unplacedStakes', 'emplacedStakes', 'berserkers'] as const;
  const extras: Partial<Record<(typeof keys)[number], number>> = {};
  for (const key of keys) {
    const read = count(value, key, 'extras');
    if (!read.ok) return read;
    extras[key] = read.value;
  }
  return ok(extras as ArmyExtras);
}

function readEach<T>(
  items: unknown[],
  field: string,
  read: (v: unknown, f: string) => Reading<T>,
): Reading<T[]> {
  const out: T[] = [];
  for (const [i, item] of items.entries()) {
    const one = read(item, `${field}[${i}]`);
    if (!one.ok) return one;
    out.push(one.value);
  }
  return ok(out);
}

/** Builds an army from parsed JSON, field by field, then checks it (1.30). */
export function readArmy(value: unknown): Result<Army> {
  if (!isRecord(value)) return fail('file', formatRule, 'not an army file');
  if (own(value, 'format') !== armyFormat)
    return fail('format', formatRule, 'not a Knighthood army file');
  const version = own(value, 'version');
  if (version !== armyFormatVersion) {
    return fail(
      'version',
      formatRule,
      `version ${quoteInput(version)} is not readable here: this builder reads version ${armyFormatVersion}`,
    );
  }
  const army = own(value, 'army');
  if (!isRecord(army)) return fail('army', formatRule, 'the file holds no army');
  const name = text(army, 'name', 'army');
  if (!name.ok) return name;
  const limit = own(army, 'pointsLimit');
  if (limit !== null && typeof limit !== 'number') {
    return fail('army.pointsLimit', formatRule, 'the points limit must be a number or empty');
  }
  const parts = [
    list(army, 'units', 'army'),
    list(army, 'leaders', 'army'),
    list(army, 'banners', 'army'),
  ] as const;
  for (const part of parts) if (!part.ok) return part;
  const units = readEach(valueOf(parts[0]), 'units', readUnit);
  if (!units.ok) return units;
  const leaders = readEach(valueOf(parts[1]), 'leaders', readLeader);
  if (!leaders.ok) return leaders;
  const banners = readEach(valueOf(parts[2]), 'banners', readBanner);
  if (!banners.ok) return banners;
  const extras = readExtras(own(army, 'extras'));
  if (!extras.ok) return extras;
  return validateArmy({
    name: name.value,
    pointsLimit: limit,
    units: units.value,
    leaders: leaders.value,
    banners: banners.value,
    extras: extras.value,
  });
}

/** The army as a JSON file's text (pretty, versioned). */
export function armyToJson(army: Army): string {
  return JSON.stringify({ format: armyFormat, version: armyFormatVersion, army }, null, 2);
}

/** Reads an army file's text; never throws. */
export function armyFromJson(textIn: string): Result<Army> {
  if (textIn.length > longestArmyText)
    return fail('file', formatRule, 'the file is too large to be an army');
  let parsed: unknown;
  try {
    parsed = JSON.parse(textIn);
  } catch {
    return fail('file', formatRule, 'the file is not JSON');
  }
  return readArmy(parsed);
}

/** The army as a link-safe string: its JSON in UTF-8, base64url without padding. */
export function armyToLink(army: Army): string {
  return encodeLinkText(JSON.stringify({ format: armyFormat, version: armyFormatVersion, army }));
}

/** Reads a shared link's army string; never throws. */
export function armyFromLink(link: string): Result<Army> {
  const json = link.length > longestArmyText ? undefined : decodeLinkText(link);
  if (json === undefined) return fail('link', formatRule, 'the link does not hold an army');
  return armyFromJson(json);
}
