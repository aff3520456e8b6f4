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
    {
      rules: ['13.1.4', null, '13.1.4'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 also raise a leader’s fatigue when any unit under him has a CF above 0.',
        },
      ],
    },
    {
      rules: ['13.1.5', '14.2.4', '13.1.5'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo lowers a leader’s fatigue by 1 on its own, never below 0, in a turn he does not move, fight or influence a fight; the other two let the Player lower it by 1 in any turn it did not rise.',
        },
      ],
    },
    { rules: ['13.1.6', '14.2.5', '13.1.6'] },
    { rules: ['13.2', '14.3', '13.2'] },
    {
      rules: ['13.2.1', '14.3.1', '13.2.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo treats the units of a leader whose fatigue is above 12 as disorganized in combat, with no roll; the other two roll 1D6 for each such unit and scatter it on 1–3.',
        },
      ],
    },
    {
      rules: ['13.2.2', null, '13.2.2'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary: 'Bannockburn and 1066 make the fatigue roll before the unit acts.',
        },
      ],
    },
  ],
};
