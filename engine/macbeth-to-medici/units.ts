/**
 * Units: the Experience Bonus and what follows from it (safe hits, morale
 * state), the class other troops see a unit as, and which dice it rolls.
 */
import { averageDie, d6, fail, ok, type Die, type Result } from '../core/index.ts';
import type { Readings } from './readings.ts';
import { experienceBonus } from './tables/units.ts';
import type { SectionId } from './tables/sections.ts';
import type { Experience, ImportanceClass, MoraleState, Origin } from './tables/types.ts';

/** Unit origin: normal dice (d6) or average dice (d5). */
export type UnitDice = 'd6' | 'average';

/** The true five-sided reading of the d5 (see the average-die erratum). */
export const oneToFiveDie: Die = { label: 'd5', faces: [1, 2, 3, 4, 5] };

/**
 * Unit origin: most units roll normal dice, most Regulars average dice; the
 * average die is the one `readings.averageDie` names.
 */
export function unitDie(dice: UnitDice, readings: Pick<Readings, 'averageDie'>): Die {
  if (dice === 'd6') return d6;
  return readings.averageDie === 'one-to-five' ? oneToFiveDie : averageDie;
}

/** Unit origin: the dice a unit of this origin usually rolls (Regulars average, others normal). */
export function usualDice(origin: Origin): UnitDice {
  return origin === 'regular' ? 'average' : 'd6';
}

/** Unit endurance: a unit carries hits up to its Experience Bonus without ill effect. */
export function safeHits(experience: Experience): number {
  return experienceBonus[experience];
}

/**
 * Unit endurance: a Steady unit carrying more hits than its Experience Bonus
 * is Erratic; other states are not changed by hits.
 */
export function moraleWithHits(
  state: MoraleState,
  hits: number,
  experience: Experience,
): MoraleState {
  return state === 'steady' && hits > safeHits(experience) ? 'erratic' : state;
}

const classOrder: readonly ImportanceClass[] = ['A', 'B', 'C', 'D'];

/** Whether a class ranks with or above another (A is the highest). */
export function isSameOrHigherClass(cls: ImportanceClass, than: ImportanceClass): boolean {
  return classOrder.indexOf(cls) <= classOrder.indexOf(than);
}

/** Why a unit counts one class lower in someone else's eyes. */
export interface ClassShift {
  /** Relative importance class: a mercenary or foreign ally, seen by natives. */
  foreign?: boolean;
  /** Relative importance class: a Tribal unit seen by Tribal troops, in morale tests. */
  tribalSeenByTribal?: boolean;
}

/**
 * Relative importance class as others see it: one class lower for each shift
 * that applies, never below D.
 */
export function classAsSeen(cls: ImportanceClass, shift: ClassShift = {}): ImportanceClass {
  const steps = Number(shift.foreign === true) + Number(shift.tribalSeenByTribal === true);
  return classOrder[Math.min(classOrder.indexOf(cls) + steps, 3)] ?? 'D';
}

/**
 * Checks a count the player entered: a whole number from `min` up to `max`.
 * The error names the field and the section that sets the limit.
 */
export function checkWhole(
  value: number,
  field: string,
  section: SectionId,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): Result<number> {
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
    return fail(field, section, `${field} is a whole number, ${range}, not ${value}`);
  }
  return ok(value);
}
