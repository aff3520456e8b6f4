/** Panic: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const panic: AlignedChapter = {
  id: 'panic',
  title: 'Panic',
  onlyIn: {
    in: ['kosovo-1389'],
    summary:
      'Kosovo adds panic, a step beyond disorganization: a panicked unit cannot fight, has no SPs or ZoC and must flee by the shortest way to its own map edge, eliminated if it enters an enemy hex or ZoC or leaves the map, until a passed morale test leaves it only disorganized.',
  },
  rows: [
    { rules: [null, '10.0', null] },
    { rules: [null, '10.1', null] },
    { rules: [null, '10.1.1', null] },
    { rules: [null, '10.1.2', null] },
    { rules: [null, '10.1.3', null] },
    { rules: [null, '10.1.4', null] },
    { rules: [null, '10.2', null] },
    { rules: [null, '10.2.1', null] },
    { rules: [null, '10.2.2', null] },
    { rules: [null, '10.2.3', null] },
    { rules: [null, '10.2.4', null] },
    { rules: [null, '10.2.5', null] },
    { rules: [null, '10.3', null] },
    { rules: [null, '10.3.1', null] },
  ],
};
