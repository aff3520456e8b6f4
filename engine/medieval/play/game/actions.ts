/**
 * What a player does to the game state, as data: one action, one new state
 * (the old one is never changed), or an error naming the field and the rule.
 */
import { fail, ok, type Result } from '../../../core/result.ts';
import type { CounterStatus, GameState } from '../../board/types.ts';
import { getEdition } from '../../editions/editions.ts';
import { moraleMove, type MoraleEvent } from '../../morale/morale.ts';
import { applyBanner, applyCounterAction } from './counter-actions.ts';
import {
  checkWhole,
  fatigueLimit,
  moraleLimit,
  playRule,
  shiftMorale,
  sideSign,
  type PlayContext,
} from './state.ts';
import { nextPhase, previousPhase } from './phases.ts';
import { setGroupSp } from './strength-groups.ts';
import { toggleRiverSide } from './river-sides.ts';
import type { RiverSide } from '../../movement/zoc.ts';

/** 6.1.4, 6.1.6, 6.1.7: what an eliminated counter's loss does to MORALE; null where it moves nothing (5.8.4, 8.1.6, 9.1.5). */
export type EliminationMorale = 'unit-eliminated' | 'leader-killed' | 'grand-leader-killed' | null;

export type GameAction =
  | { type: 'place'; counter: string; hex: string; facing: number }
  | { type: 'move'; counter: string; hex: string; facing?: number }
  | { type: 'turn'; counter: string; facing: number }
  | { type: 'remove'; counter: string }
  | { type: 'set-sp'; counter: string; sp: number | null }
  | { type: 'set-group-sp'; group: string; sp: number | null }
  | { type: 'set-status'; counter: string; status: CounterStatus }
  | { type: 'eliminate'; counter: string; morale: EliminationMorale }
  | { type: 'set-fatigue'; leader: string; fatigue: number }
  | { type: 'banner-fell' | 'banner-captured' | 'banner-recaptured'; leader: string }
  | { type: 'move-morale'; favour: string; by: MoraleEvent | number }
  | { type: 'set-morale'; value: number; favours: string }
  | { type: 'next-phase' }
  | { type: 'previous-phase' }
  | { type: 'record-loss'; side: string; sp: number }
  | { type: 'river-side'; hexes: RiverSide };

/**
 * Applies one action. Eliminating a counter moves MORALE when the action
 * says which event it was (the UI asks: a ride down, a scatter or a leader's
 * death moves nothing); a banner's fall and recapture always move it 3 boxes
 * (6.1.5). Leaving phase 9 fixes MORALE in effect for the next turn (6.1.9).
 */
export function applyAction(
  state: GameState,
  action: GameAction,
  context: PlayContext,
): Result<GameState> {
  if (state.scenarioId !== context.setup.scenarioId)
    return fail(
      'scenario',
      playRule,
      `the game is ${state.scenarioId}, the board ${context.setup.scenarioId}`,
    );
  const edition = getEdition(state.edition);
  if (!edition.ok) return edition;
  switch (action.type) {
    case 'place':
    case 'move':
    case 'turn':
    case 'remove':
    case 'set-sp':
    case 'set-status':
    case 'eliminate':
      return applyCounterAction(state, action, context, edition.value);
    case 'set-group-sp':
      return setGroupSp(state, action, context.setup, edition.value);
    case 'set-fatigue': {
      const rule = edition.value.rules.morale.fatigueStart;
      if (!Object.hasOwn(state.fatigue, action.leader))
        return fail('leader', rule, `"${action.leader}" is not a leader in this game`);
      const fatigue = checkWhole(action.fatigue, 0, fatigueLimit, 'fatigue', rule);
      if (!fatigue.ok) return fatigue;
      return ok({ ...state, fatigue: { ...state.fatigue, [action.leader]: fatigue.value } });
    }
    case 'banner-fell':
    case 'banner-captured':
    case 'banner-recaptured':
      return applyBanner(state, action, context);
    case 'move-morale': {
      const boxes =
        typeof action.by === 'number'
          ? checkWhole(action.by, 1, moraleLimit, 'by', '6.1')
          : ok(moraleMove(action.by).boxes);
      return boxes.ok
        ? shiftMorale(state, context.setup, action.favour, boxes.value, 'favour')
        : boxes;
    }
    case 'set-morale': {
      if (state.turn !== context.scenario.turns.first || state.phase !== 1)
        return fail('value', '6.1.9', 'the starting MORALE is set before the first turn is played');
      const value = checkWhole(action.value, 0, moraleLimit, 'value', '6.1.3');
      if (!value.ok) return value;
      const sign = sideSign(context.setup, action.favours, 'favours');
      if (!sign.ok) return sign;
      const morale = sign.value * value.value || 0;
      const set: GameState = { ...state, morale: { counter: morale, inEffect: morale } };
      delete set.moraleCarriedOverFrom;
      return ok(set);
    }
    case 'next-phase':
      return stepPhase(state, context, 1);
    case 'previous-phase':
      return stepPhase(state, context, -1);
    case 'record-loss': {
      if (!Object.hasOwn(state.losses, action.side))
        return fail('side', '1.2', `"${action.side}" is not a side here`);
      const before = state.losses[action.side] ?? 0;
      const sp = checkWhole(action.sp, -before, 9999 - before, 'sp', '1.2');
      if (!sp.ok) return sp;
      return ok({ ...state, losses: { ...state.losses, [action.side]: before + sp.value } });
    }
    case 'river-side':
      return toggleRiverSide(state, action.hexes, context.setup, edition.value);
    default:
      // Actions from untyped input (a stored list, a test) may name no known type.
      return fail(
        'type',
        playRule,
        `unknown action "${String((action as { type: unknown }).type)}"`,
      );
  }
}

/** 2.0: the next or previous phase; crossing a turn's end fixes MORALE (6.1.9), crossing back restores it. */
function stepPhase(state: GameState, context: PlayContext, by: 1 | -1): Result<GameState> {
  const at = { turn: state.turn, phase: state.phase };
  const step =
    by === 1 ? nextPhase(at, context.scenario.turns) : previousPhase(at, context.scenario.turns);
  if (!step.ok) return step;
  const moved = { ...state, turn: step.value.turn, phase: step.value.phase };
  if (step.value.turn === state.turn) return ok(moved);
  const earlier = state.moraleEarlier ?? [];
  if (by === 1)
    return ok({
      ...moved,
      morale: { counter: state.morale.counter, inEffect: state.morale.counter },
      moraleEarlier: [...earlier, state.morale.inEffect],
    });
  const restored = earlier.at(-1);
  if (restored === undefined)
    return fail('phase', '6.1.9', 'the MORALE of the earlier turn is not known here: use undo');
  return ok({
    ...moved,
    morale: { counter: state.morale.counter, inEffect: restored },
    moraleEarlier: earlier.slice(0, -1),
  });
}
