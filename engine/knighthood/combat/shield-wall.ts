/**
 * Breaking the shield wall (9.06, T22): in the cohesion phase the wall rolls
 * 1D and holds on its armour class plus the T22 bonuses or less, that number
 * never above 5; so a 6 always breaks it (T22's note). The register's other
 * reading adds them to the die, and a modified 6 breaks the wall.
 */
import { chance, fail, ok, type Result, type WorkingStep } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { RuleRef } from '../errata/types.ts';
import { addModifiers, checkOneDie, type OneDieCheck } from '../dice/modifiers.ts';
import { shieldWallBreaksOn, shieldWallModifiers } from '../tables/morale-leaders.ts';

/** 9.06: the highest number a wall may need. */
export const shieldWallMaximum = 5;

/**
 * 9.06 (T22): the number the wall must roll or under (armour class + bonuses,
 * at most 5), the chance it holds, and whether a given roll held it.
 * `modifiers` are T22's other lines by id; the armour class is its own field.
 * Read as T22 alone (`modified-die`), the total is added to the die and the
 * wall holds only while the die plus it stays under 6.
 */
export function shieldWallCheck(
  armourClass: number,
  modifiers: readonly string[],
  roll?: number,
  readings: Pick<Readings, 'shieldWallRoll' | 'shieldWallArmour'> = defaultReadings,
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
  // Read as adding T22's per-AC line to 9.06's starting AC, the armour counts twice.
  const armour =
    readings.shieldWallArmour === 'twice'
      ? armourClass + armourClass * perClass
      : armourClass * perClass;
  const modifier = armour + bonus.value;
  const holdsOn =
    readings.shieldWallRoll === 'modified-die'
      ? Math.max(0, shieldWallBreaksOn - 1 - modifier)
      : Math.min(modifier, shieldWallMaximum);
  const passChance = chance(holdsOn, 6);
  if (roll === undefined) return ok({ modifier, holdsOn, passChance });
  const die = checkOneDie(roll, 'T22');
  return die.ok ? ok({ modifier, holdsOn, passChance, passed: die.value <= holdsOn }) : die;
}

/**
 * 9.06, T22: how the wall's number is read, in words, under the reading chosen:
 * the total is the number to roll under (at most 5), or is added to the die.
 */
export function explainShieldWall(
  total: number,
  holdsOn: number,
  readings: Pick<Readings, 'shieldWallRoll'> = defaultReadings,
): WorkingStep<RuleRef>[] {
  if (readings.shieldWallRoll === 'modified-die') {
    return [
      {
        rule: 'T22',
        text:
          `Read as T22 alone: 1D + ${total}, and a modified ${shieldWallBreaksOn} or more breaks the wall, ` +
          (holdsOn === 0 ? 'so it breaks on any roll' : `so it holds on ${holdsOn} or less`),
      },
    ];
  }
  const capped = total > shieldWallMaximum ? `; at most ${shieldWallMaximum}` : '';
  return [
    {
      rule: '9.06',
      text: `The wall holds on ${holdsOn} or less on 1D${capped}; a ${shieldWallBreaksOn} always breaks it`,
    },
  ];
}
