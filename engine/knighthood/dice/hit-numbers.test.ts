import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, compare } from '../../core/index.ts';
import {
  apparentArmourClass,
  compareHitNumbers,
  d66Threshold,
  formatHitNumber,
  hitChance,
  hitChartColumn,
  hitWays,
  parseHitNumber,
  readFirstDie,
  readHitChart,
  readSecondDie,
  shiftByTens,
} from './hit-numbers.ts';
import {
  fraction,
  hitChart,
  noEffect,
  seekingChances,
  whole,
  type HitNumber,
} from '../tables/index.ts';

const anyHit: fc.Arbitrary<HitNumber> = fc.oneof(
  fc.integer({ min: 1, max: 6 }).map(whole),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([a, b]) => fraction(a, b)),
  fc.constant(noEffect),
);

describe('Dice: the chance of one die hitting', () => {
  it('reads a 2/3 as a 1-in-4 chance: a first die of 1, or a 2 then 3 or less', () => {
    expect(hitWays(fraction(2, 3))).toBe(9);
    expect(hitChance(fraction(2, 3))).toEqual(chance(1, 4));
  });

  it.each([
    ['1', chance(1, 6)],
    ['2', chance(1, 3)],
    ['4', chance(2, 3)],
    ['6', chance(1, 1)],
    ['1/1', chance(1, 36)],
    ['1/2', chance(2, 36)],
    ['1/3', chance(3, 36)],
    ['1/5', chance(5, 36)],
    ['3/3', chance(15, 36)],
    ['4/3', chance(21, 36)],
    ['5/3', chance(27, 36)],
    ['X', chance(0, 1)],
  ])('T9, T15, T19, T23: %s hits with chance %o', (text, expected) => {
    const hit = parseHitNumber(text);
    expect(hit.ok && hitChance(hit.value)).toEqual(expected);
  });

  it('reads a whole number n as the fraction n/6', () => {
    for (let n = 1; n <= 6; n += 1) expect(hitChance(whole(n))).toEqual(hitChance(fraction(n, 6)));
  });

  it('T9 key: thresholds on two dice read as tens and ones', () => {
    expect(d66Threshold(fraction(2, 3))).toBe(23);
    expect(d66Threshold(whole(3))).toBe(36);
    expect(d66Threshold(noEffect)).toBe(0);
  });

  it('property: a better hit number never has lower odds', () => {
    fc.assert(
      fc.property(anyHit, anyHit, (a, b) => {
        const order = compareHitNumbers(a, b);
        expect(Math.sign(compare(hitChance(a), hitChance(b)))).toBe(order);
      }),
    );
  });

  it('T9: every row gets no better from left to right', () => {
    for (const row of Object.values(hitChart)) {
      for (let i = 1; i < row.length; i += 1) {
        expect(
          compareHitNumbers(row[i - 1] ?? noEffect, row[i] ?? noEffect),
        ).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('Dice: reading hit numbers as printed', () => {
  it('round-trips every printed form', () => {
    for (const text of ['1', '6', '2/3', '4/3', '1/1', 'X']) {
      const hit = parseHitNumber(text);
      expect(hit.ok && formatHitNumber(hit.value)).toBe(text);
    }
    expect(parseHitNumber(' ne ')).toEqual({ ok: true, value: noEffect });
  });

  it.each(['0', '7', '2/0', '2/7', '0/3', '1-', '6+', '', '2/3/4', 'two'])(
    'refuses "%s", naming the field and the rule',
    (text) => {
      const result = parseHitNumber(text, 'hitNumber', 'T15');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ field: 'hitNumber', rule: 'T15' });
      expect(!result.ok && result.error.message).toContain(`"${text}"`);
    },
  );

  it('names the T9 hit chart by default', () => {
    const result = parseHitNumber('9');
    expect(!result.ok && result.error.rule).toBe('T9');
    expect(!result.ok && result.error.field).toBe('hit');
  });
});

describe('T9 Hit chart: modifiers move along the columns, half steps included', () => {
  const read = (range: 'close' | 'medium' | 'long', ac: number, modifier: number): string => {
    const result = readHitChart(range, ac, modifier);
    return result.ok ? formatHitNumber(result.value.hit) : result.error.message;
  };

  it('4.20 example: crossbows at HI, AC3 at medium range is 1/2; +4 brings it up to 2', () => {
    expect(read('medium', 3, 0)).toBe('1/2');
    expect(read('medium', 3, 4)).toBe('2');
  });

  it('4.50 example: crossbows at EHK, AC4 at long range is no effect with +2, 1/2 with rapid fire +2 more', () => {
    expect(read('long', 4, 0)).toBe('X');
    expect(read('long', 4, 2)).toBe('X');
    expect(read('long', 4, 4)).toBe('1/2');
  });

  it('moves right for minus modifiers: AC2 at close is 2, -1 is 2/3, -2 is 1', () => {
    expect(read('close', 2, -1)).toBe('2/3');
    expect(read('close', 2, -2)).toBe('1');
  });

  it('holds the best column at the left edge and says so; just inside it does not', () => {
    expect(readHitChart('close', 0, 1)).toEqual({
      ok: true,
      value: { column: 0, hit: whole(4), heldAtEdge: true },
    });
    expect(readHitChart('close', 1, 2)).toEqual({
      ok: true,
      value: { column: 0, hit: whole(4), heldAtEdge: false },
    });
  });

  it('ends in no effect past the right edge', () => {
    expect(readHitChart('close', 5, -1)).toEqual({
      ok: true,
      value: { column: 10, hit: noEffect, heldAtEdge: false },
    });
    expect(readHitChart('close', 5, -5)).toEqual({
      ok: true,
      value: { column: 10, hit: noEffect, heldAtEdge: false },
    });
    expect(read('close', 5, 0)).toBe('1/1');
  });

  it('finds the column of each armour class, and no other', () => {
    expect([0, 1, 2, 3, 4, 5].map((ac) => hitChartColumn(ac))).toEqual(
      [0, 2, 4, 6, 8, 9].map((column) => ({ ok: true, value: column })),
    );
    for (const ac of [-1, 6, 1.5, Number.NaN]) {
      expect(hitChartColumn(ac)).toMatchObject({
        ok: false,
        error: { field: 'armourClass', rule: 'T9' },
      });
    }
  });

  it('says what is wrong in each message', () => {
    const messages = [
      readHitChart('close', 2, 0.5),
      hitChartColumn(6),
      shiftByTens(whole(3), 5),
      shiftByTens(noEffect, 10),
    ].map((r) => (r.ok ? '' : r.error.message));
    expect(messages).toEqual([
      'fire modifiers are whole numbers, not 0.5',
      'the hit chart has armour classes 0 to 5, not 6',
      'seeking modifiers go in tens, not 5',
      'a seeking chance is a number or a fraction, not no effect',
    ]);
  });

  it('refuses a fractional modifier, naming 4.50', () => {
    expect(readHitChart('close', 2, 0.5)).toMatchObject({
      ok: false,
      error: { field: 'modifier', rule: '4.50' },
    });
    expect(readHitChart('close', 7, 0)).toMatchObject({
      ok: false,
      error: { field: 'armourClass' },
    });
  });
});

describe('9.11 Seeking out a leader: modifiers in tens (T23)', () => {
  const shift = (hit: HitNumber, by: number): string => {
    const result = shiftByTens(hit, by);
    return result.ok ? formatHitNumber(result.value) : result.error.rule;
  };

  it('9.11 example: a 2/3 with +20 becomes 4/3', () => {
    expect(shift(fraction(2, 3), 20)).toBe('4/3');
  });

  it('9.11 example: seeker A against a C leader (3) on a hill +20, within 30" -20, one unit between -10: 1-2 on 1D', () => {
    expect(shift(seekingChances.A.C, 20 - 20 - 10)).toBe('2');
  });

  it('moves whole numbers through the same scale and stops at the ends', () => {
    expect(shift(whole(5), 10)).toBe('6');
    expect(shift(whole(5), 20)).toBe('6');
    expect(shift(fraction(5, 3), 10)).toBe('6/3');
    expect(shift(fraction(5, 5), 10)).toBe('6/5');
    expect(shift(whole(1), -10)).toBe('X');
    expect(shift(fraction(1, 1), 0)).toBe('1/1');
    expect(shift(fraction(2, 1), -10)).toBe('1/1');
    expect(shift(fraction(1, 3), -10)).toBe('X');
  });

  it('refuses modifiers not in tens and a no-effect chance', () => {
    expect(shiftByTens(whole(3), 5)).toMatchObject({
      ok: false,
      error: { field: 'modifier', rule: '9.11' },
    });
    expect(shiftByTens(whole(3), 10.5)).toMatchObject({ ok: false, error: { field: 'modifier' } });
    expect(shiftByTens(noEffect, 10)).toMatchObject({
      ok: false,
      error: { field: 'hit', rule: 'T23' },
    });
  });

  it('property: each +10 never lowers the chance', () => {
    fc.assert(
      fc.property(
        anyHit.filter((h) => h.kind !== 'no-effect'),
        fc.integer({ min: -7, max: 7 }),
        (hit, steps) => {
          const lower = shiftByTens(hit, steps * 10);
          const higher = shiftByTens(hit, steps * 10 + 10);
          if (lower.ok && higher.ok)
            expect(compare(hitChance(higher.value), hitChance(lower.value))).toBeGreaterThanOrEqual(
              0,
            );
        },
      ),
    );
  });
});

describe('Dice: reading each die', () => {
  it('whole numbers hit on that or less', () => {
    expect([1, 2, 3].map((f) => readFirstDie(whole(2), f))).toEqual(['hit', 'hit', 'miss']);
  });

  it('fractions hit below the first figure, roll again on it, miss above', () => {
    expect([1, 2, 3].map((f) => readFirstDie(fraction(2, 3), f))).toEqual([
      'hit',
      'roll-again',
      'miss',
    ]);
    expect([3, 4].map((f) => readSecondDie(fraction(2, 3), f))).toEqual(['hit', 'miss']);
  });

  it('no effect never hits, and a whole number has no second die', () => {
    expect(readFirstDie(noEffect, 1)).toBe('miss');
    expect(readSecondDie(whole(6), 1)).toBe('miss');
  });
});

describe('4.40 Weapon bonus: regular longbows halve armour, rounding up (4.30 example: HI to AC2, LI stays AC1)', () => {
  it.each([
    [5, 3],
    [4, 2],
    [3, 2],
    [1, 1],
    [0, 0],
  ])('AC%i is read as AC%i', (ac, apparent) => {
    expect(apparentArmourClass(ac, true)).toEqual({ ok: true, value: apparent });
    expect(apparentArmourClass(ac, false)).toEqual({ ok: true, value: ac });
  });

  it('refuses an armour class off the chart', () => {
    expect(apparentArmourClass(6, true)).toMatchObject({
      ok: false,
      error: { field: 'armourClass', rule: 'T9' },
    });
  });
});
