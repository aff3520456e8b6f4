/**
 * K 12.1.8–12.1.9: a fortified hex filled exactly to its SP limit with too
 * much cavalry in it is over the cavalry limit, and the warning says that,
 * not that the hex is full.
 */
import { describe, expect, it } from 'vitest';
import { kosovoProfile } from '../editions/profile-kosovo-1389.ts';
import { checkStackingUnder } from './stacking.ts';
import { explainStackingOver } from './stacking-working.ts';

describe('a fortified hex at its limit', () => {
  it('10 SP, 3 of them cavalry: over the cavalry limit only', () => {
    const check = checkStackingUnder(kosovoProfile, {
      units: [
        { kind: 'cavalry', sp: 3 },
        { kind: 'infantry', sp: 7 },
      ],
      fortified: true,
    });
    if (!check.ok) throw new Error(check.error.message);
    expect(explainStackingOver(kosovoProfile, 'The hex', check.value)).toEqual([
      {
        text: 'The hex holds 3 SP of cavalry; a fortified hex may hold 2 SP of cavalry (check your scenario for exceptions).',
        rule: '12.1.9',
      },
    ]);
  });
});
