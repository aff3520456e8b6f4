import { describe, expect, it } from 'vitest';
import { meleeExtraDice } from '../../../../engine/macbeth-to-medici/index.ts';
import { fightSideDefaults, fightSideFields } from './fight-side-fields.ts';

describe('the fields Impact and Melee ask of each side alike', () => {
  it('are keyed and labelled by side, and each has a starting value', () => {
    const fields = fightSideFields('b', meleeExtraDice, 'melee-combat');
    const list = [fields.name, fields.order, fields.experience, fields.dice, fields.leadership];
    const all = [...list, fields.dualArmedShot, fields.badGoing, ...fields.causes];
    expect(all.every((f) => f.key.startsWith('b.'))).toBe(true);
    expect(fields.order.label).toBe('Side b: order');
    expect(fields.causes[0]?.fold).toMatchObject({ rule: 'melee-combat' });
    const defaults = fightSideDefaults('b', meleeExtraDice);
    expect(Object.keys(defaults).sort()).toEqual(
      all
        .map((f) => f.key)
        .filter((k) => k !== 'b.order')
        .sort(),
    );
  });
});
