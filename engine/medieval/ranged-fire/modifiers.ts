/**
 * The modifiers to the 2D6 fire roll, by weapon: armor and terrain for bows
 * and crossbows, armor 2 only for bombards, nothing against objects, and the
 * 1066 Wall of Shields against archers. Rules that do not apply to a shot
 * are noted in its audit trail instead.
 */
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings } from '../editions/readings.ts';
import { ruleOf } from '../editions/rule-map.ts';
import type { FireRuleNumbers } from './rules.ts';
import type { FireInput, FireModifier, FireStep } from './types.ts';

/**
 * The roll modifiers of one shot: armor (B/N 10.2.2, K 11.2.3), terrain (B/N
 * 10.2.3, K 11.2.4), horse archers at 1 SP (B/N 10.5.9, K 11.5.9), bombards'
 * armor 2 only (B/N 10.7.3, K 11.7.3), the Wall of Shields (1066 Hastings).
 * Readings: `kosovoBombardTerrain: 'applies'` gives Kosovo bombards the
 * terrain −1; `wallOfShieldsFire: 'all-ranged'` lets the Wall count against
 * every weapon that fires at units.
 */
export function collectFireModifiers(
  input: FireInput,
  edition: EditionProfile,
  rules: FireRuleNumbers,
) {
  const { weapon, target } = input;
  const readings = resolveReadings(edition, input.readings);
  const modifiers: FireModifier[] = [];
  const steps: FireStep[] = [];
  const errata: string[] = [];
  if (weapon === 'bombard-objects') {
    steps.push({
      rule: rules.bombardObjects,
      text: 'Fire at an object: armor and terrain do not count',
    });
    errata.push('bombard-objects-modifiers');
  } else if (weapon === 'bombard-units') {
    if (target.armor === 2)
      modifiers.push({ label: 'target armor 2', rule: rules.bombardArmor, value: -1 });
    else if (target.armor === 1)
      steps.push({ rule: rules.bombardArmor, text: 'Armor 1 does not count against bombards' });
    if (target.terrain !== 'open') {
      // The bombard rule points to another rule than terrain (Kosovo's stale '11.2.3').
      const stale = rules.bombardIgnores !== rules.terrain;
      if (stale) errata.push('kosovo-bombard-terrain-reference');
      if (stale && readings.kosovoBombardTerrain === 'applies')
        modifiers.push({ label: `target in ${target.terrain}`, rule: rules.terrain, value: -1 });
      else
        steps.push({
          rule: rules.bombardArmor,
          text: `Bombards ignore the terrain rule (${rules.terrain}): no −1 for ${target.terrain}`,
        });
    }
  } else {
    if (target.armor > 0) {
      modifiers.push({
        label: `target armor ${target.armor}`,
        rule: rules.armor,
        value: -target.armor,
      });
    }
    if (target.terrain !== 'open') {
      modifiers.push({ label: `target in ${target.terrain}`, rule: rules.terrain, value: -1 });
    }
    if (weapon === 'horse-archers' && input.firerSp === 1) {
      modifiers.push({ label: 'horse archers at 1 SP', rule: rules.horseArchersOneSp, value: -1 });
    }
  }
  if (target.wallOfShields) {
    const wallOfShieldsRule = ruleOf(edition.rules, 'sections.hastings');
    errata.push('1066-wall-of-shields-fire');
    const counts =
      weapon === 'archers' ||
      (readings.wallOfShieldsFire === 'all-ranged' && weapon !== 'bombard-objects');
    if (counts) modifiers.push({ label: 'Wall of Shields', rule: wallOfShieldsRule, value: -1 });
    else
      steps.push({
        rule: wallOfShieldsRule,
        text: 'The Wall of Shields counts against archers only',
      });
  }
  return { modifiers, steps, errata };
}
