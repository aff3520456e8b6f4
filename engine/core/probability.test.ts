import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chance, formatOver, not, plus, sum, times, toNumber } from './probability.ts';

describe('probability', () => {
  it('keeps fractions in lowest terms', () => {
    expect(chance(6, 36)).toEqual({ num: 1, den: 6 });
    expect(plus(chance(1, 36), chance(2, 36))).toEqual({ num: 1, den: 12 });
    expect(times(chance(1, 6), chance(1, 36))).toEqual({ num: 1, den: 216 });
    expect(not(chance(1, 6))).toEqual({ num: 5, den: 6 });
  });

  it('formats over 36 where it can', () => {
    expect(formatOver(chance(6, 36), 36)).toBe('6/36');
    expect(formatOver(chance(1, 216), 36)).toBe('1/216');
  });

  it('sums a partition to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }),
        (weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const p = sum(weights.map((w) => chance(w, total)));
          expect(p).toEqual({ num: 1, den: 1 });
          expect(toNumber(p)).toBe(1);
        },
      ),
    );
  });
});
