/**
 * A From Macbeth to Medici game as a link: the same game in compact JSON
 * (positions in place of keys, indexes in place of names) as UTF-8 in
 * base64url. Decoding spells it out and checks it exactly as a file is
 * checked; it never throws.
 */
import { encodeLinkText, fail, readLinkJson, type Result } from '../../../core/index.ts';
import { origins, unitTypes } from '../../tables/units.ts';
import { sideIds } from '../game/phases.ts';
import {
  armours,
  classes,
  dice,
  experiences,
  movementTypes,
  orders,
  temperaments,
} from '../game/roster.ts';
import type { MtmGame, SideState } from '../game/state.ts';
import {
  gameFileRule,
  gameFormatVersion,
  migrateGameFormat,
  own,
  readGame,
  refusePrototypeKeys,
} from './check.ts';

/** Longer links are refused before decoding. */
export const longestGameLink = 1_000_000;

const morale = ['steady', 'erratic', 'impetuous', 'broken'] as const;
const activities = ['standing', 'march', 'normal-move', 'faster'] as const;
const statuses = ['commanding', 'betrayed', 'fled', 'killed'] as const;

/** An absent id as 0, so positions stay fixed. */
const orZero = (id: string | null): string | 0 => id ?? 0;
const index = (list: readonly string[], value: string): number => list.indexOf(value);

function packSide(side: SideState): unknown[] {
  const { roster } = side;
  return [
    roster.name,
    roster.units.map((u) => [
      u.id,
      u.name,
      index(unitTypes, u.type),
      index(origins, u.origin),
      index(classes, u.cls),
      index(experiences, u.experience),
      index(orders, u.order),
      index(movementTypes, u.movement),
      index(armours, u.armour),
      index(dice, u.dice),
      Number(u.shield) + 2 * Number(u.foreign) + 4 * Number(u.startsErratic),
      u.elements,
      orZero(u.command),
    ]),
    roster.officers.map((o) => [
      o.id,
      o.name,
      index(origins, o.origin),
      index(temperaments, o.temperament),
      o.leadership,
      o.command,
      index(dice, o.dice),
      Number(o.cInC),
    ]),
    roster.units.map((u) => {
      const s = side.units[u.id]!;
      const t = s.tally;
      return [
        s.elements,
        s.hits,
        index(morale, s.morale),
        Number(s.unformed) + 2 * Number(s.removed) + 4 * Number(t.fired),
        index(activities, t.activity),
        t.impacts,
        t.melees,
        t.tests,
      ];
    }),
    roster.officers.map((o) => {
      const s = side.officers[o.id]!;
      return [
        index(temperaments, s.temperament),
        s.lost,
        index(statuses, s.status),
        orZero(s.leading),
      ];
    }),
  ];
}

/** The game as a URL-safe string; without its log (`withLog` false) for a shorter link. */
export function encodeGameLink(game: MtmGame, withLog = true): string {
  const compact = {
    v: gameFormatVersion,
    t: game.turn,
    p: game.step,
    s: sideIds.map((id) => packSide(game.sides[id])),
    l: (withLog ? game.log : []).map((l) => [l.turn, l.step, l.text, l.rules.join(' ')]),
  };
  return encodeLinkText(JSON.stringify(compact));
}

/** Position i of a list, or undefined for anything else: the checker names what is missing. */
const at = (list: unknown, i: number): unknown => (Array.isArray(list) ? list[i] : undefined);
const each = <T>(list: unknown, spell: (item: unknown) => T): unknown =>
  Array.isArray(list) ? list.map(spell) : list;
const bit = (value: unknown, mask: number): unknown =>
  typeof value === 'number' ? (value & mask) !== 0 : value;
const asFlag = (value: unknown): unknown => (value === 0 || value === 1 ? value === 1 : value);
const byIndex = (list: readonly string[], value: unknown): unknown =>
  typeof value === 'number' ? list[value] : value;
const fromZero = (value: unknown): unknown => (value === 0 ? null : value);
const idsOf = (units: unknown): unknown[] =>
  Array.isArray(units) ? units.map((u) => at(u, 0)) : [];

/** Keyed by the roster's ids; a list of the wrong length is passed on for the checker to refuse. */
function keyed(ids: unknown[], list: unknown, spell: (item: unknown) => unknown): unknown {
  if (
    !Array.isArray(list) ||
    list.length !== ids.length ||
    !ids.every((id) => typeof id === 'string')
  )
    return list;
  return Object.fromEntries(ids.map((id, i) => [id, spell(list[i])]));
}

function spellSide(packed: unknown): unknown {
  const units = at(packed, 1);
  const officers = at(packed, 2);
  return {
    roster: {
      name: at(packed, 0),
      units: each(units, (u) => {
        const flags = at(u, 10);
        return {
          id: at(u, 0),
          name: at(u, 1),
          type: byIndex(unitTypes, at(u, 2)),
          origin: byIndex(origins, at(u, 3)),
          cls: byIndex(classes, at(u, 4)),
          experience: byIndex(experiences, at(u, 5)),
          order: byIndex(orders, at(u, 6)),
          movement: byIndex(movementTypes, at(u, 7)),
          armour: byIndex(armours, at(u, 8)),
          dice: byIndex(dice, at(u, 9)),
          shield: bit(flags, 1),
          foreign: bit(flags, 2),
          startsErratic: bit(flags, 4),
          elements: at(u, 11),
          command: fromZero(at(u, 12)),
        };
      }),
      officers: each(officers, (o) => ({
        id: at(o, 0),
        name: at(o, 1),
        origin: byIndex(origins, at(o, 2)),
        temperament: byIndex(temperaments, at(o, 3)),
        leadership: at(o, 4),
        command: at(o, 5),
        dice: byIndex(dice, at(o, 6)),
        cInC: asFlag(at(o, 7)),
      })),
    },
    units: keyed(idsOf(units), at(packed, 3), (s) => {
      const flags = at(s, 3);
      return {
        elements: at(s, 0),
        hits: at(s, 1),
        morale: byIndex(morale, at(s, 2)),
        unformed: bit(flags, 1),
        removed: bit(flags, 2),
        tally: {
          activity: byIndex(activities, at(s, 4)),
          fired: bit(flags, 4),
          impacts: at(s, 5),
          melees: at(s, 6),
          tests: at(s, 7),
        },
      };
    }),
    officers: keyed(idsOf(officers), at(packed, 4), (s) => ({
      temperament: byIndex(temperaments, at(s, 0)),
      lost: at(s, 1),
      status: byIndex(statuses, at(s, 2)),
      leading: fromZero(at(s, 3)),
    })),
  };
}

const noGame = () => fail<never>('link', gameFileRule, 'the link does not hold a game');

/** Reads a link made by `encodeGameLink`; never throws. */
export function decodeGameLink(text: string): Result<MtmGame> {
  const parsed = readLinkJson(text, longestGameLink);
  if (parsed === undefined) return noGame();
  const clean = refusePrototypeKeys(parsed, 'link');
  if (!clean.ok) return clean;
  const version = migrateGameFormat(own(parsed, 'v'), 'link.v');
  if (!version.ok) return version;
  const sides = own(parsed, 's');
  const game = {
    turn: own(parsed, 't'),
    step: own(parsed, 'p'),
    sides: { a: spellSide(at(sides, 0)), b: spellSide(at(sides, 1)) },
    log: each(own(parsed, 'l'), (line) => {
      const rules = at(line, 3);
      return {
        turn: at(line, 0),
        step: at(line, 1),
        text: at(line, 2),
        rules: typeof rules === 'string' ? (rules === '' ? [] : rules.split(' ')) : rules,
      };
    }),
  };
  return readGame(game, 'link');
}
