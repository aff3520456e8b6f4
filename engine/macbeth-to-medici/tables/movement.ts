/**
 * Movement, initiative and interpenetration: the book's tables as data.
 */
import type {
  Experience,
  MovementType,
  Order,
  Pace,
  RallyActivity,
  TerrainClass,
  TerrainReading,
} from './types.ts';

/**
 * Movement (inches). The book prints Foot and Mounted columns only; which
 * column Dismounted troops use is in the errata register.
 */
export const movementRates: Readonly<
  Record<Pace, { readonly foot: number; readonly mounted: number }>
> = {
  marching: { foot: 4, mounted: 6 },
  normal: { foot: 6, mounted: 9 },
  'doubling-or-evading': { foot: 8, mounted: 12 },
  routing: { foot: 12, mounted: 18 },
};

/** Terrain Effects: each class's deduction in inches, read on two average dice (2d5). */
export const terrainClasses: readonly {
  readonly id: TerrainClass;
  /** The class's name in the Definition column ("bad going" is the third). */
  readonly name: string;
  readonly examples: string;
  readonly reading: TerrainReading;
}[] = [
  {
    id: 1,
    name: 'Minor features',
    examples: 'low wall, gentle slope, shallow stream',
    reading: 'difference',
  },
  {
    id: 2,
    name: 'Major features',
    examples: 'steep or muddy slope, belt of trees, ford',
    reading: 'lower',
  },
  { id: 3, name: 'Areas of bad going', examples: 'marsh, woods, buildings', reading: 'higher' },
];

/** Terrain Effects: deductions are doubled for mounted troops. */
export const mountedTerrainMultiplier = 2;

/** Initiative & Reaction: the three ratings added up for a unit's initiative value. */
export const initiativeRatings: {
  readonly experience: Readonly<Record<Experience, number>>;
  readonly order: Readonly<Record<Order, number>>;
  readonly mobility: Readonly<Record<MovementType, number>>;
} = {
  experience: { green: 2, seasoned: 3, veteran: 4 },
  order: { close: 2, loose: 3, open: 4 },
  mobility: { foot: 2, dismounted: 3, mounted: 4 },
};

/** Unit Interpenetration: what each pace covers, as the rule lists it. */
export const interpenetrationPaceNames = {
  marching: 'marching',
  normal: 'normal move',
  faster: 'charging, counter-charging, doubling or evading',
} as const;

/** Unit Interpenetration: the dice each side rolls, before the dice for its pace. */
export const interpenetrationDice = {
  base: { mounted: 2, other: 1 },
  pace: { marching: 1, normal: 2, faster: 3 },
} as const;

/** Rallying: voluntary Control tests a unit may take, by what it did this turn. */
export const rallyTests: Readonly<Record<RallyActivity, number>> = {
  standing: 4,
  march: 3,
  'normal-move': 2,
};

/** Manoeuvring: each element of frontage gained or lost costs this many inches. */
export const frontageChangeInches = 1;
