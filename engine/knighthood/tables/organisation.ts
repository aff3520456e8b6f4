/**
 * Organising an army: T1 Figure mounting, T2 Weapon definitions, T4 Troop
 * cost. There is no T3 in the book: its tables jump from T2 to T4.
 */
import type { ArmourClass, MoraleClass, Order } from './types.ts';

/** T1 Figure mounting: depth of one MMS in millimetres (15 mm / 25 mm figures) and figures per MMS. */
export const figureMountings: readonly {
  readonly id: string;
  readonly order: Order;
  readonly mounted: boolean;
  readonly label: string;
  readonly depth: { readonly mm15: number; readonly mm25: number };
  readonly figures: number;
}[] = [
  {
    id: 'close-order-infantry',
    order: 'CL',
    mounted: false,
    label: 'Close order infantry: polearms, or regular infantry with 2HCT',
    depth: { mm15: 12, mm25: 20 },
    figures: 4,
  },
  {
    id: 'loose-order-infantry',
    order: 'LS',
    mounted: false,
    label: 'Loose order infantry: heavy or medium foot with missile or melee weapons',
    depth: { mm15: 12, mm25: 20 },
    figures: 3,
  },
  {
    id: 'open-order-infantry',
    order: 'OO',
    mounted: false,
    label: 'Open order infantry: light foot skirmishing with missile weapons',
    depth: { mm15: 15, mm25: 30 },
    figures: 2,
  },
  {
    id: 'close-order-cavalry',
    order: 'CL',
    mounted: true,
    label: 'Close order cavalry: lance, javelin or melee weapon',
    depth: { mm15: 25, mm25: 40 },
    figures: 3,
  },
  {
    id: 'open-order-cavalry',
    order: 'OO',
    mounted: true,
    label: 'Open order cavalry: missile weapons or skirmishers',
    depth: { mm15: 25, mm25: 40 },
    figures: 2,
  },
];

/** The weapon codes of T2. */
export type WeaponCode =
  'S' | 'SB' | 'LB' | 'CB' | 'HCB' | 'P' | 'LTS' | 'L' | 'HTW' | '2HCW' | '2HCT' | 'LHW';

/** T2 Weapon definitions: code, name, group and the orders the weapon may be based in. */
export const weapons: readonly {
  readonly code: WeaponCode;
  readonly name: string;
  readonly group: 'missile' | 'polearm' | 'melee';
  readonly orders: readonly Order[];
  readonly note: string;
}[] = [
  { code: 'S', name: 'Sling', group: 'missile', orders: ['LS', 'OO'], note: '' },
  { code: 'SB', name: 'Bow', group: 'missile', orders: ['LS', 'OO'], note: 'foot or mounted' },
  { code: 'LB', name: 'Longbow', group: 'missile', orders: ['LS', 'OO'], note: 'the English bow' },
  {
    code: 'CB',
    name: 'Crossbow',
    group: 'missile',
    orders: ['LS', 'OO'],
    note: 'latch and one-handed loading',
  },
  {
    code: 'HCB',
    name: 'Heavy Crossbow',
    group: 'missile',
    orders: ['LS', 'OO'],
    note: 'arbalests and pulley-drawn bows',
  },
  { code: 'P', name: 'Pike', group: 'polearm', orders: ['CL'], note: 'to twenty feet, two hands' },
  {
    code: 'LTS',
    name: 'Long Spear',
    group: 'polearm',
    orders: ['CL', 'LS'],
    note: 'eight to twelve feet',
  },
  {
    code: 'L',
    name: 'Lance',
    group: 'melee',
    orders: ['CL'],
    note: 'cavalry shock weapon, ten feet or more',
  },
  {
    code: 'HTW',
    name: 'Heavy Throwing Weapon',
    group: 'melee',
    orders: ['CL', 'LS'],
    note: 'axes or spears thrown as the fight starts',
  },
  {
    code: '2HCW',
    name: 'Two Handed Cutting Weapon',
    group: 'melee',
    orders: ['LS'],
    note: 'great axes, swords, flails and maces',
  },
  {
    code: '2HCT',
    name: 'Two Handed Cut & Thrust',
    group: 'melee',
    orders: ['CL', 'LS'],
    note: 'halberds of every kind',
  },
  {
    code: 'LHW',
    name: 'Light Hand Weapons',
    group: 'melee',
    orders: ['CL', 'LS', 'OO'],
    note: 'short swords, daggers and the like',
  },
];

/** A T4 cost per figure for infantry and cavalry; null where the table prints "-". */
export interface FigureCost {
  readonly infantry: number | null;
  readonly cavalry: number | null;
}

const cost = (infantry: number | null, cavalry: number | null): FigureCost => ({
  infantry,
  cavalry,
});
const none = cost(null, null);

/** T4 Troop cost: points per figure by armour class (rows) and morale class (columns). */
export const troopCosts: Readonly<Record<ArmourClass, Readonly<Record<MoraleClass, FigureCost>>>> =
  {
    SH: { A: cost(12, 15), B: cost(10, 13), C: cost(9, 12), D: none, E: none },
    EH: { A: cost(10, 13), B: cost(8, 11), C: cost(7, 10), D: cost(6, 9), E: none },
    H: { A: cost(8, 11), B: cost(6, 9), C: cost(5, 8), D: cost(4, 7), E: none },
    M: { A: cost(7, 10), B: cost(5, 8), C: cost(4, 7), D: cost(3, 6), E: cost(2, 5) },
    L: { A: none, B: cost(4, 7), C: cost(3, 6), D: cost(2, 5), E: cost(2, null) },
  };

/** T4 Weapon cost: points added per figure. */
export const weaponCosts: readonly {
  readonly id: string;
  readonly label: string;
  readonly points: number;
}[] = [
  {
    id: 'pike-spear-javelin-lance',
    label: 'Pike, long thrusting spear, javelin or lance',
    points: 1,
  },
  { id: 'two-handed-cut-and-thrust', label: 'Two handed cut and thrust weapon', points: 2 },
  {
    id: 'two-handed-cutting-or-heavy-throwing',
    label: 'Two handed cutting or heavy throwing weapon',
    points: 1,
  },
  { id: 'bow-or-sling', label: 'Bow or sling', points: 1 },
  { id: 'longbow-or-heavy-crossbow', label: 'Longbow or heavy crossbow', points: 3 },
  { id: 'crossbow', label: 'Crossbow', points: 2 },
  { id: 'protected-cavalry', label: 'Protected cavalry', points: 1 },
  { id: 'regular-infantry', label: 'Regular infantry', points: 1 },
  { id: 'regular-cavalry', label: 'Regular cavalry', points: 2 },
];

/**
 * T4 Command and control: points for leaders and banners, and the command
 * points added to units' costs (per unit: "15 ea."; the sub-unit cost is "+5").
 */
export const commandCosts: readonly {
  readonly id: string;
  readonly label: string;
  readonly points: number;
  /** T4 prints this line's points with a plus sign ("+5"). */
  readonly printedPlus?: true;
}[] = [
  { id: 'commander-in-chief', label: 'Commander in chief', points: 0 },
  { id: 'additional-leader', label: 'Each additional leader figure', points: 50 },
  { id: 'army-banner', label: 'Army banner', points: 0 },
  { id: 'additional-wing-banner', label: 'Each additional wing banner', points: 50 },
  { id: 'irregular-first-five', label: 'Irregular unit, the first five', points: 15 },
  { id: 'irregular-additional', label: 'Irregular unit beyond five', points: 25 },
  { id: 'regular-first-eight', label: 'Regular unit, the first eight', points: 10 },
  { id: 'regular-additional', label: 'Regular unit beyond eight', points: 15 },
  { id: 'sub-unit', label: 'Sub-unit command (regulars only)', points: 5, printedPlus: true },
];

/** T4 Miscellaneous: extras and their points ("+2" for a pavise is per figure). */
export const miscellaneousCosts: readonly {
  readonly id: string;
  readonly label: string;
  readonly points: number;
  /** T4 prints this line's points with a plus sign ("+5"). */
  readonly printedPlus?: true;
}[] = [
  { id: 'wagon', label: 'Wagon with crew and animals', points: 15 },
  { id: 'pack-animal', label: 'Pack animal with crew', points: 5 },
  { id: 'mount-infantry', label: 'Mounting infantry', points: 2 },
  { id: 'pavise', label: 'Pavise, per figure', points: 2, printedPlus: true },
  { id: 'unplaced-stakes', label: 'Unplaced stakes, 1 MMS wide', points: 3 },
  { id: 'emplaced-stakes', label: 'Emplaced stakes or abatis, 1 MMS wide', points: 2 },
  { id: 'additional-ammunition', label: 'Extra ammunition, per figure', points: 1 },
];
