/** Morale: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const morale: AlignedChapter = {
  id: 'morale',
  title: 'Morale',
  rows: [
    { rules: ['6.0', '6.0', '6.0'] },
    { rules: ['6.1', '6.1', '6.1'] },
    { rules: ['6.1.1', '6.1.1', '6.1.1'] },
    { rules: ['6.1.2', '6.1.2', '6.1.2'] },
    { rules: ['6.1.3', '6.1.3', '6.1.3'] },
    { rules: ['6.1.4', '6.1.4', '6.1.4'] },
    { rules: ['6.1.5', '6.1.5', '6.1.5'] },
    { rules: ['6.1.6', '6.1.6', '6.1.6'] },
    { rules: ['6.1.7', '6.1.7', '6.1.7'] },
    {
      rules: ['6.1.8', '6.1.8', '6.1.8'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            "Kosovo's units at MORALE '+2' must pursue unless a leader is on their hex; in the other two they subtract 3 from their pursuit test roll.",
        },
      ],
    },
    { rules: ['6.1.9', '6.1.9', '6.1.9'] },
    {
      rules: [null, '6.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Kosovo adds the morale test, a 1D6 roll against the current MORALE value, which disorganization and panic call for.',
        },
      ],
    },
    {
      rules: [null, '6.2.1', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            "The morale test passes on a 1D6 roll of 1–5 at MORALE '+2', 1–4 at '+1', 1–3 at '0', 1–2 at '-1' and 1 at '-2'.",
        },
      ],
    },
    {
      rules: [null, '6.2.2', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: "A unit within a leader's range adds 1 to its morale test roll.",
        },
      ],
    },
    {
      rules: [null, '6.2.3', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: 'A unit on a hex with a leader adds 2 to its morale test roll.',
        },
      ],
    },
    {
      rules: [null, '6.2.4', null],
      changes: [{ in: ['kosovo-1389'], summary: 'Morale tests are taken in the movement phase.' }],
    },
    {
      rules: [null, '6.2.5', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            'Unless a rule says otherwise, a morale test costs all the MPs the unit had at the start of the movement phase.',
        },
      ],
    },
    {
      rules: [null, '6.2.6', null],
      changes: [
        {
          in: ['kosovo-1389'],
          summary: "Unless a rule says otherwise, a morale test drops the unit's CF to 0.",
        },
      ],
    },
  ],
};
