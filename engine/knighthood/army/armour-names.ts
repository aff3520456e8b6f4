/**
 * What the builder's codes stand for where T2 does not say: the armour classes
 * by their 1.50 names, and JLS, the main weapon 1.40 adds to T2's list.
 */
import { weapons } from '../tables/organisation.ts';
import type { ArmourClass } from '../tables/types.ts';
import type { WeaponChoice } from './army.ts';

/** 1.50: each armour class by its name, AC1 Light to AC5 Super Heavy. */
export const armourClassNames: Readonly<Record<ArmourClass, string>> = {
  L: 'Light',
  M: 'Medium',
  H: 'Heavy',
  EH: 'Extra Heavy',
  SH: 'Super Heavy',
};

/** 1.40: JLS is javelins and light spears. */
export const jlsName = 'Javelins & Light Spears';

/** T2, 1.40: a main weapon's name — T2's for its codes, 1.40's for JLS. */
export function nameWeaponChoice(code: WeaponChoice): string | undefined {
  return code === 'JLS' ? jlsName : weapons.find((w) => w.code === code)?.name;
}
