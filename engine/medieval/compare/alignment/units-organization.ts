/** Units organization: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const unitsOrganization: AlignedChapter = {
  id: 'units-organization',
  title: 'Units organization',
  rows: [
    { rules: ['12.0', '13.0', '12.0'] },
    { rules: ['12.1', '13.1', '12.1'] },
    {
      rules: ['12.1.1', '13.1.1', '12.1.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo makes an exception for Ewrenos, author of the Ottoman battle plan: the Ottoman player may assign him any number of Ottoman units.',
        },
      ],
    },
    {
      rules: ['12.1.2', null, '12.1.2'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 let the Player hand out a scenario’s pool of unassigned units to any leaders at the start of the game.',
        },
      ],
    },
    {
      rules: ['12.1.3', null, '12.1.3'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 forbid changing which leader a unit belongs to during the game.',
        },
      ],
    },
    {
      rules: [null, '13.1.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'Kosovo’s scenarios list each commander’s units beneath him.',
        },
      ],
    },
    {
      rules: [null, '13.1.3', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo’s counters show a unit’s original commander: his colour on the front rectangle and his initial after the unit number.',
        },
      ],
    },
  ],
};
