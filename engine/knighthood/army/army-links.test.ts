/**
 * 1.30, 9.13, 7.00: an army's name at its length limit, a sub-unit that names
 * itself as its parent, and a bodyguard of a leader other than the first.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../play/play.fixtures.ts';
import { longestName, validateArmy, type Army } from './army.ts';

const errorOf = (army: Army) => {
  const r = validateArmy(army);
  return r.ok ? undefined : r.error;
};

describe('1.30 the army name', () => {
  it(`takes up to ${longestName} characters, and says so past it`, () => {
    expect(errorOf({ ...english, name: 'x'.repeat(longestName) })).toBeUndefined();
    expect(errorOf({ ...english, name: 'x'.repeat(longestName + 1) })).toEqual({
      field: 'name',
      rule: '1.30',
      message: `a name has at most ${longestName} characters`,
    });
  });
});

describe('9.13 and 7.00 links inside the army', () => {
  it('9.13: a sub-unit cannot be its own parent', () => {
    const [bows, horse] = english.units;
    const selfParent = { ...english, units: [{ ...bows!, parent: bows!.id }, horse!] };
    expect(errorOf(selfParent)).toMatchObject({ field: 'units[0].parent', rule: '9.13' });
  });

  it('7.00: a bodyguard of the second leader is accepted', () => {
    const [bows, horse] = english.units;
    const guarded = {
      ...english,
      units: [bows!, { ...horse!, bodyguardOf: english.leaders[1]!.id }],
    };
    expect(errorOf(guarded)).toBeUndefined();
  });
});
