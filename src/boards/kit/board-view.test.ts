import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHex, hexCentre, type HexMap } from '../../../engine/core/index.ts';
import { BoardView } from './board-view.svelte.ts';

// 20 columns × 15 rows of size 40: 1.5 × 40 × 19 + 80 = 1220 wide, 15.5 × 40√3 ≈ 1073.9 high.
const map: HexMap = { columns: [1, 20], rows: [1, 15], lowerColumns: 'odd' };
const phoneView = () => {
  const view = new BoardView(map);
  view.resize(390, 480);
  return view;
};
const screenOf = (view: BoardView, text: string) =>
  view.toScreen(view.geometry.centre(text) ?? { x: Number.NaN, y: Number.NaN });

describe('zoom limits and the board kept in view', () => {
  it('the smallest zoom shows the whole board: 390 / 1220 on a 390 × 480 phone', () => {
    const view = phoneView();
    expect(view.minScale).toBeCloseTo(390 / 1220, 9);
    view.zoomAt({ x: 100, y: 100 }, 0.1);
    expect(view.scale).toBeCloseTo(390 / 1220, 9);
    view.zoomAt({ x: 100, y: 100 }, 1000);
    expect(view.scale).toBe(3);
  });

  it('a board smaller than the view is centred; a larger one cannot be dragged off its edge', () => {
    const view = phoneView();
    view.showAll();
    expect(view.offset.x).toBeCloseTo(0, 9);
    expect(view.offset.y).toBeCloseTo((480 - view.geometry.bounds.height * view.scale) / 2, 9);
    view.zoomAt({ x: 0, y: 0 }, 3);
    view.panBy(500, 500);
    expect(view.offset).toEqual({ x: 0, y: 0 });
    view.panBy(-1e6, -1e6);
    expect(view.offset.x).toBeCloseTo(390 - 1220 * view.scale, 9);
  });

  it('zooming in keeps the board point under the pointer where it was', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 390, noNaN: true }),
        fc.double({ min: 0, max: 480, noNaN: true }),
        fc.double({ min: 1.01, max: 2, noNaN: true }),
        (x, y, factor) => {
          const view = phoneView();
          view.zoomAt({ x: 195, y: 240 }, 1.5); // the board covers the view: no edge to hold
          const before = view.toBoard({ x, y });
          view.zoomAt({ x, y }, factor);
          const after = view.toBoard({ x, y });
          expect(after.x).toBeCloseTo(before.x, 4);
          expect(after.y).toBeCloseTo(before.y, 4);
        },
      ),
    );
  });

  it('the wheel zooms in when rolled up and out when rolled down', () => {
    const view = phoneView();
    const start = view.scale;
    view.wheel({ x: 100, y: 100 }, -100);
    expect(view.scale).toBeGreaterThan(start);
    const zoomed = view.scale;
    view.wheel({ x: 100, y: 100 }, 100);
    expect(view.scale).toBeLessThan(zoomed);
  });
});

describe('pointers: tap, drag and pinch', () => {
  it('a tap finds the hex under it; moving 10 px is still a tap, 11 px is a drag', () => {
    const view = phoneView();
    view.zoomAt({ x: 0, y: 0 }, 4);
    view.centreOn({ column: 5, row: 5 });
    const at = screenOf(view, '0505');
    view.pointerDown(1, at);
    view.pointerMove(1, { x: at.x + 10, y: at.y });
    expect(formatHex(view.pointerUp(1, { x: at.x + 10, y: at.y })!)).toBe('0505');
    expect(view.focusedNumber).toBe('0505');

    const offset = view.offset;
    view.pointerDown(1, at);
    view.pointerMove(1, { x: at.x + 11, y: at.y });
    expect(view.pointerUp(1, { x: at.x + 11, y: at.y })).toBeUndefined();
    expect(view.offset.x).toBeCloseTo(offset.x + 11, 9);
  });

  it('a drag pans by the pointer’s movement from the start (the slop included)', () => {
    const view = phoneView();
    view.zoomAt({ x: 0, y: 0 }, 4);
    view.centreOn({ column: 10, row: 8 });
    const before = view.offset;
    view.pointerDown(7, { x: 200, y: 200 });
    view.pointerMove(7, { x: 230, y: 180 });
    view.pointerMove(7, { x: 250, y: 170 });
    view.pointerUp(7, { x: 250, y: 170 });
    expect(view.offset.x).toBeCloseTo(before.x + 50, 9);
    expect(view.offset.y).toBeCloseTo(before.y - 30, 9);
  });

  it('two fingers moving apart zoom by the ratio of their distances, and no tap follows', () => {
    const view = phoneView();
    view.centreOn({ column: 10, row: 8 });
    const start = view.scale;
    view.pointerDown(1, { x: 150, y: 240 });
    view.pointerDown(2, { x: 250, y: 240 });
    view.pointerMove(2, { x: 300, y: 240 }); // 100 → 150 apart
    expect(view.scale).toBeCloseTo(start * 1.5, 9);
    expect(view.pointerUp(2, { x: 300, y: 240 })).toBeUndefined();
    // The finger left after a pinch does not tap when lifted.
    expect(view.pointerUp(1, { x: 150, y: 240 })).toBeUndefined();
  });

  it('after zooming, a tap still finds the hex drawn under the finger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 15 }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        (column, row, factor) => {
          const view = phoneView();
          view.centreOn({ column, row });
          view.zoomAt({ x: 195, y: 240 }, factor);
          const at = view.toScreen(hexCentre({ column, row }, map, view.size));
          view.pointerDown(1, at);
          expect(view.pointerUp(1, at)).toEqual({ column, row });
        },
      ),
    );
  });

  it('a cancelled pointer ends its gesture without a tap', () => {
    const view = phoneView();
    view.pointerDown(1, { x: 100, y: 100 });
    view.pointerCancel(1);
    expect(view.pointerUp(1, { x: 100, y: 100 })).toBeUndefined();
  });
});

describe('hex numbers drawn', () => {
  it('none while too small to read; from a readable zoom, the hexes in view and a margin', () => {
    const view = phoneView();
    view.showAll(); // 390 / 1220: numbers 4.3 px high
    expect(view.labelled).toEqual([]);
    view.zoomAt({ x: 0, y: 0 }, 0.45 / view.scale); // 6.1 px: drawn
    expect(view.labelled.length).toBeGreaterThan(0);
    view.jumpTo('1008');
    const drawn = view.labelled.map((h) => h.number);
    expect(drawn.length).toBeLessThan(300);
    // Every hex with any part on screen has its number drawn.
    for (const placed of view.geometry.hexes) {
      const c = view.toScreen(placed.centre);
      const r = view.size * view.scale;
      const onScreen = c.x + r > 0 && c.x - r < 390 && c.y + r > 0 && c.y - r < 480;
      if (onScreen) expect(drawn).toContain(placed.number);
    }
    expect(drawn).not.toContain('0101');
    expect(drawn).not.toContain('2015');
  });
});

describe('keys and the jump box', () => {
  it('arrows move the focus and stop at the map’s edge; left and right keep the row', () => {
    const view = phoneView();
    expect(view.focusedNumber).toBe('0101');
    expect(view.key('ArrowUp')).toEqual({ kind: 'moved', hex: { column: 1, row: 1 } });
    expect(view.key('ArrowLeft')).toEqual({ kind: 'moved', hex: { column: 1, row: 1 } });
    view.key('ArrowRight');
    view.key('ArrowDown');
    expect(view.focusedNumber).toBe('0202');
    // Column by column: 0202 follows the 15 hexes of column 1 and 0201.
    expect(view.focusedPosition).toBe(17);
    expect(view.geometry.hexes[16]?.number).toBe('0202');
    view.jumpTo('2015');
    view.key('ArrowRight');
    view.key('ArrowDown');
    expect(view.focusedNumber).toBe('2015');
    expect(view.focusedPosition).toBe(300);
  });

  it('moving the focus off screen pans until the hex is wholly in view', () => {
    const view = phoneView();
    view.zoomAt({ x: 0, y: 0 }, 10);
    for (let i = 0; i < 8; i++) view.key('ArrowRight');
    const c = screenOf(view, '0901');
    const r = view.size * view.scale;
    expect(c.x + r).toBeLessThanOrEqual(390 + 1e-9);
    expect(c.x + r).toBeGreaterThan(390 - 1);
  });

  it('+ and − zoom by a step; Enter and Space select the focused hex; Escape closes', () => {
    const view = phoneView();
    view.centreOn({ column: 10, row: 8 });
    const start = view.scale;
    expect(view.key('+')).toEqual({ kind: 'zoomed' });
    expect(view.scale).toBeCloseTo(start * 1.25, 9);
    view.key('-');
    expect(view.scale).toBeCloseTo(start, 9);
    expect(view.key('Enter')).toEqual({ kind: 'select', hex: { column: 1, row: 1 } });
    expect(view.key(' ')).toEqual({ kind: 'select', hex: { column: 1, row: 1 } });
    expect(view.key('Escape')).toEqual({ kind: 'close' });
    expect(view.key('a')).toBeUndefined();
  });

  it('jumps to a typed hex and centres it; a garbled or off-map number is a field error', () => {
    const view = phoneView();
    view.zoomAt({ x: 0, y: 0 }, 4); // close enough that the middle hex is not held at an edge
    const jumped = view.jumpTo('1208');
    expect(jumped.ok).toBe(true);
    expect(view.focusedNumber).toBe('1208');
    const c = screenOf(view, '1208');
    expect(c.x).toBeCloseTo(195, 6);
    expect(c.y).toBeCloseTo(240, 6);
    for (const bad of ['12', 'hill', '2101', '1216', '0001']) {
      const result = view.jumpTo(bad);
      expect(result.ok ? 'ok' : result.error.field).toBe('jump');
      expect(view.focusedNumber).toBe('1208');
    }
  });

  it('reads a hex only as the map prints it: spaces, a line break or an extra 0 are refused', () => {
    const view = phoneView();
    for (const bad of [' 1208 ', '1208\n', '01208', '\t1208', '1208 ']) {
      const result = view.jumpTo(bad);
      expect(result.ok ? 'ok' : result.error.message).toMatch(
        /is not a hex number as the map prints it, such as 1008$/,
      );
      expect(view.focusedNumber).toBe('0101');
    }
  });

  it('offers a hex of its own map as the example', () => {
    expect(phoneView().sampleHex).toBe('1008');
    const wide = new BoardView({ columns: [10, 40], rows: [3, 22], lowerColumns: 'odd' });
    expect(wide.sampleHex).toBe('2512');
  });

  it('the first real size of the box centres the hex focused before it was known', () => {
    const view = new BoardView(map);
    view.zoomAt({ x: 0, y: 0 }, 4); // the board wider than the box, so a hex can be centred
    view.jumpTo('1008'); // laid out for the default 360 × 420 box
    view.resize(736, 560);
    const c = screenOf(view, '1008');
    expect(c.x).toBeCloseTo(368, 6);
    expect(c.y).toBeCloseTo(280, 6);
    view.panBy(-50, 0);
    view.resize(736, 500); // later sizes keep the view where the player left it
    expect(screenOf(view, '1008').x).toBeCloseTo(318, 6);
  });

  it('a new stagger keeps the focus and the tap finding the hex drawn', () => {
    const view = phoneView();
    view.jumpTo('0505');
    view.setMap({ ...map, lowerColumns: 'even' });
    expect(view.focusedNumber).toBe('0505');
    const at = screenOf(view, '0505');
    view.pointerDown(1, at);
    expect(formatHex(view.pointerUp(1, at)!)).toBe('0505');
    view.setMap({ columns: [1, 3], rows: [1, 3], lowerColumns: 'even' });
    expect(view.focusedNumber).toBe('0101');
  });
});
