/** Scatter and disorganization: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const scatterAndDisorganization: AlignedChapter = {
  id: 'scatter-and-disorganization',
  title: 'Scatter and disorganization',
  rows: [
    { rules: ['9.0', null, '9.0'] },
    { rules: [null, '9.0', null] },
    { rules: ['9.1', '9.1', '9.1'] },
    { rules: ['9.1.1', '9.1.1', '9.1.1'] },
    { rules: ['9.1.2', null, '9.1.2'] },
    { rules: [null, '9.1.2', null] },
    { rules: ['9.1.3', '9.1.3', '9.1.3'] },
    { rules: ['9.1.4', '9.1.4', '9.1.4'] },
    { rules: ['9.1.5', null, '9.1.5'] },
    { rules: ['9.1.6', null, '9.1.6'] },
    { rules: ['9.1.7', null, '9.1.7'] },
    { rules: ['9.1.8', null, '9.1.8'] },
    { rules: [null, '9.2', null] },
    { rules: [null, '9.2.1', null] },
    { rules: [null, '9.2.2', null] },
    { rules: [null, '9.2.3', null] },
    { rules: [null, '9.2.4', null] },
    { rules: [null, '9.3', null] },
    { rules: [null, '9.3.1', null] },
  ],
};
