/**
 * A From Macbeth to Medici game as a link: the same game in compact JSON
 * (positions in place of keys, indexes in place of names) as UTF-8 in
 * base64url. Decoding spells it out and checks it exactly as a file is
 * checked; it never throws.
 */
import { own, type Result } from '../../../core/index.ts';
import {
  asFlag,
  at,
  bit,
  byIndex,
  each,
  fromZero,
  idsOf,
  keyed,
  orZero,
  packFlags,
  readGameLink,
  splitWords,
  writeGameLink,
} from '../../../core/saving/index.ts';
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
import { mtmGameFormat, readGame } from './check.ts';

/** Longer links are refused before decoding. */
export const longestGameLink = mtmGameFormat.longestLink;

const morale = ['steady', 'erratic', 'impetuous', 'broken'] as const;
const activities = ['standing', 'march', 'normal-move', 'faster'] as const;
const statuses = ['commanding', 'betrayed', 'fled', 'killed'] as const;

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
      packFlags(u.shield, u.foreign, u.startsErratic),
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
        packFlags(s.unformed, s.removed, t.fired),
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
  return writeGameLink(mtmGameFormat, {
    t: game.turn,
    p: game.step,
    s: sideIds.map((id) => packSide(game.sides[id])),
    l: (withLog ? game.log : []).map((l) => [l.turn, l.step, l.text, l.rules.join(' ')]),
  });
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
          command: fromZero(at(u, 12), null),
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
      leading: fromZero(at(s, 3), null),
    })),
  };
}

/** Reads a link made by `encodeGameLink`; never throws. */
export function decodeGameLink(text: string): Result<MtmGame> {
  return readGameLink(text, mtmGameFormat, (parsed) => {
    const sides = own(parsed, 's');
    const game = {
      turn: own(parsed, 't'),
      step: own(parsed, 'p'),
      sides: { a: spellSide(at(sides, 0)), b: spellSide(at(sides, 1)) },
      log: each(own(parsed, 'l'), (line) => ({
        turn: at(line, 0),
        step: at(line, 1),
        text: at(line, 2),
        rules: splitWords(at(line, 3)),
      })),
    };
    return readGame(game, 'link');
  });
}
