/** Names of the dice a tool asks for, where the name states a rule fact. */

/**
 * T9 fractions: the name of the slot for second dice, one per first die that
 * shows the fraction's first figure ("Second dice (one per first die of 2)").
 */
export function secondDiceSlotName(first: number | undefined, dice = 'Second dice'): string {
  return `${dice} (one per first die of ${first})`;
}
