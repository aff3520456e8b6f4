import { describe, expect, it } from 'vitest';
import { checkStacking } from '../../movement/stacking.ts';
import { deployFromSetup } from './deploy.ts';
import { checkWhole, startGame } from './state.ts';
import { testMap, testScenario, testSetup } from '../play.fixtures.ts';
import type { GameState } from '../../board/types.ts';

const setup = testSetup();

function started(scenario = testScenario()): GameState {
  const state = startGame(setup, scenario);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function deployed(state = started(), board = setup) {
  const result = deployFromSetup(state, board, testMap);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('startGame', () => {
  it('starts on the first turn, phase 1, every counter off the board', () => {
    const state = started();
    expect(state).toMatchObject({
      scenarioId: 'test-field',
      edition: 'bannockburn-1314',
      turn: 11,
      phase: 1,
    });
    expect(Object.keys(state.counters)).toHaveLength(setup.counters.length);
    expect(state.counters['scots-zone-1']).toEqual({
      id: 'scots-zone-1',
      hex: null,
      facing: 0,
      sp: null,
      status: 'ready',
    });
    expect(state.moraleCarriedOverFrom).toBeUndefined();
  });

  it('signs MORALE toward the side it favours: negative for the second side (6.1.1, 6.1.3)', () => {
    expect(started().morale).toEqual({ counter: -2, inEffect: -2 });
    const scots = started(
      testScenario('bannockburn-1314', { morale: { value: 3, favours: 'Scots' } }),
    );
    expect(scots.morale).toEqual({ counter: 3, inEffect: 3 });
    expect(started(testScenario('bannockburn-1314', { morale: { value: 0 } })).morale.counter).toBe(
      0,
    );
  });

  it('starts a carried-over MORALE at 0 and names the scenario it comes from', () => {
    const state = started(
      testScenario('bannockburn-1314', { morale: { carriedOverFrom: 'Prelude' } }),
    );
    expect(state.morale).toEqual({ counter: 0, inEffect: 0 });
    expect(state.moraleCarriedOverFrom).toBe('Prelude');
  });

  it('takes fatigue from the setup, 0 where it gives none (13.1.2), banners for the leaders carrying one, no losses', () => {
    const state = started();
    expect(state.fatigue).toEqual({ wallace: 2, surrey: 0, cressingham: 0 });
    expect(state.banners).toEqual({ wallace: 'held', surrey: 'held' });
    expect(state.losses).toEqual({ Scots: 0, English: 0 });
  });

  it('refuses a scenario that does not match the setup or names no side', () => {
    expect(startGame(setup, testScenario('kosovo-1389')).ok).toBe(false);
    expect(startGame(setup, { ...testScenario(), id: 'other' }).ok).toBe(false);
    expect(
      startGame(setup, testScenario('bannockburn-1314', { initiative: 'Welsh' })),
    ).toMatchObject({
      ok: false,
      error: { field: 'initiative' },
    });
    expect(
      startGame(setup, testScenario('bannockburn-1314', { morale: { value: 2 } })),
    ).toMatchObject({
      ok: false,
      error: { field: 'morale.favours', rule: '6.1.3' },
    });
    expect(
      startGame(setup, testScenario('bannockburn-1314', { morale: { value: 2, favours: 'Welsh' } }))
        .ok,
    ).toBe(false);
  });
});

describe('deployFromSetup', () => {
  it('fills the centre, then ring 1 clockwise from the hex above, then doubles up within 2 SP (4.5.1)', () => {
    const { state, unplaced } = deployed();
    const hexes = Array.from({ length: 8 }, (_, i) => state.counters[`scots-zone-${i + 1}`]?.hex);
    expect(hexes).toEqual(['1205', '1204', '1304', '1305', '1206', '1105', '1104', '1205']);
    expect(unplaced).toEqual([]);
  });

  it('puts leaders on their marker without counting them for stacking (8.1.1)', () => {
    const { state } = deployed();
    expect(state.counters['wallace']?.hex).toBe('1205');
    expect(state.counters['surrey']?.hex).toBe('1212');
  });

  it('faces each side toward the nearest enemy zone', () => {
    const { state } = deployed();
    expect(state.counters['scots-zone-4']?.facing).toBe(3);
    expect(state.counters['wallace']?.facing).toBe(3);
    expect(state.counters['english-zone-2']?.facing).toBe(0);
  });

  it('leaves later reinforcements and counters with no marker off the board', () => {
    const { state } = deployed();
    expect(state.counters['english-late']?.hex).toBeNull();
    expect(state.counters['cressingham']?.hex).toBeNull();
    const late = deployed({ ...started(), turn: 13 }).state;
    expect(late.counters['english-late']?.hex).toBe('1312');
  });

  it('counts SPs already set: a 2-SP unit fills its hex, so the eighth unit goes to the next one that fits', () => {
    const state = started();
    const strong = { ...state.counters['scots-zone-1']!, sp: 2 };
    const { state: after } = deployed({
      ...state,
      counters: { ...state.counters, 'scots-zone-1': strong },
    });
    expect(after.counters['scots-zone-1']).toMatchObject({ hex: '1205', sp: 2 });
    expect(after.counters['scots-zone-8']?.hex).toBe('1204');
  });

  it('reports units it found no room for, and keeps counters already placed', () => {
    const crowded = {
      ...setup,
      counters: [
        ...setup.counters,
        ...Array.from({ length: 8 }, (_, i) => ({
          id: `extra-${i}`,
          side: 'Scots',
          kind: 'infantry' as const,
          label: 'INF',
          startMarker: 'scots-zone',
        })),
      ],
    };
    const state = startGame(crowded, testScenario());
    if (!state.ok) throw new Error('fixture');
    const placed = {
      ...state.value,
      counters: {
        ...state.value.counters,
        'extra-0': { ...state.value.counters['extra-0']!, hex: '1505' },
      },
    };
    const { state: after, unplaced } = deployed(placed, crowded);
    expect(unplaced).toEqual(['extra-7']);
    expect(after.counters['extra-0']?.hex).toBe('1505');
    const byHex = new Map<string, number>();
    for (const c of Object.values(after.counters))
      if (c.hex && !['wallace', 'surrey'].includes(c.id))
        byHex.set(c.hex, (byHex.get(c.hex) ?? 0) + 1);
    for (const count of byHex.values()) expect(count).toBeLessThanOrEqual(2);
  });

  it('spills a unit whose line is shared over zones into the next one when the first is full', () => {
    const reserve = {
      ...setup.markers[0]!,
      id: 'scots-reserve',
      hex: '1705',
      radius: 0,
      hexes: ['1705'],
    };
    const shared = {
      ...setup,
      markers: [...setup.markers, reserve],
      counters: [
        ...setup.counters,
        ...Array.from({ length: 8 }, (_, i) => ({
          id: `extra-${i}`,
          side: 'Scots',
          kind: 'infantry' as const,
          label: 'INF',
          startMarker: 'scots-zone',
          startMarkers: ['scots-zone', 'scots-reserve'],
        })),
      ],
    };
    const state = startGame(shared, testScenario());
    if (!state.ok) throw new Error('fixture');
    const { state: after, unplaced } = deployed(state.value, shared);
    expect(after.counters['extra-5']?.hex).toBe('1104');
    expect(after.counters['extra-6']?.hex).toBe('1705');
    expect(after.counters['extra-7']?.hex).toBe('1705');
    expect(after.counters['extra-7']?.facing).toBe(4);
    expect(unplaced).toEqual([]);
  });

  it('never overfills a hex and places every unit inside its zone', () => {
    const { state } = deployed();
    const stacks = new Map<string, { kind: 'infantry' | 'cavalry'; sp: number }[]>();
    for (const counter of setup.counters) {
      const now = state.counters[counter.id]!;
      if (now.hex === null || counter.kind === 'leader') continue;
      const zone = setup.markers.find((m) => m.id === counter.startMarker)!;
      expect(zone.hexes).toContain(now.hex);
      stacks.set(now.hex, [
        ...(stacks.get(now.hex) ?? []),
        { kind: counter.kind as 'infantry', sp: now.sp ?? 1 },
      ]);
    }
    for (const units of stacks.values())
      expect(checkStacking('bannockburn-1314', { units })).toMatchObject({
        ok: true,
        value: { allowed: true },
      });
  });

  it('is deterministic and changes nothing the second time', () => {
    const once = deployed().state;
    expect(deployed().state).toEqual(once);
    expect(deployed(once)).toEqual({ state: once, unplaced: [] });
  });

  it('refuses a marker whose hex is not a hex number', () => {
    const broken = { ...setup, markers: [{ ...setup.markers[0]!, hex: 'x1' }] };
    expect(deployFromSetup(started(), broken, testMap)).toMatchObject({
      ok: false,
      error: { field: 'markers.scots-zone.hex' },
    });
  });
});

describe('whole numbers', () => {
  it('reads -0 as 0 and keeps every other whole number within bounds', () => {
    const read = checkWhole(-0, -5, 5, 'turn', '2.0');
    expect(read.ok && Object.is(read.value, 0)).toBe(true);
    expect(checkWhole(-5, -5, 5, 'turn', '2.0')).toEqual({ ok: true, value: -5 });
    expect(checkWhole(5, -5, 5, 'turn', '2.0')).toEqual({ ok: true, value: 5 });
    expect(checkWhole(6, -5, 5, 'turn', '2.0')).toEqual({
      ok: false,
      error: { field: 'turn', rule: '2.0', message: 'turn is a whole number from -5 to 5, not 6' },
    });
  });
});
