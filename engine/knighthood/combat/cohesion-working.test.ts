import { describe, expect, it } from 'vitest';
import { cohesionOutcomes, describeCohesion } from './cohesion-working.ts';

describe('The polearm cohesion working (5.30, T14)', () => {
  it('T14: 1D plus the modifiers, cohesive on a modified 2 or more', () => {
    expect(describeCohesion(-1)).toEqual([
      { text: '1D -1: a modified 2 or more is cohesive, 1 or less is not', rule: 'T14' },
    ]);
    expect(describeCohesion(2)[0]!.text).toBe(
      '1D +2: a modified 2 or more is cohesive, 1 or less is not',
    );
  });

  it('5.30: a unit that is not cohesive fights as LHW with no depth bonus', () => {
    expect(cohesionOutcomes.incohesive).toEqual({
      label: 'Not cohesive',
      detail: 'fights as LHW with no depth bonus',
    });
  });
});
