/**
 * A side's roster checked field by field (the book has no army lists, so the
 * players enter each unit and officer at the table), and the quick roster
 * that fills a unit out from its type.
 */
import { fail, isPrototypeKey, ok, quoteInput, type Result } from '../../../core/index.ts';
import type { SectionId } from '../../tables/sections.ts';
import { origins, unitTypes } from '../../tables/units.ts';
import type {
  Armour,
  Experience,
  ImportanceClass,
  MovementType,
  Order,
  Temperament,
  UnitType,
} from '../../tables/types.ts';
import type { UnitDice } from '../../units.ts';
import type { MtmOfficer, MtmRoster, MtmUnit } from './state.ts';

export const classes: readonly ImportanceClass[] = ['A', 'B', 'C', 'D'];
export const experiences: readonly Experience[] = ['green', 'seasoned', 'veteran'];
export const orders: readonly Order[] = ['open', 'loose', 'close'];
export const movementTypes: readonly MovementType[] = ['foot', 'dismounted', 'mounted'];
export const armours: readonly Armour[] = ['unarmoured', 'light', 'heavy', 'full'];
export const dice: readonly UnitDice[] = ['d6', 'average'];
export const temperaments: readonly Temperament[] = [
  'enraged',
  'rash',
  'bold',
  'cautious',
  'shaken',
];

/** Each listed field of a unit, what it may be, and the section that says so. */
const unitChoices: readonly [keyof MtmUnit, readonly string[], SectionId][] = [
  ['type', unitTypes, 'unit-types'],
  ['origin', origins, 'unit-origin'],
  ['cls', classes, 'relative-importance-class'],
  ['experience', experiences, 'unit-experience'],
  ['order', orders, 'unit-organisation'],
  ['movement', movementTypes, 'movement'],
  ['armour', armours, 'unit-armour'],
  ['dice', dice, 'dice'],
];

const idPattern = /^[a-z0-9-]{1,24}$/;
/** Short lower-case ids that can never reach a prototype when a state is keyed by them. */
const validId = (id: unknown): boolean =>
  typeof id === 'string' && idPattern.test(id) && !isPrototypeKey(id);
const longestName = 80;
const mostElements = 99;

/** A roster holding only the fields a game keeps, so a saved game reads back exactly what was started. */
export function pickRoster(roster: MtmRoster): MtmRoster {
  return {
    name: roster.name,
    units: roster.units.map((u) => ({
      id: u.id,
      name: u.name,
      type: u.type,
      origin: u.origin,
      cls: u.cls,
      experience: u.experience,
      order: u.order,
      movement: u.movement,
      armour: u.armour,
      shield: u.shield,
      elements: u.elements,
      dice: u.dice,
      foreign: u.foreign,
      startsErratic: u.startsErratic,
      command: u.command,
    })),
    officers: roster.officers.map((o) => ({
      id: o.id,
      name: o.name,
      origin: o.origin,
      temperament: o.temperament,
      leadership: o.leadership,
      command: o.command,
      dice: o.dice,
      cInC: o.cInC,
    })),
  };
}

/** Checks a roster: ids, names, units' elements (Unit organisation), officers' ratings (Leadership & Command). */
export function checkRoster(roster: MtmRoster, field: string): Result<MtmRoster> {
  if (typeof roster.name !== 'string' || roster.name.length > longestName)
    return fail(`${field}.name`, 'units', `a side's name is at most ${longestName} characters`);
  const officers = new Set<string>();
  for (const [i, officer] of roster.officers.entries()) {
    const at = `${field}.officers.${i}`;
    if (!validId(officer.id) || officers.has(officer.id))
      return fail(
        `${at}.id`,
        'officers',
        `officer ids are short and distinct, not ${quoteInput(officer.id)}`,
      );
    officers.add(officer.id);
    if (typeof officer.name !== 'string' || officer.name.length > longestName)
      return fail(
        `${at}.name`,
        'officers',
        `an officer's name is at most ${longestName} characters`,
      );
    if (!origins.includes(officer.origin))
      return fail(`${at}.origin`, 'unit-origin', `origin is one of ${origins.join(', ')}`);
    if (!temperaments.includes(officer.temperament))
      return fail(
        `${at}.temperament`,
        'officer-temperament',
        `temperament is one of ${temperaments.join(', ')}`,
      );
    if (!dice.includes(officer.dice))
      return fail(`${at}.dice`, 'leadership-and-command', 'dice are d6 or average');
    if (typeof officer.cInC !== 'boolean')
      return fail(`${at}.cInC`, 'officers', 'cInC is true or false');
    for (const key of ['leadership', 'command'] as const) {
      const value = officer[key];
      if (!Number.isInteger(value) || value < 1 || value > 6)
        return fail(
          `${at}.${key}`,
          'leadership-and-command',
          `${key} is 1 to 6, not ${quoteInput(value)}`,
        );
    }
  }
  if (roster.units.length === 0) return fail(`${field}.units`, 'units', 'a side needs a unit');
  const seen = new Set<string>();
  for (const [i, unit] of roster.units.entries()) {
    const at = `${field}.units.${i}`;
    if (!validId(unit.id) || seen.has(unit.id))
      return fail(
        `${at}.id`,
        'units',
        `unit ids are short and distinct, not ${quoteInput(unit.id)}`,
      );
    seen.add(unit.id);
    if (typeof unit.name !== 'string' || unit.name.length > longestName)
      return fail(`${at}.name`, 'units', `a unit's name is at most ${longestName} characters`);
    const choice = unitChoices.find(([key, allowed]) => !allowed.includes(unit[key] as never));
    if (choice)
      return fail(
        `${at}.${choice[0]}`,
        choice[2],
        `${choice[0]} is one of ${choice[1].join(', ')}`,
      );
    const flag = (['shield', 'foreign', 'startsErratic'] as const).find(
      (key) => typeof unit[key] !== 'boolean',
    );
    if (flag) return fail(`${at}.${flag}`, 'units', `${flag} is true or false`);
    if (!Number.isInteger(unit.elements) || unit.elements < 1 || unit.elements > mostElements)
      return fail(
        `${at}.elements`,
        'unit-organisation',
        `a unit has 1 to ${mostElements} elements, not ${quoteInput(unit.elements)}`,
      );
    if (unit.command !== null && !roster.officers.some((o) => o.id === unit.command))
      return fail(
        `${at}.command`,
        'officers',
        `no officer ${quoteInput(unit.command)} on this side`,
      );
  }
  if (roster.officers.filter((o) => o.cInC).length > 1)
    return fail(`${field}.officers`, 'officers', 'a side has one Commander-in-chief at most');
  return ok(roster);
}

/** A unit typed at the table: type, class, experience, order and elements; the rest as the type usually has it. */
export type QuickUnit = Pick<MtmUnit, 'name' | 'type' | 'cls' | 'experience' | 'elements'> &
  Partial<Omit<MtmUnit, 'id' | 'name' | 'type' | 'cls' | 'experience' | 'elements'>>;

const mountedTypes: readonly UnitType[] = ['heavy-lancers', 'light-lancers'];
const usualOrder: Readonly<Record<UnitType, Order>> = {
  'heavy-lancers': 'close',
  'light-lancers': 'loose',
  archers: 'loose',
  skirmishers: 'open',
  billmen: 'close',
  spearmen: 'close',
  pikemen: 'close',
  rabble: 'loose',
  gunnes: 'close',
};

/**
 * A quick roster: units u1…, officers o1…, each unit filled out from its type
 * where the players leave a field (lancers mounted, the rest on foot; an order
 * typical of the type; light armour, the usual minimum; Feudal, normal dice).
 */
export function quickRoster(
  name: string,
  units: readonly QuickUnit[],
  officers: readonly Omit<MtmOfficer, 'id'>[] = [],
): Result<MtmRoster> {
  const roster: MtmRoster = {
    name,
    units: units.map((u, i) => {
      const origin = u.origin ?? 'feudal';
      return {
        id: `u${i + 1}`,
        origin,
        order: usualOrder[u.type],
        movement: mountedTypes.includes(u.type) ? 'mounted' : 'foot',
        armour: 'light',
        shield: false,
        dice: origin === 'regular' ? 'average' : 'd6',
        foreign: false,
        startsErratic: false,
        command: null,
        ...u,
      };
    }),
    officers: officers.map((o, i) => ({ ...o, id: `o${i + 1}` })),
  };
  return checkRoster(pickRoster(roster), 'roster');
}
