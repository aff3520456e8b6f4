/**
 * The ranged-fire switches of the register: flipping each one changes the
 * roll's modifiers as its other reading says; the defaults keep the reading
 * the site chose.
 */
import { describe, expect, it } from 'vitest';
import { fireOdds } from '../ranged-fire/odds.ts';
import type { FireInput } from '../ranged-fire/types.ts';
import type { Readings } from './readings.ts';

function modifiersOf(input: Omit<FireInput, 'readings'>, readings: Readings = {}) {
  const odds = fireOdds({ ...input, readings });
  if (!odds.ok) throw new Error(odds.error.message);
  return { modifiers: odds.value.modifiers.map((m) => m.value), errata: odds.value.errata };
}

describe('Kosovo 11.7.3, kosovo-bombard-terrain-reference', () => {
  const shot = {
    edition: 'kosovo-1389',
    weapon: 'bombard-units',
    range: 2,
    target: { armor: 0, terrain: 'forest' },
  } as const;

  it('bombards ignore terrain by default; read literally, forest gives −1', () => {
    expect(modifiersOf(shot).modifiers).toEqual([]);
    expect(modifiersOf(shot).errata).toContain('kosovo-bombard-terrain-reference');
    expect(modifiersOf(shot, { kosovoBombardTerrain: 'applies' }).modifiers).toEqual([-1]);
  });

  it('Bannockburn bombards cite the terrain rule itself: the switch does not reach them', () => {
    const bannockburn = { ...shot, edition: 'bannockburn-1314' } as const;
    expect(modifiersOf(bannockburn, { kosovoBombardTerrain: 'applies' }).modifiers).toEqual([]);
  });
});

describe('1066 Hastings, 1066-wall-of-shields-fire', () => {
  const shot = (weapon: FireInput['weapon']) =>
    ({
      edition: '1066',
      weapon,
      range: 1,
      target: { armor: 0, terrain: 'open', wallOfShields: true },
    }) as const;

  it('counts against archers only by default, against crossbowmen too when read for all fire', () => {
    expect(modifiersOf(shot('archers')).modifiers).toEqual([-1]);
    expect(modifiersOf(shot('crossbowmen')).modifiers).toEqual([]);
    expect(modifiersOf(shot('crossbowmen'), { wallOfShieldsFire: 'all-ranged' }).modifiers).toEqual(
      [-1],
    );
  });
});
