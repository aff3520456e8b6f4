import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import type { MoraleEvent } from '../../morale/morale.ts';
import { editionIds } from '../../types.ts';
import { applyAction, type GameAction } from './actions.ts';
import { contextFor, placeAction, playActions, startTestGame } from './game.fixtures.ts';

function refusal(state: GameState, action: GameAction, context = contextFor()) {
  const result = applyAction(state, action, context);
  return result.ok ? undefined : { field: result.error.field, rule: result.error.rule };
}

const unit = 'scots-zone-1';

describe('counters on the board', () => {
  it('places, moves, turns and removes a counter', () => {
    let state = playActions(startTestGame(), [placeAction(unit, '1205', 2)]);
    expect(state.counters[unit]).toEqual({
      id: unit,
      hex: '1205',
      facing: 2,
      sp: null,
      status: 'ready',
    });
    state = playActions(state, [{ type: 'move', counter: unit, hex: '1306' }]);
    expect(state.counters[unit]).toMatchObject({ hex: '1306', facing: 2 });
    state = playActions(state, [
      { type: 'move', counter: unit, hex: '1307', facing: 3 },
      { type: 'turn', counter: unit, facing: 5 },
    ]);
    expect(state.counters[unit]).toMatchObject({ hex: '1307', facing: 5 });
    state = playActions(state, [{ type: 'remove', counter: unit }]);
    expect(state.counters[unit]?.hex).toBeNull();
  });

  it('refuses unknown counters, off-map hexes and facings outside 0–5', () => {
    const state = startTestGame();
    expect(refusal(state, placeAction('nobody', '1205'))).toEqual({
      field: 'counter',
      rule: 'setup',
    });
    expect(refusal(state, placeAction(unit, '0905'))).toEqual({ field: 'hex', rule: 'map' });
    expect(refusal(state, placeAction(unit, '1216'))).toEqual({ field: 'hex', rule: 'map' });
    expect(refusal(state, placeAction(unit, 'here'))).toEqual({ field: 'hex', rule: 'map' });
    expect(refusal(state, placeAction(unit, '1215'))).toBeUndefined();
    expect(refusal(state, placeAction(unit, '2001'))).toBeUndefined();
    for (const facing of [-1, 6, 2.5, NaN])
      expect(refusal(state, placeAction(unit, '1205', facing))).toEqual({
        field: 'facing',
        rule: '3.1.1',
      });
    expect(refusal(state, placeAction(unit, '1205', 5))).toBeUndefined();
  });

  it('places only counters off the board, and moves, turns or removes only counters on it', () => {
    const state = startTestGame();
    expect(
      refusal(playActions(state, [placeAction(unit, '1205')]), placeAction(unit, '1206'))?.field,
    ).toBe('counter');
    expect(refusal(state, { type: 'move', counter: unit, hex: '1206' })?.field).toBe('counter');
    expect(refusal(state, { type: 'turn', counter: unit, facing: 1 })?.field).toBe('counter');
    expect(refusal(state, { type: 'remove', counter: unit })?.field).toBe('counter');
  });

  it('takes SPs from 1 to 10 (1.2) or none, and none for leaders (8.1.1)', () => {
    const state = startTestGame();
    for (const sp of [0, 11, 1.5, -1])
      expect(refusal(state, { type: 'set-sp', counter: unit, sp })).toEqual({
        field: 'sp',
        rule: '1.2',
      });
    expect(playActions(state, [{ type: 'set-sp', counter: unit, sp: 1 }]).counters[unit]?.sp).toBe(
      1,
    );
    const ten = playActions(state, [{ type: 'set-sp', counter: unit, sp: 10 }]);
    expect(
      playActions(ten, [{ type: 'set-sp', counter: unit, sp: null }]).counters[unit]?.sp,
    ).toBeNull();
    expect(refusal(state, { type: 'set-sp', counter: 'wallace', sp: 2 })).toEqual({
      field: 'sp',
      rule: '8.1.1',
    });
  });
});

describe('statuses', () => {
  const placed = () =>
    playActions(startTestGame(), [placeAction(unit, '1205'), placeAction('wallace', '1206')]);

  it('scatters a unit onto the track, off the board, and regroups it when placed again (9.1.2, 9.1.6)', () => {
    const scattered = playActions(placed(), [
      { type: 'set-status', counter: unit, status: 'scattered' },
    ]);
    expect(scattered.counters[unit]).toMatchObject({ hex: null, status: 'scattered' });
    expect(playActions(scattered, [placeAction(unit, '1304')]).counters[unit]).toMatchObject({
      hex: '1304',
      status: 'ready',
    });
  });

  it('takes a unit off the map and back (4.4)', () => {
    const gone = playActions(placed(), [{ type: 'set-status', counter: unit, status: 'off-map' }]);
    expect(gone.counters[unit]).toMatchObject({ hex: null, status: 'off-map' });
    expect(playActions(gone, [placeAction(unit, '1001')]).counters[unit]?.status).toBe('ready');
  });

  it('never scatters a leader (8.1.7) nor disorganizes one (8.1.1)', () => {
    expect(
      refusal(placed(), { type: 'set-status', counter: 'wallace', status: 'scattered' }),
    ).toEqual({
      field: 'status',
      rule: '8.1.7',
    });
    const kosovo = contextFor('kosovo-1389');
    const state = playActions(startTestGame(kosovo), [placeAction('wallace', '1206')], kosovo);
    expect(
      refusal(state, { type: 'set-status', counter: 'wallace', status: 'disorganized' }, kosovo),
    ).toEqual({
      field: 'status',
      rule: '8.1.1',
    });
  });

  it('has no disorganization or panic outside Kosovo, and no scatter in Kosovo (9.0, 10.0)', () => {
    for (const edition of ['bannockburn-1314', '1066'] as const) {
      const context = contextFor(edition);
      const state = playActions(startTestGame(context), [placeAction(unit, '1205')], context);
      expect(
        refusal(state, { type: 'set-status', counter: unit, status: 'disorganized' }, context)
          ?.rule,
      ).toBe('9.0');
      expect(
        refusal(state, { type: 'set-status', counter: unit, status: 'panicked' }, context)?.rule,
      ).toBe('9.0');
    }
    const kosovo = contextFor('kosovo-1389');
    const state = playActions(startTestGame(kosovo), [placeAction(unit, '1205')], kosovo);
    expect(
      refusal(state, { type: 'set-status', counter: unit, status: 'scattered' }, kosovo)?.rule,
    ).toBe('9.0');
    const marked = playActions(
      state,
      [{ type: 'set-status', counter: unit, status: 'disorganized' }],
      kosovo,
    );
    expect(marked.counters[unit]).toMatchObject({ hex: '1205', status: 'disorganized' });
    const panicked = playActions(
      marked,
      [{ type: 'set-status', counter: unit, status: 'panicked' }],
      kosovo,
    );
    expect(panicked.counters[unit]?.status).toBe('panicked');
  });

  it('puts Kosovo markers only on counters on the board, and never disorganizes a unit with its leader (9.1.3)', () => {
    const kosovo = contextFor('kosovo-1389');
    const state = startTestGame(kosovo);
    expect(
      refusal(state, { type: 'set-status', counter: unit, status: 'disorganized' }, kosovo)?.rule,
    ).toBe('9.1.4');
    expect(
      refusal(state, { type: 'set-status', counter: unit, status: 'panicked' }, kosovo)?.rule,
    ).toBe('10.1.4');
    const withLeader = playActions(
      state,
      [placeAction(unit, '1205'), placeAction('wallace', '1205')],
      kosovo,
    );
    expect(
      refusal(withLeader, { type: 'set-status', counter: unit, status: 'disorganized' }, kosovo)
        ?.rule,
    ).toBe('9.1.3');
    expect(
      refusal(withLeader, { type: 'set-status', counter: unit, status: 'panicked' }, kosovo),
    ).toBeUndefined();
    const enemyLeader = playActions(
      state,
      [placeAction(unit, '1205'), placeAction('surrey', '1205')],
      kosovo,
    );
    expect(
      refusal(enemyLeader, { type: 'set-status', counter: unit, status: 'disorganized' }, kosovo),
    ).toBeUndefined();
  });

  it('refuses an unknown status and elimination by status', () => {
    const bad = { type: 'set-status', counter: unit, status: 'routed' } as unknown as GameAction;
    expect(refusal(placed(), bad)?.field).toBe('status');
    expect(
      refusal(placed(), { type: 'set-status', counter: unit, status: 'eliminated' })?.rule,
    ).toBe('6.1.4');
  });
});

describe('eliminations move MORALE when the action names the event (6.1.4–6.1.7)', () => {
  const placed = () =>
    playActions(startTestGame(), [
      placeAction(unit, '1205'),
      placeAction('wallace', '1206'),
      placeAction('surrey', '1212'),
    ]);

  it('moves 1 box toward the enemy for a unit, and none when the loss does not count', () => {
    const counted = playActions(placed(), [
      { type: 'eliminate', counter: unit, morale: 'unit-eliminated' },
    ]);
    expect(counted.counters[unit]).toMatchObject({ hex: null, status: 'eliminated' });
    expect(counted.morale).toEqual({ counter: -3, inEffect: -2 });
    const ridden = playActions(placed(), [{ type: 'eliminate', counter: unit, morale: null }]);
    expect(ridden.morale).toEqual({ counter: -2, inEffect: -2 });
    const english = playActions(placed(), [
      placeAction('english-zone-1', '1212'),
      { type: 'eliminate', counter: 'english-zone-1', morale: 'unit-eliminated' },
    ]);
    expect(english.morale.counter).toBe(-1);
  });

  it('moves 8 boxes for a leader and 12 for a grand leader', () => {
    expect(
      playActions(placed(), [{ type: 'eliminate', counter: 'wallace', morale: 'leader-killed' }])
        .morale.counter,
    ).toBe(-10);
    expect(
      playActions(placed(), [
        { type: 'eliminate', counter: 'surrey', morale: 'grand-leader-killed' },
      ]).morale.counter,
    ).toBe(10);
  });

  it('refuses an event that does not fit the counter, and a second elimination', () => {
    expect(
      refusal(placed(), { type: 'eliminate', counter: unit, morale: 'leader-killed' }),
    ).toEqual({ field: 'morale', rule: '6.1.4' });
    expect(
      refusal(placed(), { type: 'eliminate', counter: 'wallace', morale: 'unit-eliminated' }),
    ).toEqual({ field: 'morale', rule: '6.1.6' });
    const gone = playActions(placed(), [{ type: 'eliminate', counter: unit, morale: null }]);
    expect(refusal(gone, { type: 'eliminate', counter: unit, morale: null })?.field).toBe(
      'counter',
    );
    expect(refusal(gone, placeAction(unit, '1205'))?.field).toBe('counter');
  });
});

describe('banners (6.1.5, 7.1.5–7.1.6)', () => {
  it('falls for 3 boxes to the enemy, is captured for none, and is recaptured for 3 back', () => {
    const fell = playActions(startTestGame(), [{ type: 'banner-fell', leader: 'wallace' }]);
    expect(fell.banners['wallace']).toBe('fallen');
    expect(fell.morale.counter).toBe(-5);
    const captured = playActions(fell, [{ type: 'banner-captured', leader: 'wallace' }]);
    expect(captured).toMatchObject({ banners: { wallace: 'captured' }, morale: { counter: -5 } });
    const back = playActions(captured, [{ type: 'banner-recaptured', leader: 'wallace' }]);
    expect(back).toMatchObject({ banners: { wallace: 'held' }, morale: { counter: -2 } });
    expect(
      playActions(fell, [{ type: 'banner-recaptured', leader: 'wallace' }]).morale.counter,
    ).toBe(-2);
    expect(
      playActions(startTestGame(), [{ type: 'banner-fell', leader: 'surrey' }]).morale.counter,
    ).toBe(1);
  });

  it('refuses a banner that is not where the action needs it, or a leader without one', () => {
    const fell = playActions(startTestGame(), [{ type: 'banner-fell', leader: 'wallace' }]);
    expect(refusal(fell, { type: 'banner-fell', leader: 'wallace' })?.rule).toBe('7.1.5');
    expect(refusal(startTestGame(), { type: 'banner-captured', leader: 'wallace' })?.rule).toBe(
      '7.1.6',
    );
    expect(refusal(startTestGame(), { type: 'banner-recaptured', leader: 'wallace' })?.rule).toBe(
      '6.1.5',
    );
    expect(refusal(startTestGame(), { type: 'banner-fell', leader: 'cressingham' })).toEqual({
      field: 'leader',
      rule: '7.1.1',
    });
    expect(refusal(startTestGame(), { type: 'banner-fell', leader: 'scots-zone-1' })?.rule).toBe(
      '7.1.1',
    );
  });
});

describe('MORALE by hand', () => {
  it.each(editionIds)('%s: moves by the 6.1.4–6.1.7 presets 1, 3, 3, 8 and 12 boxes', (edition) => {
    const context = contextFor(edition);
    const move = (by: MoraleEvent) =>
      playActions(startTestGame(context), [{ type: 'move-morale', favour: 'Scots', by }], context)
        .morale.counter + 2;
    expect([
      move('unit-eliminated'),
      move('banner-fell'),
      move('banner-recaptured'),
      move('leader-killed'),
      move('grand-leader-killed'),
    ]).toEqual([1, 3, 3, 8, 12]);
  });

  it('moves by any whole number of boxes from 1, toward a named side, within ±99', () => {
    expect(
      playActions(startTestGame(), [{ type: 'move-morale', favour: 'English', by: 4 }]).morale,
    ).toEqual({
      counter: -6,
      inEffect: -2,
    });
    for (const by of [0, -1, 1.5])
      expect(refusal(startTestGame(), { type: 'move-morale', favour: 'Scots', by })?.field).toBe(
        'by',
      );
    expect(refusal(startTestGame(), { type: 'move-morale', favour: 'Welsh', by: 1 })?.field).toBe(
      'favour',
    );
    expect(
      refusal(startTestGame(), { type: 'move-morale', favour: 'English', by: 97 }),
    ).toBeUndefined();
    expect(refusal(startTestGame(), { type: 'move-morale', favour: 'English', by: 98 })?.rule).toBe(
      '6.1',
    );
  });

  it('sets the starting MORALE before play only, clearing the carried-over note (6.1.3, 6.1.9)', () => {
    const carried = { ...startTestGame(), moraleCarriedOverFrom: 'Prelude' };
    const set = playActions(carried, [{ type: 'set-morale', value: 2, favours: 'Scots' }]);
    expect(set.morale).toEqual({ counter: 2, inEffect: 2 });
    expect('moraleCarriedOverFrom' in set).toBe(false);
    expect(
      playActions(startTestGame(), [{ type: 'set-morale', value: 0, favours: 'English' }]).morale,
    ).toEqual({
      counter: 0,
      inEffect: 0,
    });
    expect(
      refusal(startTestGame(), { type: 'set-morale', value: 100, favours: 'Scots' })?.field,
    ).toBe('value');
    expect(
      refusal(startTestGame(), { type: 'set-morale', value: 1, favours: 'Welsh' })?.field,
    ).toBe('favours');
    const later = playActions(startTestGame(), [{ type: 'next-phase' }]);
    expect(refusal(later, { type: 'set-morale', value: 1, favours: 'Scots' })?.rule).toBe('6.1.9');
  });
});

describe('phases and the MORALE in effect (6.1.9)', () => {
  const toPhase9 = (state: GameState) =>
    playActions(
      state,
      Array.from({ length: 8 }, (): GameAction => ({ type: 'next-phase' })),
    );

  it('fixes the counter as MORALE in effect only when phase 9 ends', () => {
    const moved = playActions(startTestGame(), [{ type: 'move-morale', favour: 'Scots', by: 5 }]);
    const nine = toPhase9(moved);
    expect(nine).toMatchObject({ turn: 11, phase: 9, morale: { counter: 3, inEffect: -2 } });
    const next = playActions(nine, [{ type: 'next-phase' }]);
    expect(next).toMatchObject({
      turn: 12,
      phase: 1,
      morale: { counter: 3, inEffect: 3 },
      moraleEarlier: [-2],
    });
  });

  it('restores the earlier MORALE in effect when stepping back over a turn end', () => {
    const next = playActions(
      toPhase9(playActions(startTestGame(), [{ type: 'move-morale', favour: 'Scots', by: 5 }])),
      [{ type: 'next-phase' }],
    );
    const back = playActions(next, [{ type: 'previous-phase' }]);
    expect(back).toMatchObject({
      turn: 11,
      phase: 9,
      morale: { counter: 3, inEffect: -2 },
      moraleEarlier: [],
    });
    expect(playActions(back, [{ type: 'previous-phase' }])).toMatchObject({
      phase: 8,
      morale: { inEffect: -2 },
    });
    const unknown = { ...next, moraleEarlier: [] };
    expect(refusal(unknown, { type: 'previous-phase' })).toEqual({ field: 'phase', rule: '6.1.9' });
  });

  it('stops at the scenario first and last turns', () => {
    expect(refusal(startTestGame(), { type: 'previous-phase' })?.field).toBe('turn');
    let state = startTestGame();
    for (let i = 0; i < 26; i++) state = playActions(state, [{ type: 'next-phase' }]);
    expect(state).toMatchObject({ turn: 13, phase: 9 });
    expect(refusal(state, { type: 'next-phase' })?.field).toBe('turn');
  });
});

describe('fatigue and losses', () => {
  it('sets a leader fatigue from 0 up (13.1.2; Kosovo 14.2.2)', () => {
    expect(
      playActions(startTestGame(), [{ type: 'set-fatigue', leader: 'wallace', fatigue: 13 }])
        .fatigue['wallace'],
    ).toBe(13);
    expect(
      playActions(startTestGame(), [{ type: 'set-fatigue', leader: 'wallace', fatigue: 0 }])
        .fatigue['wallace'],
    ).toBe(0);
    expect(
      refusal(startTestGame(), { type: 'set-fatigue', leader: 'wallace', fatigue: -1 }),
    ).toEqual({
      field: 'fatigue',
      rule: '13.1.2',
    });
    expect(
      refusal(startTestGame(), { type: 'set-fatigue', leader: 'wallace', fatigue: 1.5 })?.field,
    ).toBe('fatigue');
    expect(refusal(startTestGame(), { type: 'set-fatigue', leader: unit, fatigue: 1 })?.field).toBe(
      'leader',
    );
    const kosovo = contextFor('kosovo-1389');
    expect(
      refusal(
        startTestGame(kosovo),
        { type: 'set-fatigue', leader: 'wallace', fatigue: -1 },
        kosovo,
      )?.rule,
    ).toBe('14.2.2');
  });

  it('records SPs lost per side, and corrections that never go below 0', () => {
    const lost = playActions(startTestGame(), [{ type: 'record-loss', side: 'Scots', sp: 3 }]);
    expect(lost.losses).toEqual({ Scots: 3, English: 0 });
    expect(
      playActions(lost, [{ type: 'record-loss', side: 'Scots', sp: -3 }]).losses['Scots'],
    ).toBe(0);
    expect(refusal(lost, { type: 'record-loss', side: 'Scots', sp: -4 })).toEqual({
      field: 'sp',
      rule: '1.2',
    });
    expect(refusal(lost, { type: 'record-loss', side: 'Welsh', sp: 1 })?.field).toBe('side');
    expect(refusal(lost, { type: 'record-loss', side: 'Scots', sp: 0.5 })?.field).toBe('sp');
  });
});

describe('the state stays immutable', () => {
  it('never changes the state it is given', () => {
    const freeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) {
        Object.values(value).forEach(freeze);
        Object.freeze(value);
      }
      return value;
    };
    const state = freeze(playActions(startTestGame(), [placeAction(unit, '1205')]));
    const copy = structuredClone(state);
    const actions: GameAction[] = [
      { type: 'move', counter: unit, hex: '1206' },
      { type: 'eliminate', counter: unit, morale: 'unit-eliminated' },
      { type: 'banner-fell', leader: 'wallace' },
      { type: 'set-fatigue', leader: 'wallace', fatigue: 3 },
      { type: 'record-loss', side: 'English', sp: 2 },
      { type: 'next-phase' },
    ];
    for (const action of actions) expect(applyAction(state, action, contextFor()).ok).toBe(true);
    expect(state).toEqual(copy);
  });

  it('refuses an unknown action and a state of another scenario', () => {
    expect(refusal(startTestGame(), { type: 'shuffle' } as unknown as GameAction)?.field).toBe(
      'type',
    );
    expect(
      refusal({ ...startTestGame(), scenarioId: 'other' }, { type: 'next-phase' })?.field,
    ).toBe('scenario');
  });
});
