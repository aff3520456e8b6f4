/** Where From Macbeth to Medici games are kept in this browser (small: the page reads it at load). */
export const gameShelfName = ['macbeth-to-medici-games', 'games'] as const;
