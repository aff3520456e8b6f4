import type { EditionTables, Normalisation } from './types.ts';

/**
 * Kosovo Field 1389 ("Medieval" system): every game table the book prints, as
 * typed data. The rule chapters and the "Game Tables" pages print the same
 * values; where a chapter copy exists its rule number is the source.
 *
 * - COMBAT TABLE: 1.4–1.5 (ratio and column shifts), 5.1.1 e–f; two rows also in 1.5.
 * - COMBAT DISORGANIZATION: 5.1.1 g (2D6 after a retreat), 9.1.1, 11.5.10 (row B1).
 * - TERRAIN INFLUENCE: 4.1.7, 4.3.6, 5.3 (5.3.1 calls it TERRAIN EFFECT).
 * - PURSUIT: 5.5.1–5.5.3 (beyond 5 hexes from the leader pursuit is obligatory, 5.5.2).
 * - Morale test: 6.2.1–6.2.3 (used by 9.1.2, 9.3.1, 10.1.2, 10.3.1).
 * - Fire: ARCHER FIRE 11.4.1, HORSE ARCHER FIRE 11.5.5, CROSSBOWMAN FIRE 11.6.1,
 *   BOMBARDS FIRE (UNITS) 11.7.1, BOMBARDS FIRE (OBJECTS) 11.7.5.
 * - Fortifications: 12.1.3.
 *
 * The book writes dice as "2K6"/"1K6" (Polish kostka); read 2D6/1D6.
 */
export const kosovoTables: EditionTables = {
  combat: {
    source: { rule: '5.1', title: 'COMBAT TABLE' },
    columns: [
      { attacker: 1, defender: 4 },
      { attacker: 1, defender: 3 },
      { attacker: 1, defender: 2 },
      { attacker: 1, defender: 1 },
      { attacker: 2, defender: 1 },
      { attacker: 3, defender: 1 },
      { attacker: 4, defender: 1 },
      { attacker: 5, defender: 1 },
      { attacker: 6, defender: 1 },
      { attacker: 7, defender: 1 },
      { attacker: 8, defender: 1 },
      { attacker: 9, defender: 1 },
    ],
    misprints: [
      {
        roll: 8,
        column: 0,
        printed: 'A',
        option: 'kosovoACell',
        readings: { A1: 'A1', 'A1 -1': 'A1 -1' },
        erratum: 'kosovo-a-cell',
      },
    ],
    editionCells: [
      { roll: 6, column: 4, readings: { kosovo: 'D1 -1', 'other-editions': 'D1' } },
      { roll: 7, column: 9, readings: { kosovo: 'D3 -1', 'other-editions': 'D2 -1' } },
      { roll: 9, column: 6, readings: { kosovo: 'D1 -1', 'other-editions': 'D1' } },
    ].map((cell) => ({
      ...cell,
      option: 'kosovoCombatCells' as const,
      erratum: 'kosovo-combat-table-cells',
    })),
    rows: [
      {
        roll: 2,
        cells: [
          '-',
          '-',
          'D1',
          'D2 -1',
          'D2',
          '-1 / D2',
          '-1 / D3D',
          '-1 / D4D',
          '-1 / D4D',
          '-1 / D5D',
          'D5D',
          '-1 / D5D',
        ],
      },
      {
        roll: 3,
        cells: [
          '-1 / -1',
          '-',
          '-1 / D1',
          'D1 -1',
          'D2 -1',
          'D2 -1',
          'D3',
          '-1 / D3',
          '-1 / D4',
          '-1 / D5',
          '-1 / D5',
          '-1 / D5 -1',
        ],
      },
      {
        roll: 4,
        cells: [
          '-1 / -',
          '-1 / -1',
          '-',
          'D1',
          'D2',
          'D2',
          '-1 / D2',
          'D3 -1',
          'D3',
          'D4',
          'D5',
          'D5 -1',
        ],
      },
      {
        roll: 5,
        cells: [
          'A1',
          '-1 / -',
          '-1 / -1',
          '-1 / D1',
          'D1 -1',
          'D2',
          'D2 -1',
          'D2',
          'D3 -1',
          'D3',
          'D4 -1',
          'D5',
        ],
      },
      {
        roll: 6,
        // 1:3 is printed "A1d" (normalised to "A1D").
        cells: [
          'A1 -1',
          'A1D',
          '-1 / -',
          '-',
          'D1 -1',
          'D1 -1',
          'D2',
          'D2 -1',
          'D2',
          'D3 -1',
          'D3',
          'D4',
        ],
      },
      {
        roll: 7,
        cells: [
          'A1 -1',
          'A1 -1',
          'A1',
          '-1 / -1',
          '-1 / D1',
          'D1',
          'D2',
          'D2',
          'D2 -1',
          'D3 -1',
          'D3 -1',
          'D3',
        ],
      },
      {
        roll: 8,
        // 1:4 is printed "A" with no distance (read "A1", as Bannockburn 1314 and 1066 print it).
        cells: [
          'A1',
          'A1',
          'A1 -1',
          '-1 / -',
          '-',
          '-1 / D1',
          'D1 -1',
          'D2',
          'D2',
          'D2',
          'D2',
          'D3 -1',
        ],
      },
      {
        roll: 9,
        cells: [
          'A2 -1',
          'A2',
          'A1',
          'A1',
          '-1 / -1',
          '-',
          'D1 -1',
          'D1 -1',
          'D2',
          'D2',
          'D2 -1',
          'D2',
        ],
      },
      {
        roll: 10,
        cells: [
          'A2 -1',
          'A2 -1',
          'A1',
          'A1 -1',
          '-1 / -',
          '-1 / -1',
          '-1 / D1',
          'D1',
          'D1 -1',
          'D2',
          'D2',
          'D2 -1',
        ],
      },
      {
        roll: 11,
        cells: [
          'A3 -1',
          'A3',
          'A2 -1',
          'A1',
          'A1',
          '-1 / -',
          '-',
          '-1 / D1',
          'D1',
          'D1 -1',
          'D2',
          'D2',
        ],
      },
      {
        roll: 12,
        cells: [
          'A4 -1D',
          'A3 -1D',
          'A2 -1D',
          'A1D',
          'A1 -1',
          'A1',
          '-1 / -1',
          '-1 / -1',
          '-1 / -1',
          '-1 / -1',
          '-1 / D1 -1',
          '-1 / D2 -1',
        ],
      },
    ],
  },

  // B = the defender's retreat, A = the attacker's; 11.5.10 sends horse archers to row B1.
  retreatTest: {
    source: { rule: '5.1', title: 'COMBAT DISORGANIZATION' },
    dice: '2D6',
    outcome: 'disorganization',
    rows: [
      {
        label: 'B1',
        defenderRetreat: 1,
        failOn: {
          'heavy-cavalry': [2],
          cavalry: [2],
          'light-cavalry': [2],
          'heavy-infantry': [2, 12],
          infantry: [2, 3, 12],
          other: [2, 3, 11, 12],
        },
      },
      {
        label: 'B2 / A1',
        defenderRetreat: 2,
        attackerRetreat: 1,
        failOn: {
          'heavy-cavalry': [2],
          cavalry: [2],
          'light-cavalry': [2, 12],
          'heavy-infantry': [2, 3, 12],
          infantry: [2, 3, 11, 12],
          other: [2, 3, 4, 11, 12],
        },
      },
      {
        label: 'B3 / A2',
        defenderRetreat: 3,
        attackerRetreat: 2,
        failOn: {
          'heavy-cavalry': [2],
          cavalry: [2, 12],
          'light-cavalry': [2, 3, 12],
          'heavy-infantry': [2, 3, 11, 12],
          infantry: [2, 3, 4, 11, 12],
          other: [2, 3, 4, 10, 11, 12],
        },
      },
      {
        label: 'B4 / A3',
        defenderRetreat: 4,
        attackerRetreat: 3,
        failOn: {
          'heavy-cavalry': [2, 12],
          cavalry: [2, 3, 12],
          'light-cavalry': [2, 3, 11, 12],
          'heavy-infantry': [2, 3, 4, 11, 12],
          infantry: [2, 3, 4, 10, 11, 12],
          other: [2, 3, 4, 5, 10, 11, 12],
        },
      },
      {
        label: 'B5 / A4',
        defenderRetreat: 5,
        attackerRetreat: 4,
        failOn: {
          'heavy-cavalry': [2, 12],
          cavalry: [2, 3, 11, 12],
          'light-cavalry': [2, 3, 4, 11, 12],
          'heavy-infantry': [2, 3, 4, 10, 11, 12],
          infantry: [2, 3, 4, 5, 10, 11, 12],
          other: [2, 3, 4, 5, 9, 10, 11, 12],
        },
      },
    ],
  },

  pursuit: {
    source: { rule: '5.5.3', title: 'PURSUIT' },
    result: 'PV',
    rows: [
      // 0*: the leader stands on the attacker's hex; no roll is needed.
      { hexesFromLeader: 0, andMore: false, rolls: 'always' },
      { hexesFromLeader: 1, andMore: false, rolls: { faces: [1, 2, 3, 4, 5] } },
      { hexesFromLeader: 2, andMore: false, rolls: { faces: [1, 2, 3, 4] } },
      { hexesFromLeader: 3, andMore: false, rolls: { faces: [1, 2, 3] } },
      { hexesFromLeader: 4, andMore: false, rolls: { faces: [1, 2] } },
      { hexesFromLeader: 5, andMore: false, rolls: { faces: [1] } },
    ],
  },

  terrain: {
    source: { rule: '5.3', title: 'TERRAIN INFLUENCE' },
    rows: [
      {
        terrain: 'clear',
        printedName: 'clear',
        infantry: { kind: 'mp', mp: 1 },
        cavalry: { kind: 'mp', mp: 1 },
        combat: { kind: 'none' },
      },
      {
        terrain: 'stream',
        printedName: 'stream',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 1.5 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'road',
        printedName: 'road',
        infantry: { kind: 'road', mp: 1 },
        cavalry: { kind: 'road', mp: 1 / 2 },
        leader: { kind: 'road', mp: 1 / 3 },
        combat: { kind: 'none' },
        notes: ['*'],
      },
      {
        terrain: 'swamps',
        printedName: 'swamps',
        infantry: { kind: 'mp', mp: 2 },
        cavalry: { kind: 'mp', mp: 3 },
        combat: { kind: 'attacker-halved' },
        notes: ['**'],
      },
      {
        terrain: 'forest',
        printedName: 'forest',
        infantry: { kind: 'mp', mp: 2 },
        cavalry: { kind: 'mp', mp: 4 },
        combat: { kind: 'shift', shift: -2 },
      },
      {
        terrain: 'village',
        printedName: 'village',
        infantry: { kind: 'mp', mp: 1 },
        cavalry: { kind: 'mp', mp: 2 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'hill',
        printedName: 'hill',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 0.5 },
        combat: { kind: 'shift', shift: -1 },
      },
    ],
    footnotes: [
      '* A unit whose whole move follows the road gets 1 extra hex, which must also be along the road.',
      "** The attacker's strength is halved when the attacker stands in swamps.",
    ],
  },

  // Each chapter copy agrees cell for cell with its Game Tables copy.
  fire: [
    {
      source: { rule: '11.4.1', title: 'ARCHER FIRE' },
      weapon: 'archers',
      columns: columns1to12(),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-1', '-1', '-1', '-1', '-1', '-2'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1', '-1', '-2'] },
      ],
      legend: {},
    },
    {
      source: { rule: '11.6.1', title: 'CROSSBOWMAN FIRE' },
      weapon: 'crossbowmen',
      columns: columns1to12(),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-1', '-1', '-1', '-1', '-1', '-1', '-2', '-2', '-2'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-1', '-1', '-1', '-1', '-1', '-2', '-2'] },
      ],
      legend: {},
    },
    {
      source: { rule: '11.5.5', title: 'HORSE ARCHER FIRE' },
      weapon: 'horse-archers',
      columns: columns1to12(),
      rows: [{ range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1', '-1'] }],
      legend: {},
    },
    {
      source: { rule: '11.7.1', title: 'BOMBARDS FIRE (UNITS)' },
      weapon: 'bombard-units',
      columns: columns1to12(),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'DS', 'DS'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'DS'] },
        { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D'] },
      ],
      legend: {
        D: 'the target unit is disorganized',
        S: 'the target unit is stopped and may not move again this phase',
      },
    },
    {
      source: { rule: '11.7.5', title: 'BOMBARDS FIRE (OBJECTS)' },
      weapon: 'bombard-objects',
      columns: columns1to12(),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'D', 'D'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'D'] },
        { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D'] },
      ],
      legend: { D: 'the target object is destroyed' },
    },
  ],

  // Printed as passing on a LOW roll, yet 6.2.2–6.2.3 add the leader bonuses to
  // the roll (recorded in the errata register); stored as printed.
  moraleTest: {
    source: { rule: '6.2.1', title: 'Morale test' },
    rows: [
      { morale: 2, passAtMost: 5 },
      { morale: 1, passAtMost: 4 },
      { morale: 0, passAtMost: 3 },
      { morale: -1, passAtMost: 2 },
      { morale: -2, passAtMost: 1 },
    ],
    leaderInRange: 1,
    leaderOnHex: 2,
  },

  // 12.1.3: extra MPs by armor level; infantry armor 1 and 2 share one printed line.
  fortifications: {
    source: { rule: '12.1.3', title: 'Fortifications' },
    infantry: { 0: 1, 1: 2, 2: 2 },
    cavalry: { 0: 3, 1: 4, 2: 5 },
  },
};

/** Every repair of the converted text behind kosovoTables, with its reason (the tests check each). */
export const kosovoNormalisations: readonly Normalisation[] = [
  {
    table: 'all',
    where: 'dice',
    printed: '2K6',
    reading: '2D6',
    reason:
      'The book writes dice as "K" (Polish kostka): 2K6 is two six-sided dice, 1K6 one (COMBAT DISORGANIZATION, Morale test, PURSUIT, fire tables).',
  },
  {
    table: 'combat',
    where: 'row 6, column 1:3',
    printed: 'A1d',
    reading: 'A1D',
    reason:
      'Lower-case disorganization mark; the legend and every other cell write it as a capital D (the other books print A1S / A1R here).',
  },
  {
    table: 'combat',
    where: 'row 8, column 1:4',
    printed: 'A',
    reading: 'A1',
    reason:
      'An attacker retreat needs a distance (5.4.2) and "A" alone does not parse; Bannockburn 1314 and 1066 print "A1" in this cell, and the neighbouring 1:3 cell is A1.',
  },
  {
    table: 'terrain',
    where: 'source.title',
    printed: 'TERRAIN EFFECT',
    reading: 'TERRAIN INFLUENCE',
    reason:
      'Rule 5.3.1 names the table TERRAIN EFFECT; 4.1.7, 4.3.6 and the Game Tables heading call it TERRAIN INFLUENCE.',
  },
  {
    table: 'terrain',
    where: 'stream, cavalry',
    printed: '+1,5',
    reading: '+1.5',
    reason: 'Decimal comma.',
  },
  {
    table: 'terrain',
    where: 'hill, cavalry',
    printed: '+0,5',
    reading: '+0.5',
    reason: 'Decimal comma.',
  },
  {
    table: 'fire:crossbowmen',
    where: 'source.title',
    printed: 'CROSBOW FIRE',
    reading: 'CROSSBOWMAN FIRE',
    reason:
      'The 11.6.1 copy lost its heading in conversion and the Game Tables heading is misspelt; 11.6.1 names the table CROSSBOWMAN FIRE.',
  },
  {
    table: 'fire:bombard-units',
    where: 'source.title',
    printed: 'BOMBARD FIRE (UNITS)',
    reading: 'BOMBARDS FIRE (UNITS)',
    reason:
      'The 11.7.1 copy lost its heading in conversion; the title is taken from 11.7.1, which names the table BOMBARDS FIRE (UNITS) (Game Tables heading: BOMBARD FIRE (UNITS)).',
  },
  {
    table: 'fire:bombard-objects',
    where: 'source.title',
    printed: 'BOMBARD FIRE (OBJECTS)',
    reading: 'BOMBARDS FIRE (OBJECTS)',
    reason:
      'The 11.7.5 copy lost its heading in conversion; the title is taken from 11.7.5, which names the table BOMBARDS FIRE (OBJECTS) (Game Tables heading: BOMBARD FIRE (OBJECTS)).',
  },
];

/** The printed 2D6 columns 1–12 of every Kosovo fire table (1 is printed though 2D6 cannot roll it). */
function columns1to12(): { from: number; to: number }[] {
  return Array.from({ length: 12 }, (_, i) => ({ from: i + 1, to: i + 1 }));
}
