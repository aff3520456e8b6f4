import { describe, expect, it } from 'vitest';
import { initiativeRating } from './initiative.ts';
import { diceAfterNegation } from './interpenetration.ts';
import {
  explainInitiativeRating,
  explainInterpenetrationDice,
  explainTerrainDeduction,
} from './movement-working.ts';

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

  it('Terrain effects: class 1 reads the difference, class 2 the lower die', () => {
    expect(explainTerrainDeduction({ cls: 1, mounted: false })).toEqual([
      { text: 'Class 1 reads the difference of two average dice', rule: 'terrain-effects' },
    ]);
    expect(explainTerrainDeduction({ cls: 2, mounted: false })[0]?.text).toBe(
      'Class 2 reads the lower die of two average dice',
    );
  });

  it('Terrain effects: class 3 reads the higher die, doubled for mounted troops', () => {
    expect(explainTerrainDeduction({ cls: 3, mounted: true })).toEqual([
      { text: 'Class 3 reads the higher die of two average dice', rule: 'terrain-effects' },
      { text: 'Doubled: mounted', rule: 'terrain-effects' },
    ]);
  });
});
