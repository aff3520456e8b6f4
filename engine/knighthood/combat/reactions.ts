/**
 * Reactions to a charge (5.01): what each reaction costs in reaction points,
 * which a unit may choose, and the T12 column a supporting unit fires in (5.10).
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** 5.01 Reaction definitions: single (1 RP), double (2 RP) and triple (3 RP) actions. */
export const reactions: readonly {
  readonly id: string;
  readonly label: string;
  readonly cost: number;
}[] = [
  { id: 'fire', label: 'Fire normally', cost: 1 },
  { id: 'counter-charge', label: 'Counter charge', cost: 1 },
  { id: 'evade', label: 'Evade 1CI to the rear (up to 45 degrees either way)', cost: 1 },
  { id: 'face-rear', label: 'Turn to face the rear', cost: 2 },
  { id: 'fire-rof-2', label: 'Fire at a rate of fire of 2', cost: 2 },
  { id: 'change-face-or-formation', label: 'Change face or formation', cost: 3 },
  { id: 'fire-rof-3', label: 'Fire at a rate of fire of 3', cost: 3 },
];

/** 5.01 Reactions allowed: every reaction that costs no more than the unit's points. */
export function reactionsAllowed(points: number): typeof reactions {
  return reactions.filter((r) => r.cost <= points);
}

/**
 * 5.10: the T12 column a unit fires in: the charge's CI, or one CI fewer for a
 * unit firing at a charge aimed at another. A 1CI charge at another unit
 * leaves no column, so the supporting unit gets no defensive fire; under the
 * register's other reading it reads the 1CI column.
 */
export function defensiveFireColumn(
  increments: number,
  charged: boolean,
  readings: Pick<Readings, 'supportingFireFloor'> = defaultReadings,
): Result<number> {
  const closer = charged ? increments : increments - 1;
  const column = readings.supportingFireFloor === 'one-ci' ? Math.max(closer, 1) : closer;
  if (column < 1) {
    return fail(
      'charged',
      '5.10',
      'a charge of 1CI at another unit leaves no T12 column one CI fewer: no defensive fire',
    );
  }
  return ok(column);
}
