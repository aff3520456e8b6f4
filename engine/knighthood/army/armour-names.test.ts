import { describe, expect, it } from 'vitest';
import { armourClasses, weaponChoices } from './army.ts';
import { armourClassNames, jlsName, nameWeaponChoice } from './armour-names.ts';
import { armourClassNumber } from './roster.ts';

describe('the names of the builder’s codes (1.50, 1.40, T2)', () => {
  it('1.50 names AC1 to AC5 Light, Medium, Heavy, Extra Heavy, Super Heavy', () => {
    const byNumber = armourClasses
      .map((a) => [armourClassNumber[a], armourClassNames[a]] as const)
      .sort(([x], [y]) => x - y);
    expect(byNumber).toEqual([
      [1, 'Light'],
      [2, 'Medium'],
      [3, 'Heavy'],
      [4, 'Extra Heavy'],
      [5, 'Super Heavy'],
    ]);
  });

  it('every main weapon has a name: T2’s for its codes, 1.40’s for JLS', () => {
    expect(nameWeaponChoice('JLS')).toBe(jlsName);
    expect(jlsName).toBe('Javelins & Light Spears');
    expect(nameWeaponChoice('HCB')).toBe('Heavy Crossbow');
    expect(weaponChoices.filter((w) => nameWeaponChoice(w) === undefined)).toEqual([]);
  });
});
