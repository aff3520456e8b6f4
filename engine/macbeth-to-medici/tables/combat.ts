/**
 * Firing, impact, melee and fatigue: the book's tables as data.
 */
import type {
  Experience,
  ExtraDieCause,
  FiringTime,
  ImpactWeapon,
  MeleeWeapon,
  Order,
  TargetAction,
} from './types.ts';

/**
 * The 2 / 3 / 4 by order that recurs through the book: the skirmish value,
 * the impact and melee base, and the fatigue pass level.
 */
export const valueByOrder: Readonly<Record<Order, number>> = { open: 2, loose: 3, close: 4 };

/** Archery: the base firing value by order (volume of fire). */
export const firingValueByOrder: Readonly<Record<Order, number>> = { open: 4, loose: 6, close: 8 };

/** Archery: effective ranges in inches. */
export const bowRanges = {
  longbow: 18,
  'longbow-heavy-arrows': 12,
  'other-foot-bow': 12,
  'mounted-bow': 6,
} as const;

/** Archery: the bows as the range rule names them. */
export const bowNames: Readonly<Record<keyof typeof bowRanges, string>> = {
  longbow: 'Longbow',
  'longbow-heavy-arrows': 'Longbow with heavy (armour-piercing) arrows',
  'other-foot-bow': 'Other foot bows',
  'mounted-bow': 'All mounted bows',
};

/** Archery: the largest random factor, by the time there is to shoot. */
export const firingTimeCap: Readonly<Record<FiringTime, number>> = {
  'with-initiative': 5,
  drawn: 3,
  'without-initiative': 1,
};

/** Archery: the two ratings added up for the target's defence value. */
export const defenceRatings: {
  readonly experience: Readonly<Record<Experience, number>>;
  readonly action: Readonly<Record<TargetAction, number>>;
} = {
  experience: { green: 2, seasoned: 3, veteran: 4 },
  action: { 'falling-back': 2, standing: 3, advancing: 4 },
};

/** Firing gunnes: a bombard's range in inches; an explosion hits units within 1d6 inches. */
export const bombardRange = 24;

/** Skirmish fire: overlapping elements add 1 each, up to this many. */
export const skirmishOverlapMax = 2;

/** Impact combat: the largest random factor, by weapon. */
export const impactWeaponCap: Readonly<Record<ImpactWeapon, number>> = {
  'heavy-lance': 5,
  'light-lance': 3,
  other: 1,
};

/** Impact combat: the weapon types as printed. */
export const impactWeaponNames: Readonly<Record<ImpactWeapon, string>> = {
  'heavy-lance': 'Heavy lance',
  'light-lance': 'Light lance',
  other: 'Other weapons',
};

/** Melee combat: each order's weapons and the largest random factor they allow. */
export const meleeWeaponCap: readonly {
  readonly order: Order;
  readonly weapons: string;
  readonly cap: number;
}[] = [
  { order: 'close', weapons: 'Pike, mounted sword, improvised', cap: 1 },
  { order: 'loose', weapons: 'Sword, spear, light lance, etc.', cap: 3 },
  { order: 'open', weapons: 'Swordsman, halberd, etc.', cap: 5 },
];

/**
 * Melee combat: each weapon the table names, in its row's order; the "etc."
 * of a row as a weapon of its own. The heavy lance has no row (order null):
 * where it fights is a reading (heavy-lance-melee).
 */
export const meleeWeapons: readonly {
  readonly id: MeleeWeapon;
  readonly name: string;
  readonly order: Order | null;
}[] = [
  { id: 'pike', name: 'Pike', order: 'close' },
  { id: 'mounted-sword', name: 'Mounted sword', order: 'close' },
  { id: 'improvised', name: 'Improvised', order: 'close' },
  { id: 'sword', name: 'Sword', order: 'loose' },
  { id: 'spear', name: 'Spear', order: 'loose' },
  { id: 'light-lance', name: 'Light lance', order: 'loose' },
  { id: 'other-loose', name: 'Other weapons of the sword row (etc.)', order: 'loose' },
  { id: 'swordsman', name: 'Swordsman', order: 'open' },
  { id: 'halberd', name: 'Halberd', order: 'open' },
  { id: 'other-open', name: 'Other weapons of the halberd row (etc.)', order: 'open' },
  { id: 'heavy-lance', name: 'Heavy lance', order: null },
];

/** Impact combat: each cause adds one plus or one minus die. */
export const impactExtraDice: readonly ExtraDieCause[] = [
  { id: 'steady-pike-v-mounted', label: 'Steady pike facing mounted', sign: 'plus' },
  {
    id: 'steady-pike-v-impetuous-mounted',
    label: 'Steady pike facing Impetuous mounted',
    sign: 'plus',
  },
  { id: 'enemy-supporting-fire', label: 'Enemy has supporting fire', sign: 'minus' },
  { id: 'non-impetuous-charge-on-pike', label: 'Non-Impetuous charge on pike', sign: 'minus' },
  { id: 'lighter-armour', label: 'In lighter armour', sign: 'minus' },
  { id: 'unformed', label: 'If unformed', sign: 'minus' },
  { id: 'fired-without-initiative', label: 'Fired this turn without Initiative', sign: 'minus' },
];

/** Melee combat: each cause adds one plus or one minus die. */
export const meleeExtraDice: readonly ExtraDieCause[] = [
  {
    id: 'charging-or-following-up',
    label: 'Charging, counter-charging or following up',
    sign: 'plus',
  },
  { id: 'impetuous', label: 'If Impetuous', sign: 'plus' },
  { id: 'mounted-v-foot', label: 'Mounted versus foot', sign: 'plus' },
  { id: 'enemy-unformed', label: 'Fighting unformed enemy', sign: 'plus' },
  { id: 'enemy-shieldless', label: 'Fighting shieldless enemy', sign: 'plus' },
  { id: 'attacking-flank-or-rear', label: 'Attacking flank or rear', sign: 'plus' },
  { id: 'enemy-supporting-fire', label: 'Enemy has supporting fire', sign: 'minus' },
  { id: 'lighter-armour', label: 'In lighter armour', sign: 'minus' },
  { id: 'unformed', label: 'If unformed', sign: 'minus' },
  { id: 'fired-without-initiative', label: 'Fired this turn without Initiative', sign: 'minus' },
  { id: 'under-artillery-fire', label: 'Under artillery fire this turn', sign: 'minus' },
  { id: 'attacked-in-flank', label: 'Attacked in flank', sign: 'minus' },
];

/** Fatigue: the score's base by how the unit moves (cavalry and dismounted alike start at 1). */
export const fatigueBase = { foot: 0, dismounted: 1, cavalry: 1 } as const;

/** Fatigue: what adds to the score. Terrain adds the total of the classes that slowed the unit. */
export const fatigueAdditions: readonly {
  readonly id: string;
  readonly label: string;
  readonly add: number | 'terrain';
}[] = [
  { id: 'moved-fast', label: 'Charged, counter-charged, doubled or evaded', add: 1 },
  { id: 'fired', label: 'Fired this turn', add: 1 },
  { id: 'impact', label: 'Each Impact combat this turn', add: 1 },
  { id: 'melee', label: 'Each Melee combat this turn', add: 1 },
  { id: 'heavy-armour', label: 'Heavy armour', add: 1 },
  { id: 'full-armour', label: 'Full armour', add: 2 },
  { id: 'terrain', label: 'Slowed by terrain', add: 'terrain' },
];
