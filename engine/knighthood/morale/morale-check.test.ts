import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { moraleCheck, moraleResult } from './morale-check.ts';

describe('T17A Morale results chart', () => {
  it('reads the open-ended columns: 0 or less is "-0", 12 or more "12+"', () => {
    expect(moraleResult('A', 0)).toBe('A');
    expect(moraleResult('A', -3)).toBe('A');
    expect(moraleResult('B', 12)).toBe('D');
    expect(moraleResult('B', 15)).toBe('D');
    expect(moraleResult('B', 11)).toBe('B');
    expect(moraleResult('A', 1)).toBe('C');
  });

  it('each class retires one roll sooner than the class above it', () => {
    expect((['A', 'B', 'C', 'D', 'E'] as const).map((mc) => moraleResult(mc, 6))).toEqual([
      'C',
      'R',
      'R',
      'R',
      'R',
    ]);
    expect((['A', 'B', 'C', 'D', 'E'] as const).map((mc) => moraleResult(mc, 3))).toEqual([
      'C',
      'C',
      'C',
      'C',
      'R',
    ]);
  });
});

describe('6.00 Morale checks: the odds of each result', () => {
  it('a C unit with no modifiers: carry on 4 in 6, retire 2 in 6', () => {
    expect(moraleCheck('C', 0)).toEqual({
      ok: true,
      value: {
        modifier: 0,
        odds: [
          { result: 'C', chance: chance(4, 6) },
          { result: 'R', chance: chance(2, 6) },
        ],
      },
    });
  });

  it('an E unit at +6 (51% casualties) breaks or is destroyed; an A unit at -2 may advance', () => {
    const e = moraleCheck('E', 6, 1);
    expect(e).toEqual({
      ok: true,
      value: {
        modifier: 6,
        odds: [
          { result: 'B', chance: chance(2, 6) },
          { result: 'D', chance: chance(4, 6) },
        ],
        result: 'B',
      },
    });
    const a = moraleCheck('A', -2);
    expect(a.ok && a.value.odds).toEqual([
      { result: 'A', chance: chance(2, 6) },
      { result: 'C', chance: chance(4, 6) },
    ]);
  });

  it('refuses a modifier that is not whole and a die off the die', () => {
    expect(moraleCheck('B', 1.5)).toEqual({
      ok: false,
      error: {
        field: 'modifier',
        rule: 'T17A',
        message: 'morale modifiers add up to a whole number, not 1.5',
      },
    });
    expect(moraleCheck('E', 6, 2)).toMatchObject({ ok: true, value: { result: 'B' } });
    expect(moraleCheck('E', 6, 3)).toMatchObject({ ok: true, value: { result: 'D' } });
    expect(moraleCheck('B', 0, 7)).toMatchObject({
      ok: false,
      error: { field: 'roll', rule: 'T17A' },
    });
  });
});
