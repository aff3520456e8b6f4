/**
 * Officer morale test, a failure under the register's other reading
 * (officer-count-increase 'by-loss-weight'): the count rises by what the
 * units lost now count for, and by 1 for the C-in-C lost alone.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { officerMoraleConsequence } from './officer-morale.ts';

const byWeight = { ...defaultReadings, officerCountIncrease: 'by-loss-weight' as const };
const bold = (more: object) =>
  ({ temperament: 'bold', command: 6, countBefore: 2, lostNow: [], ...more }) as const;

describe('officer-count-increase: by the loss weight', () => {
  it('two class B units lost: the count rises by 2, not the 1 read here', () => {
    const two = bold({ lostNow: [{ cls: 'B' }, { cls: 'B' }] });
    expect(officerMoraleConsequence(two, 'up', byWeight).lost).toBe(4);
    expect(officerMoraleConsequence(two, 'up').lost).toBe(3);
  });

  it('the C-in-C lost alone weighs 1: the count he tests at (3) rises to 4', () => {
    const alone = bold({ lostNow: [], cInCLost: true });
    expect(officerMoraleConsequence(alone, 'up', byWeight)).toMatchObject({
      lost: 4,
      snapped: false,
    });
  });
});
