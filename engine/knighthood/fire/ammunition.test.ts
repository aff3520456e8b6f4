import { describe, expect, it } from 'vitest';
import { chitsPerFire, fireWithAmmunition, type AmmunitionFire } from './ammunition.ts';

const longbows: AmmunitionFire = {
  weapon: 'longbow',
  chitsLeft: 5,
  rateOfFire: 1,
  moved: 'not-over-mf',
  dice: 9,
  firedOnOrCharged: false,
};

describe('4.80 Ammunition: chits', () => {
  it('4.80: one chit a fire and two more per extra rate: 1, 3, 5', () => {
    expect([1, 2, 3].map((r) => chitsPerFire(r))).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 3 },
      { ok: true, value: 5 },
    ]);
    for (const bad of [0, 4, 1.5]) {
      expect(chitsPerFire(bad)).toEqual({
        ok: false,
        error: {
          field: 'rateOfFire',
          rule: '4.80',
          message: `a rate of fire is 1, 2 or 3, not ${bad}`,
        },
      });
    }
  });

  it('4.80: a fire spends its chits and rolls every die; a rate of 3 empties a full longbow quiver', () => {
    expect(fireWithAmmunition(longbows)).toEqual({
      ok: true,
      value: { dice: 9, chitsUsed: 1, chitsLeft: 4, outOfAmmunition: false },
    });
    expect(fireWithAmmunition({ ...longbows, rateOfFire: 3 })).toEqual({
      ok: true,
      value: { dice: 9, chitsUsed: 5, chitsLeft: 0, outOfAmmunition: false },
    });
    expect(fireWithAmmunition({ ...longbows, chitsLeft: 3, rateOfFire: 2 })).toMatchObject({
      ok: true,
      value: { chitsUsed: 3, chitsLeft: 0 },
    });
  });

  it("T8: slings never run out; a chit count above the weapon's supply is refused", () => {
    expect(fireWithAmmunition({ ...longbows, weapon: 'sling', chitsLeft: 0 })).toEqual({
      ok: true,
      value: { dice: 9, chitsUsed: 0, chitsLeft: null, outOfAmmunition: false },
    });
    expect(fireWithAmmunition({ ...longbows, chitsLeft: 6 })).toEqual({
      ok: false,
      error: { field: 'chitsLeft', rule: 'T8', message: 'a Longbow carries 0 to 5 chits, not 6' },
    });
    expect(fireWithAmmunition({ ...longbows, weapon: 'crossbow', chitsLeft: 6 })).toMatchObject({
      ok: true,
      value: { chitsLeft: 5 },
    });
    expect(fireWithAmmunition({ ...longbows, chitsLeft: -1 })).toMatchObject({
      ok: false,
      error: { field: 'chitsLeft' },
    });
  });

  it('4.80: too few chits for the rate chosen is an error, not a silent smaller fire', () => {
    expect(fireWithAmmunition({ ...longbows, chitsLeft: 2, rateOfFire: 2 })).toEqual({
      ok: false,
      error: {
        field: 'rateOfFire',
        rule: '4.80',
        message: 'a rate of fire of 2 uses 3 chits; 2 left',
      },
    });
    expect(fireWithAmmunition({ ...longbows, chitsLeft: 0, rateOfFire: 2 })).toEqual({
      ok: false,
      error: {
        field: 'rateOfFire',
        rule: '4.80',
        message: 'a unit out of ammunition cannot rapid fire',
      },
    });
  });
});

describe('4.80 Rapid fire and running out', () => {
  it('4.80: no rapid fire after moving over the MF or in reaction to a charge', () => {
    for (const moved of ['over-mf', 'reacted-to-charge'] as const) {
      expect(fireWithAmmunition({ ...longbows, moved, rateOfFire: 2 })).toEqual({
        ok: false,
        error: {
          field: 'rateOfFire',
          rule: '4.80',
          message:
            'rapid fire needs a unit that did not move over its MF, nor in reaction to a charge',
        },
      });
      expect(fireWithAmmunition({ ...longbows, moved })).toMatchObject({ ok: true });
    }
  });

  it('4.80 with T8: a weapon fires no faster than its rate; charged, the rate needs its reaction points', () => {
    expect(fireWithAmmunition({ ...longbows, weapon: 'crossbow', rateOfFire: 3 })).toEqual({
      ok: false,
      error: { field: 'rateOfFire', rule: 'T8', message: 'a Crossbow fires at a rate of 1 to 2' },
    });
    expect(
      fireWithAmmunition({ ...longbows, weapon: 'crossbow', chitsLeft: 6, rateOfFire: 2 }),
    ).toMatchObject({ ok: true, value: { chitsUsed: 3, chitsLeft: 3 } });
    expect(fireWithAmmunition({ ...longbows, rateOfFire: 2, reactionPoints: 1 })).toEqual({
      ok: false,
      error: {
        field: 'rateOfFire',
        rule: '4.80',
        message: 'a rate of fire of 2 takes 2 reaction points; the unit has 1',
      },
    });
    expect(fireWithAmmunition({ ...longbows, rateOfFire: 2, reactionPoints: 2 })).toMatchObject({
      ok: true,
      value: { chitsUsed: 3 },
    });
    expect(fireWithAmmunition({ ...longbows, reactionPoints: -1 })).toMatchObject({
      ok: false,
      error: { field: 'reactionPoints', rule: '5.00' },
    });
  });

  it('4.80: out of ammunition, half the dice rounding down when fired on or charged, else none', () => {
    const empty = { ...longbows, chitsLeft: 0 };
    expect(fireWithAmmunition({ ...empty, firedOnOrCharged: true })).toEqual({
      ok: true,
      value: { dice: 4, chitsUsed: 0, chitsLeft: 0, outOfAmmunition: true },
    });
    expect(fireWithAmmunition({ ...empty, dice: 8, firedOnOrCharged: true })).toMatchObject({
      ok: true,
      value: { dice: 4 },
    });
    expect(fireWithAmmunition(empty)).toMatchObject({ ok: true, value: { dice: 0 } });
  });

  it('refuses unknown weapons and bad dice', () => {
    expect(fireWithAmmunition({ ...longbows, weapon: 'musket' as 'bow' })).toMatchObject({
      ok: false,
      error: { field: 'weapon', rule: 'T8' },
    });
    expect(fireWithAmmunition({ ...longbows, dice: -1 })).toMatchObject({
      ok: false,
      error: { field: 'dice', rule: '4.20' },
    });
  });
});

describe("4.80 under the register's other readings", () => {
  it('a reaction move counts only toward the MF: rapid fire is barred by default, allowed by distance', () => {
    const reacted = { ...longbows, moved: 'reacted-to-charge' as const, rateOfFire: 2 };
    expect(fireWithAmmunition(reacted)).toMatchObject({
      ok: false,
      error: { field: 'rateOfFire' },
    });
    expect(
      fireWithAmmunition(reacted, {
        reactionMoveRapidFire: 'distance-only',
        outOfAmmunitionHalf: 'dice',
      }),
    ).toMatchObject({ ok: true, value: { chitsUsed: 3 } });
  });

  it('out of ammunition: half the dice (12 of a deep unit give 6), or half the figures (18 give 9)', () => {
    const empty = { ...longbows, chitsLeft: 0, dice: 12, figures: 18, firedOnOrCharged: true };
    expect(fireWithAmmunition(empty)).toMatchObject({ ok: true, value: { dice: 6 } });
    expect(
      fireWithAmmunition(empty, { reactionMoveRapidFire: 'bars', outOfAmmunitionHalf: 'figures' }),
    ).toMatchObject({ ok: true, value: { dice: 9 } });
  });
});
