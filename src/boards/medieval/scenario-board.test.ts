import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HexMap } from '../../../engine/core/index.ts';
import { decodeBoard, encodeBoard } from './board-link.ts';
import { ScenarioBoardState } from './scenario-board.svelte.ts';
import { readBoardSetup, type BoardSetup } from '../../../engine/medieval/index.ts';
import { loadScenario } from '../../lib/medieval/scenarios.ts';

// The browser's storage, in memory: what the board keeps per scenario.
const kept = new Map<string, string>();
vi.mock('./board-storage.ts', async () => {
  const { memoryShelf } = await import('../../lib/keeping/shelf.ts');
  return {
    boardKey: (edition: string, id: string) => `${edition}/${id}`,
    marksShelf: () => memoryShelf(kept),
    gamesShelf: () => memoryShelf(new Map()),
  };
});

const stirling = (lowerColumns: HexMap['lowerColumns']): BoardSetup => {
  const read = readBoardSetup(loadScenario('bannockburn-1314', 'stirling'), { lowerColumns });
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};
const setups = { odd: stirling('odd'), even: stirling('even') };
const board = () => new ScenarioBoardState(setups, 'odd');
const map: HexMap = setups.odd.scenarioMap.map;
const key = 'bannockburn-1314/stirling';

beforeEach(() => kept.clear());

describe('share text', () => {
  it('writes the stagger, then each marked hex with its letters in terrainMarks’ order', () => {
    expect(
      encodeBoard({
        lowerColumns: 'even',
        marks: { '3318': ['road', 'forest'], '1702': ['ford'] },
      }),
    ).toBe('e.1702d.3318rf');
    expect(encodeBoard({ lowerColumns: undefined, marks: { '0101': [] } })).toBe('-');
  });

  it('reads back what it wrote, marks sorted into terrainMarks’ order', () => {
    const read = decodeBoard('o.3318fr.1702d', map);
    expect(read).toEqual({
      ok: true,
      value: { lowerColumns: 'odd', marks: { '3318': ['road', 'forest'], '1702': ['ford'] } },
    });
  });

  it('refuses a bad stagger, letter, number, duplicate or off-map hex, naming the field', () => {
    for (const bad of [
      'q.3318f',
      'o.3318z',
      'o.33f',
      'o.3318',
      'o.3318f.3318r',
      'o.4501f',
      'o.0129f',
    ]) {
      const read = decodeBoard(bad, map, 'link');
      expect(read.ok ? `ok: ${bad}` : read.error.field).toBe('link');
    }
    expect(decodeBoard('o.4401f.0128x', map).ok).toBe(true); // the map's last column and row
  });
});

describe('scenario board state', () => {
  it('a zone hex lists the zone; the centre lists the leader first; filters hide a side', () => {
    const state = board();
    expect(state.markersOn('3318').map((m) => m.id)).toEqual([
      'scots-wallace-leader',
      'scots-wallace-zone-1',
    ]);
    // 3317 is one hex up from 3318: in the zone, without the leader.
    expect(state.markersOn('3317').map((m) => m.id)).toEqual(['scots-wallace-zone-1']);
    // 3316, two up, is outside it (and on the edge of Moray's second zone, around 3416).
    expect(state.markersOn('3316').map((m) => m.id)).toEqual(['scots-moray-zone-2']);
    state.toggleSide('Scots');
    expect(state.markersOn('3318')).toEqual([]);
    expect(state.markersOn('1702').map((m) => m.kind)).toEqual(['place']);
    state.toggleSide('Scots');
    expect(state.markersOn('3318')).toHaveLength(2);
  });

  it('names a hex for screen readers: leader, zone, marks', () => {
    const state = board();
    state.toggleMark('3318', 'hill');
    expect(state.describe('3318')).toBe(
      'Wallace, Scots leader with banner; Wallace: 4 × INF [0], 3 × INF [1], Scots sets up; marked hill',
    );
    expect(state.describe('0101')).toBe('');
  });

  it('opens a hex’s panel with its markers and marks; closing empties it', () => {
    const state = board();
    state.select('2710');
    expect(state.panel?.markers.map((m) => m.label)).toEqual(['de Thweng', '2 × CAV [2]']);
    state.toggleMark('2710', 'ford');
    state.toggleMark('2710', 'bridge');
    expect(state.panel?.marks).toEqual(['bridge', 'ford']);
    state.toggleMark('2710', 'bridge');
    expect(state.panel?.marks).toEqual(['ford']);
    state.close();
    expect(state.panel).toBeUndefined();
  });

  it('keeps marks per scenario and reads them back on the next visit', async () => {
    const first = board();
    await first.load('');
    first.toggleMark('3318', 'forest');
    first.setStagger('even');
    await vi.waitFor(() => expect(kept.get(key)).toBe('e.3318f'));
    const second = board();
    await second.load('');
    expect(second.marks).toEqual({ '3318': ['forest'] });
    expect(second.stagger).toBe('even');
    expect(second.view.map.lowerColumns).toBe('even');
  });

  it('switching the stagger moves a zone’s ring: 3318’s neighbours differ between staggers', () => {
    const state = board();
    const wallace = (hex: string) =>
      state.markersOn(hex).some((m) => m.id === 'scots-wallace-zone-1');
    // Column 33 is odd: lower when odd columns are, so its left neighbours are 3218 and 3219;
    // when even columns are lower, 3217 and 3218.
    expect([wallace('3217'), wallace('3218'), wallace('3219')]).toEqual([false, true, true]);
    state.setStagger('even');
    expect([wallace('3217'), wallace('3218'), wallace('3219')]).toEqual([true, true, false]);
  });

  it('a share link wins over what was kept and is kept; a bad one says so and changes nothing', async () => {
    kept.set(key, '-.0101c');
    const linked = board();
    await linked.load('#board=e.1702d');
    expect(linked.marks).toEqual({ '1702': ['ford'] });
    expect(linked.stagger).toBe('even');
    expect(kept.get(key)).toBe('e.1702d');
    expect(linked.shareUrl('https://x/s/')).toBe('https://x/s/#board=e.1702d');

    const bad = board();
    await bad.load('#board=e.9999d');
    expect(bad.notice).toMatch(/^The board link could not be read \(hex 9999 is off this map/);
    expect(bad.marks).toEqual({ '1702': ['ford'] });
    expect(kept.get(key)).toBe('e.1702d');
    expect(bad.loaded).toBe(true);
  });
});
