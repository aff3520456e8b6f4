import { describe, expect, it } from 'vitest';
import type { HexMap } from '../../../engine/core/index.ts';
import { makeGeometry } from './board-geometry.ts';

const map: HexMap = { columns: [1, 4], rows: [1, 3], lowerColumns: 'odd' };
const geometry = makeGeometry(map, 10);
const segments = (d: string) => d.match(/M/g)?.length ?? 0;

describe('board geometry', () => {
  it('lists all 12 hexes column by column, and the grid draws each once', () => {
    expect(geometry.hexes.map((h) => h.number)).toEqual([
      '0101',
      '0102',
      '0103',
      '0201',
      '0202',
      '0203',
      '0301',
      '0302',
      '0303',
      '0401',
      '0402',
      '0403',
    ]);
    expect(segments(geometry.grid)).toBe(12);
  });

  it('a lone hex has 6 outer sides; two neighbours 10; a hex and its 6 neighbours 18', () => {
    expect(segments(geometry.edge(['0202']))).toBe(6);
    expect(segments(geometry.edge(['0202', '0203']))).toBe(10);
    // 0202 (even column, odd lower) touches 0201, 0301, 0302, 0203, 0102, 0101.
    expect(segments(geometry.edge(['0202', '0201', '0301', '0302', '0203', '0102', '0101']))).toBe(
      18,
    );
  });

  it('names off the map or garbled are skipped, never drawn at NaN', () => {
    expect(geometry.centre('0909')).toBeUndefined();
    expect(geometry.centre('x')).toBeUndefined();
    expect(geometry.fill(['0101', '0909'])).toBe(geometry.fill(['0101']));
    expect(geometry.fill(['0101'])).toBe('M20 17.3L15 26L5 26L0 17.3L5 8.7L15 8.7Z');
    expect(geometry.grid).not.toContain('NaN');
  });
});
