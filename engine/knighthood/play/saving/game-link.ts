/**
 * A Knighthood game as a link: the same game in compact JSON (positions in
 * place of keys, codes in place of names) as UTF-8 in base64url. Decoding
 * spells it out and checks it exactly as a file is checked; it never throws.
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
import { weaponChoices, type Army } from '../../army/army.ts';
import { figureMountings } from '../../tables/organisation.ts';
import { leaderHitResultNames } from '../../tables/morale-leaders.ts';
import { phaseIds, sideIds } from '../game/phases.ts';
import type { KnightGame, SideState } from '../game/state.ts';
import { knightGameFormat, readGame } from './check.ts';

/** Longer links are refused before decoding. */
export const longestGameLink = knightGameFormat.longestLink;

const mountings = /* @__PURE__ */ figureMountings.map((m) => m.id);
const conditions = /* @__PURE__ */ Object.keys(leaderHitResultNames);
const extrasKeys = [
  'wagons',
  'packAnimals',
  'unplacedStakes',
  'emplacedStakes',
  'berserkers',
] as const;

function packArmy(army: Army): unknown[] {
  return [
    army.name,
    army.pointsLimit,
    army.units.map((u) => [
      u.id,
      u.name,
      mountings.indexOf(u.mounting),
      u.morale,
      u.armour,
      u.weapons.map((w) => weaponChoices.indexOf(w)),
      packFlags(u.regular, u.protectedCavalry, u.mountedInfantry),
      u.figures,
      u.pavises,
      u.extraAmmunition,
      orZero(u.parent),
      orZero(u.bodyguardOf),
    ]),
    army.leaders.map((l) => [l.id, l.name, l.rating]),
    army.banners.map((b) => [b.id, b.name, orZero(b.carriedBy)]),
    extrasKeys.map((k) => army.extras[k]),
  ];
}

function packSide(side: SideState): unknown[] {
  const { army } = side;
  return [
    packArmy(army),
    army.units.map((u) => {
      const s = side.units[u.id]!;
      return [
        s.casualties,
        Number(s.disordered),
        s.morale?.result ?? 0,
        s.morale?.turn ?? 0,
        s.ammunition,
        Number(s.chivalry),
      ];
    }),
    army.leaders.map((l) => {
      const s = side.leaders[l.id]!;
      return [
        conditions.indexOf(s.condition),
        Number(s.captured),
        orZero(s.attachedTo),
        Number(s.king),
      ];
    }),
    army.banners.map((b) => (side.banners[b.id] === 'captured' ? 'c' : 'h')).join(''),
    side.honor,
  ];
}

/** The game as a URL-safe string; without its log (`withLog` false) for a shorter link. */
export function encodeGameLink(game: KnightGame, withLog = true): string {
  return writeGameLink(knightGameFormat, {
    t: game.turn,
    m: game.moving,
    p: phaseIds.indexOf(game.phase),
    f: game.firstMove,
    s: sideIds.map((id) => packSide(game.sides[id])),
    l: (withLog ? game.log : []).map((l) => [
      l.turn,
      l.moving,
      phaseIds.indexOf(l.phase),
      l.text,
      l.rules.join(' '),
    ]),
    ...(game.readings !== undefined ? { r: game.readings } : {}),
  });
}

function spellArmy(packed: unknown): unknown {
  const extras = at(packed, 5);
  return {
    name: at(packed, 0),
    pointsLimit: at(packed, 1),
    units: each(at(packed, 2), (u) => {
      const flags = at(u, 6);
      return {
        id: at(u, 0),
        name: at(u, 1),
        mounting: byIndex(mountings, at(u, 2)),
        morale: at(u, 3),
        armour: at(u, 4),
        weapons: each(at(u, 5), (w) => byIndex(weaponChoices, w)),
        regular: bit(flags, 1),
        protectedCavalry: bit(flags, 2),
        mountedInfantry: bit(flags, 4),
        figures: at(u, 7),
        pavises: at(u, 8),
        extraAmmunition: at(u, 9),
        parent: fromZero(at(u, 10)),
        bodyguardOf: fromZero(at(u, 11)),
      };
    }),
    leaders: each(at(packed, 3), (l) => ({ id: at(l, 0), name: at(l, 1), rating: at(l, 2) })),
    banners: each(at(packed, 4), (b) => ({
      id: at(b, 0),
      name: at(b, 1),
      carriedBy: fromZero(at(b, 2)),
    })),
    extras: Array.isArray(extras)
      ? Object.fromEntries(extrasKeys.map((k, i) => [k, extras[i]]))
      : extras,
  };
}

function spellSide(packed: unknown): unknown {
  const army = at(packed, 0);
  const units = at(packed, 1);
  const leaders = at(packed, 2);
  const banners = at(packed, 3);
  return {
    army: spellArmy(army),
    units: keyed(idsOf(at(army, 2)), units, (u) => {
      const result = at(u, 2);
      return {
        casualties: at(u, 0),
        disordered: asFlag(at(u, 1)),
        morale: result === 0 ? null : { result, turn: at(u, 3) },
        ammunition: at(u, 4),
        chivalry: asFlag(at(u, 5)),
      };
    }),
    leaders: keyed(idsOf(at(army, 3)), leaders, (l) => ({
      condition: byIndex(conditions, at(l, 0)),
      captured: asFlag(at(l, 1)),
      attachedTo: fromZero(at(l, 2), null),
      king: asFlag(at(l, 3)),
    })),
    banners:
      typeof banners === 'string'
        ? keyed(idsOf(at(army, 4)), [...banners], (c) =>
            c === 'c' ? 'captured' : c === 'h' ? 'held' : c,
          )
        : banners,
    honor: at(packed, 4),
  };
}

/** Reads a link made by `encodeGameLink`; never throws. */
export function decodeGameLink(text: string): Result<KnightGame> {
  return readGameLink(text, knightGameFormat, (parsed) => {
    const sides = own(parsed, 's');
    const game = {
      turn: own(parsed, 't'),
      moving: own(parsed, 'm'),
      phase: byIndex(phaseIds, own(parsed, 'p')),
      firstMove: own(parsed, 'f'),
      sides: { a: spellSide(at(sides, 0)), b: spellSide(at(sides, 1)) },
      log: each(own(parsed, 'l'), (line) => ({
        turn: at(line, 0),
        moving: at(line, 1),
        phase: byIndex(phaseIds, at(line, 2)),
        text: at(line, 3),
        rules: splitWords(at(line, 4)),
      })),
      readings: own(parsed, 'r'),
    };
    return readGame(game, 'link');
  });
}
