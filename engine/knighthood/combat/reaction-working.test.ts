import { describe, expect, it } from 'vitest';
import {
  defensiveFireRangeNames,
  describeDefensiveFireColumn,
  describeDefensiveFireResult,
  describeReaction,
  summarizeReaction,
} from './reaction-working.ts';

describe('The reaction working (5.01, T11)', () => {
  it('T11: 2 points at 2CI buy every 1 RP and 2 RP reaction (5.01)', () => {
    expect(describeReaction({ base: 2, modifier: 0, points: 2 }, 2, false)).toEqual([
      { text: '2 reaction points at 2CI', rule: 'T11' },
      {
        text:
          'It may choose: fire normally (1 RP); counter charge (1 RP); ' +
          'evade 1CI to the rear (up to 45 degrees either way) (1 RP); ' +
          'turn to face the rear (2 RP); fire at a rate of fire of 2 (2 RP)',
        rule: '5.01',
      },
    ]);
    expect(summarizeReaction(2)).toBe('2 reaction points: 5 reactions allowed');
  });

  it('T11: modifiers bringing the points to none leave no reaction (5.01)', () => {
    expect(describeReaction({ base: 1, modifier: -1, points: 0 }, 1, true)).toEqual([
      { text: '1 reaction point at 1CI', rule: 'T11' },
      { text: 'Modifiers -1: 0 points', rule: 'T11' },
      { text: 'No reaction: it stands as it is', rule: '5.01' },
    ]);
  });
});

describe('The defensive fire working (5.10, T12)', () => {
  it('5.10: a unit not the charge’s target fires one CI fewer', () => {
    expect(describeDefensiveFireColumn(1, 2)).toEqual({
      text: 'Defensive fire in the 1CI column (one CI fewer: not the target)',
      rule: '5.10',
    });
    expect(describeDefensiveFireColumn(2, 2).text).toBe('Defensive fire in the 2CI column');
  });

  it('T12: no effect means the ammunition is spent and no hit roll is made', () => {
    expect(defensiveFireRangeNames['no-effect']).toBe('No effect (ammunition spent)');
    expect(describeDefensiveFireResult('no-effect')).toBe('No hit roll');
    expect(describeDefensiveFireResult('close')).toBe('Hit number from T9 at this range');
  });
});
