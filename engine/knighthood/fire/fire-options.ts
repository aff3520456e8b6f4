/**
 * Choices of how to fire: splitting fire over every target (4.20), overhead
 * fire (9.08) and half fire (9.09), both optional rules.
 */
import { fail, ok, type Result } from '../../core/index.ts';

const whole = (n: number, from: number): boolean => Number.isInteger(n) && n >= from;

/**
 * 4.20 Splitting fire: a unit not charged nor fired on spreads its firing
 * figures over every unit in its field of fire, as evenly as the dice allow
 * (the first targets named take the odd dice). Charged or fired on, it may
 * put all its dice on one target (fire priorities 1 and 2).
 */
export function splitFire(
  dice: number,
  targets: number,
  chargedOrFiredOn: boolean,
): Result<{ mustSplit: boolean; dicePerTarget: number[] }> {
  if (!whole(dice, 0)) return fail('dice', '4.20', `dice are a whole number from 0, not ${dice}`);
  if (!whole(targets, 1)) {
    return fail('targets', '4.20', `targets in the field of fire number 1 or more, not ${targets}`);
  }
  if (chargedOrFiredOn) return ok({ mustSplit: false, dicePerTarget: [dice] });
  const each = Math.floor(dice / targets);
  const odd = dice % targets;
  return ok({
    mustSplit: targets > 1,
    dicePerTarget: Array.from({ length: targets }, (_, i) => each + (i < odd ? 1 : 0)),
  });
}

/** What 9.08 needs to know, distances in inches and the move in MF. */
export interface OverheadFire {
  /** The firing unit's MF, in inches. */
  readonly firerMf: number;
  /** From the firing unit to the unit it fires over. */
  readonly toIntervening: number;
  /** From the unit fired over to the target. */
  readonly interveningToTarget: number;
  /** How far the firing unit moved this turn, in MF. */
  readonly movedMf: number;
  readonly rapidFire: boolean;
  readonly targetCharging: boolean;
}

/**
 * 9.08 Overhead fire: allowed when the firer is more than its MF from the unit
 * it fires over, that unit is nearer the firer than the target, and the firer
 * moved no more than 1 MF, does not rapid fire and is not firing at a charge.
 * Gives every reason it is refused.
 */
export function overheadFire(fire: OverheadFire): Result<{ allowed: boolean; reasons: string[] }> {
  for (const field of ['firerMf', 'toIntervening', 'interveningToTarget', 'movedMf'] as const) {
    const value = fire[field];
    if (!Number.isFinite(value) || value < 0) {
      return fail(field, '9.08', `${field} is a distance from 0, not ${value}`);
    }
  }
  const reasons: string[] = [];
  if (fire.toIntervening <= fire.firerMf) {
    reasons.push('the firing unit must be more than its MF from the unit it fires over');
  }
  if (fire.toIntervening >= fire.interveningToTarget) {
    reasons.push('the unit fired over must be nearer the firing unit than the target');
  }
  if (fire.movedMf > 1) reasons.push('a unit firing overhead may not move over 1 MF');
  if (fire.rapidFire) reasons.push('a unit firing overhead may not rapid fire');
  if (fire.targetCharging) reasons.push('a unit firing overhead may not fire at a charge');
  return ok({ allowed: reasons.length === 0, reasons });
}

/**
 * 9.09 Half fire: open order and regular troops may roll half their dice,
 * rounding down, spending no ammunition; they may not rapid fire while doing
 * so (the example: 3 MMS of OO archers roll 3 dice instead of 6).
 */
export function halfFire(unit: {
  readonly openOrder: boolean;
  readonly regular: boolean;
  readonly dice: number;
  readonly rateOfFire: number;
}): Result<{ dice: number; chitsUsed: 0 }> {
  if (!unit.openOrder && !unit.regular) {
    return fail('troops', '9.09', 'only open order (OO) and regular (R) troops may half fire');
  }
  if (!whole(unit.dice, 0)) {
    return fail('dice', '9.09', `dice are a whole number from 0, not ${unit.dice}`);
  }
  if (unit.rateOfFire !== 1) {
    return fail('rateOfFire', '9.09', 'a unit that half fires may not rapid fire');
  }
  return ok({ dice: Math.floor(unit.dice / 2), chitsUsed: 0 });
}
