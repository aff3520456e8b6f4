/** Janissaries: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const janissaries: AlignedChapter = {
  id: 'janissaries',
  title: 'Janissaries',
  onlyIn: {
    in: ['kosovo-1389'],
    summary:
      'Kosovo alone has the Ottoman Janissaries: infantry that start with palisades (2 CMs in defence against cavalry, 1 against infantry, in their 3 front hexes), must stay within 10 hexes of Janissar-Aga, and may shoot their bows at the enemy before a combat.',
  },
  rows: [
    { rules: [null, '15.0', null] },
    { rules: [null, '15.1', null] },
    { rules: [null, '15.1.1', null] },
    { rules: [null, '15.1.2', null] },
    { rules: [null, '15.1.3', null] },
    { rules: [null, '15.1.4', null] },
    { rules: [null, '15.2', null] },
    { rules: [null, '15.2.1', null] },
    { rules: [null, '15.2.2', null] },
    { rules: [null, '15.2.3', null] },
    { rules: [null, '15.2.4', null] },
    { rules: [null, '15.2.5', null] },
  ],
};
