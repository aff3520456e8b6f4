import { describe, expect, it } from 'vitest';
import { initiativeRating } from './initiative.ts';
import { diceAfterNegation } from './interpenetration.ts';
import { explainInitiativeRating, explainInterpenetrationDice } from './movement-working.ts';

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

  it('Unit interpenetration: 4 dice against 2 negate to 3 against 1', () => {
    const counts = diceAfterNegation(4, 2, { interpenetrationNegation: 'cancel-to-one' });
    expect(explainInterpenetrationDice(counts)).toEqual([
      { text: 'Faster keeps its highest of 3, slower its lowest of 1', rule: 'interpenetration' },
    ]);
  });
});
