import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupFactor, halve, roundingMatters } from './group-factors.ts';
import { editions, resolveReadings } from '../editions/editions.ts';

describe('groupFactor (1.7)', () => {
  it.each(editions.map((e) => e.id))(
    '%s 1.7 example by default: CFs 3, 3, 2, 1 give 2 (2.25), armor 1, 1, none, none gives 1 (0.5)',
    (id) => {
      const edition = editions.find((e) => e.id === id);
      if (!edition) throw new Error(id);
      const { groupRounding } = resolveReadings(edition);
      expect(groupRounding).toBe('nearest');
      expect(groupFactor([3, 3, 2, 1], groupRounding)).toBe(2);
      expect(groupFactor([1, 1, 0, 0], groupRounding)).toBe(1);
    },
  );

  it('1.6 as the named alternative: every division rounds up, 2.25 → 3, 0.5 → 1', () => {
    expect(groupFactor([3, 3, 2, 1], 'up')).toBe(3);
    expect(groupFactor([1, 1, 0, 0], 'up')).toBe(1);
  });

  it.each([
    // mean, values, nearest, up: just below, at and just above each half and whole.
    [0.4, [0, 0, 0, 1, 1], 0, 1],
    [0.5, [0, 1], 1, 1],
    [0.6, [0, 0, 1, 1, 1], 1, 1],
    [2, [2, 2, 2], 2, 2],
    [2.25, [2, 2, 2, 3], 2, 3],
    [2.4, [2, 2, 2, 3, 3], 2, 3],
    [2.5, [2, 3], 3, 3],
    [2.6, [2, 2, 3, 3, 3], 3, 3],
    [3, [3], 3, 3],
  ] as const)(
    '1.7 boundaries: mean %s → %s to the nearest, %s rounded up',
    (_, values, nearest, up) => {
      expect(groupFactor(values, 'nearest')).toBe(nearest);
      expect(groupFactor(values, 'up')).toBe(up);
      expect(roundingMatters(values)).toBe(nearest !== up);
    },
  );

  it('1.7: an empty group has factor 0 under either rounding', () => {
    expect(groupFactor([], 'nearest')).toBe(0);
    expect(groupFactor([], 'up')).toBe(0);
    expect(roundingMatters([])).toBe(false);
  });

  it('1.7 property: nearest lies within ½ of the mean, up is the least whole number not below it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }),
        (values) => {
          const mean = values.reduce((a, b) => a + b, 0) / values.length;
          const nearest = groupFactor(values, 'nearest');
          const up = groupFactor(values, 'up');
          expect(Math.abs(nearest - mean)).toBeLessThanOrEqual(0.5);
          expect(nearest - mean === -0.5).toBe(false);
          expect(up).toBeGreaterThanOrEqual(mean);
          expect(up - 1).toBeLessThan(mean);
        },
      ),
    );
  });
});

describe('halve (1.6 a–b)', () => {
  it.each([
    [1, 1],
    [4, 2],
    [5, 3],
  ])('1.6: %s halved is %s', (value, half) => {
    expect(halve(value)).toBe(half);
  });
});
