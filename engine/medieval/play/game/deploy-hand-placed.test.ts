/**
 * "Set up the scenario" around what the player already did and what the setup
 * prints: units placed by hand count toward the 2-SP limit (4.5.1), a leader
 * still goes on his marker's centre (8.1.1), counters face the nearest enemy
 * zone, and only a zone's listed hexes and zone or leader markers are filled.
 */
import { describe, expect, it } from 'vitest';
import type { BoardMarker, BoardSetup, GameState } from '../../board/types.ts';
import { testMap, testScenario, testSetup } from '../play.fixtures.ts';
import { deployFromSetup } from './deploy.ts';
import { startGame } from './state.ts';

function started(board: BoardSetup = testSetup()): GameState {
  const state = startGame(board, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function deployed(state: GameState, board: BoardSetup = testSetup()) {
  const result = deployFromSetup(state, board, testMap);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const scots = Array.from({ length: 8 }, (_, i) => `scots-zone-${i + 1}`);
const hexesOf = (state: GameState, ids: readonly string[]) =>
  ids.map((id) => state.counters[id]?.hex);

/** The fresh game with the first Scots unit placed by hand on the zone's centre, 1205. */
function firstOnCentre(sp: number | null): GameState {
  const state = started();
  return {
    ...state,
    counters: {
      ...state.counters,
      'scots-zone-1': { ...state.counters['scots-zone-1']!, hex: '1205', sp },
    },
  };
}

describe('units placed by hand count for stacking (4.5.1)', () => {
  it('a 2-SP unit on the centre fills it: the other seven take ring 1, the last doubling up on 1204', () => {
    const { state, unplaced } = deployed(firstOnCentre(2));
    expect(hexesOf(state, scots)).toEqual([
      '1205',
      '1204',
      '1304',
      '1305',
      '1206',
      '1105',
      '1104',
      '1204',
    ]);
    expect(unplaced).toEqual([]);
  });

  it('a unit whose SPs are not set counts as 1 SP: the last unit joins it on the centre', () => {
    const { state } = deployed(firstOnCentre(null));
    expect(hexesOf(state, scots)).toEqual([
      '1205',
      '1204',
      '1304',
      '1305',
      '1206',
      '1105',
      '1104',
      '1205',
    ]);
  });

  it('8.1.1: the leader still goes on his marker’s centre, with the unit placed there', () => {
    const { state } = deployed(firstOnCentre(2));
    expect(state.counters['wallace']?.hex).toBe('1205');
    // Even when his marker spans a ring of empty hexes around the centre.
    const setup = testSetup();
    const ring = setup.markers.find((m) => m.id === 'scots-zone')!.hexes;
    const board: BoardSetup = {
      ...setup,
      markers: setup.markers.map((m) =>
        m.id === 'scots-wallace' ? { ...m, radius: 1, hexes: ring } : m,
      ),
    };
    const wide = deployed(firstOnCentre(2), board).state;
    expect(wide.counters['wallace']?.hex).toBe('1205');
  });
});

/** An English zone marker on `hex`, with nothing to place on it. */
const englishZone = (id: string, hex: string): BoardMarker => ({
  id,
  kind: 'zone',
  side: 'English',
  hex,
  radius: 0,
  hexes: [hex],
  label: id,
  detail: [],
  rules: [],
});

describe('facing the nearest enemy zone', () => {
  it('takes the nearest of several, the first listed of two as near; a place marker is no zone', () => {
    const setup = testSetup();
    // 1212 (the fixture's zone) and 1905 lie 7 hexes off, 1202 and 1505 only 3; the ford-like
    // place marker on 1305 is next to 1205 but no zone.
    const board: BoardSetup = {
      ...setup,
      markers: [
        ...setup.markers,
        englishZone('english-north', '1202'),
        englishZone('english-east', '1505'),
        englishZone('english-far-east', '1905'),
        { ...englishZone('english-camp', '1305'), kind: 'place' },
      ],
    };
    const { state } = deployed(started(board), board);
    // 1202 is straight above 1205: facing 0.
    expect(state.counters['scots-zone-1']?.facing).toBe(0);
    expect(state.counters['wallace']?.facing).toBe(0);
  });

  it('a zone of no side is nobody’s enemy', () => {
    const setup = testSetup();
    const neutral: BoardMarker = { ...englishZone('common', '1202') };
    delete neutral.side;
    const board: BoardSetup = { ...setup, markers: [...setup.markers, neutral] };
    const { state } = deployed(started(board), board);
    // Still toward the English zone on 1212, straight below.
    expect(state.counters['scots-zone-1']?.facing).toBe(3);
  });

  it('with no enemy zone on the map, counters face 0', () => {
    const setup = testSetup();
    const board: BoardSetup = {
      ...setup,
      markers: setup.markers.filter((m) => m.side === 'Scots'),
    };
    const { state } = deployed(started(board), board);
    expect(state.counters['scots-zone-1']).toMatchObject({ hex: '1205', facing: 0 });
  });
});

describe('which markers are filled', () => {
  it('a counter starting on a place marker is left to the player, and not reported as without room', () => {
    const setup = testSetup();
    const board: BoardSetup = {
      ...setup,
      counters: setup.counters.map((c) =>
        c.id === 'english-late' ? { ...c, startMarker: 'ford', entersOnTurn: 11 } : c,
      ),
    };
    const { state, unplaced } = deployed(started(board), board);
    expect(state.counters['english-late']?.hex).toBeNull();
    expect(unplaced).toEqual([]);
  });

  it('only the hexes the zone lists: three hexes hold six units, two find no room', () => {
    const setup = testSetup();
    const board: BoardSetup = {
      ...setup,
      markers: setup.markers.map((m) =>
        m.id === 'scots-zone' ? { ...m, hexes: ['1205', '1304', '1105'] } : m,
      ),
    };
    const { state, unplaced } = deployed(started(board), board);
    expect(hexesOf(state, scots)).toEqual([
      '1205',
      '1304',
      '1105',
      '1205',
      '1304',
      '1105',
      null,
      null,
    ]);
    expect(unplaced).toEqual(['scots-zone-7', 'scots-zone-8']);
  });
});
