/**
 * Missile fire: T7 Firing depths, T8 Missile fire chart, T9 Hit chart,
 * T10 Fire modifiers and T12 Defensive fire.
 */
import { fraction, noEffect, whole, type HitNumber } from './cells.ts';
import type { ChargeIncrements, Range, TableModifier } from './types.ts';

/** T7 Firing depths: how many MMS deep a unit may fire. */
export const firingDepths: readonly {
  readonly id: string;
  readonly label: string;
  readonly mms: number;
}[] = [
  { id: 'longbow', label: 'Longbow', mms: 3 },
  { id: 'bow', label: 'Bow', mms: 2 },
  { id: 'sling', label: 'Sling', mms: 2 },
  { id: 'crossbow', label: 'Crossbow', mms: 2 },
  { id: 'open-order', label: 'Open Order', mms: 2 },
];

/**
 * T8 effect of movement on fire: F full dice, F/R full dice or rapid fire,
 * 1/2 half dice, NA no fire.
 */
export type FireAllowed = 'full' | 'full-or-rapid' | 'half' | 'none';

/** T8 Missile fire chart: ranges in inches, weapon bonus, fire after moving, ammunition (null: unlimited, "U") and rate of fire. */
export const missileWeapons: readonly {
  readonly id: 'sling' | 'bow' | 'longbow' | 'crossbow' | 'heavy-crossbow';
  readonly label: string;
  readonly bonus: number;
  readonly ranges: Readonly<Record<Range, number>>;
  readonly afterMoving: {
    /** Moved up to its maneuver factor: the column printed ">MF" (see the errata register). */
    readonly upToMf: FireAllowed;
    readonly half: FireAllowed;
    readonly full: FireAllowed;
  };
  readonly ammunition: number | null;
  readonly rateOfFire: number;
}[] = [
  {
    id: 'sling',
    label: 'Sling',
    bonus: 0,
    ranges: { close: 3, medium: 6, long: 9 },
    afterMoving: { upToMf: 'full', half: 'half', full: 'none' },
    ammunition: null,
    rateOfFire: 1,
  },
  {
    id: 'bow',
    label: 'Bow',
    bonus: 0,
    ranges: { close: 5, medium: 10, long: 10 },
    afterMoving: { upToMf: 'full-or-rapid', half: 'full', full: 'half' },
    ammunition: 5,
    rateOfFire: 3,
  },
  {
    id: 'longbow',
    label: 'Longbow',
    bonus: 1,
    ranges: { close: 10, medium: 20, long: 30 },
    afterMoving: { upToMf: 'full-or-rapid', half: 'full', full: 'half' },
    ammunition: 5,
    rateOfFire: 3,
  },
  {
    id: 'crossbow',
    label: 'Crossbow',
    bonus: 2,
    ranges: { close: 8, medium: 15, long: 20 },
    afterMoving: { upToMf: 'full-or-rapid', half: 'half', full: 'none' },
    ammunition: 6,
    rateOfFire: 2,
  },
  {
    id: 'heavy-crossbow',
    label: 'Hv CBow',
    bonus: 3,
    ranges: { close: 10, medium: 20, long: 30 },
    afterMoving: { upToMf: 'full', half: 'half', full: 'none' },
    ammunition: 6,
    rateOfFire: 1,
  },
];

/**
 * T9 column headings: the target's armour class before modifiers, with the
 * unnumbered half steps between (null). Modifiers move along these columns.
 */
export const hitChartColumns: readonly (number | null)[] = [
  0,
  null,
  1,
  null,
  2,
  null,
  3,
  null,
  4,
  5,
  null,
];

/** T9 Hit chart: one row of hit numbers per range, in the order of `hitChartColumns`. */
export const hitChart: Readonly<Record<Range, readonly HitNumber[]>> = {
  close: [
    whole(4),
    fraction(4, 3),
    whole(3),
    fraction(3, 3),
    whole(2),
    fraction(2, 3),
    whole(1),
    fraction(1, 3),
    fraction(1, 2),
    fraction(1, 1),
    noEffect,
  ],
  medium: [
    whole(3),
    fraction(3, 3),
    whole(2),
    fraction(2, 3),
    whole(1),
    fraction(1, 3),
    fraction(1, 2),
    fraction(1, 1),
    noEffect,
    noEffect,
    noEffect,
  ],
  long: [
    whole(2),
    fraction(2, 3),
    whole(1),
    fraction(1, 3),
    fraction(1, 2),
    fraction(1, 1),
    noEffect,
    noEffect,
    noEffect,
    noEffect,
    noEffect,
  ],
};

/** T10 Fire modifiers: a plus moves left on T9 (better), a minus right. */
export const fireModifiers: readonly (TableModifier & { readonly note: string })[] = [
  {
    id: 'target-depth',
    value: 1,
    label: 'Target depth',
    note: 'only for a target in line formation in the open: +1 for each MMS rank within 2" of the rank before it, a rank counting only if it is at least half the rank before (rounding up); at most +4 in the open, +2 uphill, +1 in any cover',
  },
  { id: 'weapon-bonus', value: 1, label: 'Weapon bonus', note: 'per point of the T8 bonus' },
  { id: 'crossbow-vs-sh', value: 1, label: 'Crossbow vs. SH', note: 'any crossbow at SH armour' },
  {
    id: 'unprotected-cavalry',
    value: 1,
    label: 'Target is unprotected cavalry',
    note: 'horse without armour',
  },
  { id: 'column-target', value: 2, label: 'Column target', note: '' },
  { id: 'flank-or-rear', value: 2, label: 'Firing at flank or rear', note: '' },
  { id: 'target-ls', value: -1, label: 'Target is LS', note: '' },
  { id: 'overhead', value: -1, label: 'Firing overhead', note: 'optional rule' },
  {
    id: 'firer-mounted',
    value: -2,
    label: 'Firer is mounted',
    note: 'mounted archer moved over its MF',
  },
  {
    id: 'light-cover',
    value: -2,
    label: 'Target in light cover',
    note: 'brush, light woods; on top of order',
  },
  { id: 'target-oo', value: -3, label: 'Target is in OO', note: '' },
  {
    id: 'heavy-cover',
    value: -4,
    label: 'Target in heavy cover',
    note: 'heavy woods, works; on top of order',
  },
];

/** T12 result: the range the defensive fire counts as, or no effect (ammunition is still spent). */
export type DefensiveFireResult = Range | 'no-effect';

/** T12 Defensive fire: for each die roll 1–6, the result by charge increments used. */
export const defensiveFire: readonly Readonly<Record<ChargeIncrements, DefensiveFireResult>>[] = [
  { 1: 'medium', 2: 'close', 3: 'close' },
  { 1: 'medium', 2: 'medium', 3: 'close' },
  { 1: 'long', 2: 'medium', 3: 'medium' },
  { 1: 'long', 2: 'long', 3: 'medium' },
  { 1: 'no-effect', 2: 'long', 3: 'long' },
  { 1: 'no-effect', 2: 'no-effect', 3: 'long' },
];
