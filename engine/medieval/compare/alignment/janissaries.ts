/** Janissaries: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const janissaries: AlignedChapter = {
  id: 'janissaries',
  title: 'Janissaries',
  onlyIn: { in: ['kosovo-1389'], summary: 'REVIEW' },
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
