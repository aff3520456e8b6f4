/** Names of the dice a tool asks for, where the name states a rule fact. */
import type { HitNumber } from '../tables/cells.ts';

/**
 * T9 fractions: the name of the slot for second dice, one per first die that
 * shows the fraction's first figure ("Second dice (one per first die of 2)").
 */
export function secondDiceSlotName(first: number | undefined, dice = 'Second dice'): string {
  return `${dice} (one per first die of ${first})`;
}

/**
 * 7.10 and 9.12: a captured leader's dice. A first escape die showing the
 * escape number's first figure calls for a second; a failed escape gives the
 * captor his die; the ransom is a die of its own.
 */
export function captivityDiceNames(escape: HitNumber): {
  readonly escape: string;
  readonly escapeSecond: string;
  readonly captor: string;
  readonly ransom: string;
} {
  const first = escape.kind === 'fraction' ? escape.first : undefined;
  return {
    escape: 'Escape die',
    escapeSecond: `Second escape die (after a ${first})`,
    captor: "Captor's die (after a failed escape)",
    ransom: 'Ransom die',
  };
}

/** 9.11 and T23: the seeking die, and the second die a fraction's first figure calls for. */
export const seekingOutDiceNames = {
  seek: 'Seeking die',
  seekSecond: 'Second seeking die',
} as const;

/** 8.03 Raids: one die per raiding figure for each turn in the camp, read turn by turn. */
export const raidDiceName = 'Raid dice, turn by turn';
