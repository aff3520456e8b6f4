/**
 * The reaction working's words (T11, T12): modifiers signed, + for a gain
 * and none for nothing, and each T12 result named as the chart reads it.
 */
import { describe, expect, it } from 'vitest';
import { defensiveFireRangeNames, describeReaction } from './reaction-working.ts';

describe('T11 modifiers in words', () => {
  it('a gain is signed +, a loss −, and modifiers that cancel out read 0', () => {
    const line = (modifier: number) =>
      describeReaction({ base: 1, modifier, points: 1 + modifier }, 1, true)[1]?.text;
    expect([line(1), line(-1), line(0)]).toEqual([
      'Modifiers +1: 2 points',
      'Modifiers -1: 0 points',
      'Modifiers 0: 1 point',
    ]);
  });
});

describe('T12 results named', () => {
  it('close, medium and long range, and no effect with its ammunition spent', () => {
    expect(defensiveFireRangeNames).toEqual({
      close: 'Close range',
      medium: 'Medium range',
      long: 'Long range',
      'no-effect': 'No effect (ammunition spent)',
    });
  });
});
