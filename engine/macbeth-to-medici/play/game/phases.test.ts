import { describe, expect, it } from 'vitest';
import { turnSequence } from '../../tables/turn-sequence.ts';
import {
  describeStep,
  lastStep,
  nextTurnPoint,
  otherSide,
  previousTurnPoint,
  stepRule,
} from './phases.ts';

describe('the turn sequence (Turn sequence)', () => {
  it('walks the book’s steps in order, then begins the next game turn', () => {
    expect(lastStep).toBe(turnSequence.length - 1);
    expect(nextTurnPoint({ turn: 1, step: 0 })).toEqual({ turn: 1, step: 1 });
    expect(nextTurnPoint({ turn: 1, step: lastStep })).toEqual({ turn: 2, step: 0 });
  });

  it('steps back, but not before the first step of the first turn', () => {
    expect(previousTurnPoint({ turn: 2, step: 0 })).toEqual({
      ok: true,
      value: { turn: 1, step: lastStep },
    });
    expect(previousTurnPoint({ turn: 1, step: 3 })).toEqual({
      ok: true,
      value: { turn: 1, step: 2 },
    });
    expect(previousTurnPoint({ turn: 1, step: 0 })).toMatchObject({
      ok: false,
      error: { field: 'step', rule: 'turn-sequence' },
    });
  });

  it('names each step by its number and words, with the section that governs it', () => {
    expect(describeStep(8)).toBe(`9. ${turnSequence[8]!.step}`);
    expect(stepRule(9)).toBe('archery');
    expect(stepRule(lastStep - 1)).toBe('fatigue');
  });
});

describe('the turn sequence at its edges', () => {
  it('each side’s other side', () => {
    expect(otherSide('a')).toBe('b');
    expect(otherSide('b')).toBe('a');
  });

  it('a step beyond the sequence is named by its number and governed by Turn sequence', () => {
    expect(describeStep(lastStep + 1)).toBe(`step ${lastStep + 2}`);
    expect(stepRule(lastStep + 1)).toBe('turn-sequence');
  });

  it('the first step of the first turn has none before it, in words', () => {
    expect(previousTurnPoint({ turn: 1, step: 0 })).toEqual({
      ok: false,
      error: {
        field: 'step',
        rule: 'turn-sequence',
        message: 'the game starts here: there is no earlier step',
      },
    });
  });
});
