import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, seedDice, sum } from '../../core/index.ts';
import { fraction, noEffect, whole, type HitNumber } from '../tables/index.ts';
import {
  chanceOfAtLeast,
  expectedHits,
  hitDistribution,
  maxDice,
  readUnitDice,
  rollUnitDice,
} from './unit-hits.ts';

const anyHit: fc.Arbitrary<HitNumber> = fc.oneof(
  fc.integer({ min: 1, max: 6 }).map(whole),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([a, b]) => fraction(a, b)),
  fc.constant(noEffect),
);

describe('4.10 Missile fire: the hits of a whole unit', () => {
  it('four dice at 2/3 (the Dice example): each number of hits over 4^4', () => {
    const rows = hitDistribution(4, fraction(2, 3));
    expect(rows.ok && rows.value).toEqual([
      { hits: 0, chance: chance(81, 256) },
      { hits: 1, chance: chance(108, 256) },
      { hits: 2, chance: chance(54, 256) },
      { hits: 3, chance: chance(12, 256) },
      { hits: 4, chance: chance(1, 256) },
    ]);
  });

  it('twelve dice at 2/3 expect 3 hits; all twelve hit with chance 1/4^12', () => {
    expect(expectedHits(12, fraction(2, 3))).toEqual({ ok: true, value: chance(3, 1) });
    const rows = hitDistribution(12, fraction(2, 3));
    expect(rows.ok && rows.value.at(-1)).toEqual({ hits: 12, chance: chance(1, 4 ** 12) });
    expect(rows.ok && rows.value[0]).toEqual({ hits: 0, chance: chance(3 ** 12, 4 ** 12) });
  });

  it('4.20 example: four crossbow dice at 2 expect 4/3 hits', () => {
    expect(expectedHits(4, whole(2))).toEqual({ ok: true, value: chance(4, 3) });
  });

  it('no dice: no hits for certain; no effect: no hits for certain', () => {
    expect(hitDistribution(0, whole(3))).toEqual({
      ok: true,
      value: [{ hits: 0, chance: chance(1, 1) }],
    });
    const none = hitDistribution(3, noEffect);
    expect(none.ok && none.value.map((r) => r.chance)).toEqual([
      chance(1, 1),
      chance(0, 1),
      chance(0, 1),
      chance(0, 1),
    ]);
  });

  it('property: the distribution sums to exactly 1 for 1 to 40 dice, and its mean is the expected hits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), anyHit, (dice, hit) => {
        const rows = hitDistribution(dice, hit);
        const expected = expectedHits(dice, hit);
        if (!rows.ok || !expected.ok) throw new Error('refused valid dice');
        expect(rows.value).toHaveLength(dice + 1);
        expect(sum(rows.value.map((r) => r.chance))).toEqual(chance(1, 1));
        expect(
          sum(rows.value.map((r) => ({ num: r.chance.num * BigInt(r.hits), den: r.chance.den }))),
        ).toEqual(expected.value);
      }),
      { numRuns: 60 },
    );
  });

  it('the chance of at least k hits: 0 is certain, k just past the dice never', () => {
    expect(chanceOfAtLeast(4, fraction(2, 3), 0)).toEqual({ ok: true, value: chance(1, 1) });
    expect(chanceOfAtLeast(4, fraction(2, 3), 2)).toEqual({ ok: true, value: chance(67, 256) });
    expect(chanceOfAtLeast(4, fraction(2, 3), 4)).toEqual({ ok: true, value: chance(1, 256) });
    expect(chanceOfAtLeast(4, fraction(2, 3), 5)).toEqual({ ok: true, value: chance(0, 1) });
  });

  it('refuses bad counts, naming the field and 4.10', () => {
    for (const dice of [-1, 1.5, maxDice + 1, Number.NaN]) {
      expect(hitDistribution(dice, whole(2))).toMatchObject({
        ok: false,
        error: { field: 'dice', rule: '4.10' },
      });
      expect(expectedHits(dice, whole(2))).toMatchObject({ ok: false, error: { field: 'dice' } });
    }
    expect(hitDistribution(maxDice, noEffect).ok).toBe(true);
    expect(chanceOfAtLeast(4, whole(2), -1)).toMatchObject({
      ok: false,
      error: { field: 'atLeast', rule: '4.10' },
    });
    expect(chanceOfAtLeast(4, whole(2), 0.5)).toMatchObject({
      ok: false,
      error: { field: 'atLeast' },
    });
    expect(chanceOfAtLeast(-4, whole(2), 1)).toMatchObject({ ok: false, error: { field: 'dice' } });
  });
});

describe('Dice: reading the dice a player rolled', () => {
  it('the 2/3 example: 5, 2, 2 and 1, the two 2s rolled again as 2 and 5: two hits, two misses', () => {
    const read = readUnitDice(fraction(2, 3), [
      { first: 5 },
      { first: 2, second: 2 },
      { first: 2, second: 5 },
      { first: 1 },
    ]);
    expect(read).toEqual({ ok: true, value: { hits: 2, misses: 2, rolledAgain: 2 } });
  });

  it('a whole number reads one die each', () => {
    expect(readUnitDice(whole(2), [{ first: 2 }, { first: 3 }])).toEqual({
      ok: true,
      value: { hits: 1, misses: 1, rolledAgain: 0 },
    });
  });

  it('asks for the second die a fraction needs, and refuses one it does not', () => {
    expect(readUnitDice(fraction(2, 3), [{ first: 1 }, { first: 2 }])).toMatchObject({
      ok: false,
      error: { field: 'dice.1.second', rule: 'dice' },
    });
    expect(readUnitDice(fraction(2, 3), [{ first: 2, second: 7 }])).toMatchObject({
      ok: false,
      error: { field: 'dice.0.second' },
    });
    expect(readUnitDice(fraction(2, 3), [{ first: 3, second: 1 }])).toMatchObject({
      ok: false,
      error: { field: 'dice.0.second' },
    });
    expect(readUnitDice(whole(2), [{ first: 1, second: 1 }])).toMatchObject({
      ok: false,
      error: { field: 'dice.0.second' },
    });
  });

  it('says what is wrong in each message', () => {
    const messages = [
      hitDistribution(-1, whole(2)),
      chanceOfAtLeast(4, whole(2), -1),
      readUnitDice(whole(2), [{ first: 7 }]),
      readUnitDice(whole(2), [{ first: 1, second: 1 }]),
      readUnitDice(fraction(2, 3), [{ first: 2 }]),
    ].map((r) => (r.ok ? '' : r.error.message));
    expect(messages).toEqual([
      `a unit rolls a whole number of dice from 0 to ${maxDice}, not -1`,
      'hits wanted are a whole number from 0, not -1',
      'a die shows 1 to 6, not 7',
      'a first die of 1 needs no second die at 2',
      'a first die of 2 at 2/3 is rolled again: give the second die, 1 to 6',
    ]);
  });

  it('refuses faces off the die', () => {
    for (const first of [0, 7, 2.5]) {
      expect(readUnitDice(whole(2), [{ first: 1 }, { first }])).toMatchObject({
        ok: false,
        error: { field: 'dice.1.first', rule: 'dice' },
      });
    }
    expect(
      readUnitDice(fraction(1, 1), [
        { first: 1, second: 1 },
        { first: 1, second: 6 },
        { first: 6 },
      ]),
    ).toEqual({
      ok: true,
      value: { hits: 1, misses: 2, rolledAgain: 2 },
    });
  });
});

describe('Dice: seeded rolls of a unit', () => {
  it('rolls the same dice from the same seed and reads them as the player would', () => {
    const a = rollUnitDice(fraction(2, 3), 12, seedDice(7));
    const b = rollUnitDice(fraction(2, 3), 12, seedDice(7));
    expect(a).toEqual(b);
    if (!a.ok) throw new Error('refused a seeded roll');
    expect(a.value.dice).toHaveLength(12);
    expect(readUnitDice(fraction(2, 3), a.value.dice)).toEqual({
      ok: true,
      value: { hits: a.value.hits, misses: a.value.misses, rolledAgain: a.value.rolledAgain },
    });
    expect(a.value.dice.filter((d) => d.second !== undefined)).toHaveLength(a.value.rolledAgain);
    expect(a.value.dice.filter((d) => d.first === 2)).toHaveLength(a.value.rolledAgain);
    expect(a.value.state).not.toEqual(seedDice(7));
  });

  it('property: seeded hits stay between 0 and the dice, and a whole 6 always hits', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), anyHit, (seed, dice, hit) => {
        const roll = rollUnitDice(hit, dice, seedDice(seed));
        if (!roll.ok) throw new Error('refused a seeded roll');
        expect(roll.value.hits + roll.value.misses).toBe(dice);
      }),
      { numRuns: 50 },
    );
    const sure = rollUnitDice(whole(6), 10, seedDice(1));
    expect(sure.ok && sure.value.hits).toBe(10);
  });

  it('refuses a bad state or count', () => {
    expect(rollUnitDice(whole(2), 3, [0, 0, 0, 0])).toMatchObject({
      ok: false,
      error: { field: 'state', rule: 'dice' },
    });
    expect(rollUnitDice(whole(2), -3, seedDice(1))).toMatchObject({
      ok: false,
      error: { field: 'dice', rule: '4.10' },
    });
  });
});
