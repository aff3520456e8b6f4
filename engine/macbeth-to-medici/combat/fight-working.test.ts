import { describe, expect, it } from 'vitest';
import {
  describeFightWinner,
  describeImpactOutcome,
  describeMeleeOutcome,
} from './fight-working.ts';

const names = { a: 'Gendarmes', b: 'Landsknechts' };

describe('Impact and Melee combat results, each side by its name', () => {
  it('Impact combat: the loser takes the hits and a Control test, recoils, the winner follows up', () => {
    const outcome = {
      winner: 'a',
      difference: 3,
      hits: { a: 1, b: 3 },
      controlTest: 'b',
      meleeFollows: false,
      penetration: null,
      recoil: 2,
      unformed: 'b',
      destroyed: null,
      followsUp: 'a',
    } as const;
    expect(describeImpactOutcome(outcome, names)).toBe(
      'Landsknechts takes 3 hits and a Control test; Landsknechts recoils 2″; Gendarmes follows up (1 hit); Landsknechts unformed',
    );
    expect(describeImpactOutcome({ ...outcome, winner: 'draw' })).toBe(
      'draw: Side a takes 1 hit, Side b 3 hits; Melee follows',
    );
    expect(describeFightWinner(outcome, names)).toBe('Gendarmes by 3');
    expect(describeFightWinner({ winner: 'draw', difference: 0 })).toBe('Draw');
  });

  it('Melee combat: the hits each side takes and the elements it loses', () => {
    const outcome = {
      winner: 'b',
      difference: 2,
      hits: { a: 2, b: 0 },
      elementsLost: { a: 1, b: 0 },
    } as const;
    expect(describeMeleeOutcome(outcome, names)).toBe(
      'Gendarmes takes 2 hits, loses 1 element; Landsknechts takes 0 hits, loses 0 elements',
    );
  });
});
