/**
 * A game on the test board for the play tests: its context per edition, the
 * game started, actions applied in turn, and what a refused action tells.
 */
import type { GameState } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { startGame, type PlayContext } from './state.ts';

export const contextFor = (edition: EditionId = 'bannockburn-1314'): PlayContext => ({
  setup: testSetup(edition),
  scenario: testScenario(edition),
});

/** The game started on the test board. */
export function startTestGame(context = contextFor()): GameState {
  const state = startGame(context.setup, testScenario(context.setup.edition));
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** The actions applied in turn; a refused one fails the test with its message. */
export function playActions(
  state: GameState,
  actions: GameAction[],
  context = contextFor(),
): GameState {
  return actions.reduce((now, action) => {
    const next = applyAction(now, action, context);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.message}`);
    return next.value;
  }, state);
}

/** The whole refusal of an action (field, rule and sentence), or undefined when it applies. */
export function refusalOf(state: GameState, action: GameAction, context = contextFor()) {
  const result = applyAction(state, action, context);
  return result.ok ? undefined : result.error;
}

export const placeAction = (counter: string, hex: string, facing = 0): GameAction => ({
  type: 'place',
  counter,
  hex,
  facing,
});
