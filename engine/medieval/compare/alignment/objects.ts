/** Objects: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const objects: AlignedChapter = {
  id: 'objects',
  title: 'Objects',
  rows: [
    { rules: ['11.0', '12.0', '11.0'] },
    { rules: ['11.1', '12.1', '11.1'] },
    { rules: ['11.1.1', '12.1.1', '11.1.1'] },
    { rules: ['11.1.2', '12.1.2', '11.1.2'] },
    { rules: ['11.1.3', '12.1.3', '11.1.3'] },
    { rules: ['11.1.4', '12.1.4', '11.1.4'] },
    { rules: ['11.1.5', '12.1.5', '11.1.5'] },
    { rules: ['11.1.6', '12.1.6', '11.1.6'] },
    { rules: ['11.1.7', '12.1.7', '11.1.7'] },
    { rules: ['11.1.8', '12.1.8', '11.1.8'] },
    { rules: ['11.1.9', '12.1.9', '11.1.9'] },
    {
      rules: ['11.2', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn alone has wolf pits, hidden hexes that harm cavalry entering them.',
        },
      ],
    },
    {
      rules: ['11.2.1', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn’s wolf pits stay hidden until an enemy unit enters their hex.',
        },
      ],
    },
    {
      rules: ['11.2.2', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            'In Bannockburn, cavalry entering wolf pits rolls 1D6: 1 no effect, 2 retreat 1 hex, 3 scatter, 4–6 lose 1 SP.',
        },
      ],
    },
    {
      rules: ['11.2.3', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'In Bannockburn, cavalry that entered wolf pits loses its CF.',
        },
      ],
    },
    {
      rules: ['11.3', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn alone has the Scottish shiltron formation.',
        },
      ],
    },
    {
      rules: ['11.3.1', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn marks a unit in shiltron with its own auxiliary counter.',
        },
      ],
    },
    {
      rules: ['11.3.2', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            'In Bannockburn, Scottish infantry forms a shiltron by spending all its nominal MPs.',
        },
      ],
    },
    {
      rules: ['11.3.3', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn’s shiltron cannot be formed in an enemy ZoC.',
        },
      ],
    },
    {
      rules: ['11.3.4', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            'Bannockburn doubles a shiltron’s SPs, in attack too, when more than half the enemy SPs are cavalry.',
        },
      ],
    },
    {
      rules: ['11.3.5', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn’s shiltron has no ZoC, and every adjacent hex is its front area.',
        },
      ],
    },
    {
      rules: ['11.3.6', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn’s shiltron lowers enemy cavalry’s CF to 0.',
        },
      ],
    },
    {
      rules: ['11.3.7', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'Bannockburn’s shiltron lowers enemy cavalry’s armor level by 1, not below 0.',
        },
      ],
    },
    {
      rules: ['11.3.8', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'In Bannockburn a unit loses its shiltron when it pursues or retreats.',
        },
      ],
    },
    {
      rules: ['11.3.9', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'In Bannockburn a unit in shiltron moves only 1 hex, using all its MPs.',
        },
      ],
    },
    {
      rules: ['11.3.10', null, null],
      changes: [
        { in: ['bannockburn-1314'], summary: 'In Bannockburn leaving shiltron costs 2 MPs.' },
      ],
    },
    {
      rules: ['11.3.11', null, null],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary: 'In Bannockburn no friendly unit may enter a hex of infantry in shiltron.',
        },
      ],
    },
  ],
};
