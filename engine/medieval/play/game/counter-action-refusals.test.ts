/**
 * What the player is told when the board refuses an action on a counter or
 * a banner: each refusal's field, rule and sentence (3.1.1, 1.2, 8.1.1,
 * 8.1.7, 9.0, 9.1.3–9.1.4, 10.1.4, 6.1.4–6.1.6, 7.1.1, 7.1.5–7.1.6).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import type { GameAction } from './actions.ts';
import { contextFor, placeAction, playActions, refusalOf, startTestGame } from './game.fixtures.ts';
import { checkFacing } from './counter-actions.ts';

const unit = 'scots-zone-1';

describe('counters on the board', () => {
  it('3.1.1: a facing off the six hex sides is refused; -0 reads as 0', () => {
    expect(refusalOf(startTestGame(), placeAction(unit, '1205', 6))).toEqual({
      field: 'facing',
      rule: '3.1.1',
      message: 'a facing is a hex side from 0 to 5, not 6',
    });
    const read = checkFacing(-0);
    expect(read.ok && Object.is(read.value, 0)).toBe(true);
  });

  it('a counter must be off the board to be placed, on it to be moved, turned or removed', () => {
    const placed = playActions(startTestGame(), [placeAction(unit, '1205')]);
    expect(refusalOf(placed, placeAction(unit, '1206'))?.message).toBe(
      'infantry 1 is on 1205 already: move it',
    );
    const notOn = 'infantry 1 is not on the board: place it first';
    expect(refusalOf(startTestGame(), { type: 'move', counter: unit, hex: '1206' })?.message).toBe(
      notOn,
    );
    expect(refusalOf(startTestGame(), { type: 'turn', counter: unit, facing: 1 })?.message).toBe(
      notOn,
    );
    expect(refusalOf(startTestGame(), { type: 'remove', counter: unit })?.message).toBe(notOn);
  });

  it('an eliminated counter comes back only by undo', () => {
    const gone = playActions(startTestGame(), [
      placeAction(unit, '1205'),
      { type: 'eliminate', counter: unit, morale: null },
    ]);
    expect(refusalOf(gone, placeAction(unit, '1205'))).toEqual({
      field: 'counter',
      rule: 'play',
      message: 'infantry 1 was eliminated: undo to bring it back',
    });
  });

  it('1.2 and 8.1.1: a unit has 1 to 10 SPs; a leader has none', () => {
    expect(refusalOf(startTestGame(), { type: 'set-sp', counter: unit, sp: 11 })?.message).toBe(
      'a unit has 1 to 10 SPs, not 11',
    );
    expect(refusalOf(startTestGame(), { type: 'set-sp', counter: 'wallace', sp: 2 })?.message).toBe(
      'a leader has no SPs',
    );
  });
});

describe('statuses (8.1.1, 8.1.7, 9.0, 9.1.3–9.1.4, 10.1.4)', () => {
  const kosovo = contextFor('kosovo-1389');

  it('each status refusal says why', () => {
    const placed = playActions(startTestGame(), [
      placeAction(unit, '1205'),
      placeAction('wallace', '1206'),
    ]);
    const status = (state: GameState, counter: string, s: string, context = contextFor()) =>
      refusalOf(state, { type: 'set-status', counter, status: s } as GameAction, context)?.message;
    expect(status(placed, unit, 'routed')).toBe('"routed" is not a counter status');
    expect(status(placed, unit, 'eliminated')).toBe(
      'use eliminate, which says whether MORALE moves',
    );
    expect(status(placed, 'wallace', 'scattered')).toBe('leaders never scatter');
    expect(status(placed, unit, 'disorganized')).toMatch(
      /has no disorganized units: they scatter$/,
    );
    const k = startTestGame(kosovo);
    expect(status(k, unit, 'disorganized', kosovo)).toBe(
      'the marker goes on a counter on the board',
    );
    const onBoard = playActions(
      k,
      [placeAction(unit, '1205'), placeAction('wallace', '1206')],
      kosovo,
    );
    expect(status(onBoard, unit, 'scattered', kosovo)).toMatch(
      /has no scatter: units become disorganized$/,
    );
    expect(status(onBoard, 'wallace', 'panicked', kosovo)).toBe('a leader is not a regular unit');
    const led = playActions(onBoard, [{ type: 'move', counter: 'wallace', hex: '1205' }], kosovo);
    expect(status(led, unit, 'disorganized', kosovo)).toBe(
      "a unit on a hex with its side's leader cannot become disorganized",
    );
  });
});

describe('eliminations and banners (6.1.4–6.1.6, 7.1.1, 7.1.5–7.1.6)', () => {
  const placed = () =>
    playActions(startTestGame(), [placeAction(unit, '1205'), placeAction('wallace', '1206')]);

  it('an event that does not fit the counter is refused with the reason', () => {
    expect(
      refusalOf(placed(), { type: 'eliminate', counter: unit, morale: 'leader-killed' })?.message,
    ).toBe('a unit is eliminated, not killed as a leader');
    expect(
      refusalOf(placed(), { type: 'eliminate', counter: 'wallace', morale: 'unit-eliminated' })
        ?.message,
    ).toBe('a leader is killed, not eliminated as a unit');
  });

  it('a banner refused where it is not, or for a leader without one', () => {
    const fell = playActions(startTestGame(), [{ type: 'banner-fell', leader: 'wallace' }]);
    expect(refusalOf(fell, { type: 'banner-fell', leader: 'wallace' })?.message).toBe(
      'the banner has fallen already',
    );
    const taken = playActions(fell, [{ type: 'banner-captured', leader: 'wallace' }]);
    expect(refusalOf(taken, { type: 'banner-fell', leader: 'wallace' })?.message).toBe(
      'the banner has been captured already',
    );
    expect(
      refusalOf(startTestGame(), { type: 'banner-captured', leader: 'wallace' })?.message,
    ).toBe('only a fallen banner can be captured');
    expect(
      refusalOf(startTestGame(), { type: 'banner-recaptured', leader: 'wallace' })?.message,
    ).toBe('the banner is held: nothing to take back');
    expect(
      refusalOf(startTestGame(), { type: 'banner-fell', leader: 'cressingham' })?.message,
    ).toBe('"cressingham" carries no banner');
  });
});
