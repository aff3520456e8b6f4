/**
 * The whole refusal a player sees for actions on counters and banners (field,
 * rule and sentence), and the edges the refusals leave open: a Kosovo marker
 * kept when a counter is picked up and put back (9.1.4, 10.1.4), statuses that
 * need no counter on the board, and MORALE's ±99 limit (6.1) reached by an
 * elimination (6.1.4, 6.1.6) or a banner (6.1.5, 7.1.5).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import type { GameAction } from './actions.ts';
import { contextFor, placeAction, playActions, refusalOf, startTestGame } from './game.fixtures.ts';

const unit = 'scots-zone-1';
const status = (counter: string, s: Extract<GameAction, { type: 'set-status' }>['status']) =>
  ({ type: 'set-status', counter, status: s }) satisfies GameAction;
const withMorale = (state: GameState, counter: number): GameState => ({
  ...state,
  morale: { ...state.morale, counter },
});

describe('moving a counter', () => {
  it('refuses a hex off the map and a facing off the six sides, and keeps the counter where it was', () => {
    const placed = playActions(startTestGame(), [placeAction(unit, '1205')]);
    expect(refusalOf(placed, { type: 'move', counter: unit, hex: '0105' })).toMatchObject({
      field: 'hex',
    });
    expect(refusalOf(placed, { type: 'move', counter: unit, hex: '1206', facing: 6 })).toEqual({
      field: 'facing',
      rule: '3.1.1',
      message: 'a facing is a hex side from 0 to 5, not 6',
    });
  });

  it('a counter the saved state lost is refused by name', () => {
    const counters = Object.fromEntries(
      Object.entries(startTestGame().counters).filter(([id]) => id !== unit),
    );
    expect(refusalOf({ ...startTestGame(), counters }, placeAction(unit, '1205'))).toEqual({
      field: 'counter',
      rule: 'play',
      message: '"scots-zone-1" is not in this game',
    });
  });
});

describe('Kosovo markers on counters picked up and put back (9.1.4, 10.1.4)', () => {
  const kosovo = contextFor('kosovo-1389');

  it('a disorganized or panicked unit taken off and placed again keeps its marker', () => {
    for (const marker of ['disorganized', 'panicked'] as const) {
      const back = playActions(
        startTestGame(kosovo),
        [placeAction(unit, '1205'), status(unit, marker), { type: 'remove', counter: unit }],
        kosovo,
      );
      expect(back.counters[unit]).toMatchObject({ hex: null, status: marker });
      expect(playActions(back, [placeAction(unit, '1304')], kosovo).counters[unit]).toMatchObject({
        hex: '1304',
        status: marker,
      });
    }
  });

  it('refuses a marker on a counter off the board, naming the marker’s rule', () => {
    expect(refusalOf(startTestGame(kosovo), status(unit, 'disorganized'), kosovo)).toEqual({
      field: 'status',
      rule: '9.1.4',
      message: 'the marker goes on a counter on the board',
    });
    expect(refusalOf(startTestGame(kosovo), status(unit, 'panicked'), kosovo)).toEqual({
      field: 'status',
      rule: '10.1.4',
      message: 'the marker goes on a counter on the board',
    });
  });

  it('9.1.3: refuses disorganizing a unit stacked with its own leader', () => {
    const led = playActions(
      startTestGame(kosovo),
      [placeAction(unit, '1205'), placeAction('wallace', '1205')],
      kosovo,
    );
    expect(refusalOf(led, status(unit, 'disorganized'), kosovo)).toEqual({
      field: 'status',
      rule: '9.1.3',
      message: "a unit on a hex with its side's leader cannot become disorganized",
    });
  });
});

describe('statuses that need no counter on the board', () => {
  it('a counter off the board may be set ready or off the map', () => {
    const off = playActions(startTestGame(), [status(unit, 'off-map')]);
    expect(off.counters[unit]).toMatchObject({ hex: null, status: 'off-map' });
    expect(playActions(off, [status(unit, 'ready')]).counters[unit]).toMatchObject({
      hex: null,
      status: 'ready',
    });
  });

  it('6.1.4: elimination is refused as a status, by the status field', () => {
    expect(refusalOf(startTestGame(), status(unit, 'eliminated'))).toEqual({
      field: 'status',
      rule: '6.1.4',
      message: 'use eliminate, which says whether MORALE moves',
    });
  });
});

describe('MORALE past ±99 (6.1)', () => {
  const placed = () =>
    playActions(startTestGame(), [placeAction(unit, '1205'), placeAction('wallace', '1206')]);

  it('an elimination that would push it past is refused by the morale field', () => {
    // Wallace fights for the Scots, the first side: his death moves MORALE 8 boxes toward the English.
    expect(
      refusalOf(withMorale(placed(), -95), {
        type: 'eliminate',
        counter: 'wallace',
        morale: 'leader-killed',
      }),
    ).toEqual({ field: 'morale', rule: '6.1', message: 'MORALE would reach -103, past ±99' });
    expect(
      refusalOf(withMorale(placed(), -99), {
        type: 'eliminate',
        counter: unit,
        morale: 'unit-eliminated',
      }),
    ).toMatchObject({ field: 'morale', rule: '6.1' });
  });

  it('a banner falling or taken back past it is refused by the leader field', () => {
    expect(
      refusalOf(withMorale(startTestGame(), -97), { type: 'banner-fell', leader: 'wallace' }),
    ).toEqual({
      field: 'leader',
      rule: '6.1',
      message: 'MORALE would reach -100, past ±99',
    });
    const fell = playActions(startTestGame(), [{ type: 'banner-fell', leader: 'wallace' }]);
    expect(
      refusalOf(withMorale(fell, 97), { type: 'banner-recaptured', leader: 'wallace' }),
    ).toEqual({
      field: 'leader',
      rule: '6.1',
      message: 'MORALE would reach 100, past ±99',
    });
  });
});

describe('banners out of turn (6.1.5, 7.1.6)', () => {
  it('names the leader field and the rule', () => {
    expect(refusalOf(startTestGame(), { type: 'banner-captured', leader: 'wallace' })).toEqual({
      field: 'leader',
      rule: '7.1.6',
      message: 'only a fallen banner can be captured',
    });
    expect(refusalOf(startTestGame(), { type: 'banner-recaptured', leader: 'wallace' })).toEqual({
      field: 'leader',
      rule: '6.1.5',
      message: 'the banner is held: nothing to take back',
    });
  });
});
