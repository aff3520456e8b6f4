/** Units organization: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const unitsOrganization: AlignedChapter = {
  id: 'units-organization',
  title: 'Units organization',
  rows: [
    { rules: ['12.0', '13.0', '12.0'] },
    { rules: ['12.1', '13.1', '12.1'] },
    { rules: ['12.1.1', '13.1.1', '12.1.1'] },
    { rules: ['12.1.2', null, '12.1.2'] },
    { rules: ['12.1.3', null, '12.1.3'] },
    { rules: [null, '13.1.2', null] },
    { rules: [null, '13.1.3', null] },
  ],
};
