/**
 * Stacking (4.5): how many SPs one hex may hold, in the open and in
 * fortifications (B/N 11.1.8–11.1.9, K 12.1.8–12.1.9).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import {
  checkKind,
  getMovementRules,
  isMountedUnit,
  resolveEdition,
  type MoverKind,
  type MovementStep,
} from './rules.ts';

/** One unit on the hex, as 4.5.1 counts it. */
export interface StackedUnit {
  kind: MoverKind;
  /** SPs; ranged units count their combat-formation SPs (B/N 10.1.1). */
  sp: number;
  /** Kosovo 10.1.3: a panicked unit does not count against the limit. */
  panicked?: boolean;
}

/** 4.5.1–4.5.2 (fortified: B/N 11.1.8–11.1.9, K 12.1.8–12.1.9): totals, limits and verdict. */
export interface StackingCheck {
  allowed: boolean;
  /** SPs that count against the limit. */
  sp: number;
  limit: number;
  cavalrySp: number;
  /** Fortified hex: at most 2 SP of cavalry; null elsewhere. */
  cavalryLimit: number | null;
  steps: MovementStep[];
}

/**
 * Whether units may share a hex: 2 SP at most (4.5.1), at every moment
 * (4.5.2) — so checking a hex with the unit that would enter it answers
 * whether it may move in or through. A fortified hex takes 10 SP (B/N
 * 11.1.8, K 12.1.8) with no more than 2 SP of cavalry (B/N 11.1.9, K
 * 12.1.9). Leaders add nothing (8.1.1); in Kosovo panicked units neither
 * (10.1.3).
 */
export function checkStacking(
  edition: string | EditionProfile,
  input: { units: readonly StackedUnit[]; fortified?: boolean },
): Result<StackingCheck> {
  const found = resolveEdition(edition);
  return found.ok ? checkStackingUnder(found.value, input) : found;
}

/** checkStacking for an edition given by its profile, with no lookup of other editions. */
export function checkStackingUnder(
  profile: EditionProfile,
  input: { units: readonly StackedUnit[]; fortified?: boolean },
): Result<StackingCheck> {
  const rules = getMovementRules(profile);
  const steps: MovementStep[] = [];
  let sp = 0;
  let cavalrySp = 0;
  for (const [i, unit] of input.units.entries()) {
    const kind = checkKind(unit.kind, `units.${i}.kind`);
    if (!kind.ok) return kind;
    if (kind.value === 'leader') {
      steps.push({ rule: rules.leaderNotUnit, text: `unit ${i + 1}: a leader adds nothing` });
      continue;
    }
    if (!Number.isInteger(unit.sp) || unit.sp < 0 || unit.sp > 10) {
      return fail(`units.${i}.sp`, '1.2', `SPs are a whole number from 0 to 10, not ${unit.sp}`);
    }
    if (unit.panicked) {
      if (!rules.panicStacking) {
        return fail(`units.${i}.panicked`, rules.stacking, `${profile.title} has no panic`);
      }
      steps.push({ rule: rules.panicStacking, text: `unit ${i + 1}: panicked, not counted` });
      continue;
    }
    sp += unit.sp;
    if (isMountedUnit(kind.value)) cavalrySp += unit.sp;
  }
  const fortified = input.fortified === true;
  const limit = fortified ? 10 : 2;
  const cavalryLimit = fortified ? 2 : null;
  steps.push({
    rule: fortified ? rules.fortStacking : rules.stacking,
    text: `${sp} SP against a limit of ${limit} SP${fortified ? ' (fortified hex)' : ''}`,
  });
  let allowed = sp <= limit;
  if (cavalryLimit !== null) {
    steps.push({
      rule: rules.fortCavalry,
      text: `${cavalrySp} SP of cavalry against 2 SP at most`,
    });
    allowed = allowed && cavalrySp <= cavalryLimit;
  }
  steps.push({
    rule: rules.stackingAlways,
    text: allowed ? 'within the limit' : 'over the limit: not allowed',
  });
  return ok({ allowed, sp, limit, cavalrySp, cavalryLimit, steps });
}
