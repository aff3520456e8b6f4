/**
 * Actions on single counters and banners: placing, moving, turning, SPs,
 * markers, eliminations, and the MORALE boxes the last two can move.
 */
import { formatHex, parseHex, type Facing } from '../../../core/hex-grid.ts';
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import type { CounterOnBoard, CounterStatus, GameState, SetupCounter } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import { moraleMove } from '../../morale/morale.ts';
import type { GameAction } from './actions.ts';
import { findCounter, playRule, shiftMorale, spLimits, type PlayContext } from './state.ts';

type CounterAction = Extract<
  GameAction,
  { type: 'place' | 'move' | 'turn' | 'remove' | 'set-sp' | 'set-status' | 'eliminate' }
>;
type BannerAction = Extract<GameAction, { type: `banner-${string}` }>;

/** Every status a counter can have. */
export const counterStatuses: readonly CounterStatus[] = [
  'ready',
  'disorganized',
  'panicked',
  'scattered',
  'off-map',
  'eliminated',
];

/** Statuses that take a counter off the board: the scattered track (9.1.2), beyond the edge (4.4), or gone. */
const offBoard: ReadonlySet<CounterStatus> = new Set(['scattered', 'off-map', 'eliminated']);

/** 3.1.1: a unit faces one of its six hex sides. */
export function checkFacing(value: number, field = 'facing'): Result<Facing> {
  // -0 is read as 0, as in checkWhole: a saved game must read back the same.
  return Number.isInteger(value) && value >= 0 && value <= 5
    ? ok((value === 0 ? 0 : value) as Facing)
    : fail(field, '3.1.1', `a facing is a hex side from 0 to 5, not ${value}`);
}

/** A hex on the scenario's map, as the books print it. */
function checkHex(text: string, context: PlayContext): Result<string> {
  const hex = parseHex(String(text), context.setup.scenarioMap.map);
  return hex.ok ? ok(formatHex(hex.value)) : hex;
}

const withCounter = (state: GameState, counter: CounterOnBoard): GameState => ({
  ...state,
  counters: { ...state.counters, [counter.id]: counter },
});

/** A counter action; eliminated counters come back only by undo. */
export function applyCounterAction(
  state: GameState,
  action: CounterAction,
  context: PlayContext,
  edition: EditionProfile,
): Result<GameState> {
  const setup = findCounter(context.setup, action.counter);
  if (!setup.ok) return setup;
  const now = Object.hasOwn(state.counters, action.counter)
    ? state.counters[action.counter]
    : undefined;
  if (!now) return fail('counter', playRule, `"${action.counter}" is not in this game`);
  if (now.status === 'eliminated')
    return fail('counter', playRule, `${setup.value.label} was eliminated: undo to bring it back`);
  const onBoard = (): Result<string> =>
    now.hex === null
      ? fail('counter', playRule, `${setup.value.label} is not on the board: place it first`)
      : ok(now.hex);
  switch (action.type) {
    case 'place': {
      if (now.hex !== null)
        return fail('counter', playRule, `${setup.value.label} is on ${now.hex} already: move it`);
      const hex = checkHex(action.hex, context);
      if (!hex.ok) return hex;
      const facing = checkFacing(action.facing);
      if (!facing.ok) return facing;
      // Regrouping (9.1.6) or coming back onto the map (4.4.5) puts a counter back in play.
      const status = now.status === 'scattered' || now.status === 'off-map' ? 'ready' : now.status;
      return ok(withCounter(state, { ...now, hex: hex.value, facing: facing.value, status }));
    }
    case 'move': {
      const from = onBoard();
      if (!from.ok) return from;
      const hex = checkHex(action.hex, context);
      if (!hex.ok) return hex;
      const facing = checkFacing(action.facing ?? now.facing);
      if (!facing.ok) return facing;
      return ok(withCounter(state, { ...now, hex: hex.value, facing: facing.value }));
    }
    case 'turn': {
      const from = onBoard();
      if (!from.ok) return from;
      const facing = checkFacing(action.facing);
      return facing.ok ? ok(withCounter(state, { ...now, facing: facing.value })) : facing;
    }
    case 'remove': {
      const from = onBoard();
      return from.ok ? ok(withCounter(state, { ...now, hex: null })) : from;
    }
    case 'set-sp': {
      if (setup.value.kind === 'leader')
        return fail('sp', edition.rules.movement.leaderNotUnit, 'a leader has no SPs');
      if (action.sp === null) return ok(withCounter(state, { ...now, sp: null }));
      const { min, max } = spLimits;
      if (!Number.isInteger(action.sp) || action.sp < min || action.sp > max)
        return fail('sp', '1.2', `a unit has ${min} to ${max} SPs, not ${action.sp}`);
      return ok(withCounter(state, { ...now, sp: action.sp }));
    }
    case 'set-status': {
      const allowed = checkStatus(state, action.status, setup.value, now, context, edition);
      if (!allowed.ok) return allowed;
      const hex = offBoard.has(action.status) ? null : now.hex;
      return ok(withCounter(state, { ...now, status: action.status, hex }));
    }
    case 'eliminate':
      return eliminate(state, action, setup.value, now, context);
  }
}

/** Whether the edition and the counter allow a status at all (8.1.1, 8.1.7; scatter 9.0, or Kosovo's 9.0 and 10.0). */
export function allowStatus(
  status: CounterStatus,
  counter: SetupCounter,
  edition: EditionProfile,
  field = 'status',
): Result<CounterStatus> {
  if (!counterStatuses.includes(status))
    return fail(field, playRule, `${quoteInput(status)} is not a counter status`);
  const kosovo = edition.has.disorganization;
  if (status === 'scattered') {
    if (kosovo)
      return fail(field, '9.0', `${edition.title} has no scatter: units become disorganized`);
    if (counter.kind === 'leader')
      return fail(field, edition.rules.movement.leaderUnbroken, 'leaders never scatter');
  }
  if (status === 'disorganized' || status === 'panicked') {
    if (!kosovo) return fail(field, '9.0', `${edition.title} has no ${status} units: they scatter`);
    if (counter.kind === 'leader')
      return fail(field, edition.rules.movement.leaderNotUnit, 'a leader is not a regular unit');
  }
  return ok(status);
}

/** A status change on the board: eliminations go through `eliminate`; markers go on placed counters (9.1.3–9.1.4, 10.1.4). */
function checkStatus(
  state: GameState,
  status: CounterStatus,
  counter: SetupCounter,
  now: CounterOnBoard,
  context: PlayContext,
  edition: EditionProfile,
): Result<CounterStatus> {
  if (status === 'eliminated')
    return fail('status', '6.1.4', 'use eliminate, which says whether MORALE moves');
  const allowed = allowStatus(status, counter, edition);
  if (!allowed.ok || (status !== 'disorganized' && status !== 'panicked')) return allowed;
  if (now.hex === null)
    return fail(
      'status',
      status === 'disorganized' ? '9.1.4' : '10.1.4',
      'the marker goes on a counter on the board',
    );
  if (status === 'disorganized' && hasLeaderOn(state, now.hex, counter.side, context))
    return fail(
      'status',
      '9.1.3',
      "a unit on a hex with its side's leader cannot become disorganized",
    );
  return allowed;
}

function hasLeaderOn(state: GameState, hex: string, side: string, context: PlayContext): boolean {
  return context.setup.counters.some(
    (c) => c.kind === 'leader' && c.side === side && state.counters[c.id]?.hex === hex,
  );
}

/** 6.1.4, 6.1.6, 6.1.7: the counter leaves play; the named event moves MORALE toward the enemy. */
function eliminate(
  state: GameState,
  action: Extract<GameAction, { type: 'eliminate' }>,
  counter: SetupCounter,
  now: CounterOnBoard,
  context: PlayContext,
): Result<GameState> {
  const gone = withCounter(state, { ...now, hex: null, status: 'eliminated' });
  if (action.morale === null) return ok(gone);
  const leader = counter.kind === 'leader';
  const fits = leader ? action.morale !== 'unit-eliminated' : action.morale === 'unit-eliminated';
  if (!fits)
    return fail(
      'morale',
      leader ? '6.1.6' : '6.1.4',
      leader
        ? 'a leader is killed, not eliminated as a unit'
        : 'a unit is eliminated, not killed as a leader',
    );
  const enemy = context.setup.sides.find((side) => side !== counter.side) ?? counter.side;
  return shiftMorale(gone, context.setup, enemy, moraleMove(action.morale).boxes, 'morale');
}

/** 6.1.5, 7.1.5–7.1.6: a banner falls, is captured by the enemy, or is taken back by its side. */
export function applyBanner(
  state: GameState,
  action: BannerAction,
  context: PlayContext,
): Result<GameState> {
  const banner = Object.hasOwn(state.banners, action.leader)
    ? state.banners[action.leader]
    : undefined;
  const leader = findCounter(context.setup, action.leader, 'leader');
  if (!banner || !leader.ok) return fail('leader', '7.1.1', `"${action.leader}" carries no banner`);
  const side = leader.value.side;
  const enemy = context.setup.sides.find((s) => s !== side) ?? side;
  const set = (value: 'held' | 'fallen' | 'captured') => ({
    ...state,
    banners: { ...state.banners, [action.leader]: value },
  });
  switch (action.type) {
    case 'banner-fell':
      return banner === 'held'
        ? shiftMorale(
            set('fallen'),
            context.setup,
            enemy,
            moraleMove('banner-fell').boxes,
            'leader',
          )
        : fail(
            'leader',
            '7.1.5',
            `the banner has ${banner === 'fallen' ? 'fallen' : 'been captured'} already`,
          );
    case 'banner-captured':
      return banner === 'fallen'
        ? ok(set('captured'))
        : fail('leader', '7.1.6', 'only a fallen banner can be captured');
    case 'banner-recaptured':
      return banner === 'held'
        ? fail('leader', '6.1.5', 'the banner is held: nothing to take back')
        : shiftMorale(
            set('held'),
            context.setup,
            side,
            moraleMove('banner-recaptured').boxes,
            'leader',
          );
  }
}
