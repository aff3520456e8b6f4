/**
 * The working of the shield-wall check (9.06, T22) before the die is read:
 * the wall's number added up, and what holding and breaking mean.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { RuleRef } from '../errata/types.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { shieldWallModifiers } from '../tables/morale-leaders.ts';
import { rules } from '../working/citations.ts';

/**
 * T22: the armour class (counted twice under the register's other reading)
 * and each ticked line's bonus, added up to `total`.
 */
export function describeShieldWallTotal(
  armourClass: number,
  ticked: readonly string[],
  total: number,
  readings: Pick<Readings, 'shieldWallArmour'> = defaultReadings,
): WorkingStep<RuleRef> {
  const twice = readings.shieldWallArmour === 'twice' ? ', counted twice' : '';
  const bonuses = shieldWallModifiers
    .filter((m) => m.id !== 'armour-class' && ticked.includes(m.id))
    .map((m) => `${m.label} +${m.value}`);
  return {
    rule: rules.shieldWallChart,
    text: [`Armour class ${armourClass}${twice}`, ...bonuses].join(', ') + ` = ${total}`,
  };
}

/** 9.06: the faces on which the wall holds and breaks; a broken wall fights normal close combat without its bonus. */
export function shieldWallOutcomes(holdsOn: number): {
  readonly holds: string;
  readonly breaks: string;
  readonly summary: string;
} {
  return {
    holds: holdsOn === 0 ? 'never' : `1 to ${holdsOn}`,
    breaks: `${holdsOn === 5 ? '6' : `${holdsOn + 1} to 6`}: normal close combat, no wall bonus`,
    summary: holdsOn === 0 ? 'Never holds' : `Holds on 1 to ${holdsOn}`,
  };
}
