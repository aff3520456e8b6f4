/** Basic information: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const basicInformation: AlignedChapter = {
  id: 'basic-information',
  title: 'Basic information',
  rows: [
    { rules: ['1.0', '1.0', '1.0'] },
    { rules: ['1.1', '1.1', '1.1'] },
    { rules: ['1.2', '1.2', '1.2'] },
    { rules: ['1.3', '1.3', '1.3'] },
    { rules: ['1.4', '1.4', '1.4'] },
    { rules: ['1.5', '1.5', '1.5'] },
    { rules: ['1.6', '1.6', '1.6'] },
    { rules: ['1.7', '1.7', '1.7'] },
  ],
};
