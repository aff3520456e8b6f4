/**
 * A game as a link: compact JSON (short keys, only the counters that left
 * their starting state) in UTF-8, base64url without padding. Decoding checks
 * it exactly as a file is checked and never throws.
 */
import type { HexMap } from '../../../core/hex-grid.ts';
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import { encodeLinkText } from '../../../core/link-text.ts';
import { readLinkJson } from '../../../core/untrusted-input.ts';
import {
  terrainMarks,
  type BoardSetup,
  type GameState,
  type TerrainMarks,
} from '../../board/types.ts';
import { counterStatuses } from '../game/counter-actions.ts';
import {
  fileRule,
  gameFormatVersion,
  isRecord,
  migrateGameFormat,
  own,
  refusePrototypeKeys,
} from '../game/check.ts';
import { readSavedGame, type SavedGame } from './game-file.ts';
import { unplacedCounter } from '../game/state.ts';

/** Longer links are refused before decoding. */
export const longestGameLink = 200_000;

const bannerCodes = { held: 'h', fallen: 'f', captured: 'c' } as const;

const leadersOf = (setup: BoardSetup) => setup.counters.filter((c) => c.kind === 'leader');
const bannerLeadersOf = (setup: BoardSetup) => leadersOf(setup).filter((c) => c.banner === true);

/** The game as a URL-safe string; the setup gives the order of leaders and sides. */
export function encodeGameLink(
  state: GameState,
  setup: BoardSetup,
  terrain: TerrainMarks = {},
  lowerColumns?: HexMap['lowerColumns'],
): string {
  const moved = Object.values(state.counters).filter((c) => {
    const start = unplacedCounter(c.id);
    return (
      c.hex !== start.hex ||
      c.facing !== start.facing ||
      c.sp !== start.sp ||
      c.status !== start.status
    );
  });
  const compact = {
    v: gameFormatVersion,
    s: state.scenarioId,
    t: state.turn,
    p: state.phase,
    m: [state.morale.counter, state.morale.inEffect],
    // JSON leaves out the fields that are undefined (o, e, a, g, w).
    o: state.moraleCarriedOverFrom,
    e: state.moraleEarlier,
    c: moved.map((c) => [c.id, c.hex, c.facing, c.sp, counterStatuses.indexOf(c.status)]),
    f: leadersOf(setup).map((c) => state.fatigue[c.id] ?? 0),
    b: bannerLeadersOf(setup)
      .map((c) => bannerCodes[state.banners[c.id] ?? 'held'])
      .join(''),
    l: setup.sides.map((side) => state.losses[side] ?? 0),
    // The steps the last combat still calls for, when any wait.
    a: state.afterCombat,
    // The river sides the players marked (3.2.3), when any.
    w: state.riverSides,
    g: lowerColumns,
    ...(Object.keys(terrain).length === 0
      ? {}
      : {
          r: Object.fromEntries(
            Object.entries(terrain).map(([hex, marks]) => [
              hex,
              marks.map((m) => terrainMarks.indexOf(m)),
            ]),
          ),
        }),
  };
  return encodeLinkText(JSON.stringify(compact));
}

const noGame = () => fail<never>('link', fileRule, 'the link does not hold a game');

/** Reads a link made by `encodeGameLink` for this scenario's setup; never throws. */
export function decodeGameLink(text: string, setup: BoardSetup): Result<SavedGame> {
  const parsed = readLinkJson(text, longestGameLink);
  if (parsed === undefined) return noGame();
  const clean = refusePrototypeKeys(parsed, 'link');
  if (!clean.ok) return clean;
  if (!isRecord(parsed)) return noGame();
  const version = migrateGameFormat(own(parsed, 'v'), 'link.v');
  if (!version.ok) return version;
  const state = expandState(parsed, setup);
  if (!state.ok) return state;
  const marks = own(parsed, 'r');
  const terrain = isRecord(marks)
    ? Object.fromEntries(
        Object.entries(marks).map(([hex, list]) => [
          hex,
          Array.isArray(list)
            ? list.map((i: unknown) => (typeof i === 'number' ? terrainMarks[i] : i))
            : list,
        ]),
      )
    : marks;
  return readSavedGame(
    {
      scenarioId: own(parsed, 's'),
      edition: setup.edition,
      lowerColumns: own(parsed, 'g'),
      terrain,
      state: state.value,
    },
    setup,
  );
}

/** The compact form spelled out as a full state, for `checkGameState` to judge. */
function expandState(
  compact: Record<string, unknown>,
  setup: BoardSetup,
): Result<Record<string, unknown>> {
  const counters: Record<string, unknown> = Object.fromEntries(
    setup.counters.map((c) => [c.id, unplacedCounter(c.id)]),
  );
  const moved = own(compact, 'c');
  if (!Array.isArray(moved)) return fail('link.c', fileRule, 'the link lists no counters');
  const seen = new Set<string>();
  for (const [i, entry] of moved.entries()) {
    if (!Array.isArray(entry) || entry.length !== 5)
      return fail(`link.c.${i}`, fileRule, 'a counter is five values');
    const [id, hex, facing, sp, status] = entry as unknown[];
    if (typeof id !== 'string' || !Object.hasOwn(counters, id))
      return fail(`link.c.${i}`, fileRule, `no counter ${quoteInput(id)} in this scenario`);
    if (seen.has(id)) return fail(`link.c.${i}`, fileRule, `counter "${id}" is listed twice`);
    seen.add(id);
    counters[id] = {
      id,
      hex,
      facing,
      sp,
      status: typeof status === 'number' ? counterStatuses[status] : status,
    };
  }
  const leaders = leadersOf(setup);
  const bannerLeaders = bannerLeadersOf(setup);
  const fatigue = own(compact, 'f');
  const banners = own(compact, 'b');
  const losses = own(compact, 'l');
  const morale = own(compact, 'm');
  if (!Array.isArray(fatigue) || fatigue.length !== leaders.length)
    return fail('link.f', fileRule, `the link needs fatigue for ${leaders.length} leaders`);
  if (typeof banners !== 'string' || banners.length !== bannerLeaders.length)
    return fail('link.b', fileRule, `the link needs ${bannerLeaders.length} banners`);
  if (!Array.isArray(losses) || losses.length !== setup.sides.length)
    return fail('link.l', fileRule, `the link needs losses for ${setup.sides.length} sides`);
  if (!Array.isArray(morale) || morale.length !== 2)
    return fail('link.m', fileRule, 'the link needs the MORALE counter and the value in effect');
  const byCode = Object.fromEntries(
    Object.entries(bannerCodes).map(([state, code]) => [code, state]),
  );
  return ok({
    scenarioId: own(compact, 's'),
    edition: setup.edition,
    turn: own(compact, 't'),
    phase: own(compact, 'p'),
    morale: { counter: morale[0] as unknown, inEffect: morale[1] as unknown },
    // checkGameState treats an undefined field as one left out.
    moraleCarriedOverFrom: own(compact, 'o'),
    moraleEarlier: own(compact, 'e'),
    counters,
    fatigue: Object.fromEntries(leaders.map((c, i) => [c.id, fatigue[i]])),
    banners: Object.fromEntries(
      bannerLeaders.map((c, i) => [c.id, own(byCode, banners.charAt(i))]),
    ),
    losses: Object.fromEntries(setup.sides.map((side, i) => [side, losses[i]])),
    afterCombat: own(compact, 'a'),
    riverSides: own(compact, 'w'),
  });
}
