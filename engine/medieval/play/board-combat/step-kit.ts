/**
 * What every after-combat step shares: the combat as applied (the board
 * before and after), a step's application as game actions run in turn, and
 * counters named as the player tells them apart.
 */
import { ok, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { CombatResult } from '../../combat/results.ts';
import type { GameState, SetupCounter, TerrainMarks } from '../../board/types.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import type { PlayContext } from '../game/state.ts';
import type { BoardCombat } from './from-board.ts';
import { nameCounter, nameCounters, placedCounters, type PlacedCounter } from './view.ts';

/** A combat whose rolled result applyCombatOutcome put on the board. */
export interface AppliedCombat {
  combat: BoardCombat;
  result: CombatResult;
  /** The game as the combat found it, and as the result left it. */
  before: GameState;
  after: GameState;
  /** The board's terrain marks, which retreats read (rivers, fortifications). */
  terrain?: TerrainMarks;
}

/** What confirming a step did: the actions run, the game after them, and its lines for the log. */
export interface StepOutcome {
  actions: GameAction[];
  state: GameState;
  lines: WorkingStep[];
}

export type Role = 'attacker' | 'defender';
export const roles: readonly Role[] = ['attacker', 'defender'];
export const otherRole = (role: Role): Role => (role === 'attacker' ? 'defender' : 'attacker');

/** The counters standing on the map in a state of this game. */
export const placedIn = (state: GameState, context: PlayContext): PlacedCounter[] =>
  placedCounters({ state, setup: context.setup, map: context.setup.scenarioMap.map });

/** Each counter as the board names it in `state`; a counter off the board as its setup prints it. */
export function namer(state: GameState, context: PlayContext): (id: string) => string {
  const names = nameCounters(placedIn(state, context));
  return (id) => {
    const setup: SetupCounter | undefined = context.setup.counters.find((c) => c.id === id);
    return names.get(id) ?? (setup ? nameCounter(setup) : 'a counter not in this scenario');
  };
}

/** Runs the actions in turn on `state`; the first refusal stops them and is the answer. */
export function runActions(
  state: GameState,
  actions: readonly GameAction[],
  context: PlayContext,
): Result<GameState> {
  let now = state;
  for (const action of actions) {
    const next = applyAction(now, action, context);
    if (!next.ok) return next;
    now = next.value;
  }
  return ok(now);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
