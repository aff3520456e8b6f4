/**
 * T11 reaction points under the register's other reading, and its refusals:
 * counting moving infantry as the example does changes moving infantry only,
 * and a modifier T11 does not list is refused under T11.
 */
import { describe, expect, it } from 'vitest';
import { reactionPointsFor } from './charges.ts';

describe('T11 reaction points', () => {
  const example = { movingInfantryReaction: 'example-count' as const };

  it('the example count reads moving infantry as stationary, and leaves stationary cavalry on its own line', () => {
    const points = (state: Parameters<typeof reactionPointsFor>[0]) => {
      const r = reactionPointsFor(state, 1, [], example);
      return r.ok ? r.value.base : undefined;
    };
    expect([points('moving-infantry'), points('stationary-cavalry')]).toEqual([1, 2]);
  });

  it('a modifier T11 does not list is refused under T11', () => {
    const r = reactionPointsFor('stationary-infantry', 1, ['bogus']);
    expect(r.ok ? undefined : r.error.rule).toBe('T11');
  });
});
