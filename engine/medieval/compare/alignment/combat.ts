/** Combat: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const combat: AlignedChapter = {
  id: 'combat',
  title: 'Combat',
  rows: [
    { rules: ['5.0', '5.0', '5.0'] },
    {
      rules: ['5.1', '5.1', '5.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo\'s COMBAT table costs the defender 1 SP more in two cells (roll 6 at 2:1 and roll 9 at 4:1 give D1 -1 for D1), 1 hex more of retreat in one (roll 7 at 7:1 gives D3 -1 for D2 -1), and prints a bare "A" for A1 at roll 8 on 1:4; the tables compared cell by cell mark each.',
          effect: 'combat-table',
        },
      ],
    },
    {
      rules: ['5.1.1', '5.1.1', '5.1.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'After a combat Kosovo Field rolls two dice (2D6) for disorganization on the COMBAT DISORGANIZATION table; the other two roll one die (D6) for scatter on the COMBAT SCATTER table.',
          effect: 'after-retreat',
        },
      ],
    },
    { rules: ['5.2', '5.2', '5.2'] },
    { rules: ['5.2.1', '5.2.1', '5.2.1'] },
    { rules: ['5.2.2', '5.2.2', '5.2.2'] },
    { rules: ['5.2.3', '5.2.3', '5.2.3'] },
    { rules: ['5.2.4', '5.2.4', '5.2.4'] },
    { rules: ['5.2.5', '5.2.5', '5.2.5'] },
    { rules: ['5.2.6', '5.2.6', '5.2.6'] },
    { rules: ['5.2.7', '5.2.7', '5.2.7'] },
    { rules: ['5.2.8', '5.2.8', '5.2.8'] },
    { rules: ['5.2.9', '5.2.9', '5.2.9'] },
    { rules: ['5.2.10', '5.2.10', '5.2.10'] },
    { rules: ['5.2.11', '5.2.11', '5.2.11'] },
    { rules: ['5.2.12', '5.2.12', '5.2.12'] },
    { rules: ['5.3', '5.3', '5.3'] },
    { rules: ['5.3.1', '5.3.1', '5.3.1'] },
    { rules: ['5.3.2', '5.3.2', '5.3.2'] },
    { rules: ['5.4', '5.4', '5.4'] },
    { rules: ['5.4.1', '5.4.1', '5.4.1'] },
    { rules: ['5.4.2', '5.4.2', '5.4.2'] },
    { rules: ['5.4.3', '5.4.3', '5.4.3'] },
    { rules: ['5.4.4', '5.4.4', '5.4.4'] },
    { rules: ['5.4.5', '5.4.5', '5.4.5'] },
    {
      rules: ['5.4.6', '5.4.6', '5.4.6'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 make it part of the rule that a unit the shortfall eliminates dies on the last hex it reaches; Kosovo Field says so only in the example under 5.4.6.',
        },
      ],
    },
    {
      rules: ['5.4.7', null, '5.4.7'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 have a rule that the Player picks which of several defending units takes the shortfall loss; Kosovo Field says so only in the example under 5.4.6.',
        },
      ],
    },
    { rules: ['5.5', '5.5', '5.5'] },
    { rules: ['5.5.1', '5.5.1', '5.5.1'] },
    {
      rules: [null, '5.5.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo Field makes pursuit obligatory, without a roll, for a unit more than 5 hexes from its leader.',
          effect: 'pursuit',
        },
      ],
    },
    {
      rules: ['5.5.2', '5.5.3', '5.5.2'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 test for obligatory pursuit: a 1D6 roll, modified by MORALE (6.1.8), at or below the number of hexes to the leader (the table’s rows run 0 to 5) makes the pursuit obligatory.',
          effect: 'pursuit',
        },
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo Field tests for voluntary pursuit within 5 hexes of the leader: rolls of 1 to 5 pass at 1 hex, one fewer per hex out to a 1 at 5 hexes, and no roll is needed with the leader on the hex; it does not say what a failed roll means.',
          effect: 'pursuit',
        },
      ],
    },
    { rules: ['5.5.3', '5.5.4', '5.5.3'] },
    { rules: ['5.5.4', '5.5.5', '5.5.4'] },
    { rules: ['5.5.5', '5.5.6', '5.5.5'] },
    { rules: ['5.5.6', '5.5.7', '5.5.6'] },
    { rules: ['5.5.7', '5.5.8', '5.5.7'] },
    { rules: ['5.5.8', '5.5.9', '5.5.8'] },
    { rules: ['5.5.9', '5.5.10', '5.5.9'] },
    {
      rules: ['5.5.10', null, '5.5.10'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 point from pursuit to 6.1.8, where a MORALE of +2 takes 3 off the pursuit roll; Kosovo Field has no such pointer, and its 6.1.8 instead makes units at +2 pursue unless a leader is on their hex.',
          effect: 'pursuit',
        },
      ],
    },
    { rules: ['5.6', '5.6', '5.6'] },
    { rules: ['5.6.1', '5.6.1', '5.6.1'] },
    { rules: ['5.6.2', '5.6.2', '5.6.2'] },
    { rules: ['5.6.3', '5.6.3', '5.6.3'] },
    { rules: ['5.6.4', '5.6.4', '5.6.4'] },
    { rules: ['5.6.5', '5.6.5', '5.6.5'] },
    { rules: ['5.6.6', '5.6.6', '5.6.6'] },
    {
      rules: [null, '5.6.7', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo Field drops a cavalry unit’s CF to 0 when it moves through a village, forest, swamps, a ford or fortifications, even along a road (in Bannockburn 1314 and 1066 a road lets cavalry keep CF 1 there, 4.2.8).',
        },
      ],
    },
    { rules: ['5.6.7', '5.6.8', '5.6.7'] },
    { rules: ['5.6.8', '5.6.9', '5.6.8'] },
    { rules: ['5.6.9', '5.6.10', '5.6.9'] },
    { rules: ['5.6.10', '5.6.11', '5.6.10'] },
    {
      rules: ['5.6.11', null, '5.6.11'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 make a unit with CF above 0 move onto a hex in its front area whenever it has the MPs; Kosovo Field has no such rule.',
        },
      ],
    },
    { rules: ['5.6.12', '5.6.12', '5.6.12'] },
    {
      rules: ['5.6.13', null, '5.6.13'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 let a unit lower its CF on entering a hex for 2 extra MPs; Kosovo Field has no such option.',
        },
      ],
    },
    { rules: ['5.7', '5.7', '5.7'] },
    {
      rules: ['5.7.1', '5.7.1', '5.7.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo Field lets cavalry countercharge any moving enemy unit next to its front area (5.7.1, 5.7.2); Bannockburn 1314 and 1066 only moving enemy cavalry.',
        },
      ],
    },
    { rules: ['5.7.2', '5.7.2', '5.7.2'] },
    { rules: ['5.7.3', '5.7.3', '5.7.3'] },
    { rules: ['5.7.4', '5.7.4', '5.7.4'] },
    { rules: ['5.7.5', '5.7.5', '5.7.5'] },
    { rules: ['5.7.6', '5.7.6', '5.7.6'] },
    { rules: ['5.7.7', '5.7.7', '5.7.7'] },
    { rules: ['5.7.8', '5.7.8', '5.7.8'] },
    { rules: ['5.7.9', '5.7.9', '5.7.9'] },
    { rules: ['5.7.10', '5.7.10', '5.7.10'] },
    { rules: ['5.7.11', '5.7.11', '5.7.11'] },
    { rules: ['5.8', '5.8', '5.8'] },
    {
      rules: [['5.8.1', '5.8.2', '5.8.3'], '5.8.1', ['5.8.1', '5.8.2', '5.8.3']],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn 1314 and 1066 let cavalry with CF above 1 ride a unit down only if its CM from CF plus its armor level, less the terrain modifier and the target’s armor level, is above 0 (5.8.2); Kosovo Field’s cavalry with CF above 1 rides down every non-cavalry unit it moves through.',
          effect: 'ride-down',
        },
      ],
    },
    { rules: ['5.8.4', '5.8.2', '5.8.4'] },
    { rules: ['5.8.5', '5.8.3', '5.8.5'] },
    { rules: ['5.8.6', '5.8.4', '5.8.6'] },
    {
      rules: ['5.8.7', '5.8.5', '5.8.7'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo Field says outright that a cavalry unit riding down infantry in a pursuit or a retreat does so whatever its CF; Bannockburn 1314 and 1066 say only that entering the hex is enough.',
        },
      ],
    },
    { rules: ['5.8.8', '5.8.6', '5.8.8'] },
  ],
};
