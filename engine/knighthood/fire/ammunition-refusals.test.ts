/**
 * 4.80 and T8 at their edges: each refusal names the field and says why, and
 * the other reading's half of the figures falls back on half the dice when
 * the figures are not given.
 */
import { describe, expect, it } from 'vitest';
import { fireWithAmmunition, type AmmunitionFire } from './ammunition.ts';

const longbows: AmmunitionFire = {
  weapon: 'longbow',
  chitsLeft: 5,
  rateOfFire: 1,
  moved: 'not-over-mf',
  dice: 9,
  firedOnOrCharged: false,
};
const errorOf = (fire: AmmunitionFire) => {
  const r = fireWithAmmunition(fire);
  return r.ok ? undefined : r.error;
};

describe('refusals (T8, 4.20, 5.00)', () => {
  it('a weapon T8 does not list, dice not whole, reaction points below 0', () => {
    expect(errorOf({ ...longbows, weapon: 'blowpipe' as AmmunitionFire['weapon'] })).toEqual({
      field: 'weapon',
      rule: 'T8',
      message: 'T8 has no weapon "blowpipe"',
    });
    expect(errorOf({ ...longbows, dice: 2.5 })).toEqual({
      field: 'dice',
      rule: '4.20',
      message: 'dice are a whole number from 0, not 2.5',
    });
    expect(errorOf({ ...longbows, reactionPoints: -1 })).toEqual({
      field: 'reactionPoints',
      rule: '5.00',
      message: 'reaction points are a whole number from 0, not -1',
    });
  });
});

describe('4.80 out of ammunition, half the figures (the other reading)', () => {
  it('without the figures given, half the dice is fired', () => {
    const empty = { ...longbows, chitsLeft: 0, dice: 12, firedOnOrCharged: true };
    expect(
      fireWithAmmunition(empty, { reactionMoveRapidFire: 'bars', outOfAmmunitionHalf: 'figures' }),
    ).toMatchObject({ ok: true, value: { dice: 6, outOfAmmunition: true } });
  });
});
