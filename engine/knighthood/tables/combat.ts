/**
 * Charges and close combat: T11 Reaction chart, T13 Weapon depths,
 * T14 Polearm cohesion, T15 Close combat hit chart, T16 Combat value points.
 */
import { fraction, whole, type HitNumber } from './cells.ts';
import type { ChargeIncrements, TableModifier } from './types.ts';

/** T11 Reaction chart: reaction points by the unit's state and the charge increments used. */
export const reactionPoints: readonly {
  readonly id: 'stationary-infantry' | 'moving-infantry' | 'stationary-cavalry' | 'moving-cavalry';
  readonly label: string;
  readonly points: Readonly<Record<ChargeIncrements, number>>;
}[] = [
  { id: 'stationary-infantry', label: 'Stationary infantry', points: { 1: 1, 2: 2, 3: 3 } },
  { id: 'moving-infantry', label: 'Moving infantry', points: { 1: 0, 2: 1, 3: 2 } },
  { id: 'stationary-cavalry', label: 'Stationary cavalry', points: { 1: 2, 2: 2, 3: 3 } },
  { id: 'moving-cavalry', label: 'Moving cavalry', points: { 1: 1, 2: 2, 3: 3 } },
];

/** T11 modifiers: +1 or -1 reaction point each. */
export const reactionModifiers: readonly TableModifier[] = [
  { id: 'leader-attached', value: 1, label: 'Leader attached to unit' },
  { id: 'open-order', value: 1, label: 'Unit is in open order' },
  { id: 'morale-a', value: 1, label: 'Unit is A morale' },
  { id: 'flank-or-rear', value: -1, label: 'Unit hit on flank or rear' },
  { id: 'not-primary-target', value: -1, label: 'Not the primary target' },
  { id: 'disordered', value: -1, label: 'Unit is in disorder' },
  { id: 'morale-d-or-e', value: -1, label: 'Unit is D or E morale' },
];

/** T13 Weapon depths: how many MMS deep a unit may fight in close combat. */
export const weaponDepths: readonly {
  readonly id: 'pike' | 'long-spear' | 'others';
  readonly mms: number;
}[] = [
  { id: 'pike', mms: 4 },
  { id: 'long-spear', mms: 3 },
  { id: 'others', mms: 2 },
];

/**
 * T14 Polearm cohesion: the modified roll of 1D. The book prints rows "1-"
 * to "6+": 1 or less is incohesive, 2 or more cohesive.
 */
export const cohesionRolls: readonly {
  readonly roll: '1-' | '2' | '3' | '4' | '5' | '6+';
  readonly cohesive: boolean;
}[] = [
  { roll: '1-', cohesive: false },
  { roll: '2', cohesive: true },
  { roll: '3', cohesive: true },
  { roll: '4', cohesive: true },
  { roll: '5', cohesive: true },
  { roll: '6+', cohesive: true },
];

/** T14 cohesion modifiers, added to the die. */
export const cohesionModifiers: readonly TableModifier[] = [
  { id: 'leader-attached', value: 1, label: 'Leader attached' },
  { id: 'morale-a-or-b', value: 1, label: 'A or B morale' },
  { id: 'square', value: 1, label: 'Square' },
  { id: 'regular', value: 1, label: 'Regular' },
  { id: 'morale-d-or-e', value: -1, label: 'D or E morale' },
  { id: 'disordered', value: -2, label: 'Disordered' },
  { id: 'moved-or-changed-formation', value: -4, label: 'Moved or changed formation' },
];

/** The four columns of T15, by the difference in combat value points. */
export type CombatStanding = 'disadvantage' | 'even' | 'advantage' | 'overwhelming';

/** T15 column headings with the differences printed under them. */
export const combatStandings: readonly {
  readonly id: CombatStanding;
  readonly difference: string;
}[] = [
  { id: 'disadvantage', difference: '-1 or less' },
  { id: 'even', difference: '0' },
  { id: 'advantage', difference: '+2 to +5' },
  { id: 'overwhelming', difference: '+6 or more' },
];

/** T15 Close combat hit chart: the hit number for each match-up and standing. */
export const combatHitChart: readonly {
  readonly id: 'cav-vs-cav' | 'cav-vs-inf' | 'inf-vs-inf' | 'inf-vs-cav';
  readonly label: string;
  readonly hits: Readonly<Record<CombatStanding, HitNumber>>;
}[] = [
  {
    id: 'cav-vs-cav',
    label: 'Cav. vs. Cav.',
    hits: { disadvantage: whole(1), even: whole(2), advantage: whole(3), overwhelming: whole(4) },
  },
  {
    id: 'cav-vs-inf',
    label: 'Cav. vs. Inf.',
    hits: {
      disadvantage: whole(1),
      even: whole(3),
      advantage: fraction(4, 3),
      overwhelming: whole(4),
    },
  },
  {
    id: 'inf-vs-inf',
    label: 'Inf. vs. Inf.',
    hits: { disadvantage: whole(1), even: whole(2), advantage: whole(3), overwhelming: whole(4) },
  },
  {
    id: 'inf-vs-cav',
    label: 'Inf. vs. Cav.',
    hits: {
      disadvantage: fraction(1, 3),
      even: whole(1),
      advantage: whole(2),
      overwhelming: whole(3),
    },
  },
];

/**
 * T16 Combat value points: a side's points for its troops and weapons. The
 * armour-class line gives one point per class; the polearm line two per cohesive rank.
 */
export const combatValuePoints: readonly TableModifier[] = [
  { id: 'armour-class', value: 1, label: 'Each armour class of the unit' },
  {
    id: 'first-chivalry-charge',
    value: 3,
    label: 'First charge of mounted chivalry (once a battle)',
  },
  { id: 'chivalry', value: 1, label: 'Chivalry' },
  {
    id: 'protected-cavalry-vs-infantry',
    value: 1,
    label: 'Protected cavalry against infantry without usable polearms',
  },
  { id: 'impetuous-charge', value: 2, label: 'Impetuous charging unit' },
  { id: 'wedge-charge', value: 2, label: 'Wedge formation charging' },
  { id: 'morale-a', value: 1, label: 'Morale A' },
  { id: 'superior-morale', value: 1, label: 'Better morale class than the opponent' },
  { id: 'morale-e', value: -1, label: 'Morale E' },
  { id: 'htw-first-contact', value: 1, label: 'HTW on first contact (once a battle)' },
  { id: 'jls', value: 1, label: 'JLS' },
  { id: 'charging-lance', value: 2, label: 'Charging cavalry with L' },
  { id: 'cohesive-polearm-rank', value: 2, label: 'Each cohesive rank of P or LTS' },
  { id: '2hcw', value: 2, label: '2HCW' },
  { id: '2hct-vs-infantry', value: 4, label: '2HCT vs. infantry' },
  { id: '2hct-vs-cavalry', value: 2, label: '2HCT vs. cavalry' },
];

/** T16 situation modifiers; the leader's bonus ("+?") is the attached leader's CC value (T18). */
export const combatSituationModifiers: readonly (Omit<TableModifier, 'value'> & {
  readonly value: number | 'leader-cc';
})[] = [
  { id: 'leader-attached', value: 'leader-cc', label: 'Leader attached (his CC bonus)' },
  { id: 'defending-up-slope', value: 2, label: 'Defending up slope' },
  { id: 'cohesive-polearms-vs-cavalry', value: 3, label: 'Cohesive polearms facing cavalry' },
  { id: 'flank-or-rear', value: 3, label: 'Attacking flank or rear' },
  {
    id: 'superior-position',
    value: -4,
    label: 'Attacking a unit in a superior position (not slope)',
  },
];
