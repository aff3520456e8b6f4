/**
 * Morale and leaders: T17A Morale results chart, T17B Morale check results,
 * T18 Random leader, T19 Leader vulnerability, T20 Leader hit chart,
 * T21 Honor points, T22 Breaking a shield wall, T23 Seeking out a leader.
 */
import { fraction, whole, type HitNumber } from './cells.ts';
import type { MoraleClass, RollRange, TableModifier } from './types.ts';

/** T17B result codes: Advance, Carry on, Retire, Break, Destroyed. */
export type MoraleResult = 'A' | 'C' | 'R' | 'B' | 'D';

/**
 * T17A Morale results chart: for each morale class the results for a modified
 * 1D of 0 or less (first), then 1 to 11, then 12 or more (last): 13 columns.
 */
export const moraleResults: Readonly<Record<MoraleClass, readonly MoraleResult[]>> = {
  A: ['A', 'C', 'C', 'C', 'C', 'C', 'C', 'R', 'R', 'R', 'R', 'B', 'B'],
  B: ['A', 'C', 'C', 'C', 'C', 'C', 'R', 'R', 'R', 'R', 'B', 'B', 'D'],
  C: ['A', 'C', 'C', 'C', 'C', 'R', 'R', 'R', 'R', 'B', 'B', 'D', 'D'],
  D: ['A', 'C', 'C', 'C', 'R', 'R', 'R', 'R', 'B', 'B', 'D', 'D', 'D'],
  E: ['A', 'C', 'C', 'R', 'R', 'R', 'R', 'B', 'B', 'D', 'D', 'D', 'D'],
};

/** T17A modifiers to the die; "each" lines count once per case, casualty lines by band. */
export const moraleModifiers: readonly (Omit<TableModifier, 'value'> & {
  readonly value: number | 'leader-m';
})[] = [
  {
    id: 'leader-bonus',
    value: 'leader-m',
    label: 'Attached leader morale bonus, plus or minus as the player chooses',
  },
  {
    id: 'friend-or-cover-near',
    value: -1,
    label: 'Friend in good morale or friendly terrain within 5" (2 at most)',
  },
  { id: 'leader-or-banner-near', value: -1, label: 'Leader within 5", banner attached (each)' },
  { id: 'in-cover-or-up-slope', value: -2, label: 'Unit in cover or up slope' },
  {
    id: 'enemy-falling-back',
    value: -1,
    label: 'CL or LS enemy within 15" in sight falling back, retiring, broken, destroyed or routed',
  },
  {
    id: 'chivalry-facing-chivalry',
    value: -2,
    label: 'Chivalry facing chivalry within 15" in sight',
  },
  { id: 'leader-lost', value: 2, label: 'Leader lost or fled within 15" in sight' },
  { id: 'pushed-back', value: 1, label: 'Each 2" pushed back or broken through in CC' },
  { id: 'casualties-10-25', value: 1, label: '10-25% casualties' },
  { id: 'casualties-25-50', value: 3, label: '25-50% casualties' },
  { id: 'casualties-51', value: 6, label: '51% or more casualties' },
  {
    id: 'flank-or-rear-threatened',
    value: 1,
    label:
      'Each flank or rear threatened within 15" (or fired on at any range), by enemy in good morale (read here)',
  },
  {
    id: 'friend-falling-back',
    value: 1,
    label:
      'Each friendly unit in sight within 15" that is falling back, retiring, broken, destroyed or routed',
  },
];

/** T17B Morale check results, in the printed order. */
export const moraleResultNames: readonly { readonly code: MoraleResult; readonly name: string }[] =
  [
    { code: 'D', name: 'Destroyed' },
    { code: 'B', name: 'Break' },
    { code: 'R', name: 'Retire' },
    { code: 'C', name: 'Carry on' },
    { code: 'A', name: 'Advance' },
  ];

/** Leader classes A to D (T18). */
export type LeaderClass = 'A' | 'B' | 'C' | 'D';

/**
 * T18 Random leader chart: 1D, with a 6 rolled again ("5-6*"): a second 6
 * ("6+6") makes him Rash. CC is his close combat bonus, M his morale bonus.
 */
export const randomLeaders: readonly {
  readonly roll: string;
  readonly leader: LeaderClass;
  readonly name: string;
  readonly cc: number;
  readonly morale: number;
}[] = [
  { roll: '1', leader: 'A', name: 'Cautious', cc: -1, morale: 0 },
  { roll: '2-4', leader: 'B', name: 'Deliberate', cc: 0, morale: 1 },
  { roll: '5-6*', leader: 'C', name: 'Bold', cc: 1, morale: 1 },
  { roll: '6+6', leader: 'D', name: 'Rash', cc: 2, morale: 2 },
];

/** T19 Leader vulnerability: the hit number from missile fire (MF column) and in close combat (CC). */
export const leaderVulnerability: Readonly<
  Record<LeaderClass, { readonly missile: HitNumber; readonly closeCombat: HitNumber }>
> = {
  A: { missile: fraction(1, 2), closeCombat: fraction(1, 2) },
  B: { missile: fraction(1, 2), closeCombat: fraction(1, 3) },
  C: { missile: fraction(1, 2), closeCombat: fraction(1, 4) },
  D: { missile: fraction(1, 2), closeCombat: fraction(1, 5) },
};

/** A T20 result: what a hit does to a leader. */
export type LeaderHitResult = 'unharmed' | 'severe-wound' | 'mortal-wound' | 'killed';

/**
 * T20's results by name: `label` as the chart prints it, `short` for a leader's
 * condition in a sentence ("Killed and captured").
 */
export const leaderHitResultNames: Readonly<
  Record<LeaderHitResult, { readonly label: string; readonly short: string }>
> = {
  unharmed: { label: 'Unharmed', short: 'Unharmed' },
  'severe-wound': { label: 'Severe wound', short: 'Severe wound' },
  'mortal-wound': { label: 'Mortal wound', short: 'Mortal wound' },
  killed: { label: 'Killed outright', short: 'Killed' },
};

/** T20 Leader hit chart: 1D result and the 1D range on which he is captured. */
export const leaderHits: readonly {
  readonly roll: RollRange;
  readonly result: LeaderHitResult;
  readonly capture: RollRange;
}[] = [
  { roll: { from: 1, to: 2 }, result: 'unharmed', capture: { from: 1, to: 1 } },
  { roll: { from: 3, to: 4 }, result: 'severe-wound', capture: { from: 1, to: 2 } },
  { roll: { from: 5, to: 5 }, result: 'mortal-wound', capture: { from: 1, to: 3 } },
  { roll: { from: 6, to: 6 }, result: 'killed', capture: { from: 1, to: 5 } },
];

/** T21 Honor points: a leader's starting points. */
export const initialHonorPoints: readonly {
  readonly id: string;
  readonly label: string;
  readonly points: number;
}[] = [
  { id: 'command-first-battle', label: 'Command 1st battle', points: 75 },
  { id: 'command-second-battle', label: 'Command 2nd battle', points: 50 },
  { id: 'king-or-emperor', label: 'King or Emperor', points: 100 },
  { id: 'prince-or-duke', label: 'Prince or Duke', points: 75 },
  { id: 'count-or-earl', label: 'Count or Earl', points: 50 },
  { id: 'other-nobility', label: 'Other nobility', points: 30 },
];

/**
 * T21 Honor points earned in close combat (C) and by missile fire (M); null
 * where the column is blank. "Raid enemy camp" prints "*" for C (8.03 Raids).
 */
export const honorAwards: readonly {
  readonly id: string;
  readonly label: string;
  readonly closeCombat: number | 'raid' | null;
  readonly missile: number | null;
}[] = [
  { id: 'chivalry', label: 'Chivalry', closeCombat: 25, missile: 5 },
  { id: 'other-cavalry', label: 'Other cavalry', closeCombat: 10, missile: 2 },
  { id: 'good-infantry', label: 'A or B morale infantry', closeCombat: 5, missile: 1 },
  { id: 'other-infantry', label: 'Any other infantry', closeCombat: 1, missile: 0 },
  { id: 'captured-king', label: 'Captured a king', closeCombat: 250, missile: -50 },
  {
    id: 'captured-leader',
    label: 'Captured other nobility or leader',
    closeCombat: 100,
    missile: -25,
  },
  { id: 'captured-banner', label: 'Captured enemy banner', closeCombat: 50, missile: 0 },
  { id: 'raided-camp', label: 'Raided the enemy camp', closeCombat: 'raid', missile: 0 },
  { id: 'side-wins', label: 'Own side wins the battle', closeCombat: 250, missile: null },
  {
    id: 'own-king-lost',
    label: 'Own king (or CnC) killed or captured',
    closeCombat: 100,
    missile: null,
  },
  { id: 'own-banner-lost', label: 'Own banner captured', closeCombat: -50, missile: null },
];

/**
 * The advanced Line of Battle rule, printed after 3.9 and not in T17A: a unit
 * out of the line of battle adds +2 to its morale modifiers. Cited by 3.9, the
 * rule it follows, since it carries no number of its own.
 */
export const lineOfBattleModifier = {
  id: 'out-of-line-of-battle',
  value: 2,
  label: 'Unit out of the line of battle (advanced rule after 3.9)',
  /** The line as a form names it; the form shows the rule beside it. */
  name: 'Unit out of the line of battle (advanced rule)',
  rule: '3.9',
} as const;

/** T21 Player's losses: the share of honor points lost, in per cent, by losses up to a share. */
export const honorLosses: readonly { readonly losses: string; readonly percent: number }[] = [
  { losses: 'Up to 25%', percent: -10 },
  { losses: 'Up to 50%', percent: -25 },
  { losses: 'Over 50%', percent: -50 },
];

/** T22 Breaking a shield wall: what adds to the wall's number (9.06; see `shieldWallNote`). */
export const shieldWallModifiers: readonly TableModifier[] = [
  { id: 'armour-class', value: 1, label: 'Per armour class' },
  { id: 'morale-a-or-b', value: 1, label: 'Unit is A or B morale' },
  { id: 'leader-attached', value: 1, label: 'Leader attached' },
  { id: 'defending-up-slope', value: 1, label: 'Unit is defending up slope' },
];

/** T22: the roll that breaks a shield wall. */
export const shieldWallBreaksOn = 6;

/** T23 Seeking out a leader: the chance to find him, seeker (row) against target (column) (9.11). */
export const seekingChances: Readonly<
  Record<LeaderClass, Readonly<Record<LeaderClass, HitNumber>>>
> = {
  A: { A: fraction(1, 3), B: fraction(2, 3), C: whole(3), D: fraction(4, 3) },
  B: { A: whole(1), B: whole(2), C: fraction(3, 3), D: whole(4) },
  C: { A: whole(2), B: fraction(3, 3), C: whole(3), D: fraction(5, 3) },
  D: { A: fraction(3, 3), B: whole(3), C: fraction(4, 3), D: whole(5) },
};

/** T23 distance modifiers: each ten moves the chance one step of the first die (9.11). */
export const seekingModifiers: readonly TableModifier[] = [
  { id: 'in-contact', value: 20, label: 'Units or leaders in contact' },
  { id: 'within-5', value: 10, label: 'Units or leaders within 5"' },
  { id: 'within-15', value: 0, label: 'Units or leaders within 15"' },
  { id: 'within-30', value: -20, label: 'Units or leaders within 30"' },
  { id: 'elevated', value: 20, label: 'One or both elevated' },
  { id: 'enemy-between', value: -10, label: 'Each enemy unit in between' },
  { id: 'over-30', value: -30, label: 'Units are over 30" apart' },
];
