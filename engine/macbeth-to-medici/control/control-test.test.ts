import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, compare, d6, plus, seedDice, sum } from '../../core/index.ts';
import {
  classifyScore,
  controlTestOdds,
  diceRolled,
  resolveControlTest,
  resolveTestFaces,
} from './control-test.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { controlPassRange } from '../tables/units.ts';
import type { Experience } from '../tables/types.ts';

const always: Readings = { ...defaultReadings, controlLeadership: 'always' };

function odds(
  experience: Experience,
  dice: 'd6' | 'average',
  leadership?: number,
  r = defaultReadings,
) {
  const result = controlTestOdds(
    leadership === undefined ? { experience, dice } : { experience, dice, leadership },
    r,
  );
  if (!result.ok) throw new Error(result.error.message);
  return { pass: result.value.pass, up: result.value.up, down: result.value.down };
}

describe('Control test: pass ranges (boundaries just inside and outside)', () => {
  it.each([
    ['green', 6, 'down'],
    ['green', 7, 'pass'],
    ['green', 8, 'up'],
    ['seasoned', 5, 'down'],
    ['seasoned', 6, 'pass'],
    ['seasoned', 8, 'pass'],
    ['seasoned', 9, 'up'],
    ['veteran', 4, 'down'],
    ['veteran', 5, 'pass'],
    ['veteran', 9, 'pass'],
    ['veteran', 10, 'up'],
  ] as const)('%s scoring %i: %s', (experience, score, result) => {
    expect(classifyScore(score, controlPassRange[experience])).toBe(result);
  });
});

describe('Control test: exact chances on two dice', () => {
  it.each([
    ['green', 'd6', 6, 15, 15],
    ['seasoned', 'd6', 16, 10, 10],
    ['veteran', 'd6', 24, 6, 6],
    ['green', 'average', 10, 13, 13],
    ['seasoned', 'average', 26, 5, 5],
    ['veteran', 'average', 34, 1, 1],
  ] as const)('%s on %s dice: pass %i, up %i, down %i in 36', (experience, dice, p, u, d) => {
    expect(odds(experience, dice)).toEqual({
      pass: chance(p, 36),
      up: chance(u, 36),
      down: chance(d, 36),
    });
  });

  it('reads the average die as 1 to 5 with that option: Green passes 6 in 25 (a 7)', () => {
    expect(
      odds('green', 'average', undefined, { ...defaultReadings, averageDie: 'one-to-five' }),
    ).toEqual({ pass: chance(4, 25), up: chance(6, 25), down: chance(15, 25) });
  });
});

describe('Control test: the officer swaps in his Leadership (control-test-leadership)', () => {
  it('Green, Leadership 3: a 7, or a 4 on either die, passes (15 in 36)', () => {
    expect(odds('green', 'd6', 3)).toEqual({
      pass: chance(15, 36),
      up: chance(10, 36),
      down: chance(11, 36),
    });
  });

  it('Veteran, Leadership 6: only two dice of 4 or more totalling 10+ fail, rolling up', () => {
    expect(odds('veteran', 'd6', 6)).toEqual({
      pass: chance(30, 36),
      up: chance(6, 36),
      down: chance(0, 36),
    });
  });

  it('with the "always" option one die is rolled: Green, Leadership 3 passes on a 4 only', () => {
    expect(odds('green', 'd6', 3, always)).toEqual({
      pass: chance(1, 6),
      up: chance(2, 6),
      down: chance(3, 6),
    });
  });

  it('swaps the first die when that passes, the second when only that does', () => {
    const green = controlPassRange.green;
    const seasoned = controlPassRange.seasoned;
    expect(resolveTestFaces([1, 2], seasoned, 5, defaultReadings)).toEqual({
      faces: [1, 2],
      replaced: 0,
      score: 7,
      result: 'pass',
    });
    expect(resolveTestFaces([3, 6], green, 4, defaultReadings)).toEqual({
      faces: [3, 6],
      replaced: 1,
      score: 7,
      result: 'pass',
    });
    expect(resolveTestFaces([6, 6], seasoned, 1, defaultReadings)).toMatchObject({
      replaced: 0,
      score: 7,
    });
  });

  it('keeps the dice when they pass already, or when no swap passes', () => {
    expect(resolveTestFaces([1, 6], controlPassRange.seasoned, 6, defaultReadings)).toEqual({
      faces: [1, 6],
      replaced: null,
      score: 7,
      result: 'pass',
    });
    expect(resolveTestFaces([6, 6], controlPassRange.green, 6, defaultReadings)).toEqual({
      faces: [6, 6],
      replaced: null,
      score: 12,
      result: 'up',
    });
    expect(resolveTestFaces([1, 1], controlPassRange.green, 1, defaultReadings)).toMatchObject({
      replaced: null,
      score: 2,
      result: 'down',
    });
  });

  it('"always": Leadership plus the one die', () => {
    expect(resolveTestFaces([3], controlPassRange.green, 4, always)).toEqual({
      faces: [3],
      replaced: 1,
      score: 7,
      result: 'pass',
    });
    expect(diceRolled(4, always)).toBe(1);
    expect(diceRolled(4, defaultReadings)).toBe(2);
    expect(diceRolled(undefined, always)).toBe(2);
  });
});

describe('Control test: dice entered or rolled from a seed', () => {
  it('works out entered faces, step by step', () => {
    expect(
      resolveControlTest({ experience: 'green', dice: 'd6' }, { faces: [3, 4] }, defaultReadings),
    ).toEqual({
      ok: true,
      value: {
        faces: [3, 4],
        replaced: null,
        score: 7,
        result: 'pass',
        steps: [
          { text: 'Dice: 3 and 4', rule: 'control-test' },
          { text: 'Score 7 against 7: passes', rule: 'control-test' },
        ],
      },
    });
  });

  it('shows the Leadership swap and the range in the steps', () => {
    const led = resolveControlTest(
      { experience: 'seasoned', dice: 'd6', leadership: 5 },
      { faces: [1, 2] },
      defaultReadings,
    );
    expect(led.ok && led.value.steps).toEqual([
      { text: 'Dice: 1 and 2', rule: 'control-test' },
      { text: 'Leadership 5 in place of the 1', rule: 'leadership-and-command' },
      { text: 'Score 7 against 6–8: passes', rule: 'control-test' },
    ]);
    const committed = resolveControlTest(
      { experience: 'veteran', dice: 'd6', leadership: 6 },
      { faces: [5] },
      always,
    );
    expect(committed.ok && committed.value.steps.slice(1)).toEqual([
      { text: 'Leadership 6 in place of the second die', rule: 'leadership-and-command' },
      { text: 'Score 11 against 5–9: rolls up', rule: 'control-test' },
    ]);
    const low = resolveControlTest(
      { experience: 'green', dice: 'd6' },
      { faces: [1, 1] },
      defaultReadings,
    );
    expect(low.ok && low.value.steps.at(-1)?.text).toBe('Score 2 against 7: rolls down');
  });

  it('rejects a face the die does not show, naming the dice and the section', () => {
    const result = resolveControlTest(
      { experience: 'seasoned', dice: 'average' },
      { faces: [1, 4] },
      defaultReadings,
    );
    expect(result.ok ? null : result.error).toMatchObject({ field: 'dice', rule: 'control-test' });
    const short = resolveControlTest(
      { experience: 'green', dice: 'd6' },
      { faces: [3] },
      defaultReadings,
    );
    expect(short.ok).toBe(false);
  });

  it('rolls the same dice from the same seed and returns the next state', () => {
    const input = { experience: 'veteran', dice: 'd6' } as const;
    const first = resolveControlTest(input, { seeded: seedDice(42) }, defaultReadings);
    const again = resolveControlTest(input, { seeded: seedDice(42) }, defaultReadings);
    expect(first).toEqual(again);
    if (!first.ok) throw new Error('seeded roll failed');
    expect(first.value.faces).toHaveLength(2);
    for (const face of first.value.faces) expect(d6.faces).toContain(face);
    expect(first.value.score).toBe((first.value.faces[0] ?? 0) + (first.value.faces[1] ?? 0));
    expect(first.value.state).not.toEqual(seedDice(42));
  });

  it('rejects a broken seed state', () => {
    const result = resolveControlTest(
      { experience: 'green', dice: 'd6' },
      { seeded: [0, 0, 0, 0] },
      defaultReadings,
    );
    expect(result.ok ? null : result.error).toMatchObject({ field: 'dice', rule: 'control-test' });
  });

  it('rejects a Leadership outside 1 to 6, citing Leadership & Command', () => {
    for (const leadership of [0, 7, 2.5]) {
      const result = controlTestOdds(
        { experience: 'green', dice: 'd6', leadership },
        defaultReadings,
      );
      expect(result.ok ? null : result.error).toMatchObject({
        field: 'leadership',
        rule: 'leadership-and-command',
      });
      const resolved = resolveControlTest(
        { experience: 'green', dice: 'd6', leadership },
        { faces: [3, 4] },
        defaultReadings,
      );
      expect(resolved.ok).toBe(false);
    }
    expect(
      controlTestOdds({ experience: 'green', dice: 'd6', leadership: 1 }, defaultReadings).ok,
    ).toBe(true);
    expect(
      controlTestOdds({ experience: 'green', dice: 'd6', leadership: 6 }, defaultReadings).ok,
    ).toBe(true);
  });
});

describe('Control test: properties', () => {
  const experience = fc.constantFrom<Experience>('green', 'seasoned', 'veteran');
  const dice = fc.constantFrom('d6' as const, 'average' as const);
  const leadership = fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined });
  const readings = fc.record({
    averageDie: fc.constantFrom('faces-2-3-3-4-4-5' as const, 'one-to-five' as const),
    controlLeadership: fc.constantFrom('when-it-passes' as const, 'always' as const),
  });

  it('pass, up and down add up to exactly 1', () => {
    fc.assert(
      fc.property(experience, dice, leadership, readings, (e, k, l, r) => {
        const o = odds(e, k, l, { ...defaultReadings, ...r });
        expect(sum([o.pass, o.up, o.down])).toEqual(chance(1, 1));
        expect(plus(o.pass, plus(o.up, o.down))).toEqual(chance(1, 1));
      }),
    );
  });

  it('an officer who swaps only to pass never lowers the chance of passing', () => {
    fc.assert(
      fc.property(experience, dice, fc.integer({ min: 1, max: 6 }), (e, k, l) => {
        const alone = odds(e, k);
        const led = odds(e, k, l);
        expect(compare(led.pass, alone.pass)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
