import type { EditionTables, FireTable, Normalisation } from './types.ts';

/** One column per 2D6 total. The fire tables also print 1: armor and terrain can lower a roll to it. */
const totals = (from: number, to: number): { from: number; to: number }[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ from: from + i, to: from + i }));

const scatters = { S: 'unit scatters automatically' } as const;

/**
 * Chapter copy of ARCHER FIRE (10.4.2). The Game Tables copy differs at range 1,
 * total 11 ("-2" there, "-1" here), so both are kept.
 */
const archerFireChapter: FireTable = {
  source: { rule: '10.4.2', title: 'ARCHER FIRE' },
  weapon: 'archers',
  columns: totals(1, 12),
  rows: [
    { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-1', '-1', '-1S', '-1S', '-1', '-2'] },
    { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-2', '-2'] },
    { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1', '-1'] },
    { range: 4, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1'] },
  ],
  legend: scatters,
};

/** Game Tables copy of ARCHER FIRE: only range 1, total 11 differs from the chapter. */
const archerFireGameTables: FireTable = {
  ...archerFireChapter,
  source: { rule: 'Game Tables', title: 'ARCHER FIRE' },
  rows: [
    { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-1', '-1', '-1S', '-1S', '-2', '-2'] },
    ...archerFireChapter.rows.slice(1),
  ],
};

/**
 * The printed tables of Bannockburn 1314: COMBAT TABLE (5.1), COMBAT SCATTER
 * (5.1.1 g, 9.1), TERRAIN EFFECT (4.1.7, 5.3), PURSUIT (5.5.2), the fire tables
 * (10.4.2, 10.5.5, 10.6.2, 10.7.1, 10.7.5) and fortification costs (11.1.3).
 * Cells are in normalised printed notation; `normalisations` lists every repair
 * of the plain-text conversion. This edition has no morale test table.
 */
export const bannockburnTables: EditionTables = {
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
          '-1 / D3S',
          '-1 / D4S',
          '-1 / D4S',
          '-1 / D5S',
          'D5S',
          '-1 / D5S',
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
        cells: [
          'A1 -1',
          'A1S',
          '-1 / -',
          '-',
          'D1',
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
          'D2 -1',
          'D3 -1',
          'D3',
        ],
      },
      {
        roll: 8,
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
          'D1',
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
          'A4 -1S',
          'A3 -1S',
          'A2 -1S',
          'A1S',
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

  // 1D6 after a Dx/Ax result; a unit scatters when the die shows one of the listed faces.
  retreatTest: {
    source: { rule: '9.1', title: 'COMBAT SCATTER' },
    dice: '1D6',
    outcome: 'scatter',
    rows: [
      {
        label: 'D1 / A1',
        defenderRetreat: 1,
        attackerRetreat: 1,
        failOn: {
          'heavy-cavalry': [],
          cavalry: [],
          'light-cavalry': [1],
          'heavy-infantry': [],
          infantry: [],
          other: [1],
        },
      },
      {
        label: 'D2 / A2',
        defenderRetreat: 2,
        attackerRetreat: 2,
        failOn: {
          'heavy-cavalry': [1],
          cavalry: [1],
          'light-cavalry': [1, 2],
          'heavy-infantry': [1],
          infantry: [1],
          other: [1, 2],
        },
      },
      {
        label: 'D3 / A3',
        defenderRetreat: 3,
        attackerRetreat: 3,
        failOn: {
          'heavy-cavalry': [1],
          cavalry: [1, 2],
          'light-cavalry': [1, 2, 3],
          'heavy-infantry': [1],
          infantry: [1, 2],
          other: [1, 2, 3],
        },
      },
      {
        label: 'D4 / A4',
        defenderRetreat: 4,
        attackerRetreat: 4,
        failOn: {
          'heavy-cavalry': [1, 2],
          cavalry: [1, 2, 3],
          'light-cavalry': [1, 2, 3, 4],
          'heavy-infantry': [1, 2],
          infantry: [1, 2, 3],
          other: [1, 2, 3, 4],
        },
      },
      {
        label: 'D5 / A5',
        defenderRetreat: 5,
        attackerRetreat: 5,
        failOn: {
          'heavy-cavalry': [1, 2, 3],
          cavalry: [1, 2, 3, 4],
          'light-cavalry': [1, 2, 3, 4, 5],
          'heavy-infantry': [1, 2, 3],
          infantry: [1, 2, 3, 4],
          other: [1, 2, 3, 4, 5],
        },
      },
    ],
  },

  // 5.5.2: a modified roll at or below the row's number makes the pursuit obligatory.
  pursuit: {
    source: { rule: '5.5.2', title: 'PURSUIT' },
    result: 'PO',
    rows: [
      { hexesFromLeader: 0, andMore: false, rolls: { atMost: 0 } },
      { hexesFromLeader: 1, andMore: false, rolls: { atMost: 1 } },
      { hexesFromLeader: 2, andMore: false, rolls: { atMost: 2 } },
      { hexesFromLeader: 3, andMore: false, rolls: { atMost: 3 } },
      { hexesFromLeader: 4, andMore: false, rolls: { atMost: 4 } },
      { hexesFromLeader: 5, andMore: true, rolls: { atMost: 5 } },
    ],
  },

  // Row names were lost in conversion; Kosovo Field's TERRAIN INFLUENCE gives them (see normalisations).
  terrain: {
    source: { rule: '5.3', title: 'TERRAIN EFFECT' },
    rows: [
      {
        terrain: 'clear',
        printedName: null,
        infantry: { kind: 'mp', mp: 1 },
        cavalry: { kind: 'mp', mp: 1 },
        combat: { kind: 'none' },
      },
      {
        terrain: 'stream',
        printedName: null,
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 2 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'road',
        printedName: null,
        infantry: { kind: 'road', mp: 1 },
        cavalry: { kind: 'road', mp: 0.5 },
        leader: { kind: 'road', mp: 1 / 3 },
        combat: { kind: 'none' },
        notes: ['*'],
      },
      {
        terrain: 'swamps',
        printedName: null,
        infantry: { kind: 'none' },
        cavalry: { kind: 'none' },
        combat: { kind: 'attacker-halved' },
        notes: ['**'],
      },
      {
        terrain: 'forest',
        printedName: null,
        infantry: { kind: 'mp', mp: 2 },
        cavalry: { kind: 'mp', mp: 4 },
        combat: { kind: 'shift', shift: -2 },
      },
      {
        terrain: 'village',
        printedName: null,
        infantry: { kind: 'mp', mp: 2 },
        cavalry: { kind: 'mp', mp: 3 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'hill',
        printedName: null,
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 0.5 },
        combat: { kind: 'shift', shift: -1 },
      },
    ],
    footnotes: [
      '* A unit whose whole move follows a road may go 1 hex further, that hex on the road as well.',
      '** Halves the attacking strength when the attacker stands in swamps.',
    ],
  },

  // Chapter order. Only ARCHER FIRE differs between the chapter and Game Tables copies.
  fire: [
    archerFireChapter,
    archerFireGameTables,
    {
      source: { rule: '10.5.5', title: 'HORSE ARCHER FIRE' },
      weapon: 'horse-archers',
      columns: totals(1, 12),
      rows: [{ range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1', '-1'] }],
      legend: {},
    },
    {
      source: { rule: '10.6.2', title: 'CROSBOW FIRE' },
      weapon: 'crossbowmen',
      columns: totals(1, 12),
      rows: [
        {
          range: 1,
          cells: ['-', '-', '-', '-1', '-1', '-1', '-1', '-1', '-1S', '-1S', '-2', '-2'],
        },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-1', '-1', '-1', '-1S', '-1S', '-2', '-2'] },
        { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1S', '-1S'] },
        { range: 4, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-1', '-1', '-1S', '-1S'] },
      ],
      legend: scatters,
    },
    {
      source: { rule: '10.7.1', title: 'BOMBARD FIRE (UNITS)' },
      weapon: 'bombard-units',
      columns: totals(1, 12),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', 'S', 'S', 'S', 'S', 'S'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-', 'S', 'S', 'S', 'S'] },
        { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'S', 'S', 'S'] },
      ],
      legend: scatters,
    },
    {
      source: { rule: '10.7.5', title: 'BOMBARD FIRE (OBJECTS)' },
      weapon: 'bombard-objects',
      columns: totals(1, 12),
      rows: [
        { range: 1, cells: ['-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'D', 'D'] },
        { range: 2, cells: ['-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'D'] },
        { range: 3, cells: ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D'] },
      ],
      legend: { D: 'object destroyed' },
    },
  ],

  // 11.1.3: extra MPs on top of the hex's own cost; armor 1 and 2 infantry pay the same.
  fortifications: {
    source: { rule: '11.1.3', title: 'Fortifications' },
    infantry: { 0: 1, 1: 2, 2: 2 },
    cavalry: { 0: 3, 1: 4, 2: 5 },
  },
};

/** Every repair of the converted text behind bannockburnTables, with its reason (the tests check each). */
export const bannockburnNormalisations: readonly Normalisation[] = [
  {
    table: 'COMBAT TABLE',
    where: 'title',
    printed: 'CO\tMBAT TA\tBLE',
    reading: 'COMBAT TABLE',
    reason: 'The conversion split the centred title across three cells.',
  },
  {
    table: 'COMBAT TABLE',
    where: 'row 11, column 1:3',
    printed: '\u04103',
    reading: 'A3',
    reason: 'The first letter is a Cyrillic capital A (U+0410), not the Latin A of the notation.',
  },
  {
    table: 'COMBAT TABLE',
    where: 'row 3, column 1:4 (likewise every cell printed "-1/-1" or "-1/-")',
    printed: '-1/-1',
    reading: '-1 / -1',
    reason:
      'Most slash cells, and the legend example, are printed with spaces round the slash; the bare ones are spaced the same way.',
  },
  {
    table: 'COMBAT SCATTER',
    where: 'title',
    printed: '\u0421\u041e\u041c\u0412\u0410\tT SCATTER',
    reading: 'COMBAT SCATTER',
    reason:
      'Cyrillic look-alikes (U+0421 U+041E U+041C U+0412 U+0410) and a cell split in the title.',
  },
  {
    table: 'PURSUIT',
    where: 'Result column, every row (chapter 5.5.2 and Game Tables copies)',
    printed: '\u0420\u041e',
    reading: 'PO',
    reason:
      'Cyrillic ER and O (U+0420 U+041E); the legend below the table spells PO in Latin letters.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'header, combat column',
    printed: 'compat',
    reading: 'combat',
    reason: 'Misspelt column heading; the heading row above it reads "combat".',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 1, name',
    printed: '',
    reading: 'clear',
    reason:
      'Row name lost; Kosovo Field TERRAIN INFLUENCE (same order) names its 1st row clear and prints the same 1 / 1 / -.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 2, name',
    printed: '',
    reading: 'stream',
    reason:
      'Row name lost; 2nd row of Kosovo Field TERRAIN INFLUENCE. Cavalry differs: +2 here, +1,5 in Kosovo. The -1 matches the stream example under 5.1.1.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 3, name',
    printed: '',
    reading: 'road',
    reason:
      'Row name lost; 3rd row of Kosovo Field TERRAIN INFLUENCE, identical values (1*, 1/2 (1/3), -) and the road footnote *.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 4, name',
    printed: '',
    reading: 'swamps',
    reason:
      'Row name lost; 4th row of Kosovo Field TERRAIN INFLUENCE, same 1/2A** and footnote. Movement is "-" for both arms here where Kosovo prints 2 and 3; 4.2.7 (1 SP loss and scatter off-road) is the only swamp movement rule. Kept as printed.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 5, name',
    printed: '',
    reading: 'forest',
    reason:
      'Row name lost; 5th row of Kosovo Field TERRAIN INFLUENCE, identical values (2 / 4 / -2).',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 6, name',
    printed: '',
    reading: 'village',
    reason:
      'Row name lost; 6th row of Kosovo Field TERRAIN INFLUENCE. Movement differs: 2 / 3 here, 1 / 2 in Kosovo; combat -1 in both.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'row 7, name',
    printed: '',
    reading: 'hill',
    reason:
      'Row name lost; 7th row of Kosovo Field TERRAIN INFLUENCE, identical values (+1 / +0,5 / -1); -1 also matches the hill example in 5.8.2 b.',
  },
  {
    table: 'TERRAIN EFFECT',
    where: 'stray line after row 7 (dropped)',
    printed: 'infantry 1 +1 1* - 2 2\t1 1 +1 +2 1/2 (1/3) 2 4 2 3',
    reading: '',
    reason:
      'A second, jumbled text layer of the same table; its values repeat rows 1-6 and add nothing, so it is ignored.',
  },
  {
    table:
      'ARCHER FIRE, HORSE ARCHER FIRE, CROSBOW FIRE, BOMBARD FIRE (UNITS), BOMBARD FIRE (OBJECTS)',
    where: 'header, first cell above the range column',
    printed: 'Dongo / Pango / Bango / Banga / Dange',
    reading: 'range',
    reason: 'Garbled copies of the "Range" heading; the data rows are by range in hexes.',
  },
  {
    table: 'CROSBOW FIRE',
    where: 'chapter copy (10.6.2), range 4, column 11',
    printed: '-18',
    reading: '-1S',
    reason: 'S misread as 8; the Game Tables copy prints -1S and 8 is no result of this table.',
  },
];
