/**
 * A rolled combat result put back on the board (5.1.1 f–g): SP losses, then
 * retreats (and the SP lost for hexes that could not be made, 5.4.6), then
 * the scatter or disorganization of retreating units; eliminated units move
 * the MORALE counter (6.1.4) and every lost SP is added to its side's losses.
 */
import { formatHex, hexDistance, parseHex } from '../../../core/hex-grid.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import type { CombatOutcome } from '../../combat/resolve-combat.ts';
import type { CombatResult, SideEffect } from '../../combat/results.ts';
import type { CounterOnBoard, GameState } from '../../board/types.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import { moraleMove } from '../../morale/morale.ts';
import type { RiverSideSet } from '../../movement/zoc.ts';
import {
  isUnit,
  nameCounter,
  nameCounters,
  placedCounters,
  riverSidesOf,
  type CombatBoard,
  type PlacedCounter,
} from './view.ts';
import type { BoardCombat } from './from-board.ts';
import { allotLosses } from './losses.ts';
import { checkRetreatHex, retreatReach } from './retreats.ts';

/** The player's decisions after the roll; each has a default where the rules let one stand. */
export interface CombatChoices {
  /** 5.4.7 (Kosovo 5.4.6 example): SPs each counter takes of its side's loss. Default: each SP from the unit with most SPs left, the first listed on a tie. */
  losses?: Readonly<Record<string, number>>;
  /** 5.4.6: the same for SPs lost for retreat hexes not made; same default. */
  shortfallLosses?: Readonly<Record<string, number>>;
  /** 5.4.2: the hex each retreating counter ends on. Required for every retreating unit. */
  retreats?: Readonly<Record<string, string>>;
  /** 5.1.1 g: counters whose test after the retreat failed. */
  broken?: readonly string[];
}

type Role = 'attacker' | 'defender';

const called = (run: Pick<Applying, 'names'>, c: PlacedCounter) =>
  run.names.get(c.id) ?? nameCounter(c.setup);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The board being changed: counters, losses and MORALE as they stand, and what happened. */
interface Applying {
  counters: Record<string, CounterOnBoard>;
  losses: Record<string, number>;
  morale: number;
  events: string[];
  /** Each counter as the player tells it apart, as the combat found them. */
  names: ReadonlyMap<string, string>;
  where: Omit<CombatBoard, 'state'>;
  choices: CombatChoices;
  edition: EditionProfile;
  /** River sides of the map and those the players marked (3.2.3). */
  rivers: RiverSideSet;
}

/** One side of the combat while its result is applied. */
interface SideRun {
  side: string;
  effect: SideEffect;
  fighters: PlacedCounter[];
  /** SPs left per counter. */
  sp: Map<string, number>;
}

/** A counter named by its id: as the board tells it apart, or (off the board) as the setup prints it. */
function nameOfId(
  id: string,
  where: Omit<CombatBoard, 'state'>,
  names: ReadonlyMap<string, string>,
): string {
  const setup = where.setup.counters.find((c) => c.id === id);
  return names.get(id) ?? (setup ? nameCounter(setup) : 'a counter not in this scenario');
}

/** Counters marked broken that did not fight: by name, and those the scenario lacks by count. */
function describeStray(ids: readonly string[], where: Omit<CombatBoard, 'state'>): string {
  const setups = ids.flatMap((id) => where.setup.counters.filter((c) => c.id === id));
  const unknown = ids.length - setups.length;
  return [
    ...setups.map(nameCounter),
    ...(unknown > 0 ? [`${plural(unknown, 'counter')} not in this scenario`] : []),
  ].join(', ');
}

/** The side's counters as the combat found them: still on the map, defenders on the hex, attackers next to it. */
function findFighters(
  role: Role,
  combat: BoardCombat,
  placed: readonly PlacedCounter[],
  where: Omit<CombatBoard, 'state'>,
  names: ReadonlyMap<string, string>,
): Result<PlacedCounter[]> {
  const { map } = where;
  const target = parseHex(combat.defenderHex, map, 'combat.defenderHex');
  if (!target.ok) return target;
  const fighters: PlacedCounter[] = [];
  const expected = role === 'attacker' ? 1 : 0;
  for (const id of role === 'attacker' ? combat.attackers : combat.defenders) {
    const c = placed.find((p) => p.id === id);
    if (!c || c.board.sp === null || hexDistance(c.at, target.value, map) !== expected)
      return fail(
        'combat',
        '5.2.10',
        `${nameOfId(id, where, names)} is no longer where the combat found it`,
      );
    fighters.push(c);
  }
  return ok(fighters);
}

function lose(run: Applying, s: SideRun, taken: Map<string, number>, why: string): void {
  for (const c of s.fighters) {
    const n = taken.get(c.id) ?? 0;
    if (n === 0) continue;
    const before = s.sp.get(c.id) ?? 0;
    s.sp.set(c.id, before - n);
    run.losses[s.side] = (run.losses[s.side] ?? 0) + n;
    run.events.push(
      `${called(run, c)} loses ${plural(n, 'SP')}${why} (${before} → ${before - n}).`,
    );
  }
}

const standing = (s: SideRun, list: readonly PlacedCounter[]) =>
  list.map((c) => ({ id: c.id, sp: s.sp.get(c.id) ?? 0 }));

/** 5.4.4: friendly non-cavalry on the way of a retreating cavalry unit is ridden down and eliminated, moving no MORALE. */
function rideDown(
  run: Applying,
  cavalry: PlacedCounter,
  ids: readonly string[],
  placed: readonly PlacedCounter[],
): void {
  const movement = run.edition.rules.movement;
  for (const c of placed.filter((p) => ids.includes(p.id))) {
    run.counters[c.id] = { ...(run.counters[c.id] ?? c.board), hex: null, status: 'eliminated' };
    run.losses[c.setup.side] = (run.losses[c.setup.side] ?? 0) + (c.board.sp ?? 0);
    run.events.push(
      `${called(run, cavalry)} rides down ${called(run, c)} on ${formatHex(c.at)}, the only way to retreat as far (${movement.retreatRideDown}): it is eliminated (${movement.rideDownEliminated}), with no MORALE change.`,
    );
  }
}

/** 5.4: the survivors' retreats, then the SPs lost for hexes not made (5.4.6). */
function retreatSide(
  run: Applying,
  s: SideRun,
  placed: readonly PlacedCounter[],
): Result<Set<string>> {
  const { where, choices, edition } = run;
  const rules = edition.rules;
  const survivors = s.fighters.filter((c) => (s.sp.get(c.id) ?? 0) > 0);
  let shortfall = 0;
  const retreated = new Set<string>();
  for (const c of s.effect.retreat > 0 ? survivors : []) {
    const field = `choices.retreats.${c.id}`;
    const reach = retreatReach(c, placed, s.effect.retreat, where.map, where.terrain, edition, {
      spNow: s.sp,
      rivers: run.rivers,
    });
    const chosen = choices.retreats?.[c.id];
    if (chosen === undefined)
      return fail(
        field,
        rules.combat.retreat,
        `${called(run, c)} must retreat ${plural(s.effect.retreat, 'hex', 'hexes')}: choose where (${reach.hexes.join(', ')})`,
      );
    const hex = checkRetreatHex(chosen, reach, where.map, field, called(run, c));
    if (!hex.ok) return hex;
    shortfall = Math.max(shortfall, s.effect.retreat - reach.distance);
    run.counters[c.id] = { ...c.board, hex: hex.value };
    retreated.add(c.id);
    run.events.push(`${called(run, c)} retreats from ${formatHex(c.at)} to ${hex.value}.`);
    rideDown(run, c, reach.rideDown?.[hex.value] ?? [], placed);
  }
  if (shortfall === 0) return ok(retreated);
  const extra = allotLosses(
    standing(s, survivors),
    shortfall,
    choices.shortfallLosses,
    'choices.shortfallLosses',
    rules.combat.retreatLoss,
  );
  if (!extra.ok) return extra;
  lose(
    run,
    s,
    extra.value,
    ` for ${plural(shortfall, 'retreat hex', 'retreat hexes')} it could not make`,
  );
  return ok(retreated);
}

/** Eliminations (6.1.4) and the break of retreating units (5.1.1 g, 9.1.2–9.1.3, Kosovo 10.1.1). */
function settleSide(
  run: Applying,
  s: SideRun,
  retreated: ReadonlySet<string>,
  placed: readonly PlacedCounter[],
): Result<void> {
  const { where, choices, edition, counters, events } = run;
  const rules = edition.rules;
  const broken = new Set(choices.broken);
  for (const c of s.fighters) {
    const left = s.sp.get(c.id) ?? 0;
    const now = counters[c.id] ?? c.board;
    if (left === 0) {
      counters[c.id] = { ...now, sp: 0, hex: null, status: 'eliminated' };
      const { boxes } = moraleMove('unit-eliminated');
      run.morale += where.setup.sides[0] === s.side ? -boxes : boxes;
      events.push(
        `${called(run, c)} is eliminated: MORALE moves ${plural(boxes, 'box', 'boxes')} against ${s.side} (${rules.morale.unitEliminated}).`,
      );
      continue;
    }
    counters[c.id] = { ...now, sp: left };
    const failedTest = broken.has(c.id);
    if (failedTest && !retreated.has(c.id))
      return fail(
        'choices.broken',
        rules.combat.sequence,
        `${called(run, c)} did not retreat, so it takes no test`,
      );
    if (!s.effect.breaks && !failedTest) continue;
    const withLeader = placed.some(
      (l) => !isUnit(l) && l.setup.side === s.side && formatHex(l.at) === formatHex(c.at),
    );
    if (withLeader) {
      events.push(
        `${called(run, c)} keeps its order: a leader shares its hex (${rules.combat.leaderNoBreak}).`,
      );
    } else if (edition.afterRetreat === 'scatter') {
      counters[c.id] = { ...now, sp: left, hex: null, status: 'scattered' };
      events.push(`${called(run, c)} scatters and goes to the Scattered Units track.`);
    } else if (now.status === 'disorganized') {
      events.push(`${called(run, c)} was already disorganized and panics (10.1.1): mark it so.`);
    } else {
      counters[c.id] = { ...now, sp: left, status: 'disorganized' };
      events.push(`${called(run, c)} is disorganized.`);
    }
  }
  return ok(undefined);
}

/**
 * 5.1.1 f–g: applies a rolled result to the board. `outcome` is the
 * analysed outcome of the roll (or its result); `where` is the board the
 * combat was read from, `state` the game as it stands. Units eliminated by
 * the table's loss do not retreat; the retreat shortfall of a side is its
 * largest among its units (5.4.6). Scattered units leave the board for the
 * Scattered Units track (9.1.2); a unit whose hex it shared with a leader
 * neither scatters nor disorganizes (9.1.3). MORALE's counter moves at once,
 * the value in effect only in phase 9 (6.1.9).
 */
export function applyCombatOutcome(
  state: GameState,
  combat: BoardCombat,
  outcome: CombatOutcome | CombatResult,
  choices: CombatChoices,
  where: Omit<CombatBoard, 'state'>,
): Result<{ state: GameState; events: string[] }> {
  const found = getEdition(combat.edition);
  if (!found.ok) return found;
  if (state.edition !== combat.edition)
    return fail(
      'edition',
      'editions',
      `this game is played with ${state.edition}, not ${combat.edition}`,
    );
  const fought = [...combat.attackers, ...combat.defenders];
  const stray = (choices.broken ?? []).filter((id) => !fought.includes(id));
  if (stray.length > 0)
    return fail(
      'choices.broken',
      found.value.rules.combat.sequence,
      `${describeStray(stray, where)} did not fight in this combat`,
    );
  const result = 'result' in outcome ? outcome.result : outcome;
  const placed = placedCounters({ ...where, state });
  const run: Applying = {
    counters: { ...state.counters },
    losses: { ...state.losses },
    morale: state.morale.counter,
    events: [],
    names: nameCounters(placed),
    where,
    choices,
    edition: found.value,
    rivers: riverSidesOf(where.setup, state),
  };
  // 5.1.1 f: both sides' losses first; units they eliminate exert no ZoC on the retreats.
  const sides: SideRun[] = [];
  for (const role of ['attacker', 'defender'] as const) {
    const fighters = findFighters(role, combat, placed, where, run.names);
    if (!fighters.ok) return fighters;
    const s: SideRun = {
      side: combat.sides[role],
      effect: result[role],
      fighters: fighters.value,
      sp: new Map(fighters.value.map((c) => [c.id, c.board.sp ?? 0])),
    };
    const table = allotLosses(
      standing(s, s.fighters),
      s.effect.loss,
      choices.losses,
      'choices.losses',
      found.value.rules.combat.sequence,
    );
    if (!table.ok) return table;
    lose(run, s, table.value, '');
    sides.push(s);
  }
  const gone = new Set(
    sides.flatMap((s) => s.fighters.filter((c) => s.sp.get(c.id) === 0).map((c) => c.id)),
  );
  const remaining = placed.filter((c) => !gone.has(c.id));
  for (const s of sides) {
    const retreated = retreatSide(run, s, remaining);
    if (!retreated.ok) return retreated;
    const settled = settleSide(run, s, retreated.value, placed);
    if (!settled.ok) return settled;
  }
  if (combat.defenders.every((id) => run.counters[id]?.status === 'eliminated'))
    run.events.push(`${combat.defenderHex} is empty: the attacker may move into it (5.2.8).`);
  return ok({
    state: {
      ...state,
      counters: run.counters,
      losses: run.losses,
      morale: { ...state.morale, counter: run.morale },
    },
    events: run.events,
  });
}
