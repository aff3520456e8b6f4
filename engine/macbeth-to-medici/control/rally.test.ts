import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, listOutcomes, sum } from '../../core/index.ts';
import { rallyOdds, reorganise, voluntaryRallyTests, type RallyState } from './rally.ts';
import { defaultReadings } from '../readings.ts';
import type { MoraleState } from '../tables/types.ts';

describe('Rallying: voluntary tests', () => {
  const free = {
    activity: 'standing',
    compulsoryTaken: 0,
    unformed: false,
    ledByOfficer: false,
    inContact: false,
  } as const;

  it('standing 4, march 3, normal move 2, less the compulsory tests taken', () => {
    expect(voluntaryRallyTests(free)).toEqual({ ok: true, value: 4 });
    expect(voluntaryRallyTests({ ...free, activity: 'march', compulsoryTaken: 1 })).toEqual({
      ok: true,
      value: 2,
    });
    expect(voluntaryRallyTests({ ...free, activity: 'normal-move', compulsoryTaken: 2 })).toEqual({
      ok: true,
      value: 0,
    });
    expect(voluntaryRallyTests({ ...free, activity: 'normal-move', compulsoryTaken: 3 })).toEqual({
      ok: true,
      value: 0,
    });
  });

  it('none while unformed unless an officer leads, none in contact', () => {
    expect(voluntaryRallyTests({ ...free, unformed: true })).toEqual({ ok: true, value: 0 });
    expect(voluntaryRallyTests({ ...free, unformed: true, ledByOfficer: true })).toEqual({
      ok: true,
      value: 4,
    });
    expect(voluntaryRallyTests({ ...free, ledByOfficer: true, inContact: true })).toEqual({
      ok: true,
      value: 0,
    });
  });

  it('names a bad count of compulsory tests', () => {
    const bad = voluntaryRallyTests({ ...free, compulsoryTaken: -1 });
    expect(bad.ok ? null : bad.error).toMatchObject({ field: 'compulsoryTaken', rule: 'rallying' });
  });
});

describe('Rallying: exact distribution over the tests', () => {
  function odds(hits: number, tests: number, elements = 6, morale: MoraleState = 'steady') {
    const result = rallyOdds(
      { experience: 'seasoned', dice: 'd6', unit: { morale, hits, elements }, tests },
      defaultReadings,
    );
    if (!result.ok) throw new Error(result.error.message);
    return (state: RallyState) =>
      chanceOf(result.value, (s) => JSON.stringify(s) === JSON.stringify(state));
  }

  it('one test, 1 hit: off 16 in 36; off with an element 10; an element only 10', () => {
    const p = odds(1, 1);
    expect(p({ hitsRemoved: 1, elementsLost: 0, morale: 'steady' })).toEqual(chance(16, 36));
    expect(p({ hitsRemoved: 1, elementsLost: 1, morale: 'steady' })).toEqual(chance(10, 36));
    expect(p({ hitsRemoved: 0, elementsLost: 1, morale: 'steady' })).toEqual(chance(10, 36));
  });

  it('two tests, 1 hit: the second is taken only while the hit stays', () => {
    const p = odds(1, 2);
    expect(p({ hitsRemoved: 1, elementsLost: 0, morale: 'steady' })).toEqual(chance(576, 1296));
    expect(p({ hitsRemoved: 1, elementsLost: 1, morale: 'steady' })).toEqual(chance(520, 1296));
    expect(p({ hitsRemoved: 1, elementsLost: 2, morale: 'steady' })).toEqual(chance(100, 1296));
    expect(p({ hitsRemoved: 0, elementsLost: 2, morale: 'steady' })).toEqual(chance(100, 1296));
  });

  it('an Erratic unit (4 hits, Seasoned) that fails turns Impetuous or Broken and stops', () => {
    for (const tests of [1, 2]) {
      const p = odds(4, tests);
      expect(p({ hitsRemoved: 1, elementsLost: 4, morale: 'impetuous' })).toEqual(chance(10, 36));
      expect(p({ hitsRemoved: 0, elementsLost: 5, morale: 'broken' })).toEqual(chance(10, 36));
    }
    expect(odds(4, 1)({ hitsRemoved: 1, elementsLost: 0, morale: 'erratic' })).toEqual(
      chance(16, 36),
    );
  });

  it('stops testing once no elements are left', () => {
    expect(odds(3, 2, 1)({ hitsRemoved: 0, elementsLost: 1, morale: 'steady' })).toEqual(
      chance(10, 36),
    );
  });

  it('never loses more elements than the unit has', () => {
    expect(odds(4, 1, 2)({ hitsRemoved: 0, elementsLost: 2, morale: 'broken' })).toEqual(
      chance(10, 36),
    );
  });

  it('no hits or no tests: nothing happens', () => {
    expect(odds(0, 4)({ hitsRemoved: 0, elementsLost: 0, morale: 'steady' })).toEqual(chance(1, 1));
    expect(odds(3, 0)({ hitsRemoved: 0, elementsLost: 0, morale: 'steady' })).toEqual(chance(1, 1));
  });

  it('names bad input', () => {
    const unit = { morale: 'steady', hits: 1, elements: 4 } as const;
    const many = rallyOdds({ experience: 'green', dice: 'd6', unit, tests: 5 }, defaultReadings);
    expect(many.ok ? null : many.error).toMatchObject({ field: 'tests', rule: 'rallying' });
    const hits = rallyOdds(
      { experience: 'green', dice: 'd6', unit: { ...unit, hits: -2 }, tests: 1 },
      defaultReadings,
    );
    expect(hits.ok ? null : hits.error).toMatchObject({ field: 'hits', rule: 'unit-endurance' });
    const led = rallyOdds(
      { experience: 'green', dice: 'd6', leadership: 0, unit, tests: 1 },
      defaultReadings,
    );
    expect(led.ok ? null : led.error).toMatchObject({ field: 'leadership' });
  });

  it('every distribution adds up to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom<MoraleState>('steady', 'erratic'),
        (hits, tests, elements, morale) => {
          const result = rallyOdds(
            { experience: 'green', dice: 'average', unit: { morale, hits, elements }, tests },
            defaultReadings,
          );
          if (!result.ok) throw new Error(result.error.message);
          expect(sum(listOutcomes(result.value).map((o) => o.chance))).toEqual(chance(1, 1));
          for (const o of result.value.outcomes) {
            expect(o.value.elementsLost).toBeLessThanOrEqual(elements);
            expect(o.value.hitsRemoved).toBeLessThanOrEqual(Math.min(hits, tests));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Reorganisation: elements traded for hits', () => {
  it('each element takes off the Experience Bonus in hits, never more than carried', () => {
    expect(reorganise(5, 1, 6, 'seasoned')).toEqual({
      ok: true,
      value: { hitsRemoved: 3, elementsLeft: 5 },
    });
    expect(reorganise(5, 2, 6, 'seasoned')).toEqual({
      ok: true,
      value: { hitsRemoved: 5, elementsLeft: 4 },
    });
    expect(reorganise(8, 2, 2, 'veteran')).toEqual({
      ok: true,
      value: { hitsRemoved: 8, elementsLeft: 0 },
    });
  });

  it('trades at least one element and no more than the unit has', () => {
    for (const traded of [0, 7]) {
      const result = reorganise(5, traded, 6, 'green');
      expect(result.ok ? null : result.error).toMatchObject({
        field: 'traded',
        rule: 'reorganisation',
      });
    }
    const hits = reorganise(-1, 1, 6, 'green');
    expect(hits.ok ? null : hits.error).toMatchObject({ field: 'hits', rule: 'reorganisation' });
  });
});
