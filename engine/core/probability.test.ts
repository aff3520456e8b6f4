import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  always,
  chance,
  compare,
  equals,
  formatOver,
  not,
  plus,
  sum,
  times,
  toNumber,
} from './probability.ts';

describe('probability', () => {
  it('keeps fractions in lowest terms, from numbers or bigints', () => {
    expect(chance(6, 36)).toEqual({ num: 1n, den: 6n });
    expect(chance(6n, 36n)).toEqual({ num: 1n, den: 6n });
    expect(plus(chance(1, 36), chance(2, 36))).toEqual({ num: 1n, den: 12n });
    expect(times(chance(1, 6), chance(1, 36))).toEqual({ num: 1n, den: 216n });
    expect(not(chance(1, 6))).toEqual({ num: 5n, den: 6n });
  });

  it('formats over 36 where it can', () => {
    expect(formatOver(chance(6, 36), 36)).toBe('6/36');
    expect(formatOver(chance(1, 216), 36)).toBe('1/216');
  });

  it('compares fractions exactly', () => {
    expect(compare(chance(1, 3), chance(2, 6))).toBe(0);
    expect(equals(chance(1, 3), chance(2, 6))).toBe(true);
    expect(compare(chance(1, 3), chance(1, 2))).toBe(-1);
    expect(compare(always, chance(35, 36))).toBe(1);
  });

  it('shows huge fractions as numbers without overflowing', () => {
    const tiny = chance(1n, 6n ** 40n);
    expect(toNumber(tiny)).toBe(0);
    expect(toNumber(not(tiny))).toBe(1);
    expect(toNumber(chance(2n ** 80n, 3n * 2n ** 80n))).toBeCloseTo(1 / 3, 14);
  });

  it('sums a partition to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }),
        (weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const p = sum(weights.map((w) => chance(w, total)));
          expect(p).toEqual(always);
          expect(toNumber(p)).toBe(1);
        },
      ),
    );
  });

  it('stays exact over 11 dice, where the old number fractions lost digits', () => {
    // No six on 11D6, and at least one six: 5^11 and 6^11 − 5^11 out of 6^11.
    const noSix = chance(5 ** 11, 6 ** 11);
    const aSix = not(noSix);
    // Two such tests: the product's numerator passes 2^53 and is odd.
    const both = times(noSix, aSix);
    expect(both.num).toBe(48828125n * 313968931n);
    expect(both.num > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    // The number-based code this replaced multiplied plain numbers: the product rounds.
    expect(BigInt(48828125 * 313968931)).not.toBe(both.num);
    // Every way two tests can fall still adds up to exactly 1.
    expect(sum([times(noSix, noSix), both, times(aSix, noSix), times(aSix, aSix)])).toEqual(always);
  });
});
