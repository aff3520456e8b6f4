/**
 * 1.60 Troop cost (T4): the points of one figure: its armour and morale class
 * as infantry or cavalry, plus its weapons and extras. T4 only adds, and its
 * cheapest figure costs 2, so the 1.61 minimum holds for every figure it prices.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { troopCosts, weaponCosts } from '../tables/organisation.ts';
import type { ArmourClass, MoraleClass } from '../tables/types.ts';

/** 1.61: no figure costs less than this (a test checks every T4 cell against it). */
export const minimumFigureCost = 2;

/** One figure as T4 prices it; `extras` are weapon-cost lines by id ("crossbow", "regular-infantry"). */
export interface FigureSpec {
  readonly armour: ArmourClass;
  readonly morale: MoraleClass;
  readonly mounted: boolean;
  readonly extras: readonly string[];
}

/** 1.60 (T4): a figure's cost and the lines it was made of. */
export function figureCost(
  spec: FigureSpec,
): Result<{ base: number; extras: number; total: number }> {
  const cell = troopCosts[spec.armour][spec.morale];
  const base = spec.mounted ? cell.cavalry : cell.infantry;
  if (base === null) {
    const troop = spec.mounted ? 'cavalry' : 'infantry';
    return fail(
      'morale',
      'T4',
      `T4 prints no cost for ${spec.armour} ${troop} of morale ${spec.morale}`,
    );
  }
  let extras = 0;
  for (const id of spec.extras) {
    const line = weaponCosts.find((w) => w.id === id);
    if (!line) return fail('extras', 'T4', `T4 has no cost line "${id}"`);
    extras += line.points;
  }
  return ok({ base, extras, total: base + extras });
}
