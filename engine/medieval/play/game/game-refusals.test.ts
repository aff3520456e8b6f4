/**
 * What the player is told when the game refuses a step of play: the wrong
 * board, an unknown leader, side or counter, MORALE set too late or pushed
 * past its bound, a turn whose MORALE is no longer known (6.1, 6.1.3, 6.1.9,
 * 13.1.2, 1.2).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { findCounter, startGame, type PlayContext } from './state.ts';

const scenario = testScenario();
const context: PlayContext = { setup: testSetup(), scenario };

function start(): GameState {
  const state = startGame(context.setup, scenario);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const told = (state: GameState, action: GameAction) => {
  const result = applyAction(state, action, context);
  return result.ok ? undefined : result.error;
};

describe('refusals of play', () => {
  it('a game played on another scenario’s board', () => {
    expect(told({ ...start(), scenarioId: 'elsewhere' }, { type: 'next-phase' })).toEqual({
      field: 'scenario',
      rule: 'play',
      message: 'the game is elsewhere, the board test-field',
    });
  });

  it('13.1.2, 1.2, 6.1: a leader, a side or a counter the game does not know', () => {
    expect(told(start(), { type: 'set-fatigue', leader: 'nobody', fatigue: 1 })?.message).toBe(
      '"nobody" is not a leader in this game',
    );
    expect(told(start(), { type: 'record-loss', side: 'Welsh', sp: 1 })?.message).toBe(
      '"Welsh" is not a side here',
    );
    expect(told(start(), { type: 'move-morale', by: 1, favour: 'Welsh' })).toEqual({
      field: 'favour',
      rule: '6.1',
      message: '"Welsh" is not a side here (Scots, English)',
    });
    expect(findCounter(context.setup, 'nobody')).toEqual({
      ok: false,
      error: { field: 'counter', rule: 'setup', message: 'no counter "nobody" in this scenario' },
    });
    const odd = { type: 'shout' } as unknown as GameAction;
    expect(told(start(), odd)?.message).toBe('unknown action "shout"');
  });

  it('6.1: MORALE is never pushed past ±99', () => {
    expect(told(start(), { type: 'move-morale', by: 99, favour: 'English' })?.message).toBe(
      'MORALE would reach -101, past ±99',
    );
  });

  it('6.1.9: the starting MORALE is set before the first turn is played', () => {
    const played = { ...start(), phase: 2 };
    expect(told(played, { type: 'set-morale', value: 1, favours: 'Scots' })?.message).toBe(
      'the starting MORALE is set before the first turn is played',
    );
  });

  it('6.1.9: stepping back over a turn end whose MORALE was not kept is refused', () => {
    const later = { ...start(), turn: 12, phase: 1 };
    expect(told(later, { type: 'previous-phase' })).toEqual({
      field: 'phase',
      rule: '6.1.9',
      message: 'the MORALE of the earlier turn is not known here: use undo',
    });
  });
});

describe('starting a game (6.1.3)', () => {
  it('a setup of another scenario, and a MORALE that favours nobody, are refused with the reason', () => {
    expect(startGame(context.setup, { ...scenario, id: 'elsewhere' })).toEqual({
      ok: false,
      error: {
        field: 'scenario',
        rule: 'setup',
        message: 'the setup is for test-field, not elsewhere',
      },
    });
    expect(startGame(context.setup, { ...scenario, morale: { value: 2 } })).toEqual({
      ok: false,
      error: { field: 'morale.favours', rule: '6.1.3', message: 'MORALE 2 must favour a side' },
    });
  });
});
