/**
 * Manoeuvring & changing formation: what each change costs in inches, who may
 * make it, and how long reforming takes.
 */
import {
  dieOutcomes,
  fail,
  mapOutcomes,
  ok,
  type Die,
  type Outcomes,
  type Result,
} from '../../core/index.ts';
import { frontageChangeInches } from '../tables/movement.ts';
import { experienceBonus } from '../tables/units.ts';
import type { Experience, ImportanceClass, Origin } from '../tables/types.ts';
import { checkWhole } from '../units.ts';

const section = 'manoeuvring-and-changing-formation';

export interface ManoeuvringUnit {
  origin: Origin;
  experience: Experience;
  cls: ImportanceClass;
}

/**
 * Manoeuvring: only Regulars and Veteran Feudal troops widen or narrow their
 * frontage, by up to their Experience Bonus in elements a turn, 1 inch each.
 */
export function frontageChangeCost(unit: ManoeuvringUnit, elements: number): Result<number> {
  if (unit.origin !== 'regular' && !(unit.origin === 'feudal' && unit.experience === 'veteran')) {
    return fail('origin', section, 'only Regulars and Veteran Feudal troops change frontage');
  }
  const checked = checkWhole(elements, 'elements', section, 1, experienceBonus[unit.experience]);
  return checked.ok ? ok(elements * frontageChangeInches) : checked;
}

/** Manoeuvring: only A and B class Regulars turn to a flank by element, for 1 die of inches. */
export function turnToFlankOdds(unit: ManoeuvringUnit, die: Die): Result<Outcomes<number>> {
  if (unit.origin !== 'regular' || (unit.cls !== 'A' && unit.cls !== 'B')) {
    return fail('cls', section, 'only A and B class Regulars turn to a flank by element');
  }
  return ok(dieOutcomes(die));
}

/** Manoeuvring: about face costs 1 die times the number of ranks, in inches. */
export function aboutFaceOdds(ranks: number, die: Die): Result<Outcomes<number>> {
  const checked = checkWhole(ranks, 'ranks', section, 1);
  if (!checked.ok) return checked;
  return ok(mapOutcomes(dieOutcomes(die), (face) => face * ranks, String));
}

/**
 * Changing formation: reforming takes the elements divided by the Experience
 * Bonus, rounded up, in thirds of a turn (7 elements, Veteran: 2 thirds).
 */
export function reformThirds(elements: number, experience: Experience): Result<number> {
  const checked = checkWhole(elements, 'elements', section, 1);
  return checked.ok ? ok(Math.ceil(elements / experienceBonus[experience])) : checked;
}
