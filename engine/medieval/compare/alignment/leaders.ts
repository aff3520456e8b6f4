/** Leaders: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const leaders: AlignedChapter = {
  id: 'leaders',
  title: 'Leaders',
  rows: [
    {
      // The ranges are printed only in the captions under the chapter title.
      rules: ['8.0', '8.0', '8.0'],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            "Bannockburn's leaders have command range 1; Kosovo's and 1066's leaders have range 2.",
          effect: 'leader-range',
        },
        {
          in: ['1066'],
          summary:
            "1066's captions give the grand leader range 2, the same as a leader, though its 8.1.5 calls grand leaders the leaders with range 3; the other two print range 3.",
        },
      ],
    },
    { rules: ['8.1', '8.1', '8.1'] },
    { rules: ['8.1.1', '8.1.1', '8.1.1'] },
    { rules: ['8.1.2', '8.1.2', '8.1.2'] },
    { rules: ['8.1.3', '8.1.3', '8.1.3'] },
    { rules: ['8.1.4', '8.1.4', '8.1.4'] },
    { rules: ['8.1.5', '8.1.5', '8.1.5'] },
    { rules: ['8.1.6', '8.1.6', '8.1.6'] },
    {
      rules: ['8.1.7', '8.1.8', '8.1.7'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            "Kosovo's leaders are never disorganized or panicked, its states in place of scatter; in the other two they never scatter.",
        },
      ],
    },
    { rules: ['8.2', '8.2', '8.2'] },
    { rules: ['8.2.1', '8.2.1', '8.2.1'] },
    { rules: ['8.2.2', '8.2.2', '8.2.2'] },
    { rules: ['8.2.3', '8.2.3', '8.2.3'] },
    { rules: ['8.2.4', '8.2.4', '8.2.4'] },
    { rules: ['8.2.5', '8.2.5', '8.2.5'] },
    {
      // Kosovo prints its leader's retreat among the general rules (8.1.7), one
      // rule where the others print two under 8.2: the row keeps their order.
      rules: [['8.2.6', '8.2.7'], '8.1.7', ['8.2.6', '8.2.7']],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo has a leader pursue and retreat as a regular unit does; the other two have him retreat on his own, apart from the units he was stacked with.',
        },
      ],
    },
    { rules: ['8.2.8', '8.2.6', '8.2.8'] },
    { rules: ['8.2.9', '8.2.7', '8.2.9'] },
    { rules: ['8.2.10', '8.2.8', '8.2.10'] },
  ],
};
