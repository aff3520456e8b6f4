import { describe, expect, it } from 'vitest';
import { describeShieldWallTotal, shieldWallOutcomes } from './shield-wall-working.ts';

describe('The shield-wall working (9.06, T22)', () => {
  it('T22: the armour class and each ticked bonus of +1, added up', () => {
    expect(describeShieldWallTotal(2, ['morale-a-or-b', 'leader-attached'], 4)).toEqual({
      rule: 'T22',
      text: 'Armour class 2, Unit is A or B morale +1, Leader attached +1 = 4',
    });
  });

  it("T22: under the register's other reading the armour class is counted twice", () => {
    expect(describeShieldWallTotal(2, [], 4, { shieldWallArmour: 'twice' }).text).toBe(
      'Armour class 2, counted twice = 4',
    );
  });

  it('9.06: a wall holding on 1 to 5 breaks only on a 6, into normal close combat', () => {
    expect(shieldWallOutcomes(5)).toEqual({
      holds: '1 to 5',
      breaks: '6: normal close combat, no wall bonus',
      summary: 'Holds on 1 to 5',
    });
    expect(shieldWallOutcomes(0)).toEqual({
      holds: 'never',
      breaks: '1 to 6: normal close combat, no wall bonus',
      summary: 'Never holds',
    });
  });
});
