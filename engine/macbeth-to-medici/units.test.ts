import { describe, expect, it } from 'vitest';
import { averageDie, d6 } from '../core/index.ts';
import { defaultReadings } from './readings.ts';
import {
  checkWhole,
  classAsSeen,
  unitDie,
  isSameOrHigherClass,
  moraleWithHits,
  oneToFiveDie,
  safeHits,
  usualDice,
} from './units.ts';

describe('Unit origin: dice', () => {
  it('normal dice are d6 whatever the reading', () => {
    expect(unitDie('d6', defaultReadings)).toBe(d6);
    expect(unitDie('d6', { averageDie: 'one-to-five' })).toBe(d6);
  });

  it('average dice are 2,3,3,4,4,5 by default, 1 to 5 with the option', () => {
    expect(unitDie('average', defaultReadings)).toBe(averageDie);
    expect(unitDie('average', { averageDie: 'one-to-five' })).toBe(oneToFiveDie);
    expect(oneToFiveDie.faces).toEqual([1, 2, 3, 4, 5]);
  });

  it('Regulars usually roll average dice, Feudal and Tribal normal dice', () => {
    expect(usualDice('regular')).toBe('average');
    expect(usualDice('feudal')).toBe('d6');
    expect(usualDice('tribal')).toBe('d6');
  });
});

describe('Unit endurance', () => {
  it('safe hits are the Experience Bonus: 2, 3, 4', () => {
    expect([safeHits('green'), safeHits('seasoned'), safeHits('veteran')]).toEqual([2, 3, 4]);
  });

  it.each([
    ['green', 2, 'steady'],
    ['green', 3, 'erratic'],
    ['seasoned', 3, 'steady'],
    ['seasoned', 4, 'erratic'],
    ['veteran', 4, 'steady'],
    ['veteran', 5, 'erratic'],
  ] as const)('a Steady %s unit with %i hits is %s', (experience, hits, state) => {
    expect(moraleWithHits('steady', hits, experience)).toBe(state);
  });

  it('hits change no other state', () => {
    expect(moraleWithHits('erratic', 0, 'green')).toBe('erratic');
    expect(moraleWithHits('impetuous', 9, 'green')).toBe('impetuous');
    expect(moraleWithHits('broken', 9, 'veteran')).toBe('broken');
  });
});

describe('Relative importance class as others see it', () => {
  it.each([
    ['A', {}, 'A'],
    ['A', { foreign: true }, 'B'],
    ['B', { foreign: true }, 'C'],
    ['C', { foreign: true }, 'D'],
    ['D', { foreign: true }, 'D'],
    ['B', { tribalSeenByTribal: true }, 'C'],
    ['A', { foreign: true, tribalSeenByTribal: true }, 'C'],
    ['C', { foreign: true, tribalSeenByTribal: true }, 'D'],
    ['B', { foreign: false, tribalSeenByTribal: false }, 'B'],
  ] as const)('%s with %o is seen as %s', (cls, shift, seen) => {
    expect(classAsSeen(cls, shift)).toBe(seen);
  });

  it('defaults to no shift', () => {
    expect(classAsSeen('C')).toBe('C');
  });

  it('ranks A highest', () => {
    expect(isSameOrHigherClass('A', 'B')).toBe(true);
    expect(isSameOrHigherClass('B', 'B')).toBe(true);
    expect(isSameOrHigherClass('C', 'B')).toBe(false);
    expect(isSameOrHigherClass('D', 'A')).toBe(false);
  });
});

describe('checkWhole', () => {
  it('accepts whole numbers inside the limits, both ends included', () => {
    expect(checkWhole(0, 'hits', 'unit-endurance', 0)).toEqual({ ok: true, value: 0 });
    expect(checkWhole(6, 'leadership', 'leadership-and-command', 1, 6)).toEqual({
      ok: true,
      value: 6,
    });
  });

  it('names the field and the section of a bad value', () => {
    expect(checkWhole(-1, 'hits', 'unit-endurance', 0)).toEqual({
      ok: false,
      error: {
        field: 'hits',
        rule: 'unit-endurance',
        message: 'hits is a whole number, 0 or more, not -1',
      },
    });
    expect(checkWhole(7, 'leadership', 'leadership-and-command', 1, 6)).toEqual({
      ok: false,
      error: {
        field: 'leadership',
        rule: 'leadership-and-command',
        message: 'leadership is a whole number, 1 to 6, not 7',
      },
    });
    expect(checkWhole(0, 'leadership', 'leadership-and-command', 1, 6).ok).toBe(false);
    expect(checkWhole(2.5, 'hits', 'unit-endurance', 0).ok).toBe(false);
    expect(checkWhole(Number.NaN, 'hits', 'unit-endurance', 0).ok).toBe(false);
  });
});
