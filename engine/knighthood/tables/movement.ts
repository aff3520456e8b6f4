/** Movement: T5 Movement rates and T6 Rough terrain. */
import type { TableModifier } from './types.ts';

/** The three bands of distance to the enemy, as T5 heads them (2-15", 30", 30"+). */
export type MovementBand = 'near' | 'middle' | 'far';

/** T5 column headings in printed order; which distances they cover is in the errata register. */
export const movementBands: readonly { readonly id: MovementBand; readonly heading: string }[] = [
  { id: 'near', heading: '2-15"' },
  { id: 'middle', heading: '30"' },
  { id: 'far', heading: '30"+' },
];

/** The lines of T5. */
export type MovementLine =
  'oo-infantry' | 'other-infantry' | 'cl-cavalry' | 'oo-cavalry' | 'wagons' | 'leaders';

/** T5 Movement rates: inches per move in each band, with the maneuver factor (MF) where printed. */
export const movementRates: readonly {
  readonly id: MovementLine;
  readonly label: string;
  readonly maneuverFactor: number | null;
  readonly inches: Readonly<Record<MovementBand, number>>;
}[] = [
  {
    id: 'oo-infantry',
    label: 'OO Infantry',
    maneuverFactor: 4,
    inches: { near: 8, middle: 16, far: 24 },
  },
  {
    id: 'other-infantry',
    label: 'Other Inf.',
    maneuverFactor: 3,
    inches: { near: 6, middle: 12, far: 18 },
  },
  {
    id: 'cl-cavalry',
    label: 'CL Cav.',
    maneuverFactor: 5,
    inches: { near: 10, middle: 20, far: 30 },
  },
  {
    id: 'oo-cavalry',
    label: 'OO Cav.',
    maneuverFactor: 6,
    inches: { near: 12, middle: 24, far: 36 },
  },
  { id: 'wagons', label: 'Wagons', maneuverFactor: 4, inches: { near: 8, middle: 20, far: 30 } },
  {
    id: 'leaders',
    label: 'Leaders',
    maneuverFactor: null,
    inches: { near: 36, middle: 36, far: 36 },
  },
];

/** T6 Rough terrain: the halting number of each terrain type (3.9). */
export const roughTerrain: readonly {
  readonly id: string;
  readonly label: string;
  readonly halt: number;
}[] = [
  { id: 'slope', label: 'Slope', halt: 1 },
  { id: 'linear-obstacle', label: 'Linear obstacle', halt: 1 },
  { id: 'open-woods', label: 'Open woods or brush', halt: 1 },
  { id: 'dense-woods', label: 'Dense woods', halt: 2 },
  { id: 'ford', label: 'Ford', halt: 2 },
  { id: 'stream', label: 'Stream', halt: 3 },
  { id: 'built-up', label: 'Built up area', halt: 3 },
  { id: 'swamp', label: 'Swamp or marsh', halt: 3 },
  { id: 'river', label: 'River', halt: 5 },
];

/** T6 modifiers, added to the die roll of the terrain check (3.9). */
export const roughTerrainModifiers: readonly TableModifier[] = [
  { id: 'loose-order', value: 1, label: 'Loose Order' },
  { id: 'leader-attached', value: 1, label: 'Leader attached' },
  { id: 'column', value: 1, label: 'Column formation' },
  { id: 'open-order', value: 2, label: 'Open Order' },
  { id: 'cavalry', value: -1, label: 'Cavalry' },
  { id: 'wagons', value: -2, label: 'Wagons or pack animals' },
  { id: 'impetuous', value: 1, label: 'Unit is impetuous' },
];
