/**
 * T12 (5.10): the defensive fire range odds are listed nearest first, as the
 * chart reads across (close, medium, long, no effect).
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { defensiveFireRange } from './charges.ts';

describe('T12 defensive fire range', () => {
  it('a 2-increment charge: close 1/6, medium 1/3, long 1/3, no effect 1/6, in that order', () => {
    const read = defensiveFireRange(2);
    expect(read.ok && read.value.odds).toEqual([
      { range: 'close', chance: chance(1, 6) },
      { range: 'medium', chance: chance(1, 3) },
      { range: 'long', chance: chance(1, 3) },
      { range: 'no-effect', chance: chance(1, 6) },
    ]);
  });

  it('a 1-increment charge never draws fire at close range; a 3-increment one always draws some', () => {
    const one = defensiveFireRange(1);
    expect(one.ok && one.value.odds.map((o) => o.range)).toEqual(['medium', 'long', 'no-effect']);
    const three = defensiveFireRange(3);
    expect(three.ok && three.value.odds.map((o) => o.range)).toEqual(['close', 'medium', 'long']);
  });
});
