/**
 * Checks of a unit's printed values, shared by combat, movement and fire:
 * each bad value is an error naming the field and the rule.
 */
import { fail, ok, type Result } from '../core/result.ts';
import type { UnitKind } from './types.ts';

/** 1.1, 10.0: the unit kinds of the system. */
export const unitKinds: readonly UnitKind[] = [
  'cavalry',
  'infantry',
  'archers',
  'crossbowmen',
  'horse-archers',
  'bombard',
];

/** Cavalry and horse archers (B/N 10.5.1, K 11.5.1): the units with a charge factor. */
export function isMountedUnit(kind: string): boolean {
  return kind === 'cavalry' || kind === 'horse-archers';
}

/** 1.1: armor level 0, 1 or 2. */
export function checkArmor(armor: number, field = 'armor'): Result<0 | 1 | 2> {
  return Number.isInteger(armor) && armor >= 0 && armor <= 2
    ? ok(armor as 0 | 1 | 2)
    : fail(field, '1.1', `armor level is 0, 1 or 2, not ${armor}`);
}

/** 5.6.1–5.6.2: charge factor 0–3, and only mounted units have one above 0. */
export function checkCf(cf: number, kind: string, field = 'cf'): Result<number> {
  if (!Number.isInteger(cf) || cf < 0 || cf > 3) {
    return fail(field, '5.6.2', `charge factor is a whole number from 0 to 3, not ${cf}`);
  }
  if (cf > 0 && !isMountedUnit(kind)) {
    return fail(field, '5.6.1', `only cavalry has a charge factor: a ${kind} has 0, not ${cf}`);
  }
  return ok(cf);
}
