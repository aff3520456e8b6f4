/**
 * 3.00 Movement bands (T5): a unit's move depends on how far it is from the
 * enemy, and what is left of it changes when it crosses into another band.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { movementRates, type MovementBand, type MovementLine } from '../tables/movement.ts';

/**
 * 3.00: the band at a distance from the nearest enemy: up to 15" the first,
 * over 15" to 30" the second, over 30" the third; read by T5's headings
 * ("30"+"), 30" itself is the third (see the errata register).
 */
export function movementBand(
  distance: number,
  readings: Pick<Readings, 'bandEdges'> = defaultReadings,
): Result<MovementBand> {
  if (!Number.isFinite(distance) || distance < 0) {
    return fail('distance', '3.00', `a distance to the enemy is 0" or more, not ${distance}`);
  }
  if (distance <= 15) return ok('near');
  if (readings.bandEdges === 't5-headings') return ok(distance < 30 ? 'middle' : 'far');
  return ok(distance <= 30 ? 'middle' : 'far');
}

/**
 * 3.00 Crossing movement bands: what is left of the move is halved, rounding
 * down, on entering a band closer to the enemy, and doubled on entering one further away.
 */
export function crossBand(remaining: number, direction: 'closer' | 'away'): number {
  return direction === 'closer' ? Math.floor(remaining / 2) : remaining * 2;
}

/** 3.30 Column bonus: what a unit that spent a whole turn in column adds to its move. */
export const columnBonus = { infantry: 6, cavalry: 12 } as const;

const columnBonusOf: Partial<Record<MovementLine, number>> = {
  'oo-infantry': columnBonus.infantry,
  'other-infantry': columnBonus.infantry,
  'cl-cavalry': columnBonus.cavalry,
  'oo-cavalry': columnBonus.cavalry,
};

/**
 * 3.30 Charge increment: a unit's move in T5's 2-15" band; charging in column
 * adds a third of the column bonus to each CI, rounded down (+2" for
 * infantry, +4" for cavalry). Only infantry and cavalry form columns.
 */
export function chargeIncrementOf(line: MovementLine, inColumn: boolean): Result<number> {
  const rates = movementRates.find((r) => r.id === line);
  if (!rates) return fail('movement', 'T5', `T5 has no line "${line}"`);
  if (!inColumn) return ok(rates.inches.near);
  const bonus = columnBonusOf[line];
  if (bonus === undefined) {
    return fail(
      'column',
      '3.30',
      `only infantry and cavalry have a column bonus, not ${rates.label}`,
    );
  }
  return ok(rates.inches.near + Math.floor(bonus / 3));
}

/**
 * 3.00 Charging: the charge increments a charge needs to reach a target, a
 * part increment counting whole (17" at a CI of 10" is 2CI); at most three
 * may be used, so a target further off cannot be charged.
 */
export function chargeIncrementsNeeded(distance: number, increment: number): Result<number> {
  if (!Number.isFinite(increment) || increment <= 0) {
    return fail('increment', '3.00', `a charge increment is more than 0", not ${increment}`);
  }
  if (!Number.isFinite(distance) || distance <= 0) {
    return fail('distance', '3.00', `a charge covers more than 0", not ${distance}`);
  }
  const needed = Math.ceil(distance / increment);
  if (needed > 3) {
    return fail('distance', '3.00', `${distance}" needs ${needed}CI; a charge may use at most 3CI`);
  }
  return ok(needed);
}

/** A T5 line: its label, MF and move in each band. */
export type MovementRate = (typeof movementRates)[number];

/**
 * T5: a line's moves, band by band; wagons' 8/20/30 as printed, or 8/16/24
 * under the register's other reading (the x, 2x, 3x of every other line).
 */
export function movementRateOf(
  line: MovementLine,
  readings: Pick<Readings, 'wagonRates'> = defaultReadings,
): MovementRate | undefined {
  const rate = movementRates.find((r) => r.id === line);
  if (!rate || line !== 'wagons' || readings.wagonRates === 'as-printed') return rate;
  const { near } = rate.inches;
  return { ...rate, inches: { near, middle: near * 2, far: near * 3 } };
}

/** One stretch of a move inside a band. */
export interface BandStretch {
  readonly band: MovementBand;
  readonly inches: number;
}

/**
 * Units the proximity rules leave alone: leaders always (T5 gives them 36" in
 * every band, and the glossary exempts them); wagons and OO troops too under
 * the glossary's list (see the errata register on proximity exemptions).
 */
export function ignoresProximity(
  unit: MovementLine,
  readings: Pick<Readings, 'proximityExempt'> = defaultReadings,
): boolean {
  if (unit === 'leaders') return true;
  return (
    readings.proximityExempt === 'glossary-list' &&
    (unit === 'wagons' || unit === 'oo-infantry' || unit === 'oo-cavalry')
  );
}

/**
 * 3.00: a unit moving its full T5 rate (`movementRateOf`) straight at the enemy, band by band:
 * where it ends and how far it went in each band. It stops at contact (0").
 * What is left is halved at each edge, unless the unit ignores proximity
 * (`ignoresBands`): then it keeps its whole move, so a leader 40" away moves 36".
 */
export function advanceTowardEnemy(
  unit: MovementLine,
  distance: number,
  readings: Pick<Readings, 'proximityExempt' | 'bandEdges' | 'wagonRates'> = defaultReadings,
): Result<{
  readonly distance: number;
  readonly stretches: readonly BandStretch[];
  readonly ignoresBands: boolean;
}> {
  const start = movementBand(distance, readings);
  if (!start.ok) return start;
  const rates = movementRateOf(unit, readings);
  if (!rates) return fail('unit', 'T5', `T5 has no movement line "${unit}"`);
  const ignoresBands = ignoresProximity(unit, readings);
  let band = start.value;
  let left = rates.inches[band];
  let at = distance;
  const stretches: BandStretch[] = [];
  for (;;) {
    const edge = band === 'far' ? 30 : band === 'middle' ? 15 : 0;
    const inches = Math.min(left, at - edge);
    // At exactly 30" under T5's headings the third band has no room: the move starts in the second.
    if (inches > 0 || stretches.length > 0 || edge === 0) stretches.push({ band, inches });
    at -= inches;
    left -= inches;
    if (left === 0 || edge === 0) return ok({ distance: at, stretches, ignoresBands });
    band = band === 'far' ? 'middle' : 'near';
    if (!ignoresBands) left = crossBand(left, 'closer');
  }
}
