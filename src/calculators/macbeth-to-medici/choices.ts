/** The book's vocabulary as the tools offer it in their inputs. */
import type { Choice } from '../kit/tool-state.svelte.ts';

export const experienceChoices: readonly Choice[] = [
  { value: 'green', label: 'Green' },
  { value: 'seasoned', label: 'Seasoned' },
  { value: 'veteran', label: 'Veteran' },
];

export const orderChoices: readonly Choice[] = [
  { value: 'open', label: 'Open order' },
  { value: 'loose', label: 'Loose order' },
  { value: 'close', label: 'Close order' },
];

/** Leadership of an officer leading the unit in person: a die's score, or no officer. */
export const officerChoices: readonly Choice[] = [
  { value: 'none', label: 'no officer' },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `Leadership ${n}` })),
];

export const armourChoices: readonly Choice[] = [
  { value: 'unarmoured', label: 'Unarmoured' },
  { value: 'light', label: 'Light armour' },
  { value: 'heavy', label: 'Heavy armour' },
  { value: 'full', label: 'Full armour' },
];

export const moraleChoices: readonly Choice[] = [
  { value: 'steady', label: 'Steady' },
  { value: 'erratic', label: 'Erratic' },
];

/** The officer's Leadership, or undefined for no officer. */
export function leadershipOf(value: string): number | undefined {
  return value === 'none' ? undefined : Number(value);
}

/** Normal and average dice, as the combat rules name a unit's dice. */
export const unitDiceChoices: readonly Choice[] = [
  { value: 'd6', label: 'normal (d6)' },
  { value: 'average', label: 'average' },
];

export const temperamentChoices: readonly Choice[] = [
  { value: 'enraged', label: 'Enraged' },
  { value: 'rash', label: 'Rash' },
  { value: 'bold', label: 'Bold' },
  { value: 'cautious', label: 'Cautious' },
  { value: 'shaken', label: 'Shaken' },
];

export const originChoices: readonly Choice[] = [
  { value: 'feudal', label: 'Feudal' },
  { value: 'regular', label: 'Regular' },
  { value: 'tribal', label: 'Tribal' },
];

/** A rating from one die: 1 to 6. */
export const ratingChoices: readonly Choice[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  value: String(n),
  label: String(n),
}));
