/**
 * "Set up the scenario" at the edges of the board: a zone whose centre lies
 * past the printed map edge still fills its hexes on the map, and counters
 * eliminated or scattered stay where the game put them (4.5.1, 8.1.1).
 */
import { describe, expect, it } from 'vitest';
import { formatHex, neighboursOf } from '../../../core/hex-grid.ts';
import type { BoardSetup, GameState } from '../../board/types.ts';
import { testMap, testScenario, testSetup } from '../play.fixtures.ts';
import { deployFromSetup } from './deploy.ts';
import { startGame } from './state.ts';

const setup = testSetup();

function started(board: BoardSetup = setup): GameState {
  const state = startGame(board, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function deployed(state: GameState, board: BoardSetup = setup) {
  const result = deployFromSetup(state, board, testMap);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('a zone at the map edge', () => {
  // Column 9 is past the map's first column (10): only the centre's neighbours on the map are listed.
  const centre = { column: 9, row: 5 };
  const onMap = neighboursOf(centre, testMap).map(formatHex);
  const edge: BoardSetup = {
    ...setup,
    markers: [
      ...setup.markers,
      {
        ...setup.markers[0]!,
        id: 'scots-edge',
        hex: formatHex(centre),
        radius: 1,
        hexes: [formatHex(centre), ...onMap],
      },
    ],
    counters: setup.counters.map((c) =>
      c.startMarker === 'scots-zone' ? { ...c, startMarker: 'scots-edge' } : c,
    ),
  };

  it('fills the zone’s hexes on the map, never the centre off it', () => {
    expect(onMap.length).toBeGreaterThan(0);
    const { state, unplaced } = deployed(started(edge), edge);
    const hexes = Object.values(state.counters)
      .filter((c) => c.id.startsWith('scots-zone-'))
      .map((c) => c.hex);
    const placed = hexes.filter((h): h is string => h !== null);
    expect(placed.length).toBeGreaterThan(0);
    for (const hex of placed) expect(onMap).toContain(hex);
    expect(placed).not.toContain(formatHex(centre));
    // Two per hex at most (4.5.1): the rest find no room.
    expect(placed.length).toBe(Math.min(8, 2 * onMap.length));
    expect(unplaced.length).toBe(8 - placed.length);
  });
});

describe('counters the game has taken off', () => {
  it('an eliminated or scattered unit is not set up again', () => {
    const state = started();
    const off = {
      ...state,
      counters: {
        ...state.counters,
        'scots-zone-1': { ...state.counters['scots-zone-1']!, status: 'eliminated' as const },
        'scots-zone-2': { ...state.counters['scots-zone-2']!, status: 'scattered' as const },
      },
    };
    const { state: after, unplaced } = deployed(off);
    expect(after.counters['scots-zone-1']?.hex).toBeNull();
    expect(after.counters['scots-zone-2']?.hex).toBeNull();
    expect(after.counters['scots-zone-3']?.hex).toBe('1205');
    expect(unplaced).toEqual([]);
  });
});
