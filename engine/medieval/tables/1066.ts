import type { EditionTables, FireTable, Normalisation } from './types.ts';

/*
 * Conventions of this module. `where` in a normalisation names a place the
 * golden test (1066.test.ts) can find again:
 *   combat        "roll R, C"           (C a ratio such as 4:1)
 *   fire          "range N, G"          (G a printed column group such as 9-10),
 *                 "range N, label", "caption: range", "caption: dice", "legend"
 *   terrain       "row N, name" / "row N, infantry and cavalry" (N: printed row, 1-7)
 *   pursuit       "Game Tables copy, row N", "caption"
 *   fortification "chapter heading"
 * Anything after " (" is commentary. Fire tables are named in `table` as
 * "fire: TITLE (RULE)".
 */

/** The printed 2D6 column groups of the fire tables. */
const span = (from: number, to: number = from) => ({ from, to });

/** 10.4.2 ARCHER FIRE as printed in the rule chapter: two ranges, four groups. */
const archersChapter: FireTable = {
  source: { rule: '10.4.2', title: 'ARCHER FIRE' },
  weapon: 'archers',
  columns: [span(2, 3), span(4, 5), span(6, 9), span(10, 12)],
  rows: [
    { range: 1, cells: ['-', '-1', '-1', '-2'] },
    { range: 2, cells: ['-', '-', '-1', '-2'] },
  ],
  legend: {},
};

/** 10.5.5 HORSEARCHER FIRE as printed in the rule chapter. */
const horseArchersChapter: FireTable = {
  source: { rule: '10.5.5', title: 'HORSEARCHER FIRE' },
  weapon: 'horse-archers',
  columns: [span(2, 8), span(9, 12)],
  rows: [{ range: 1, cells: ['-', '-1'] }],
  legend: {},
};

/**
 * 10.6.2 CROSSBOW FIRE as printed in the rule chapter: the same groups and
 * cells as the chapter's ARCHER FIRE; ranges printed "1 pole" / "2 pola".
 */
const crossbowsChapter: FireTable = {
  source: { rule: '10.6.2', title: 'CROSSBOW FIRE' },
  weapon: 'crossbowmen',
  columns: [span(2, 3), span(4, 5), span(6, 9), span(10, 12)],
  rows: [
    { range: 1, cells: ['-', '-1', '-1', '-2'] },
    { range: 2, cells: ['-', '-', '-1', '-2'] },
  ],
  legend: {},
};

/** 10.7.1 BOMBARD FIRE (UNITS). */
const bombardUnits: FireTable = {
  source: { rule: '10.7.1', title: 'BOMBARD FIRE (UNITS)' },
  weapon: 'bombard-units',
  columns: [span(2, 4), span(5), span(6), span(7), span(8), span(9), span(10), span(11), span(12)],
  rows: [
    { range: 1, cells: ['-', '-', '-', '-', 'S', 'S', 'S', 'S', 'S'] },
    { range: 2, cells: ['-', '-', '-', '-', '-', 'S', 'S', 'S', 'S'] },
    { range: 3, cells: ['-', '-', '-', '-', '-', '-', 'S', 'S', 'S'] },
  ],
  legend: { S: 'the target unit scatters' },
};

/** 10.7.5 BOMBARD FIRE (OBJECTS); the printed "Z" at range 2, 11 reads "D". */
const bombardObjects: FireTable = {
  source: { rule: '10.7.5', title: 'BOMBARD FIRE (OBJECTS)' },
  weapon: 'bombard-objects',
  columns: [span(2, 6), span(7), span(8), span(9), span(10), span(11), span(12)],
  rows: [
    { range: 1, cells: ['-', '-', 'D', 'D', 'D', 'D', 'D'] },
    { range: 2, cells: ['-', '-', '-', 'D', 'D', 'D', 'D'] },
    { range: 3, cells: ['-', '-', '-', '-', 'D', 'D', 'D'] },
  ],
  legend: { D: 'the object is destroyed' },
};

/** Game Tables CROSSBOW FIRE: four ranges, five groups, R marks. */
const crossbowsGameTables: FireTable = {
  source: { rule: 'Game Tables', title: 'CROSSBOW FIRE' },
  weapon: 'crossbowmen',
  columns: [span(2, 3), span(4, 5), span(6, 8), span(9, 10), span(11, 12)],
  rows: [
    { range: 1, cells: ['-', '-1', '-1', '-1R', '-2'] },
    { range: 2, cells: ['-', '-', '-1', '-1R', '-2'] },
    { range: 3, cells: ['-', '-', '-', '-1', '-1R'] },
    { range: 4, cells: ['-', '-', '-', '-1', '-1R'] },
  ],
  legend: { R: 'the target unit also scatters' },
};

/** Game Tables ARCHER FIRE: four ranges, groups 2-6, 7-8, 9-10, 11-12. */
const archersGameTables: FireTable = {
  source: { rule: 'Game Tables', title: 'ARCHER FIRE' },
  weapon: 'archers',
  columns: [span(2, 6), span(7, 8), span(9, 10), span(11, 12)],
  rows: [
    { range: 1, cells: ['-', '-1', '-1R', '-2'] },
    { range: 2, cells: ['-', '-', '-1', '-2'] },
    { range: 3, cells: ['-', '-', '-1', '-1'] },
    { range: 4, cells: ['-', '-', '-', '-1'] },
  ],
  legend: { R: 'the target unit also scatters' },
};

/** Game Tables HORSEARCHER FIRE: the same cells as 10.5.5. */
const horseArchersGameTables: FireTable = {
  source: { rule: 'Game Tables', title: 'HORSEARCHER FIRE' },
  weapon: 'horse-archers',
  columns: [span(2, 8), span(9, 12)],
  rows: [{ range: 1, cells: ['-', '-1'] }],
  legend: {},
};

/**
 * The printed tables of 1066 (Fulford, Stamford Bridge, Hastings).
 *
 * - combat: the Game Tables COMBAT TABLE (1.4, 5.1.1 f); the copy printed
 *   under 1.5 is a garbled two-row fragment and is not used.
 * - retreatTest: Game Tables COMBAT SCATTER (5.1.1 g, 10.5.10), columns
 *   mapped by heading and kept in the printed order (Other first).
 * - pursuit: PURSUIT of 5.5.2 (rows 0–5); the Game Tables copy lacks row 0.
 * - terrain: the unnumbered terrain table named TERRAIN EFFECT by 4.1.7 and
 *   5.3.1.
 * - fire: every printed copy, disagreeing ones included: 10.4.2, 10.5.5,
 *   10.6.2, 10.7.1, 10.7.5 and the Game Tables ARCHER, CROSSBOW and
 *   HORSEARCHER FIRE.
 * - fortifications: 11.1.3 (chapter heading printed "17.0").
 * No morale test table in this edition.
 */
export const tables1066: EditionTables = {
  combat: {
    source: { rule: 'Game Tables', title: 'COMBAT TABLE' },
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
          '-1 / D3R',
          '-1 / D4R',
          '-1 / D4R',
          '-1 / D5R',
          'D5R',
          '-1 / D5R',
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
          'A1R',
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
          'A4 -1R',
          'A3 -1R',
          'A2 -1R',
          'A1R',
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

  retreatTest: {
    source: { rule: 'Game Tables', title: 'COMBAT SCATTER' },
    dice: '1D6',
    outcome: 'scatter',
    columns: ['other', 'infantry', 'heavy-infantry', 'light-cavalry', 'cavalry', 'heavy-cavalry'],
    editionCells: [
      {
        row: 'D1/A1',
        category: 'light-cavalry',
        option: 'lightCavalryD1',
        readings: { printed: [], bannockburn: [1] },
        erratum: '1066-light-cavalry-d1',
      },
    ],
    rows: [
      {
        label: 'D1/A1',
        defenderRetreat: 1,
        attackerRetreat: 1,
        failOn: {
          'heavy-cavalry': [],
          cavalry: [],
          'light-cavalry': [],
          'heavy-infantry': [],
          infantry: [],
          other: [1],
        },
      },
      {
        label: 'D2/A2',
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
        label: 'D3/A3',
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
        label: 'D4/A4',
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
        label: 'D5/A5',
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

  pursuit: {
    source: { rule: '5.5.2', title: 'PURSUIT' },
    result: 'PO',
    rows: [
      { hexesFromLeader: 0, andMore: false, rolls: { atMost: 0 } },
      { hexesFromLeader: 1, andMore: false, rolls: { atMost: 1 } },
      { hexesFromLeader: 2, andMore: false, rolls: { atMost: 2 } },
      { hexesFromLeader: 3, andMore: false, rolls: { atMost: 3 } },
      { hexesFromLeader: 4, andMore: false, rolls: { atMost: 4 } },
      { hexesFromLeader: 5, andMore: false, rolls: { atMost: 5 } },
    ],
  },

  terrain: {
    source: { rule: '4.1.7', title: 'Terrain influence for moove and combat' },
    rows: [
      {
        terrain: 'clear',
        printedName: 'clear',
        infantry: { kind: 'mp', mp: 1 },
        cavalry: { kind: 'mp', mp: 1 },
        combat: { kind: 'none' },
      },
      {
        terrain: 'swamps',
        printedName: 'swamp',
        infantry: { kind: 'prohibited' },
        cavalry: { kind: 'prohibited' },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'hill',
        printedName: 'slope',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 1 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'forest',
        printedName: 'forest',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 3 },
        combat: { kind: 'shift', shift: -2 },
      },
      {
        terrain: 'stream',
        printedName: 'stream',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 2 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'village',
        printedName: 'willage',
        infantry: { kind: 'extra', mp: 1 },
        cavalry: { kind: 'extra', mp: 2 },
        combat: { kind: 'shift', shift: -1 },
      },
      {
        terrain: 'road',
        printedName: 'road',
        infantry: { kind: 'road', mp: 1 / 2 },
        cavalry: { kind: 'road', mp: 1 / 3 },
        combat: { kind: 'none' },
      },
    ],
    footnotes: [],
  },

  fire: [
    archersChapter,
    horseArchersChapter,
    crossbowsChapter,
    bombardUnits,
    bombardObjects,
    crossbowsGameTables,
    archersGameTables,
    horseArchersGameTables,
  ],

  fortifications: {
    source: { rule: '11.1.3', title: 'Fortifications' },
    infantry: { 0: 1, 1: 2, 2: 2 },
    cavalry: { 0: 3, 1: 4, 2: 5 },
  },
};

/** Every repair of the converted text behind tables1066, with its reason (the tests check each). */
export const normalisations1066: readonly Normalisation[] = [
  {
    table: 'combat',
    where: 'roll 3, 1:4 (and every cell with a slash)',
    printed: '-1/-1',
    reading: '-1 / -1',
    reason: 'The cells print the slash without spaces; the data use the spaced form of the legend.',
  },
  {
    table: 'combat',
    where: 'roll 3, 1:1 (and every cell with a retreat and a loss)',
    printed: 'D1-1',
    reading: 'D1 -1',
    reason:
      'The cells run a retreat and its loss together; a space separates them, as in the legend.',
  },
  {
    table: 'combat',
    where: 'roll 12, 1:4 (and every A cell with a loss)',
    printed: 'A4-1R',
    reading: 'A4 -1R',
    reason:
      'Same spacing fix for attacker retreats with a loss; the scatter mark stays after the loss.',
  },
  {
    table: 'combat',
    where: 'legend (the result of roll 2, 5:1)',
    printed: '-1 / D4S',
    reading: '-1 / D4R',
    reason:
      'The legend under the table writes the scatter mark as S (as Bannockburn 1314 does) while every cell uses R; the cells are kept and R read as scatter.',
  },
  {
    table: 'combat',
    where: 'legend (the result of roll 6, 1:3)',
    printed: 'A1S',
    reading: 'A1R',
    reason: 'Same S/R mismatch between the legend example and the cells.',
  },
  {
    table: 'pursuit',
    where: 'Game Tables copy, row 0',
    printed: '(no row)',
    reading: '0 and less',
    reason:
      'The Game Tables PURSUIT starts at row 1 although its footnote "*" (leader on the attacker\'s hex) belongs to row 0; the data follow the copy at 5.5.2, which prints row 0. Neither copy prints the "*" mark in a row.',
  },
  {
    table: 'pursuit',
    where: 'Game Tables copy, row 1',
    printed: '1',
    reading: '1 and less',
    reason:
      'The Game Tables copy prints only "1" in row 1; the copy at 5.5.2 and every other row say "N and less", and the roll is a modified one (6.1.8 subtracts 3).',
  },
  {
    table: 'pursuit',
    where: 'caption',
    printed: 'Hexes frm leader (heksów)',
    reading: 'Hexes from leader (hexes)',
    reason: 'Typo "frm" and the Polish "heksów" (hexes) in the caption of both copies.',
  },
  {
    table: 'terrain',
    where: 'row 1, name (clear)',
    printed: '„clear”',
    reading: 'clear',
    reason: 'Polish typographic quotation marks around the row name dropped.',
  },
  {
    table: 'terrain',
    where: 'row 2, infantry and cavalry (swamp)',
    printed: 'prohibited',
    reading: 'prohibited',
    reason:
      'One word "prohibited" spans both movement cells (the cavalry cell is empty): read for infantry and cavalry alike. Rule 4.2.7 still lets units enter swamps (losing 1 SP and scattering unless on a road).',
  },
  {
    table: 'fire: CROSSBOW FIRE (10.6.2)',
    where: 'caption: range',
    printed: 'Odlegość',
    reading: 'Range',
    reason: 'Polish caption (Odległość, misspelt in print) = range.',
  },
  {
    table: 'fire: CROSSBOW FIRE (10.6.2)',
    where: 'caption: dice',
    printed: 'Rzut kośćmi (2K6)',
    reading: '2D6 roll',
    reason: 'Polish caption: dice roll; 2K6 is 2D6.',
  },
  {
    table: 'fire: CROSSBOW FIRE (10.6.2)',
    where: 'range 1, label',
    printed: '1 pole',
    reading: '1',
    reason: 'Polish row label: 1 hex.',
  },
  {
    table: 'fire: CROSSBOW FIRE (10.6.2)',
    where: 'range 2, label',
    printed: '2 pola',
    reading: '2',
    reason: 'Polish row label: 2 hexes.',
  },
  {
    table: 'fire: BOMBARD FIRE (UNITS) (10.7.1)',
    where: 'caption: range',
    printed: 'Odlegość',
    reading: 'Range',
    reason: 'Polish caption (Odległość, misspelt in print) = range.',
  },
  {
    table: 'fire: BOMBARD FIRE (UNITS) (10.7.1)',
    where: 'caption: dice',
    printed: 'Rzut kośćmi (2K6)',
    reading: '2D6 roll',
    reason: 'Polish caption: dice roll; 2K6 is 2D6.',
  },
  {
    table: 'fire: BOMBARD FIRE (OBJECTS) (10.7.5)',
    where: 'caption: range',
    printed: 'Odlegość',
    reading: 'Range',
    reason: 'Polish caption (Odległość, misspelt in print) = range.',
  },
  {
    table: 'fire: BOMBARD FIRE (OBJECTS) (10.7.5)',
    where: 'caption: dice',
    printed: 'Rzut kośćmi',
    reading: '2D6 roll',
    reason: 'Polish caption: dice roll (of 2D6, as the 2-12 columns show).',
  },
  {
    table: 'fire: BOMBARD FIRE (OBJECTS) (10.7.5)',
    where: 'range 2, 11',
    printed: 'Z',
    reading: 'D',
    reason:
      'Conversion typo: the legend knows only D (object destroyed), the neighbouring cells read D, and Bannockburn 1314 prints D over 9-12 at range 2.',
  },
  {
    table: 'fire: ARCHER FIRE (Game Tables)',
    where: 'caption: range',
    printed: 'Odległość',
    reading: 'Range',
    reason: 'Polish caption = range.',
  },
  {
    table: 'fire: ARCHER FIRE (Game Tables)',
    where: 'legend',
    printed: '(no legend)',
    reading: 'R',
    reason:
      'Cells carry an R mark with no legend under the table; read as the scatter mark of the COMBAT TABLE (ranged fire can scatter, 9.1.1).',
  },
  {
    table: 'fire: CROSSBOW FIRE (Game Tables)',
    where: 'legend',
    printed: '(no legend)',
    reading: 'R',
    reason:
      'Cells carry an R mark with no legend under the table; read as the scatter mark of the COMBAT TABLE (ranged fire can scatter, 9.1.1).',
  },
  {
    table: 'fire: HORSEARCHER FIRE (Game Tables)',
    where: 'range 1, 2-8',
    printed: '1 hex-',
    reading: '-',
    reason:
      'The header lacks the range cell and the row label "1 hex" runs into the first cell "-" with no tab between them.',
  },
  {
    table: 'fortifications',
    where: 'chapter heading',
    printed: '17.0 OBJECTS',
    reading: '11.0 OBJECTS',
    reason: 'Misnumbered chapter heading: its sections are numbered 11.1 and 11.1.1-11.1.9.',
  },
];
