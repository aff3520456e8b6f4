/**
 * Initiative & reaction: a unit's initiative rating, a formation's, and the
 * initiative distance the higher-rated side moves before the other reacts.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { initiativeRatings } from '../tables/movement.ts';
import type { Experience, MovementType, Order } from '../tables/types.ts';
import { checkWhole } from '../units.ts';

export interface InitiativeInput {
  experience: Experience;
  order: Order;
  mobility: MovementType;
  /** Leadership of an officer leading the unit, if any. */
  leadership?: number;
}

/** The rating and how it adds up, one line per category. */
export interface InitiativeRating {
  rating: number;
  steps: { label: string; value: number }[];
}

/**
 * Initiative & reaction: experience + order + mobility, plus the Leadership
 * of an officer leading the unit (seasoned, open-order foot: 3 + 4 + 2 = 9).
 */
export function initiativeRating(input: InitiativeInput): Result<InitiativeRating> {
  const steps = [
    {
      label: `Experience: ${input.experience}`,
      value: initiativeRatings.experience[input.experience],
    },
    { label: `Order: ${input.order}`, value: initiativeRatings.order[input.order] },
    { label: `Mobility: ${input.mobility}`, value: initiativeRatings.mobility[input.mobility] },
  ];
  if (input.leadership !== undefined) {
    const checked = checkWhole(input.leadership, 'leadership', 'initiative-and-reaction', 1, 6);
    if (!checked.ok) return checked;
    steps.push({ label: 'Officer leading: Leadership', value: input.leadership });
  }
  return ok({ rating: steps.reduce((n, s) => n + s.value, 0), steps });
}

/** Initiative & reaction: a formation of several units takes its worst (lowest) rating. */
export function formationInitiative(ratings: readonly number[]): Result<number> {
  if (ratings.length === 0) {
    return fail('ratings', 'initiative-and-reaction', 'a formation has at least one unit');
  }
  return ok(Math.min(...ratings));
}

/** One side squaring off: its initiative rating and whether it moves mounted. */
export interface InitiativeSide {
  rating: number;
  mounted: boolean;
}

/** Who moves first and how far. */
export interface InitiativeDistance {
  /** The side that moves (or breaks off) first, or null on equal ratings. */
  mover: 'first' | 'second' | null;
  inches: number;
}

/**
 * Initiative & reaction: the higher-rated side moves the difference in
 * ratings, in inches (doubled if it is mounted), before the other reacts.
 */
export function initiativeDistance(
  first: InitiativeSide,
  second: InitiativeSide,
): InitiativeDistance {
  const difference = first.rating - second.rating;
  if (difference === 0) return { mover: null, inches: 0 };
  const mover = difference > 0 ? first : second;
  return {
    mover: difference > 0 ? 'first' : 'second',
    inches: Math.abs(difference) * (mover.mounted ? 2 : 1),
  };
}
