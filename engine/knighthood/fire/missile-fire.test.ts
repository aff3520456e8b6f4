import { describe, expect, it } from 'vitest';
import { formatHitNumber } from '../dice/hit-numbers.ts';
import {
  firingRanks,
  missileDice,
  missileHitNumber,
  type FireTarget,
  type FiringUnit,
} from './missile-fire.ts';
import { defaultReadings } from '../readings.ts';

const generalRule = { ...defaultReadings, fireAfterMoving: 'general-rule' } as const;

const crossbows: FiringUnit = {
  weapon: 'crossbow',
  openOrder: false,
  frontFigures: 6,
  mmsWide: 2,
  ranks: 2,
  moved: 'up-to-mf',
  disordered: false,
};

describe('4.20 Eligibility of fire: dice', () => {
  it('4.20 example: 18 LS longbows in 2 ranks of 3 MMS: 9 front-rank dice plus 3 for the rear MMS make 12', () => {
    const longbows = { ...crossbows, weapon: 'longbow' as const, frontFigures: 9, mmsWide: 3 };
    expect(missileDice(longbows, defaultReadings)).toEqual({
      ok: true,
      value: { fullDice: 12, allowed: 'full-or-rapid', dice: 12 },
    });
  });

  it('4.20 example: twelve crossbows 2 MMS deep have 8 dice; after a full move, 4 under the general rule', () => {
    expect(missileDice({ ...crossbows, moved: 'half' }, generalRule)).toEqual({
      ok: true,
      value: { fullDice: 8, allowed: 'full', dice: 8 },
    });
    expect(missileDice({ ...crossbows, moved: 'full' }, generalRule)).toEqual({
      ok: true,
      value: { fullDice: 8, allowed: 'half', dice: 4 },
    });
    expect(missileDice(crossbows, generalRule)).toMatchObject({
      ok: true,
      value: { allowed: 'full', dice: 8 },
    });
  });

  it('T8 by default: crossbows fire half dice after half a move and none after a full one', () => {
    expect(missileDice({ ...crossbows, moved: 'half' }, defaultReadings)).toMatchObject({
      ok: true,
      value: { allowed: 'half', dice: 4 },
    });
    expect(missileDice({ ...crossbows, moved: 'full' }, defaultReadings)).toMatchObject({
      ok: true,
      value: { allowed: 'none', dice: 0 },
    });
    const bows = { ...crossbows, weapon: 'bow' as const };
    expect(missileDice({ ...bows, moved: 'half' }, defaultReadings)).toMatchObject({
      ok: true,
      value: { allowed: 'full', dice: 8 },
    });
    expect(missileDice({ ...bows, moved: 'full' }, defaultReadings)).toMatchObject({
      ok: true,
      value: { allowed: 'half', dice: 4 },
    });
  });

  it('9.09 example: 3 MMS of OO archers roll 6 dice', () => {
    const archers = {
      ...crossbows,
      weapon: 'bow' as const,
      openOrder: true,
      frontFigures: 6,
      mmsWide: 3,
      ranks: 1,
    };
    expect(missileDice(archers, defaultReadings)).toMatchObject({ ok: true, value: { dice: 6 } });
  });

  it('disorder halves the dice, rounding down, after any halving for movement', () => {
    expect(missileDice({ ...crossbows, disordered: true }, defaultReadings)).toMatchObject({
      ok: true,
      value: { dice: 4 },
    });
    expect(
      missileDice({ ...crossbows, moved: 'half', disordered: true }, defaultReadings),
    ).toMatchObject({ ok: true, value: { dice: 2 } });
    expect(
      missileDice({ ...crossbows, frontFigures: 5, disordered: true }, defaultReadings),
    ).toMatchObject({ ok: true, value: { fullDice: 7, dice: 3 } });
  });

  it('T7: ranks beyond the firing depth add nothing; the heavy crossbow fires from its front rank', () => {
    expect(firingRanks('longbow', false)).toBe(3);
    expect(firingRanks('longbow', true)).toBe(2);
    expect(firingRanks('heavy-crossbow', false)).toBe(1);
    expect(missileDice({ ...crossbows, ranks: 4 }, defaultReadings)).toMatchObject({
      ok: true,
      value: { fullDice: 8 },
    });
    expect(
      missileDice({ ...crossbows, weapon: 'heavy-crossbow', ranks: 3 }, defaultReadings),
    ).toMatchObject({ ok: true, value: { fullDice: 6 } });
  });

  it('refuses counts that are not whole numbers from 1', () => {
    expect(missileDice({ ...crossbows, ranks: 0 }, defaultReadings)).toEqual({
      ok: false,
      error: { field: 'ranks', rule: '4.20', message: 'ranks is a whole number from 1, not 0' },
    });
    expect(missileDice({ ...crossbows, mmsWide: 1.5 }, defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'mmsWide' },
    });
    expect(missileDice({ ...crossbows, frontFigures: -1 }, defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'frontFigures' },
    });
  });
});

describe('4.50 Missile fire modifiers: the hit number', () => {
  const atHi: FireTarget = {
    weapon: 'crossbow',
    regular: false,
    range: 'medium',
    armourClass: 3,
    targetDepth: 2,
    modifiers: [],
    rateOfFire: 1,
  };
  const hit = (target: FireTarget): string => {
    const result = missileHitNumber(target);
    return result.ok
      ? `${formatHitNumber(result.value.hit)} (${result.value.modifier})`
      : result.error.message;
  };

  it('4.20 example: crossbows at HI 3 MMS deep, medium range: +2 weapon, +2 depth brings 1/2 up to 2', () => {
    expect(hit(atHi)).toBe('2 (4)');
    expect(hit({ ...atHi, targetDepth: 0 })).toBe('1 (2)');
  });

  it('4.50 example: regular crossbows at EHK at long range: no effect at +2, 1/2 with a rate of fire of 2', () => {
    const atEhk = {
      ...atHi,
      regular: true,
      range: 'long' as const,
      armourClass: 4,
      targetDepth: 0,
    };
    expect(hit(atEhk)).toBe('X (2)');
    expect(hit({ ...atEhk, rateOfFire: 2 })).toBe('1/2 (4)');
  });

  it('4.30 example: regular longbows read HI (AC3) as AC2 and LI (AC1) as AC1; others do not halve', () => {
    const longbows = {
      ...atHi,
      weapon: 'longbow' as const,
      range: 'close' as const,
      targetDepth: 0,
    };
    expect(hit({ ...longbows, regular: true })).toBe('3/3 (1)');
    expect(hit(longbows)).toBe('2/3 (1)');
    expect(hit({ ...longbows, regular: true, armourClass: 1 })).toBe('4/3 (1)');
    expect(
      hit({ ...atHi, regular: true, range: 'close', targetDepth: 0, modifiers: ['target-oo'] }),
    ).toBe('1/3 (-1)');
  });

  it('adds T10 lines by id and a rate of fire of 3 for bows', () => {
    const bows = { ...atHi, weapon: 'bow' as const, range: 'close' as const, targetDepth: 0 };
    expect(hit({ ...bows, modifiers: ['column-target', 'target-ls'], rateOfFire: 3 })).toBe(
      '3 (4)',
    );
  });

  it('refuses what the rules do not allow, naming the rule', () => {
    expect(missileHitNumber({ ...atHi, rateOfFire: 3 })).toEqual({
      ok: false,
      error: {
        field: 'rateOfFire',
        rule: '4.30',
        message: 'a Crossbow fires at a rate of 1 to 2, not 3',
      },
    });
    expect(missileHitNumber({ ...atHi, rateOfFire: 0 })).toMatchObject({
      ok: false,
      error: { field: 'rateOfFire' },
    });
    expect(missileHitNumber({ ...atHi, targetDepth: 5 })).toEqual({
      ok: false,
      error: { field: 'targetDepth', rule: 'T10', message: 'target depth counts 0 to 4, not 5' },
    });
    expect(missileHitNumber({ ...atHi, targetDepth: -1 })).toMatchObject({
      ok: false,
      error: { field: 'targetDepth' },
    });
    expect(missileHitNumber({ ...atHi, targetDepth: 4 })).toMatchObject({
      ok: true,
      value: { modifier: 6 },
    });
    expect(missileHitNumber({ ...atHi, modifiers: ['weapon-bonus'] })).toEqual({
      ok: false,
      error: {
        field: 'modifiers',
        rule: 'T10',
        message: '"weapon-bonus" is counted from the target depth and T8, not listed',
      },
    });
    expect(missileHitNumber({ ...atHi, modifiers: ['target-depth'] })).toMatchObject({
      ok: false,
      error: { field: 'modifiers' },
    });
    expect(missileHitNumber({ ...atHi, modifiers: ['smoke'] })).toMatchObject({
      ok: false,
      error: { rule: 'T10' },
    });
    expect(missileHitNumber({ ...atHi, armourClass: 6 })).toMatchObject({
      ok: false,
      error: { field: 'armourClass' },
    });
    expect(missileHitNumber({ ...atHi, weapon: 'musket' as 'sling' })).toEqual({
      ok: false,
      error: { field: 'weapon', rule: 'T8', message: 'T8 has no weapon "musket"' },
    });
  });

  it('T10: target depth counts at most +4 in the open, +2 uphill and +1 in any cover', () => {
    const deep = { ...atHi, targetDepth: 4 };
    const depthOf = (target: FireTarget) => {
      const result = missileHitNumber(target);
      return result.ok ? result.value.depth.counted : result.error.message;
    };
    expect(depthOf(deep)).toBe(4);
    expect(depthOf({ ...deep, uphill: true })).toBe(2);
    expect(depthOf({ ...deep, modifiers: ['light-cover'] })).toBe(1);
    expect(depthOf({ ...deep, uphill: true, modifiers: ['heavy-cover'] })).toBe(1);
    expect(depthOf({ ...deep, targetDepth: 1, uphill: true })).toBe(1);
    // +2 weapon, +1 depth in light cover, -2 light cover
    expect(missileHitNumber({ ...deep, modifiers: ['light-cover'] })).toMatchObject({
      ok: true,
      value: { modifier: 1, depth: { ranks: 4, ground: 'cover', cap: 1, counted: 1 } },
    });
  });
});

describe("The register's other readings of fire dice", () => {
  it('T7 does not list the heavy crossbow: front rank only, or 2 MMS deep as crossbows', () => {
    expect(firingRanks('heavy-crossbow', false)).toBe(1);
    expect(
      firingRanks('heavy-crossbow', false, {
        ...defaultReadings,
        heavyCrossbowDepth: 'as-crossbow',
      }),
    ).toBe(2);
    const heavy = { ...crossbows, weapon: 'heavy-crossbow' as const };
    expect(missileDice(heavy, defaultReadings)).toMatchObject({ value: { fullDice: 6 } });
    expect(
      missileDice(heavy, { ...defaultReadings, heavyCrossbowDepth: 'as-crossbow' }),
    ).toMatchObject({ value: { fullDice: 8 } });
  });

  it('half dice after moving and for disorder: 7 round down to 3, or up to 4; both halve twice, or once', () => {
    const bows = { ...crossbows, weapon: 'bow' as const, frontFigures: 7, ranks: 1 };
    const halfMove = { ...bows, moved: 'full' as const };
    expect(missileDice(halfMove, defaultReadings)).toMatchObject({ value: { dice: 3 } });
    expect(missileDice(halfMove, { ...defaultReadings, fireHalfDice: 'round-up' })).toMatchObject({
      value: { dice: 4 },
    });
    const twelve = { ...halfMove, frontFigures: 12, disordered: true };
    expect(missileDice(twelve, defaultReadings)).toMatchObject({ value: { dice: 3 } });
    expect(missileDice(twelve, { ...defaultReadings, fireHalvings: 'once' })).toMatchObject({
      value: { dice: 6 },
    });
  });
});
