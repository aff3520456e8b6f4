/**
 * Movement: rates by pace, the Reaction bonus, terrain deductions on two
 * average dice, and co-ordinated movement under an officer.
 */
import {
  buildDice,
  certain,
  checkFaces,
  combineOutcomes,
  dieOutcomes,
  fail,
  mapOutcomes,
  ok,
  type Outcomes,
  type Result,
} from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import { mountedTerrainMultiplier, movementRates, terrainClasses } from '../tables/movement.ts';
import { experienceBonus } from '../tables/units.ts';
import type { Experience, MovementType, Pace, TerrainClass } from '../tables/types.ts';
import { checkWhole, unitDie } from '../units.ts';

/** How a unit is moving right now: Dismounted troops ride, then fight on foot. */
export type Moving = 'foot' | 'mounted';

/** Movement rates: inches for a pace, in the Foot or Mounted column. */
export function movementRate(pace: Pace, moving: Moving): number {
  return movementRates[pace][moving];
}

/** Movement rates: officers and messengers on their own move at the routing rate. */
export function officerRate(moving: Moving): number {
  return movementRates.routing[moving];
}

export type ReactionMove = 'charge' | 'counter-charge' | 'evade';

/**
 * Movement rates, the Reaction bonus: Experience Bonus inches more Reaction
 * movement when charging, counter-charging or evading; twice that for mounted
 * troops, and for Dismounted troops only when they evade.
 */
export function reactionBonus(
  experience: Experience,
  type: MovementType,
  move: ReactionMove,
): number {
  const doubled = type === 'mounted' || (type === 'dismounted' && move === 'evade');
  return experienceBonus[experience] * (doubled ? 2 : 1);
}

/** Who is moving through the terrain: only a unit's ordinary movement is slowed. */
export type TerrainMover =
  'unit' | 'officer' | 'messenger' | 'skirmishers' | 'routing' | 'charging' | 'counter-charging';

/** Terrain effects: the class's reading of two dice (difference, lower or higher). */
export function readTerrainDice(cls: TerrainClass, a: number, b: number): number {
  const reading = terrainClasses.find((t) => t.id === cls)?.reading;
  if (reading === 'difference') return Math.abs(a - b);
  return reading === 'lower' ? Math.min(a, b) : Math.max(a, b);
}

export interface TerrainInput {
  cls: TerrainClass;
  mounted: boolean;
  mover: TerrainMover;
}

/**
 * Terrain effects: whether the deduction applies. Officers, messengers,
 * skirmishers and routers ignore it; charging and counter-charging troops are
 * not slowed but count it in combat and fatigue.
 */
export function terrainSlows(mover: TerrainMover): boolean {
  return mover === 'unit';
}

/**
 * Terrain effects: the exact distribution of the deduction in inches, on two
 * average dice, doubled for mounted troops; 0 for the movers it spares.
 */
export function terrainDeductionOdds(
  input: TerrainInput,
  readings: Pick<Readings, 'averageDie'>,
): Outcomes<number> {
  if (!terrainSlows(input.mover)) return certain(0);
  const die = dieOutcomes(unitDie('average', readings));
  const times = input.mounted ? mountedTerrainMultiplier : 1;
  const read = combineOutcomes(die, die, (a, b) => readTerrainDice(input.cls, a, b), String);
  return mapOutcomes(read, (inches) => inches * times, String);
}

/** Terrain effects: the deduction for two average dice the player read. */
export function resolveTerrainDeduction(
  input: TerrainInput,
  faces: readonly number[],
  readings: Pick<Readings, 'averageDie'>,
): Result<number> {
  const die = unitDie('average', readings);
  const checked = checkFaces(buildDice([2, die]), faces, 'dice', 'terrain-effects');
  if (!checked.ok) return checked;
  if (!terrainSlows(input.mover)) return ok(0);
  const [a = 0, b = 0] = checked.value.faces;
  return ok(readTerrainDice(input.cls, a, b) * (input.mounted ? mountedTerrainMultiplier : 1));
}

/** A unit aligned on an officer's standard. */
export interface BrigadedUnit {
  /** Inches from the officer. */
  distance: number;
  inSight: boolean;
  tribal: boolean;
  /** Its rate for the pace the body moves at. */
  rate: number;
  /** The worst terrain class in its path, if any. */
  terrain?: TerrainClass;
}

/**
 * Co-ordinated movement: at most Command units, all in sight and within the
 * Command radius, none Tribal. The body moves at its slowest unit's rate and
 * tests once, for the worst terrain any unit meets.
 */
export function coordinatedBody(
  command: number,
  radius: number,
  units: readonly BrigadedUnit[],
): Result<{ rate: number; terrain: TerrainClass | null }> {
  const count = checkWhole(units.length, 'units', 'coordinated-movement', 1, command);
  if (!count.ok) return count;
  for (const [i, unit] of units.entries()) {
    if (unit.tribal)
      return fail(`units.${i}`, 'coordinated-movement', 'Tribal units never brigade');
    if (!unit.inSight || unit.distance > radius) {
      return fail(
        `units.${i}.distance`,
        'coordinated-movement',
        `a brigaded unit must be in sight and within ${radius} inches`,
      );
    }
  }
  const classes = units.flatMap((u) => (u.terrain === undefined ? [] : [u.terrain]));
  return ok({
    rate: Math.min(...units.map((u) => u.rate)),
    terrain: classes.length === 0 ? null : (Math.max(...classes) as TerrainClass),
  });
}
