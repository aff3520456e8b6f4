/** Zone of control: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const zoneOfControl: AlignedChapter = {
  id: 'zone-of-control',
  title: 'Zone of control',
  rows: [
    { rules: ['3.0', '3.0', '3.0'] },
    { rules: ['3.1', '3.1', '3.1'] },
    { rules: ['3.1.1', '3.1.1', '3.1.1'] },
    {
      rules: ['3.1.2', '3.1.2', '3.1.2'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo gives the 2 CMs for each rear hex that holds attackers; the other two give 2 CMs once.',
          effect: 'rear-attack',
        },
      ],
    },
    { rules: ['3.2', '3.2', '3.2'] },
    { rules: ['3.2.1', '3.2.1', '3.2.1'] },
    { rules: ['3.2.2', '3.2.2', '3.2.2'] },
    { rules: ['3.2.3', '3.2.3', '3.2.3'] },
    { rules: ['3.2.4', '3.2.4', '3.2.4'] },
    { rules: ['3.3', '3.3', '3.3'] },
    { rules: ['3.3.1', '3.3.1', '3.3.1'] },
    { rules: ['3.3.2', '3.3.2', '3.3.2'] },
    { rules: ['3.3.3', '3.3.3', '3.3.3'] },
  ],
};
