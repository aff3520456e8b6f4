import { describe, expect, it } from 'vitest';
import { initiativeRating } from './initiative.ts';
import { explainInitiativeRating } from './movement-working.ts';

describe('Movement working', () => {
  it('Initiative & reaction: seasoned, open-order foot led by Leadership 4 rates 13', () => {
    const rated = initiativeRating({
      experience: 'seasoned',
      order: 'open',
      mobility: 'foot',
      leadership: 4,
    });
    if (!rated.ok) throw new Error(rated.error.message);
    expect(explainInitiativeRating('First unit', rated.value)).toEqual([
      {
        text: 'First unit: Experience: seasoned 3, Order: open 4, Mobility: foot 2, Officer leading: Leadership 4; rating 13',
        rule: 'initiative-and-reaction',
      },
    ]);
  });
});
