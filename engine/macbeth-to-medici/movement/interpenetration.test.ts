import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageDie, chance, chanceOf, d6, listOutcomes, sum } from '../../core/index.ts';
import {
  diceAfterNegation,
  interpenetrationDiceCount,
  interpenetrationHits,
  interpenetrationOdds,
  mayRefuseRouters,
  resolveInterpenetration,
  sweptAwayByRouters,
  type InterpenetrationPace,
  type InterpenetrationSide,
} from './interpenetration.ts';
import { defaultReadings } from '../readings.ts';

const rollAll = { ...defaultReadings, interpenetrationNegation: 'roll-all' } as const;

describe('Unit interpenetration: dice', () => {
  it.each([
    [false, 'halted', 1],
    [false, 'marching', 2],
    [false, 'normal', 3],
    [false, 'faster', 4],
    [true, 'halted', 2],
    [true, 'normal', 4],
    [true, 'faster', 5],
  ] as const)('mounted %s, %s: %i dice', (mounted, pace, count) => {
    expect(interpenetrationDiceCount({ mounted, pace })).toBe(count);
  });

  it('pairs cancel until the smaller side has one die (interpenetration-negation)', () => {
    expect(diceAfterNegation(5, 2, defaultReadings)).toEqual({ faster: 4, slower: 1 });
    expect(diceAfterNegation(2, 5, defaultReadings)).toEqual({ faster: 1, slower: 4 });
    expect(diceAfterNegation(3, 3, defaultReadings)).toEqual({ faster: 1, slower: 1 });
    expect(diceAfterNegation(1, 4, defaultReadings)).toEqual({ faster: 1, slower: 4 });
  });

  it('with roll-all nothing cancels', () => {
    expect(diceAfterNegation(5, 2, rollAll)).toEqual({ faster: 5, slower: 2 });
  });
});

describe('Unit interpenetration: hits past the Experience Bonus', () => {
  it.each([
    [2, 'green', 0],
    [3, 'green', 1],
    [4, 'green', 1],
    [5, 'green', 2],
    [3, 'seasoned', 0],
    [4, 'seasoned', 1],
    [6, 'seasoned', 1],
    [7, 'seasoned', 2],
    [4, 'veteran', 0],
    [5, 'veteran', 1],
    [8, 'veteran', 1],
    [9, 'veteran', 2],
  ] as const)('a difference of %i: %s troops take %i', (difference, experience, hits) => {
    expect(interpenetrationHits(difference, experience)).toBe(hits);
  });
});

describe('Unit interpenetration: exact chances', () => {
  const side = (
    pace: InterpenetrationPace,
    experience: InterpenetrationSide['experience'] = 'green',
    mounted = false,
  ): InterpenetrationSide => ({ mounted, pace, experience, die: d6 });

  it('halted foot through halted foot, both Green: clean 6 in 36, 1 hit each 10, 2 hits each 2', () => {
    const o = interpenetrationOdds(side('halted'), side('halted'), defaultReadings);
    expect(chanceOf(o, (r) => r.difference === 0)).toEqual(chance(6, 36));
    expect(chanceOf(o, (r) => r.fasterHits === 1 && r.slowerHits === 1)).toEqual(chance(10, 36));
    expect(chanceOf(o, (r) => r.fasterHits === 2 && r.slowerHits === 2)).toEqual(chance(2, 36));
  });

  it('each side reads its own Experience Bonus: a Veteran takes a hit only on 5', () => {
    const o = interpenetrationOdds(
      side('halted', 'veteran'),
      side('halted', 'green'),
      defaultReadings,
    );
    expect(chanceOf(o, (r) => r.fasterHits === 1)).toEqual(chance(2, 36));
    expect(chanceOf(o, (r) => r.slowerHits > 0)).toEqual(chance(12, 36));
  });

  it('marching foot (highest of 2) through halted foot (1 die): clean 1 in 6', () => {
    const o = interpenetrationOdds(side('marching'), side('halted'), defaultReadings);
    expect(o.outOf).toBe(216n);
    expect(chanceOf(o, (r) => r.difference === 0)).toEqual(chance(1, 6));
    expect(chanceOf(o, (r) => r.difference === 5)).toEqual(chance(11 + 1, 216));
  });

  it('mounted at normal pace (4 dice) through foot at normal pace (3): cancels to 2 against 1', () => {
    const o = interpenetrationOdds(side('normal', 'green', true), side('normal'), defaultReadings);
    expect(o.outOf).toBe(216n);
    expect(chanceOf(o, (r) => r.difference === 0)).toEqual(chance(1, 6));
    const all = interpenetrationOdds(side('normal', 'green', true), side('normal'), rollAll);
    expect(all.outOf).toBe(6n ** 7n);
  });

  it('interpenetration-double: marching foot through halted foot pass cleanly 1 in 6, or on any two dice alike', () => {
    const anyTwo = { ...defaultReadings, interpenetrationDouble: 'any-two-faces' } as const;
    const o = interpenetrationOdds(side('marching'), side('halted'), anyTwo);
    // 3 dice in all: 1 − 6·5·4 / 216 of them show a pair somewhere.
    expect(chanceOf(o, (r) => r.difference === 0)).toEqual(chance(216 - 120, 216));
    const read = resolveInterpenetration(
      { ...side('marching'), faces: [5, 2] },
      { ...side('halted'), faces: [2] },
      anyTwo,
    );
    expect(read).toMatchObject({ ok: true, value: { difference: 0 } });
  });

  it('every distribution adds up to exactly 1', () => {
    const pace = fc.constantFrom<InterpenetrationPace>('halted', 'marching', 'normal', 'faster');
    fc.assert(
      fc.property(pace, pace, fc.boolean(), fc.boolean(), fc.boolean(), (a, b, m, n, avg) => {
        const die = avg ? averageDie : d6;
        const o = interpenetrationOdds(
          { mounted: m, pace: a, experience: 'seasoned', die },
          { mounted: n, pace: b, experience: 'green', die: d6 },
          defaultReadings,
        );
        expect(sum(listOutcomes(o).map((x) => x.chance))).toEqual(chance(1, 1));
      }),
      { numRuns: 40 },
    );
  });
});

describe('Unit interpenetration: dice the player read', () => {
  const faster = { mounted: false, pace: 'marching', experience: 'seasoned', die: d6 } as const;
  const slower = { mounted: false, pace: 'halted', experience: 'seasoned', die: d6 } as const;

  it('the faster side keeps its highest die, the slower its lowest', () => {
    expect(
      resolveInterpenetration(
        { ...faster, faces: [3, 5] },
        { ...slower, faces: [2] },
        defaultReadings,
      ),
    ).toEqual({ ok: true, value: { difference: 3, fasterHits: 0, slowerHits: 0 } });
    expect(
      resolveInterpenetration(
        { ...faster, experience: 'green', faces: [3, 5] },
        { ...slower, faces: [1] },
        defaultReadings,
      ),
    ).toEqual({ ok: true, value: { difference: 4, fasterHits: 1, slowerHits: 1 } });
    expect(
      resolveInterpenetration(
        { ...faster, faces: [1, 2] },
        { ...slower, faces: [6] },
        defaultReadings,
      ),
    ).toEqual({ ok: true, value: { difference: 4, fasterHits: 1, slowerHits: 1 } });
  });

  it('names the side whose dice are wrong', () => {
    const fast = resolveInterpenetration(
      { ...faster, faces: [3] },
      { ...slower, faces: [2] },
      defaultReadings,
    );
    expect(fast.ok ? null : fast.error).toMatchObject({
      field: 'faster.dice',
      rule: 'interpenetration',
    });
    const slow = resolveInterpenetration(
      { ...faster, faces: [3, 4] },
      { ...slower, faces: [7] },
      defaultReadings,
    );
    expect(slow.ok ? null : slow.error).toMatchObject({
      field: 'slower.dice',
      rule: 'interpenetration',
    });
  });
});

describe('Unit interpenetration: routers', () => {
  it('only Steady close-order troops may refuse them', () => {
    expect(mayRefuseRouters('steady', 'close')).toBe(true);
    expect(mayRefuseRouters('steady', 'loose')).toBe(false);
    expect(mayRefuseRouters('erratic', 'close')).toBe(false);
  });

  it('sweep away Feudal and Tribal troops of the same or a lower class', () => {
    expect(sweptAwayByRouters({ origin: 'feudal', cls: 'B' }, 'A')).toBe(true);
    expect(sweptAwayByRouters({ origin: 'feudal', cls: 'B' }, 'B')).toBe(true);
    expect(sweptAwayByRouters({ origin: 'feudal', cls: 'B' }, 'C')).toBe(false);
    expect(sweptAwayByRouters({ origin: 'tribal', cls: 'C' }, 'C')).toBe(true);
    expect(sweptAwayByRouters({ origin: 'regular', cls: 'B' }, 'A')).toBe(false);
  });
});
