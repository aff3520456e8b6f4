/** Fatigue: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const fatigue: AlignedChapter = {
  id: 'fatigue',
  title: 'Fatigue',
  rows: [
    { rules: ['13.0', '14.0', '13.0'] },
    { rules: ['13.1', '14.2', '13.1'] },
    { rules: ['13.1.1', '14.2.1', '13.1.1'] },
    { rules: ['13.1.2', '14.2.2', '13.1.2'] },
    { rules: ['13.1.3', '14.2.3', '13.1.3'] },
    { rules: ['13.1.4', null, '13.1.4'] },
    { rules: ['13.1.5', null, '13.1.5'] },
    { rules: [null, '14.2.4', null] },
    { rules: ['13.1.6', '14.2.5', '13.1.6'] },
    { rules: ['13.2', '14.3', '13.2'] },
    { rules: ['13.2.1', null, '13.2.1'] },
    { rules: ['13.2.2', null, '13.2.2'] },
    { rules: [null, '14.3.1', null] },
  ],
};
