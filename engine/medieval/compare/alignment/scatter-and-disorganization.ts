/**
 * Scatter and disorganization: the three editions' rules side by side.
 * Kosovo's Disorganization takes the place of the others' Scatter, so the
 * rows pair rules that do the same job: what breaks a unit, what protects
 * it, how it comes back.
 */
import type { AlignedChapter } from './types.ts';

export const scatterAndDisorganization: AlignedChapter = {
  id: 'scatter-and-disorganization',
  title: 'Scatter and disorganization',
  rows: [
    {
      rules: ['9.0', '9.0', '9.0'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo has Disorganization in place of Scatter: a broken unit stays on the map, weakened, until a morale test restores it, where in the other two it leaves the map for the Scattered Units track and regroups on a roll of 4 or more.',
        },
      ],
    },
    { rules: ['9.1', '9.1', '9.1'] },
    {
      rules: ['9.1.1', '9.1.1', '9.1.1'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo adds a third cause: a unit that shares a hex with a disorganized friendly unit and fails a morale test becomes disorganized.',
        },
      ],
    },
    {
      rules: ['9.1.2', null, '9.1.2'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            "A scattered unit comes off the battlefield onto its side's Scattered Units track.",
        },
      ],
    },
    {
      rules: [null, '9.1.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Every unit neither panicked nor disorganized that shares a hex with a disorganized unit takes a morale test, and is disorganized if it fails.',
        },
      ],
    },
    {
      rules: ['9.1.3', '9.1.3', '9.1.3'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'In Kosovo a leader keeps the units on his hex from disorganization by any cause; in the other two he keeps them only from scattering as a result of combat.',
        },
      ],
    },
    {
      rules: [null, '9.1.4', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'A disorganized unit stays on the map under a "Disorganization" marker.',
        },
      ],
    },
    {
      rules: ['9.1.4', null, '9.1.4'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary: 'A unit that scatters when its Scattered Units track is full is eliminated.',
        },
      ],
    },
    {
      rules: ['9.1.5', null, '9.1.5'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary: 'SPs lost through scattering do not move the MORALE counter.',
        },
      ],
    },
    {
      rules: [null, '9.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo sets out what disorganization costs a unit on the map: MPs, SPs in the combat ratio, and CMs.',
        },
      ],
    },
    {
      rules: [null, '9.2.1', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'A disorganized cavalry unit has 2 MPs fewer, a disorganized infantry unit 1 MP fewer.',
        },
      ],
    },
    {
      rules: [null, '9.2.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'A disorganized unit counts half its SPs for the combat ratio.',
        },
      ],
    },
    {
      rules: [null, '9.2.3', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            "When most of one side's units in a combat are disorganized, the other side gains 1 combat modifier.",
        },
      ],
    },
    {
      rules: [null, '9.2.4', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'A disorganized unit draws at most 1 combat modifier from its CF.',
        },
      ],
    },
    {
      rules: [null, '9.3', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'Kosovo has a section on how a disorganized unit is organized again.',
        },
      ],
    },
    {
      // How a broken unit comes back: regrouping from the track, or a morale test.
      rules: ['9.1.6', '9.3.1', '9.1.6'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            "A scattered unit regroups on a D6 roll of 4 or more at the start of its movement phase and is placed within its leader's range; Kosovo's disorganized unit is organized again by passing a morale test.",
        },
      ],
    },
    {
      rules: ['9.1.7', null, '9.1.7'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary:
            "With its leader dead a regrouping unit is placed within the Grand Leader's range and loses 1 SP; with the Grand Leader dead too, the scattered units are eliminated.",
        },
      ],
    },
    {
      rules: ['9.1.8', null, '9.1.8'],
      changes: [
        {
          in: ['bannockburn-1314', '1066'],
          summary: 'A regrouped unit counts as having moved and has CF 0.',
        },
      ],
    },
  ],
};
