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

  it('the grid steps round each hex to within 0.2 of the corners its fill draws', () => {
    const numbers = (d: string) => (d.match(/-?[\d.]+/g) ?? []).map(Number);
    const outlines = geometry.grid.split('M').slice(1);
    expect(outlines).toHaveLength(12);
    outlines.forEach((d, i) => {
      const [x0 = NaN, y0 = NaN, ...steps] = numbers(d);
      const walked = [[x0, y0]];
      for (let s = 0; s < steps.length; s += 2) {
        const [x, y] = walked.at(-1)!;
        walked.push([x! + steps[s]!, y! + steps[s + 1]!]);
      }
      const corners = numbers(geometry.fill([geometry.hexes[i]!.number]));
      expect(walked.flat()).toHaveLength(corners.length);
      walked.flat().forEach((v, k) => expect(Math.abs(v - corners[k]!)).toBeLessThanOrEqual(0.2));
    });
  });

  it('a number spelled with a third column digit is the same hex', () => {
    expect(geometry.centre('00101')).toEqual(geometry.centre('0101'));
    expect(geometry.fill(['00101'])).toBe(geometry.fill(['0101']));
  });
});
