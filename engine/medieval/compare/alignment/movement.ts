/** Movement: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const movement: AlignedChapter = {
  id: 'movement',
  title: 'Movement',
  rows: [
    { rules: ['4.0', '4.0', '4.0'] },
    { rules: ['4.1', '4.1', '4.1'] },
    { rules: ['4.1.1', '4.1.1', '4.1.1'] },
    { rules: ['4.1.2', '4.1.2', '4.1.2'] },
    { rules: ['4.1.3', '4.1.3', '4.1.3'] },
    { rules: ['4.1.4', '4.1.4', '4.1.4'] },
    { rules: ['4.1.5', '4.1.5', '4.1.5'] },
    { rules: ['4.1.6', '4.1.6', '4.1.6'] },
    { rules: ['4.1.7', '4.1.7', '4.1.7'] },
    { rules: ['4.2', '4.2', '4.2'] },
    { rules: ['4.2.1', '4.2.1', '4.2.1'] },
    { rules: ['4.2.2', '4.2.2', '4.2.2'] },
    { rules: ['4.2.3', '4.2.3', '4.2.3'] },
    { rules: ['4.2.4', '4.2.4', '4.2.4'] },
    // Kosovo prints its river rule after its two terrain penalties; the rows follow Bannockburn and 1066.
    { rules: ['4.2.5', '4.2.7', '4.2.5'] },
    {
      rules: ['4.2.6', '4.2.5', '4.2.6'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'A unit with a CF above 0 entering forest, village, ford or fortifications scatters and loses 1 SP; Kosovo instead disorganizes cavalry entering forest, village or swamps off a road, with no SP lost.',
        },
      ],
    },
    {
      rules: ['4.2.7', '4.2.6', '4.2.7'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Any unit entering swamps off a road loses 1 SP and scatters; Kosovo instead disorganizes infantry entering swamps off a road, with no SP lost.',
        },
      ],
    },
    {
      rules: ['4.2.8', null, '4.2.8'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Cavalry on a road may pass through swamp, forest, village, ford or fortifications with a CF of 1 and without losing an SP or scattering; Kosovo has no such rule.',
        },
      ],
    },
    { rules: ['4.2.9', '4.2.8', '4.2.9'] },
    { rules: ['4.2.10', '4.2.9', '4.2.10'] },
    { rules: ['4.3', '4.3', '4.3'] },
    { rules: ['4.3.1', '4.3.1', '4.3.1'] },
    { rules: ['4.3.2', '4.3.2', '4.3.2'] },
    { rules: ['4.3.3', '4.3.3', '4.3.3'] },
    { rules: ['4.3.4', '4.3.4', '4.3.4'] },
    { rules: ['4.3.5', '4.3.5', '4.3.5'] },
    { rules: ['4.3.6', '4.3.6', '4.3.6'] },
    { rules: ['4.3.7', '4.3.7', '4.3.7'] },
    { rules: ['4.3.8', '4.3.8', '4.3.8'] },
    {
      rules: ['4.3.9', null, '4.3.9'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'A unit moving along a road pays no MPs for its turns; Kosovo has no such rule, so a turn on a road costs what it costs anywhere.',
        },
      ],
    },
    { rules: ['4.4', '4.4', '4.4'] },
    { rules: ['4.4.1', '4.4.1', '4.4.1'] },
    { rules: ['4.4.2', '4.4.2', '4.4.2'] },
    { rules: ['4.4.3', '4.4.3', '4.4.3'] },
    { rules: ['4.4.4', '4.4.4', '4.4.4'] },
    { rules: ['4.4.5', '4.4.5', '4.4.5'] },
    { rules: ['4.4.6', '4.4.6', '4.4.6'] },
    { rules: ['4.4.7', '4.4.7', '4.4.7'] },
    { rules: ['4.4.8', '4.4.8', '4.4.8'] },
    { rules: ['4.4.9', '4.4.9', '4.4.9'] },
    { rules: ['4.5', '4.5', '4.5'] },
    { rules: ['4.5.1', '4.5.1', '4.5.1'] },
    { rules: ['4.5.2', '4.5.2', '4.5.2'] },
  ],
};
