/**
 * What the player is told when the board refuses an action on a counter or
 * a banner: each refusal's field, rule and sentence (3.1.1, 1.2, 8.1.1,
 * 8.1.7, 9.0, 9.1.3–9.1.4, 10.1.4, 6.1.4–6.1.6, 7.1.1, 7.1.5–7.1.6).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { checkFacing } from './counter-actions.ts';
import { startGame, type PlayContext } from './state.ts';

const contextFor = (edition: EditionId = 'bannockburn-1314'): PlayContext => ({
  setup: testSetup(edition),
  scenario: testScenario(edition),
});

function start(context = contextFor()): GameState {
  const state = startGame(context.setup, testScenario(context.setup.edition));
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function run(state: GameState, actions: GameAction[], context = contextFor()): GameState {
  return actions.reduce((now, action) => {
    const next = applyAction(now, action, context);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.message}`);
    return next.value;
  }, state);
}

const told = (state: GameState, action: GameAction, context = contextFor()) => {
  const result = applyAction(state, action, context);
  return result.ok ? undefined : result.error;
};

const unit = 'scots-zone-1';
const place = (counter: string, hex: string, facing = 0): GameAction => ({
  type: 'place',
  counter,
  hex,
  facing,
});

describe('counters on the board', () => {
  it('3.1.1: a facing off the six hex sides is refused; -0 reads as 0', () => {
    expect(told(start(), place(unit, '1205', 6))).toEqual({
      field: 'facing',
      rule: '3.1.1',
      message: 'a facing is a hex side from 0 to 5, not 6',
    });
    const read = checkFacing(-0);
    expect(read.ok && Object.is(read.value, 0)).toBe(true);
  });

  it('a counter must be off the board to be placed, on it to be moved, turned or removed', () => {
    const placed = run(start(), [place(unit, '1205')]);
    expect(told(placed, place(unit, '1206'))?.message).toBe(
      'infantry 1 is on 1205 already: move it',
    );
    const notOn = 'infantry 1 is not on the board: place it first';
    expect(told(start(), { type: 'move', counter: unit, hex: '1206' })?.message).toBe(notOn);
    expect(told(start(), { type: 'turn', counter: unit, facing: 1 })?.message).toBe(notOn);
    expect(told(start(), { type: 'remove', counter: unit })?.message).toBe(notOn);
  });

  it('an eliminated counter comes back only by undo', () => {
    const gone = run(start(), [
      place(unit, '1205'),
      { type: 'eliminate', counter: unit, morale: null },
    ]);
    expect(told(gone, place(unit, '1205'))).toEqual({
      field: 'counter',
      rule: 'play',
      message: 'infantry 1 was eliminated: undo to bring it back',
    });
  });

  it('1.2 and 8.1.1: a unit has 1 to 10 SPs; a leader has none', () => {
    expect(told(start(), { type: 'set-sp', counter: unit, sp: 11 })?.message).toBe(
      'a unit has 1 to 10 SPs, not 11',
    );
    expect(told(start(), { type: 'set-sp', counter: 'wallace', sp: 2 })?.message).toBe(
      'a leader has no SPs',
    );
  });
});

describe('statuses (8.1.1, 8.1.7, 9.0, 9.1.3–9.1.4, 10.1.4)', () => {
  const kosovo = contextFor('kosovo-1389');

  it('each status refusal says why', () => {
    const placed = run(start(), [place(unit, '1205'), place('wallace', '1206')]);
    const status = (state: GameState, counter: string, s: string, context = contextFor()) =>
      told(state, { type: 'set-status', counter, status: s } as GameAction, context)?.message;
    expect(status(placed, unit, 'routed')).toBe('"routed" is not a counter status');
    expect(status(placed, unit, 'eliminated')).toBe(
      'use eliminate, which says whether MORALE moves',
    );
    expect(status(placed, 'wallace', 'scattered')).toBe('leaders never scatter');
    expect(status(placed, unit, 'disorganized')).toMatch(
      /has no disorganized units: they scatter$/,
    );
    const k = start(kosovo);
    expect(status(k, unit, 'disorganized', kosovo)).toBe(
      'the marker goes on a counter on the board',
    );
    const onBoard = run(k, [place(unit, '1205'), place('wallace', '1206')], kosovo);
    expect(status(onBoard, unit, 'scattered', kosovo)).toMatch(
      /has no scatter: units become disorganized$/,
    );
    expect(status(onBoard, 'wallace', 'panicked', kosovo)).toBe('a leader is not a regular unit');
    const led = run(onBoard, [{ type: 'move', counter: 'wallace', hex: '1205' }], kosovo);
    expect(status(led, unit, 'disorganized', kosovo)).toBe(
      "a unit on a hex with its side's leader cannot become disorganized",
    );
  });
});

describe('eliminations and banners (6.1.4–6.1.6, 7.1.1, 7.1.5–7.1.6)', () => {
  const placed = () => run(start(), [place(unit, '1205'), place('wallace', '1206')]);

  it('an event that does not fit the counter is refused with the reason', () => {
    expect(
      told(placed(), { type: 'eliminate', counter: unit, morale: 'leader-killed' })?.message,
    ).toBe('a unit is eliminated, not killed as a leader');
    expect(
      told(placed(), { type: 'eliminate', counter: 'wallace', morale: 'unit-eliminated' })?.message,
    ).toBe('a leader is killed, not eliminated as a unit');
  });

  it('a banner refused where it is not, or for a leader without one', () => {
    const fell = run(start(), [{ type: 'banner-fell', leader: 'wallace' }]);
    expect(told(fell, { type: 'banner-fell', leader: 'wallace' })?.message).toBe(
      'the banner has fallen already',
    );
    const taken = run(fell, [{ type: 'banner-captured', leader: 'wallace' }]);
    expect(told(taken, { type: 'banner-fell', leader: 'wallace' })?.message).toBe(
      'the banner has been captured already',
    );
    expect(told(start(), { type: 'banner-captured', leader: 'wallace' })?.message).toBe(
      'only a fallen banner can be captured',
    );
    expect(told(start(), { type: 'banner-recaptured', leader: 'wallace' })?.message).toBe(
      'the banner is held: nothing to take back',
    );
    expect(told(start(), { type: 'banner-fell', leader: 'cressingham' })?.message).toBe(
      '"cressingham" carries no banner',
    );
  });
});
