import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCountedHits } from './counted-hits.ts';

describe('Dice: hits counted rather than read die by die', () => {
  it('takes 0 to the dice rolled; a count above the dice is refused at the field with its rule', () => {
    expect(readCountedHits(15, 4, 'a.hits', '5.40')).toEqual({
      ok: true,
      value: { hits: 4, misses: 11, rolledAgain: 0 },
    });
    expect(readCountedHits(15, 15, 'a.hits', '5.40')).toMatchObject({ ok: true });
    expect(readCountedHits(15, 16, 'a.hits', '5.40')).toEqual({
      ok: false,
      error: {
        field: 'a.hits',
        rule: '5.40',
        message: '15 dice score at most 15 hits (one a die), not 16',
      },
    });
    expect(readCountedHits(4, -1, 'hits', '4.20')).toMatchObject({
      ok: false,
      error: { field: 'hits', rule: '4.20' },
    });
    expect(readCountedHits(4, 1.5, 'hits', '4.20').ok).toBe(false);
  });

  it('fast-check: hits and misses always add up to the dice, or the count is refused', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: -5, max: 70 }), (dice, hits) => {
        const read = readCountedHits(dice, hits, 'hits', '4.20');
        expect(read.ok).toBe(hits >= 0 && hits <= dice);
        if (read.ok) expect(read.value.hits + read.value.misses).toBe(dice);
      }),
    );
  });
});
