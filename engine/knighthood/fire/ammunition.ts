/**
 * 4.80 Ammunition: chits spent per fire, when a unit may rapid fire (4.30,
 * 4.80, 5.00 reactions), and the half fire of a unit out of ammunition.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { missileWeapons } from '../tables/missile.ts';
import type { MissileWeapon } from './missile-fire.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** 4.80: one chit for a fire and two more for each rate of fire above 1: 1, 3 or 5 chits. */
export function chitsPerFire(rateOfFire: number): Result<number> {
  if (!Number.isInteger(rateOfFire) || rateOfFire < 1 || rateOfFire > 3) {
    return fail('rateOfFire', '4.80', `a rate of fire is 1, 2 or 3, not ${rateOfFire}`);
  }
  return ok(1 + 2 * (rateOfFire - 1));
}

/**
 * How the unit moved in its most recent turn (4.80): not over its MF, over
 * it, or in reaction to a charge, which counts as having moved.
 */
export type MoveForRapidFire = 'not-over-mf' | 'over-mf' | 'reacted-to-charge';

/** A unit about to fire, as 4.80 sees it. */
export interface AmmunitionFire {
  readonly weapon: MissileWeapon;
  /** Chits left before this fire; ignored for a weapon T8 gives unlimited ammunition ("U"). */
  readonly chitsLeft: number;
  readonly rateOfFire: number;
  readonly moved: MoveForRapidFire;
  /** The dice the unit would roll with ammunition (from missileDice). */
  readonly dice: number;
  /** The unit's figures, for half its figures out of ammunition under the register's other reading. */
  readonly figures?: number;
  /** Being fired on or charged: the only times a unit out of ammunition may fire. */
  readonly firedOnOrCharged: boolean;
  /** When charged: reaction points left (T11); rate 2 takes a double action, rate 3 a triple. */
  readonly reactionPoints?: number;
}

const count = (n: number): boolean => Number.isInteger(n) && n >= 0;

/**
 * 4.80: what a fire costs and what is rolled. With enough chits the unit
 * rolls its dice and spends 1, 3 or 5; a rapid fire needs a unit that did not
 * move over its MF nor move in reaction to a charge, and when charged the
 * reaction points for a double or triple action. With no chits left the unit
 * fires half its dice, rounding down, but only when fired on or charged.
 */
export function fireWithAmmunition(
  fire: AmmunitionFire,
  readings: Pick<Readings, 'reactionMoveRapidFire' | 'outOfAmmunitionHalf'> = defaultReadings,
): Result<{ dice: number; chitsUsed: number; chitsLeft: number | null; outOfAmmunition: boolean }> {
  const weapon = missileWeapons.find((w) => w.id === fire.weapon);
  if (!weapon) return fail('weapon', 'T8', `T8 has no weapon "${fire.weapon}"`);
  if (!count(fire.dice))
    return fail('dice', '4.20', `dice are a whole number from 0, not ${fire.dice}`);
  const cost = chitsPerFire(fire.rateOfFire);
  if (!cost.ok) return cost;
  if (fire.rateOfFire > weapon.rateOfFire) {
    return fail(
      'rateOfFire',
      'T8',
      `a ${weapon.label} fires at a rate of 1 to ${weapon.rateOfFire}`,
    );
  }
  // Read as counting distance only, a reaction move bars rapid fire only when it took the unit over its MF ('over-mf').
  const barred =
    fire.moved === 'over-mf' ||
    (fire.moved === 'reacted-to-charge' && readings.reactionMoveRapidFire === 'bars');
  if (fire.rateOfFire > 1 && barred) {
    return fail(
      'rateOfFire',
      '4.80',
      'rapid fire needs a unit that did not move over its MF, nor in reaction to a charge',
    );
  }
  if (fire.reactionPoints !== undefined) {
    if (!count(fire.reactionPoints)) {
      return fail(
        'reactionPoints',
        '5.00',
        `reaction points are a whole number from 0, not ${fire.reactionPoints}`,
      );
    }
    if (fire.rateOfFire > fire.reactionPoints) {
      return fail(
        'rateOfFire',
        '4.80',
        `a rate of fire of ${fire.rateOfFire} takes ${fire.rateOfFire} reaction points; the unit has ${fire.reactionPoints}`,
      );
    }
  }
  if (weapon.ammunition === null) {
    return ok({ dice: fire.dice, chitsUsed: 0, chitsLeft: null, outOfAmmunition: false });
  }
  if (!count(fire.chitsLeft) || fire.chitsLeft > weapon.ammunition) {
    return fail(
      'chitsLeft',
      'T8',
      `a ${weapon.label} carries 0 to ${weapon.ammunition} chits, not ${fire.chitsLeft}`,
    );
  }
  if (fire.chitsLeft >= cost.value) {
    return ok({
      dice: fire.dice,
      chitsUsed: cost.value,
      chitsLeft: fire.chitsLeft - cost.value,
      outOfAmmunition: false,
    });
  }
  if (fire.chitsLeft > 0) {
    return fail(
      'rateOfFire',
      '4.80',
      `a rate of fire of ${fire.rateOfFire} uses ${cost.value} chits; ${fire.chitsLeft} left`,
    );
  }
  if (fire.rateOfFire > 1) {
    return fail('rateOfFire', '4.80', 'a unit out of ammunition cannot rapid fire');
  }
  const halved =
    readings.outOfAmmunitionHalf === 'figures' && fire.figures !== undefined
      ? fire.figures
      : fire.dice;
  const dice = fire.firedOnOrCharged ? Math.floor(halved / 2) : 0;
  return ok({ dice, chitsUsed: 0, chitsLeft: 0, outOfAmmunition: true });
}
