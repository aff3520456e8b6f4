import { describe, expect, it } from 'vitest';
import {
  describeMoraleModifiers,
  describeRegularChoice,
  moraleResultName,
} from './morale-working.ts';

describe('The morale check working (6.00, T17A, T17B)', () => {
  it('T17A: each line counting, ×n when counted more than once, then 1D plus the total', () => {
    const lines = [
      { id: 'leader-lost', label: 'Leader lost', times: 1, value: 2 },
      { id: 'friend-falling-back', label: 'Friend falling back', times: 2, value: 2 },
      { id: 'line-of-battle', label: 'Out of line', times: 1, value: 1, rule: '6.00' as const },
    ];
    expect(describeMoraleModifiers(lines, 5, 'C')).toEqual([
      { text: 'Leader lost: +2', rule: 'T17A' },
      { text: 'Friend falling back ×2: +2', rule: 'T17A' },
      { text: 'Out of line: +1', rule: '6.00' },
      { text: '1D +5 read on class C’s line', rule: 'T17A' },
    ]);
  });

  it('6.00: a class C regular on a modified 5 (Retire) may take Carry on or Retire instead', () => {
    expect(describeRegularChoice('C', 5)).toEqual({
      text: 'Regular: may take Carry on (1 less) or Retire (1 more) instead',
      rule: '6.00',
    });
  });

  it('T17B: results by name', () => {
    expect(moraleResultName('D')).toBe('Destroyed');
    expect(moraleResultName('R')).toBe('Retire');
  });
});
