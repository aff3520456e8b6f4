/**
 * The edges of the map rules: 4.4.4 with erratum reentry-edge read as
 * wrapping (option reentryCorner: wrap), where the reach that runs past a map
 * corner is counted on along the next edge and stops where that edge ends;
 * and what the re-entry and return checks refuse, and say.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { reentryHexes, returnTurn, type MapEdge, type MapExit } from './map.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const wrap = { reentryCorner: 'wrap' } as const;
const zone = (
  departureHex: string,
  edge: MapEdge,
  kind: 'cavalry' | 'infantry',
  bounds: { firstColumn: number; lastColumn: number; firstRow: number; lastRow: number },
) => value(reentryHexes('kosovo-1389', { departureHex, kind, edge, bounds }, wrap));

describe('reentryHexes round a corner (4.4.4, option reentryCorner: wrap)', () => {
  const map = { firstColumn: 1, lastColumn: 40, firstRow: 1, lastRow: 30 };

  it('left edge, infantry (4 hexes) from 0103: 2 hexes run on along the top edge', () => {
    const left = zone('0103', 'left', 'infantry', map);
    expect(left.hexes).toEqual([
      '0301',
      '0201',
      '0101',
      '0102',
      '0103',
      '0104',
      '0105',
      '0106',
      '0107',
    ]);
    expect(left.steps.map((s) => s.text)).toContain(
      'counted on round the corner (option reentryCorner: wrap)',
    );
    expect(left.steps[1]?.text).toBe('along column 01 of the left edge: 0301 to 0107');
  });

  it('right edge, cavalry (6 hexes) from 4028: 4 hexes run on along the bottom edge', () => {
    expect(zone('4028', 'right', 'cavalry', map).hexes.slice(-5)).toEqual([
      '4030',
      '3930',
      '3830',
      '3730',
      '3630',
    ]);
  });

  it('bottom edge from 3830 turns up the right edge; top edge from 0201 turns down the left', () => {
    expect(zone('3830', 'bottom', 'cavalry', map).hexes.slice(-5)).toEqual([
      '4030',
      '4029',
      '4028',
      '4027',
      '4026',
    ]);
    expect(zone('0201', 'top', 'infantry', map).hexes.slice(0, 4)).toEqual([
      '0104',
      '0103',
      '0102',
      '0101',
    ]);
  });

  it('on a 3 × 3 map the reach round each corner stops at the next corner', () => {
    const tiny = { firstColumn: 1, lastColumn: 3, firstRow: 1, lastRow: 3 };
    expect(zone('0102', 'left', 'cavalry', tiny).hexes).toEqual([
      '0301',
      '0201',
      '0101',
      '0102',
      '0103',
      '0203',
      '0303',
    ]);
    expect(zone('0302', 'right', 'cavalry', tiny).hexes).toEqual([
      '0101',
      '0201',
      '0301',
      '0302',
      '0303',
      '0203',
      '0103',
    ]);
    expect(zone('0201', 'top', 'cavalry', tiny).hexes).toEqual([
      '0103',
      '0102',
      '0101',
      '0201',
      '0301',
      '0302',
      '0303',
    ]);
    expect(zone('0203', 'bottom', 'cavalry', tiny).hexes).toEqual([
      '0101',
      '0102',
      '0103',
      '0203',
      '0303',
      '0302',
      '0301',
    ]);
  });
});

describe('map checks: the limits accepted and the refusals written out', () => {
  const message = (result: Result<unknown>) => (result.ok ? '' : result.error.message);

  it('a map one column or one row wide is a map (4.4.4)', () => {
    const column = { firstColumn: 5, lastColumn: 5, firstRow: 1, lastRow: 30 };
    expect(zone('0510', 'left', 'infantry', column).hexes).toHaveLength(9);
    const row = { firstColumn: 1, lastColumn: 40, firstRow: 7, lastRow: 7 };
    expect(zone('1007', 'top', 'infantry', row).hexes).toHaveLength(9);
  });

  it('reentryHexes says what is wrong (4.4.4)', () => {
    const input = { departureHex: '2300', kind: 'cavalry', edge: 'top' } as const;
    const bounds = { firstColumn: 0, lastColumn: 40, firstRow: 0, lastRow: 30 };
    expect(message(reentryHexes('nowhere', input))).toContain('unknown edition');
    expect(message(reentryHexes('1066', { ...input, departureHex: '23a0' }))).toContain(
      'a hex number has 4 digits, column then row (e.g. 2300), not "23a0"',
    );
    expect(message(reentryHexes('1066', { ...input, edge: 'north' as MapEdge }))).toContain(
      'the edge is top, bottom, left or right, not "north"',
    );
    expect(
      message(reentryHexes('1066', { ...input, bounds: { ...bounds, firstColumn: -1 } })),
    ).toBe('hex numbers run 00 to 99, not -1');
    const columns = reentryHexes('1066', { ...input, bounds: { ...bounds, firstColumn: 41 } });
    expect(columns.ok ? null : columns.error).toMatchObject({
      field: 'bounds.lastColumn',
      rule: '4.4.4',
    });
    expect(message(columns)).toBe('the last column comes before the first');
    const rows = reentryHexes('1066', { ...input, bounds: { ...bounds, firstRow: 31 } });
    expect(rows.ok ? null : rows.error).toMatchObject({ field: 'bounds.lastRow', rule: '4.4.4' });
    // A hex number given as a number, not text, is refused, not read.
    const number = reentryHexes('1066', { ...input, departureHex: 2300 as unknown as string });
    expect(number.ok ? '' : number.error.field).toBe('departureHex');
    expect(message(rows)).toBe('the last row comes before the first');
  });

  it('returnTurn says what is wrong (4.4.1, 4.4.3)', () => {
    const exit: MapExit = { turn: 2, phase: 1, player: 'A', arm: 'cavalry' };
    expect(message(returnTurn('nowhere', exit))).toContain('unknown edition');
    expect(message(returnTurn('1066', { ...exit, turn: 0 }))).toBe(
      'a game turn is a whole number from 1 up, not 0',
    );
    expect(message(returnTurn('1066', { ...exit, phase: 10 }))).toBe(
      'a game turn has phases 1 to 9, not 10',
    );
    expect(message(returnTurn('1066', { ...exit, phase: 9 }))).toContain('MORALE phase (9)');
    expect(message(returnTurn('1066', { ...exit, player: 'C' as 'A' }))).toBe(
      'the player is A (first) or B (second), not "C"',
    );
    expect(message(returnTurn('1066', { ...exit, arm: 'ships' as 'cavalry' }))).toBe(
      'the arm is cavalry or infantry, not "ships"',
    );
  });

  it("erratum return-turn, counted from the turn's end: the working says so", () => {
    const from = { returnCount: 'from-turn-end' } as const;
    const result = returnTurn('1066', { turn: 2, phase: 1, player: 'A', arm: 'cavalry' }, from);
    expect(result.ok && result.value.steps[0]?.text).toBe(
      'left in turn 2: 3 full game turns counted from its end run to the end of turn 5 (option returnCount: from-turn-end)',
    );
  });
});
