/** Ranged units: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const rangedUnits: AlignedChapter = {
  id: 'ranged-units',
  title: 'Ranged units',
  rows: [
    { rules: ['10.0', '11.0', '10.0'] },
    { rules: ['10.1', '11.1', '10.1'] },
    {
      rules: ['10.1.1', '11.1.1', '10.1.1'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 count a ranged unit at the SPs of its combat formation side for stacking; Kosovo does not say which side counts.',
        },
      ],
    },
    { rules: ['10.1.2', '11.1.2', '10.1.2'] },
    { rules: ['10.1.3', '11.1.3', '10.1.3'] },
    { rules: ['10.1.4', '11.1.4', '10.1.4'] },
    { rules: ['10.1.5', '11.1.5', '10.1.5'] },
    { rules: ['10.1.6', '11.1.6', '10.1.6'] },
    { rules: ['10.1.7', '11.1.7', '10.1.7'] },
    { rules: ['10.2', '11.2', '10.2'] },
    {
      rules: [null, '11.2.1', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo gives one range picture for every ranged unit in its general fire rules; the other two picture the archers’ range (10.4.1) and give crossbowmen the same.',
        },
      ],
    },
    { rules: ['10.2.1', '11.2.2', '10.2.1'] },
    { rules: ['10.2.2', '11.2.3', '10.2.2'] },
    { rules: ['10.2.3', '11.2.4', '10.2.3'] },
    { rules: ['10.2.4', '11.2.5', '10.2.4'] },
    { rules: ['10.2.5', '11.2.6', '10.2.5'] },
    { rules: ['10.2.6', '11.2.7', '10.2.6'] },
    { rules: ['10.3', '11.3', '10.3'] },
    {
      rules: ['10.3.1', '11.3.1', '10.3.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo gives the ranged units’ enemy 3 CMs in any combat they take part in, attacking or defending; the other two give the attacker 2 CMs when it attacks ranged units.',
          effect: 'ranged-in-combat',
        },
      ],
    },
    { rules: ['10.3.2', '11.3.2', '10.3.2'] },
    {
      rules: ['10.3.3', null, '10.3.3'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 forbid any ranged unit in combat formation to retreat from direct combat, so it takes losses instead; Kosovo keeps that only for bombards (11.7.4).',
        },
      ],
    },
    { rules: ['10.4', '11.4', '10.4'] },
    {
      rules: ['10.4.1', null, '10.4.1'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 picture the archers’ own range here; Kosovo’s one range picture for all ranged units is in 11.2.1.',
        },
      ],
    },
    {
      rules: ['10.4.2', '11.4.1', '10.4.2'],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            'Bannockburn’s ARCHER FIRE table reaches 4 hexes and also scatters the target on 9 or 10 at range 1: 1 SP on 7–11 and 2 on 12 at range 1, 1 SP on 9–10 and 2 on 11–12 at range 2, 1 SP on 9–12 at range 3 and on 11–12 at range 4.',
        },
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo’s ARCHER FIRE table reaches 2 hexes with no scatter: 1 SP on 7–11 and 2 on 12 at range 1, 1 SP on 8–11 and 2 on 12 at range 2.',
        },
        {
          in: ['1066'],
          summary:
            '1066’s ARCHER FIRE table in 10.4.2 reaches 2 hexes and reads the 2D6 roll in groups: 1 SP on 4–9 and 2 on 10–12 at range 1, 1 SP on 6–9 and 2 on 10–12 at range 2.',
        },
      ],
    },
    {
      rules: ['10.5', '11.5', '10.5'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'Kosovo’s horse archer rules cover camel archers as well.',
        },
      ],
    },
    { rules: ['10.5.1', '11.5.1', '10.5.1'] },
    { rules: ['10.5.2', '11.5.2', '10.5.2'] },
    { rules: ['10.5.3', '11.5.3', '10.5.3'] },
    { rules: ['10.5.4', '11.5.4', '10.5.4'] },
    { rules: ['10.5.5', '11.5.5', '10.5.5'] },
    { rules: ['10.5.6', '11.5.6', '10.5.6'] },
    { rules: ['10.5.7', '11.5.7', '10.5.7'] },
    { rules: ['10.5.8', '11.5.8', '10.5.8'] },
    { rules: ['10.5.9', '11.5.9', '10.5.9'] },
    {
      rules: ['10.5.10', '11.5.10', '10.5.10'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'After their fire causes losses, Kosovo’s horse archer test is for disorganization on the COMBAT DISORGANIZATION table; the other two test for scatter on the COMBAT SCATTER table (both on row B1).',
        },
      ],
    },
    { rules: ['10.5.11', '11.5.11', '10.5.11'] },
    { rules: ['10.6', '11.6', '10.6'] },
    {
      rules: ['10.6.1', null, '10.6.1'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            'Bannockburn and 1066 give crossbowmen the archers’ range (Bannockburn calls it similar, 1066 the same); Kosovo’s one range picture (11.2.1) covers them.',
        },
      ],
    },
    {
      rules: ['10.6.2', '11.6.1', '10.6.2'],
      changes: [
        {
          in: ['bannockburn-1314'],
          summary:
            'Bannockburn’s CROSSBOW FIRE table reaches 4 hexes and also scatters the target on some rolls: 1 SP on 4–10 (scatter on 9–10) and 2 on 11–12 at range 1, 1 SP on 6–10 (scatter on 9–10) and 2 on 11–12 at range 2, 1 SP on 9–12 (scatter on 11–12) at ranges 3 and 4.',
        },
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo’s CROSSBOW FIRE table reaches 2 hexes with no scatter: 1 SP on 4–9 and 2 on 10–12 at range 1, 1 SP on 6–10 and 2 on 11–12 at range 2.',
        },
        {
          in: ['1066'],
          summary:
            '1066’s CROSSBOW FIRE table in 10.6.2 is its archers’ table: 2 hexes, 1 SP on 4–9 and 2 on 10–12 at range 1, 1 SP on 6–9 and 2 on 10–12 at range 2.',
        },
      ],
    },
    {
      rules: ['10.6.3', '11.6.2', '10.6.3'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'In Kosovo a 6 after a crossbow hit disorganizes the target and stops it for the rest of the movement phase; in the other two it scatters the target.',
        },
      ],
    },
    { rules: ['10.7', '11.7', '10.7'] },
    {
      rules: ['10.7.1', '11.7.1', '10.7.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo’s bombard hits on units (8+ at range 1, 9+ at 2, 10+ at 3) disorganize the target, and 11–12 at range 1 or 12 at range 2 also stop it; in the other two the same rolls scatter it.',
        },
      ],
    },
    { rules: ['10.7.2', '11.7.2', '10.7.2'] },
    {
      rules: ['10.7.3', '11.7.3', '10.7.3'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo’s bombard rule sets aside 11.2.3, which in Kosovo is the armor rule, where the other two set aside their terrain rule (10.2.3); read as printed, the −1 for forest, village or fortifications still applies to Kosovo’s bombards.',
        },
      ],
    },
    { rules: ['10.7.4', '11.7.4', '10.7.4'] },
    { rules: ['10.7.5', '11.7.5', '10.7.5'] },
  ],
};
