/**
 * The game's own bounds, refused whole (field, rule, sentence): MORALE by hand
 * (6.1, 6.1.3, 6.1.9), the SPs recorded lost (1.2), the scenario's starting
 * MORALE (6.1.3), and a game of an edition the site does not hold.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { sideSign, startGame, type PlayContext } from './state.ts';

const context: PlayContext = { setup: testSetup(), scenario: testScenario() };

function start(): GameState {
  const state = startGame(context.setup, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const told = (state: GameState, action: GameAction) => {
  const result = applyAction(state, action, context);
  return result.ok ? undefined : result.error;
};

describe('MORALE by hand (6.1, 6.1.3, 6.1.9)', () => {
  it('a move of 0 boxes is refused by the by field', () => {
    expect(told(start(), { type: 'move-morale', favour: 'Scots', by: 0 })).toEqual({
      field: 'by',
      rule: '6.1',
      message: 'by is a whole number from 1 to 99, not 0',
    });
  });

  it('the starting MORALE is set on the first turn’s first phase only, not on a later turn’s', () => {
    const secondTurn = { ...start(), turn: 12, phase: 1 };
    expect(told(secondTurn, { type: 'set-morale', value: 1, favours: 'Scots' })).toEqual({
      field: 'value',
      rule: '6.1.9',
      message: 'the starting MORALE is set before the first turn is played',
    });
    expect(told(start(), { type: 'set-morale', value: 100, favours: 'Scots' })).toEqual({
      field: 'value',
      rule: '6.1.3',
      message: 'value is a whole number from 0 to 99, not 100',
    });
  });

  it('6.1.3: a scenario whose MORALE favours no side of the setup cannot start', () => {
    const scenario = testScenario('bannockburn-1314', { morale: { value: 2, favours: 'Welsh' } });
    expect(startGame(context.setup, scenario)).toEqual({
      ok: false,
      error: {
        field: 'morale.favours',
        rule: '6.1',
        message: '"Welsh" is not a side here (Scots, English)',
      },
    });
    expect(sideSign(context.setup, 'Welsh')).toMatchObject({ ok: false, error: { field: 'side' } });
  });
});

describe('SPs recorded lost (1.2)', () => {
  it('refuses a side not in the game by the side field', () => {
    expect(told(start(), { type: 'record-loss', side: 'Welsh', sp: 1 })).toEqual({
      field: 'side',
      rule: '1.2',
      message: '"Welsh" is not a side here',
    });
  });

  it('keeps a side’s total within 9999 SPs', () => {
    const lost = applyAction(start(), { type: 'record-loss', side: 'Scots', sp: 3 }, context);
    if (!lost.ok) throw new Error(lost.error.message);
    expect(told(lost.value, { type: 'record-loss', side: 'Scots', sp: 9996 })).toBeUndefined();
    expect(told(lost.value, { type: 'record-loss', side: 'Scots', sp: 9997 })).toEqual({
      field: 'sp',
      rule: '1.2',
      message: 'sp is a whole number from -3 to 9996, not 9997',
    });
  });
});

describe('a game of an unknown edition', () => {
  it('refuses every action by the edition field', () => {
    const lost = { ...start(), edition: 'crecy-1346' as never };
    expect(told(lost, { type: 'move-morale', favour: 'Scots', by: 1 })).toMatchObject({
      field: 'edition',
    });
  });
});
