import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageDie, d6 } from './dice.ts';
import {
  certain,
  chainOutcomes,
  chanceOf,
  combineOutcomes,
  dieOutcomes,
  listOutcomes,
  mapOutcomes,
  repeatOutcomes,
  type Outcomes,
} from './outcomes.ts';
import { chance, equals, sum } from './probability.ts';

const total = <T>(o: Outcomes<T>) => o.outcomes.reduce((n, x) => n + x.ways, 0n);

describe('outcomes', () => {
  it('a die gives each face once; the average die gives 3 and 4 twice', () => {
    expect(dieOutcomes(d6).outcomes.map((o) => [o.value, o.ways])).toEqual(
      [1, 2, 3, 4, 5, 6].map((f) => [f, 1n]),
    );
    const avg = dieOutcomes(averageDie);
    expect(avg.outOf).toBe(6n);
    expect(avg.outcomes.map((o) => [o.value, o.ways])).toEqual([
      [2, 1n],
      [3, 2n],
      [4, 2n],
      [5, 1n],
    ]);
  });

  it('the higher of two d6 is 6 in 11 of 36 ways and 1 in 1', () => {
    const highest = combineOutcomes(dieOutcomes(d6), dieOutcomes(d6), Math.max);
    expect(highest.outOf).toBe(36n);
    expect(
      equals(
        chanceOf(highest, (v) => v === 6),
        chance(11, 36),
      ),
    ).toBe(true);
    expect(
      equals(
        chanceOf(highest, (v) => v === 1),
        chance(1, 36),
      ),
    ).toBe(true);
    expect(highest.outcomes).toHaveLength(6);
  });

  it('folds a large pool into a few outcomes and stays exact', () => {
    const highest = repeatOutcomes(30, dieOutcomes(d6), Math.max, certain(0));
    expect(highest.outOf).toBe(6n ** 30n);
    expect(highest.outcomes).toHaveLength(6);
    // All thirty dice show 1 in exactly one way.
    expect(chanceOf(highest, (v) => v === 1)).toEqual(chance(1n, 6n ** 30n));
    expect(total(highest)).toBe(highest.outOf);
  });

  it('maps outcomes and merges values that become equal', () => {
    const parity = mapOutcomes(dieOutcomes(d6), (v) => v % 2 === 0);
    expect(parity.outcomes).toEqual([
      { value: false, ways: 3n },
      { value: true, ways: 3n },
    ]);
  });

  it('chains a second roll that depends on the first, with a common total', () => {
    // Roll a d6; on a 6 roll the average die, otherwise keep the face.
    const chained = chainOutcomes(dieOutcomes(d6), (v) =>
      v === 6 ? dieOutcomes(averageDie) : certain(v),
    );
    expect(chained.outOf).toBe(36n);
    expect(chanceOf(chained, (v) => v === 3)).toEqual(chance(6 + 2, 36));
    expect(chanceOf(chained, (v) => v === 5)).toEqual(chance(6 + 1, 36));
    expect(total(chained)).toBe(chained.outOf);
  });

  it('lists outcomes with their chances in the order asked', () => {
    const rows = listOutcomes(dieOutcomes(averageDie), (a, b) => b - a);
    expect(rows.map((r) => r.value)).toEqual([5, 4, 3, 2]);
    expect(rows[1]?.chance).toEqual(chance(1, 3));
  });

  it('property: any fold of dice sums to exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.boolean(), (count, useMin) => {
        const folded = repeatOutcomes(
          count,
          dieOutcomes(averageDie),
          useMin ? Math.min : (a: number, b: number) => a + b,
          certain(useMin ? 9 : 0),
        );
        const chances = listOutcomes(folded).map((r) => r.chance);
        return equals(sum(chances), chance(1, 1)) && total(folded) === folded.outOf;
      }),
    );
  });
});
