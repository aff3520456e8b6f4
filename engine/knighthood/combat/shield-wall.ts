/**
 * Breaking the shield wall (9.06, T22): in the cohesion phase the wall rolls
 * 1D and holds on its armour class plus the T22 bonuses or less, that number
 * never above 5; so a 6 always breaks it (T22's note).
 */
import { chance, fail, ok, type Result } from '../../core/index.ts';
import { addModifiers, checkOneDie, type OneDieCheck } from '../dice/modifiers.ts';
import { shieldWallModifiers } from '../tables/morale-leaders.ts';

/** 9.06: the highest number a wall may need. */
export const shieldWallMaximum = 5;

/**
 * 9.06 (T22): the number the wall must roll or under (armour class + bonuses,
 * at most 5), the chance it holds, and whether a given roll held it.
 * `modifiers` are T22's other lines by id; the armour class is its own field.
 */
export function shieldWallCheck(
  armourClass: number,
  modifiers: readonly string[],
  roll?: number,
): Result<OneDieCheck & { holdsOn: number }> {
  if (!Number.isInteger(armourClass) || armourClass < 1 || armourClass > 5) {
    return fail('armourClass', '9.06', `armour class runs from 1 to 5 (1.50), not ${armourClass}`);
  }
  if (modifiers.includes('armour-class')) {
    return fail(
      'modifiers',
      'T22',
      'the armour class is counted from its own field, not as a modifier',
    );
  }
  const duplicate = modifiers.find((id, i) => modifiers.indexOf(id) !== i);
  if (duplicate) return fail('modifiers', 'T22', `"${duplicate}" counts once, not twice`);
  const bonus = addModifiers(shieldWallModifiers, modifiers, 'T22');
  if (!bonus.ok) return bonus;
  const perClass = shieldWallModifiers.find((m) => m.id === 'armour-class')?.value ?? 1;
  const modifier = armourClass * perClass + bonus.value;
  const holdsOn = Math.min(modifier, shieldWallMaximum);
  const passChance = chance(holdsOn, 6);
  if (roll === undefined) return ok({ modifier, holdsOn, passChance });
  const die = checkOneDie(roll, 'T22');
  return die.ok ? ok({ modifier, holdsOn, passChance, passed: die.value <= holdsOn }) : die;
}
