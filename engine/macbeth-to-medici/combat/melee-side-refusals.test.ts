/**
 * Melee combat: a whole unit's elements entered wrongly is refused naming the
 * side's field (melee-fighting-elements), and Terrain effects in combat give
 * a minus die only to a side in bad going (terrain-in-combat).
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { terrainMinusDice } from './combat-sides.ts';
import { meleeOdds, type MeleeSide } from './melee.ts';

const pikes: MeleeSide = {
  order: 'close',
  weapon: 'pike',
  experience: 'seasoned',
  dice: 'd6',
  causes: [],
  elements: 6,
};

describe('Melee combat: the whole unit’s elements', () => {
  it('a negative count for side b is refused, naming b.unitElements', () => {
    const odds = meleeOdds({ a: pikes, b: { ...pikes, unitElements: -1 } });
    expect(odds.ok ? null : odds.error).toMatchObject({
      field: 'b.unitElements',
      rule: 'melee-combat',
    });
  });

  it('a fractional count for side a is refused, naming a.unitElements', () => {
    const odds = meleeOdds({ a: { ...pikes, unitElements: 2.5 }, b: pikes });
    expect(odds.ok ? null : odds.error).toMatchObject({ field: 'a.unitElements' });
  });
});

describe('terrain-in-combat: the minus die for bad going', () => {
  const minusDie = { ...defaultReadings, terrainInCombat: 'minus-die' } as const;

  it('under minus-die only a side in bad going rolls it', () => {
    expect(terrainMinusDice({ badGoing: true }, minusDie)).toBe(1);
    expect(terrainMinusDice({ badGoing: false }, minusDie)).toBe(0);
    expect(terrainMinusDice({}, minusDie)).toBe(0);
  });

  it('read here no side rolls one, bad going or not', () => {
    expect(terrainMinusDice({ badGoing: true }, defaultReadings)).toBe(0);
  });
});
