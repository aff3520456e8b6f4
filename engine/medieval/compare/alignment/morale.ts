/** Morale: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const morale: AlignedChapter = {
  id: 'morale',
  title: 'Morale',
  rows: [
    { rules: ['6.0', '6.0', '6.0'] },
    { rules: ['6.1', '6.1', '6.1'] },
    { rules: ['6.1.1', '6.1.1', '6.1.1'] },
    { rules: ['6.1.2', '6.1.2', '6.1.2'] },
    { rules: ['6.1.3', '6.1.3', '6.1.3'] },
    { rules: ['6.1.4', '6.1.4', '6.1.4'] },
    { rules: ['6.1.5', '6.1.5', '6.1.5'] },
    { rules: ['6.1.6', '6.1.6', '6.1.6'] },
    { rules: ['6.1.7', '6.1.7', '6.1.7'] },
    { rules: ['6.1.8', '6.1.8', '6.1.8'] },
    { rules: ['6.1.9', '6.1.9', '6.1.9'] },
    { rules: [null, '6.2', null] },
    { rules: [null, '6.2.1', null] },
    { rules: [null, '6.2.2', null] },
    { rules: [null, '6.2.3', null] },
    { rules: [null, '6.2.4', null] },
    { rules: [null, '6.2.5', null] },
    { rules: [null, '6.2.6', null] },
  ],
};
