import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addScore,
  emptyTally,
  highestCount,
  keepHighest,
  negateDice,
  scoreOf,
  substitutions,
} from './dice-pools.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { Experience } from '../tables/index.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const tallyOf = (highest: number[], added: number[] = []) =>
  added.reduce(addScore, highest.reduce(keepHighest, emptyTally));

describe('Melee combat: plus and minus dice negate each other', () => {
  it('Seasoned: one plus and one minus die; causes add dice', () => {
    expect(negateDice('seasoned', 0, 0, defaultReadings)).toEqual({
      plus: { pair: 1, causes: 0 },
      minus: { pair: 1, causes: 0 },
    });
    expect(negateDice('seasoned', 2, 1, defaultReadings)).toEqual({
      plus: { pair: 1, causes: 1 },
      minus: { pair: 1, causes: 0 },
    });
  });

  it('Green rolls 2 minus dice, Veteran 2 plus dice', () => {
    expect(negateDice('green', 0, 0, defaultReadings).minus).toEqual({ pair: 2, causes: 0 });
    expect(negateDice('veteran', 0, 0, defaultReadings).plus).toEqual({ pair: 2, causes: 0 });
  });

  it('a cause die cancels the Green or Veteran die, but not under cause-dice-only', () => {
    expect(negateDice('veteran', 0, 2, defaultReadings)).toEqual({
      plus: { pair: 1, causes: 0 },
      minus: { pair: 1, causes: 1 },
    });
    expect(negateDice('green', 1, 0, defaultReadings)).toEqual({
      plus: { pair: 1, causes: 0 },
      minus: { pair: 1, causes: 0 },
    });
    const causesOnly = reading({ diceNegation: 'cause-dice-only' });
    expect(negateDice('veteran', 0, 2, causesOnly)).toEqual({
      plus: { pair: 2, causes: 0 },
      minus: { pair: 1, causes: 2 },
    });
    expect(negateDice('green', 1, 0, causesOnly)).toEqual({
      plus: { pair: 1, causes: 1 },
      minus: { pair: 2, causes: 0 },
    });
  });

  it('property: negation never leaves extra dice on both sides and keeps the difference', () => {
    const experience = fc.constantFrom<Experience>('green', 'seasoned', 'veteran');
    fc.assert(
      fc.property(experience, fc.nat(8), fc.nat(8), (e, p, m) => {
        const { plus, minus } = negateDice(e, p, m, defaultReadings);
        const [kept, lost] = [plus.pair + plus.causes, minus.pair + minus.causes];
        expect(Math.min(kept, lost)).toBe(1);
        const before = p + (e === 'veteran' ? 1 : 0) - m - (e === 'green' ? 1 : 0);
        expect(kept - lost).toBe(before);
      }),
    );
  });
});

describe('Melee combat: what a side of dice scores', () => {
  it('takes the highest, or lets cause dice add under add-each', () => {
    const pool = { pair: 2, causes: 1 };
    expect(highestCount(pool, defaultReadings)).toBe(3);
    expect(highestCount(pool, reading({ extraDice: 'add-each' }))).toBe(2);
    expect(scoreOf(tallyOf([2, 5, 3]))).toBe(5);
    expect(tallyOf([2, 5, 3])).toEqual({ top: 5, second: 3, added: 0, addedTop: 0, addedLow: 0 });
    expect(tallyOf([5, 5])).toMatchObject({ top: 5, second: 5 });
    expect(tallyOf([4], [6, 2, 3])).toEqual({
      top: 4,
      second: 0,
      added: 11,
      addedTop: 6,
      addedLow: 2,
    });
    expect(scoreOf(tallyOf([4], [6, 2]))).toBe(12);
  });

  it('Leadership and Command ratings: the scores with the Leadership in place of one die', () => {
    expect(substitutions(tallyOf([3]), 5)).toEqual([5]);
    expect(substitutions(tallyOf([3]), 1)).toEqual([1]);
    // Replacing the 6 leaves max(L, 2); replacing the 2 leaves max(L, 6).
    expect(substitutions(tallyOf([6, 2]), 4)).toEqual([4, 6]);
    expect(substitutions(tallyOf([6, 2]), 1)).toEqual([2, 6]);
    // Pair 4 and 3, added 6 and 2: 4+8=12 now.
    expect(substitutions(tallyOf([4, 3], [6, 2]), 5)).toEqual([13, 13, 11, 15]);
  });
});
