/** Panic: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const panic: AlignedChapter = {
  id: 'panic',
  title: 'Panic',
  onlyIn: { in: ['kosovo-1389'], summary: 'REVIEW' },
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
