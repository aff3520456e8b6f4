/**
 * Golden tests: the printed rows of every Kosovo Field 1389 table, copied from
 * the "Game Tables" pages of the book (tab-separated, one string per printed
 * row) after only the normalisations listed in `kosovoNormalisations`,
 * are split and compared with the data cell by cell. Where a rule chapter also
 * prints the table (1.5, 5.5.3, 6.2.1, 11.4–11.7, 12.1.3) that copy is checked too.
 */
import { describe, expect, it } from 'vitest';
import { formatCombatResult, parseCombatCell } from '../combat/results.ts';
import { testCategories } from '../types.ts';
import { kosovoNormalisations, kosovoTables } from './kosovo-1389.ts';
import type { FireTable, MoveCost, TerrainCombat } from './types.ts';

const cellsOf = (row: string): string[] => row.split('\t');

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

// ---------------------------------------------------------------- printed rows

/** Game Tables, COMBAT TABLE (row 6 1:3 "A1d" → "A1D", row 8 1:4 "A" → "A1"). */
const COMBAT = [
  '2 dice roll\t1:4\t1:3\t1:2\t1:1\t2:1\t3:1\t4:1\t5:1\t6:1\t7:1\t8:1\t9:1',
  '2\t-\t-\tD1\tD2 -1\tD2\t-1 / D2\t-1 / D3D\t-1 / D4D\t-1 / D4D\t-1 / D5D\tD5D\t-1 / D5D',
  '3\t-1 / -1\t-\t-1 / D1\tD1 -1\tD2 -1\tD2 -1\tD3\t-1 / D3\t-1 / D4\t-1 / D5\t-1 / D5\t-1 / D5 -1',
  '4\t-1 / -\t-1 / -1\t-\tD1\tD2\tD2\t-1 / D2\tD3 -1\tD3\tD4\tD5\tD5 -1',
  '5\tA1\t-1 / -\t-1 / -1\t-1 / D1\tD1 -1\tD2\tD2 -1\tD2\tD3 -1\tD3\tD4 -1\tD5',
  '6\tA1 -1\tA1D\t-1 / -\t-\tD1 -1\tD1 -1\tD2\tD2 -1\tD2\tD3 -1\tD3\tD4',
  '7\tA1 -1\tA1 -1\tA1\t-1 / -1\t-1 / D1\tD1\tD2\tD2\tD2 -1\tD3 -1\tD3 -1\tD3',
  '8\tA1\tA1\tA1 -1\t-1 / -\t-\t-1 / D1\tD1 -1\tD2\tD2\tD2\tD2\tD3 -1',
  '9\tA2 -1\tA2\tA1\tA1\t-1 / -1\t-\tD1 -1\tD1 -1\tD2\tD2\tD2 -1\tD2',
  '10\tA2 -1\tA2 -1\tA1\tA1 -1\t-1 / -\t-1 / -1\t-1 / D1\tD1\tD1 -1\tD2\tD2\tD2 -1',
  '11\tA3 -1\tA3\tA2 -1\tA1\tA1\t-1 / -\t-\t-1 / D1\tD1\tD1 -1\tD2\tD2',
  '12\tA4 -1D\tA3 -1D\tA2 -1D\tA1D\tA1 -1\tA1\t-1 / -1\t-1 / -1\t-1 / -1\t-1 / -1\t-1 / D1 -1\t-1 / D2 -1',
];

/** 1.5 prints the header and rows 2–3 of the same table. */
const COMBAT_1_5 = [
  'dice roll\t1:4\t1:3\t1:2\t1:1\t2:1\t3:1\t4:1\t5:1\t6:1\t7:1\t8:1\t9:1',
  '2\t-\t-\tD1\tD2 -1\tD2\t-1 / D2\t-1 / D3D\t-1 / D4D\t-1 / D4D\t-1 / D5D\tD5D\t-1 / D5D',
  '3\t-1 / -1\t-\t-1 / D1\tD1 -1\tD2 -1\tD2 -1\tD3\t-1 / D3\t-1 / D4\t-1 / D5\t-1 / D5\t-1 / D5 -1',
];

/**
 * COMBAT DISORGANIZATION data rows (label, then one cell per unit type). The
 * six printed columns run in the order of `testCategories`: cavalry with
 * armor 2, 1 and 0, then infantry with armor 2 and 1, then everything else.
 */
const DISORGANIZATION = [
  'B1\t2\t2\t2\t2, 12\t2, 3, 12\t2, 3, 11, 12',
  'B2 / A1\t2\t2\t2, 12\t2, 3, 12\t2, 3, 11, 12\t2 - 4, 11, 12',
  'B3 / A2\t2\t2, 12\t2, 3, 12\t2, 3, 11, 12\t2 - 4, 11 - 12\t2 - 4, 10 - 12',
  'B4 / A3\t2, 12\t2, 3, 12\t2, 3, 11, 12\t2 - 4, 11 - 12\t2 - 4, 10 - 12\t2 - 5, 10 - 12',
  'B5 / A4\t2, 12\t2, 3, 11, 12\t2 - 4, 11 - 12\t2 - 4, 10 - 12\t2 - 5, 10 - 12\t2 - 5, 9 - 12',
];

/** TERRAIN INFLUENCE: name, infantry, cavalry (commander), combat (decimal commas read as points). */
const TERRAIN = [
  'clear\t1\t1\t-',
  'stream\t+1\t+1.5\t-1',
  'road\t1*\t1/2 (1/3)\t-',
  'swamps\t2\t3\t1/2A**',
  'forest\t2\t4\t-2',
  'village\t1\t2\t-1',
  'hill\t+1\t+0.5\t-1',
];

const FIRE_HEADER = '\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12';

/** Game Tables copies of the fire tables (column header row, then one row per range). */
const FIRE: Record<FireTable['weapon'], { rows: string[]; legend: { line: string }[] }> = {
  archers: {
    rows: [
      FIRE_HEADER,
      '1\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-2',
      '2\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-2',
    ],
    legend: [],
  },
  crossbowmen: {
    rows: [
      FIRE_HEADER,
      '1\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-1\t-2\t-2\t-2',
      '2\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-2\t-2',
    ],
    legend: [],
  },
  'horse-archers': {
    rows: [FIRE_HEADER, '1\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1'],
    legend: [],
  },
  'bombard-units': {
    rows: [
      FIRE_HEADER,
      '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tDS\tDS',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tDS',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
    ],
    legend: [
      { line: 'D - disorganization' },
      { line: 'S - unit stopped (cannot move any more in the phase)' },
    ],
  },
  'bombard-objects': {
    rows: [
      FIRE_HEADER,
      '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD\tD',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
    ],
    legend: [{ line: 'D - object destroyed' }],
  },
};

/** The chapter copies (11.4.1, 11.5.5, 11.6.1, 11.7.1, 11.7.5); they agree with the Game Tables. */
const FIRE_CHAPTERS: Record<FireTable['weapon'], string[]> = {
  archers: [
    FIRE_HEADER,
    '1\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-2',
    '2\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-2',
  ],
  'horse-archers': [FIRE_HEADER, '1\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1'],
  crossbowmen: [
    FIRE_HEADER,
    '1\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-1\t-2\t-2\t-2',
    '2\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-2\t-2',
  ],
  'bombard-units': [
    FIRE_HEADER,
    '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tDS\tDS',
    '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tDS',
    '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
  ],
  'bombard-objects': [
    FIRE_HEADER,
    '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD\tD',
    '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD',
    '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
  ],
};

/** Morale test (6.2.1 and Game Tables): MORALE, 1D6 roll, effect; then the two leader lines. */
const MORALE = ['+2\t1 - 5\tP', '+1\t1 - 4\tP', '0\t1 - 3\tP', '-1\t1 - 2\tP', '-2\t1\tP'];
const MORALE_LEADER = {
  inRange: "+1 for dice roll if within leader's range",
  onHex: '+2 for dice roll if on hex with leader',
};

/** PURSUIT (5.5.3 and Game Tables): hexes from leader, 1D6 roll, result. */
const PURSUIT = [
  '0*\t-\tPV',
  '1\t1, 2, 3, 4, 5\tPV',
  '2\t1, 2, 3, 4\tPV',
  '3\t1, 2, 3\tPV',
  '4\t1, 2\tPV',
  '5\t1\tPV',
];

/** 12.1.3, the five printed lines of extra MPs through fortifications. */
const FORTIFICATIONS = [
  { line: '+1 MP => Infantry with armor level equal to 0' },
  { line: '+2 MPs => Infantry with armor level equal to 1 or 2' },
  { line: '+3 MPs => Cavalry with armor level equal to 0' },
  { line: '+4 MPs => Cavalry with armor level equal to 1' },
  { line: '+5 MPs => Cavalry with armor level equal to 2' },
];

// ---------------------------------------------------------------- readers

/** "2, 3, 11, 12" or "2 - 4, 11 - 12" → the 2D6 totals listed. */
function totals(cell: string): number[] {
  return cell.split(',').flatMap((part) => {
    const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    }
    const single = /^\s*(\d+)\s*$/.exec(part);
    if (!single) throw new Error(`cannot read the totals "${cell}"`);
    return [Number(single[1])];
  });
}

const fraction = (text: string): number => {
  const [n, d] = text.split('/').map(Number);
  if (n === undefined || d === undefined) throw new Error(`not a fraction: ${text}`);
  return n / d;
};

/** A printed movement cell → its encoding; on the road row numbers are per-hex road costs. */
function moveCost(cell: string, onRoad: boolean): { cost: MoveCost; leader?: MoveCost } {
  const text = cell.replace(/\*+$/, '');
  if (text === '-') return { cost: { kind: 'none' } };
  const extra = /^\+(\d+(?:\.\d+)?)$/.exec(text);
  if (extra) return { cost: { kind: 'extra', mp: Number(extra[1]) } };
  const withLeader = /^(\d+\/\d+) \((\d+\/\d+)\)$/.exec(text);
  if (withLeader && onRoad) {
    return {
      cost: { kind: 'road', mp: fraction(withLeader[1] ?? '') },
      leader: { kind: 'road', mp: fraction(withLeader[2] ?? '') },
    };
  }
  if (/^\d+\/\d+$/.test(text) && onRoad) return { cost: { kind: 'road', mp: fraction(text) } };
  if (/^\d+$/.test(text)) return { cost: { kind: onRoad ? 'road' : 'mp', mp: Number(text) } };
  throw new Error(`cannot read the movement cell "${cell}"`);
}

function terrainCombat(cell: string): TerrainCombat {
  const text = cell.replace(/\*+$/, '');
  if (text === '-') return { kind: 'none' };
  if (text === '1/2A') return { kind: 'attacker-halved' };
  if (/^-\d+$/.test(text)) return { kind: 'shift', shift: Number(text) };
  throw new Error(`cannot read the combat cell "${cell}"`);
}

const footnoteMarks = (cells: readonly string[]): string[] =>
  cells.map((c) => /(\*+)$/.exec(c)?.[1]).filter((m): m is string => m !== undefined);

function fireTable(weapon: FireTable['weapon']): FireTable {
  const tables = kosovoTables.fire.filter((t) => t.weapon === weapon);
  expect(tables, weapon).toHaveLength(1);
  return at(tables, 0);
}

function formatMove(cost: MoveCost | undefined): string {
  if (!cost) return 'missing';
  switch (cost.kind) {
    case 'mp':
      return String(cost.mp);
    case 'extra':
      return `+${cost.mp}`;
    case 'road':
      return `road ${cost.mp}`;
    case 'none':
      return '-';
    case 'prohibited':
      return 'prohibited';
  }
}

/** The value a normalisation's `where` points at, as text. */
function valueAt(table: string, where: string): string {
  if (table === 'all' && where === 'dice') return kosovoTables.retreatTest.dice;
  if (table === 'combat') {
    const m = /^row (\d+), column (\d+):(\d+)$/.exec(where);
    if (!m) throw new Error(`bad combat place "${where}"`);
    const row = kosovoTables.combat.rows.find((r) => r.roll === Number(m[1]));
    const col = kosovoTables.combat.columns.findIndex(
      (c) => c.attacker === Number(m[2]) && c.defender === Number(m[3]),
    );
    if (!row || col < 0) throw new Error(`no combat cell at "${where}"`);
    return at(row.cells, col);
  }
  if (table === 'terrain' && where === 'source.title') return kosovoTables.terrain.source.title;
  if (table === 'terrain') {
    const m = /^(\w+), (infantry|cavalry)$/.exec(where);
    const row = kosovoTables.terrain.rows.find((r) => r.printedName === m?.[1]);
    if (!m || !row) throw new Error(`no terrain cell at "${where}"`);
    return formatMove(m[2] === 'infantry' ? row.infantry : row.cavalry);
  }
  const fire = /^fire:(.+)$/.exec(table);
  if (fire && where === 'source.title') {
    const found = kosovoTables.fire.find((t) => t.weapon === fire[1]);
    if (!found) throw new Error(`no fire table ${fire[1]}`);
    return found.source.title;
  }
  throw new Error(`no reader for normalisation ${table} / ${where}`);
}

// ---------------------------------------------------------------- tests

describe('Kosovo Field 1389: COMBAT TABLE', () => {
  const { combat } = kosovoTables;

  it('has the 12 printed columns 1:4 … 9:1', () => {
    const printed = cellsOf(at(COMBAT, 0)).slice(1);
    expect(printed).toHaveLength(12);
    expect(combat.columns.map((c) => `${c.attacker}:${c.defender}`)).toEqual(printed);
  });

  it('has one row per 2D6 total 2–12', () => {
    expect(combat.rows.map((r) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const row of combat.rows) expect(row.cells).toHaveLength(12);
  });

  it.each(COMBAT.slice(1))('matches the printed row %s', (printedRow) => {
    const [roll, ...cells] = cellsOf(printedRow);
    const row = combat.rows.find((r) => r.roll === Number(roll));
    expect(row).toBeDefined();
    expect(cells).toHaveLength(12);
    cells.forEach((cell, i) => expect(row?.cells[i], `row ${roll} col ${i}`).toBe(cell));
  });

  it('matches the copy of rows 2–3 printed in 1.5', () => {
    expect(cellsOf(at(COMBAT_1_5, 0)).slice(1)).toEqual(cellsOf(at(COMBAT, 0)).slice(1));
    for (const printedRow of COMBAT_1_5.slice(1)) {
      const [roll, ...cells] = cellsOf(printedRow);
      expect(combat.rows.find((r) => r.roll === Number(roll))?.cells).toEqual(cells);
    }
  });

  it('parses every cell and keeps the normalised notation', () => {
    for (const row of combat.rows) {
      for (const cell of row.cells) {
        const parsed = parseCombatCell(cell);
        expect(parsed.ok, `"${cell}" (row ${row.roll})`).toBe(true);
        if (parsed.ok) expect(formatCombatResult(parsed.value, 'D')).toBe(cell);
      }
    }
  });

  it('retreats stay within the disorganization rows (defender 1–5, attacker 1–4)', () => {
    for (const row of combat.rows) {
      for (const cell of row.cells) {
        const parsed = parseCombatCell(cell);
        if (!parsed.ok) throw new Error(cell);
        expect(parsed.value.defender.retreat).toBeLessThanOrEqual(5);
        expect(parsed.value.attacker.retreat).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe('Kosovo Field 1389: COMBAT DISORGANIZATION', () => {
  const { retreatTest } = kosovoTables;

  it('is a 2D6 disorganization test with the five printed rows', () => {
    expect(retreatTest.dice).toBe('2D6');
    expect(retreatTest.outcome).toBe('disorganization');
    expect(retreatTest.rows.map((r) => r.label)).toEqual(
      DISORGANIZATION.map((r) => at(cellsOf(r), 0)),
    );
  });

  it.each(DISORGANIZATION)('matches the printed row %s', (printedRow) => {
    const [label, ...cells] = cellsOf(printedRow);
    const row = retreatTest.rows.find((r) => r.label === label);
    if (!row || label === undefined) throw new Error(`no row ${label}`);
    const m = /^B(\d)(?: \/ A(\d))?$/.exec(label);
    expect(m).not.toBeNull();
    expect(row.defenderRetreat).toBe(Number(m?.[1]));
    if (m?.[2] === undefined) expect('attackerRetreat' in row).toBe(false);
    else expect(row.attackerRetreat).toBe(Number(m[2]));
    expect(cells).toHaveLength(testCategories.length);
    cells.forEach((cell, i) => {
      const category = at(testCategories, i);
      expect(row.failOn[category], `${label} ${category}`).toEqual(totals(cell));
    });
  });

  it('lists only 2D6 totals (2–12), ascending and without repeats', () => {
    for (const row of retreatTest.rows) {
      for (const category of testCategories) {
        const list = row.failOn[category];
        expect(list.length).toBeGreaterThan(0);
        for (const total of list) {
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBeGreaterThanOrEqual(2);
          expect(total).toBeLessThanOrEqual(12);
        }
        expect([...new Set(list)].sort((a, b) => a - b)).toEqual(list);
      }
    }
  });
});

describe('Kosovo Field 1389: TERRAIN INFLUENCE', () => {
  const { terrain } = kosovoTables;

  it('has the seven printed rows in order', () => {
    expect(terrain.rows.map((r) => r.printedName)).toEqual(TERRAIN.map((r) => at(cellsOf(r), 0)));
    expect(terrain.rows.map((r) => r.terrain)).toEqual([
      'clear',
      'stream',
      'road',
      'swamps',
      'forest',
      'village',
      'hill',
    ]);
  });

  it.each(TERRAIN)('matches the printed row %s', (printedRow) => {
    const [name, infantry, cavalry, combat] = cellsOf(printedRow);
    if (name === undefined || infantry === undefined || cavalry === undefined || !combat) {
      throw new Error(`short row ${printedRow}`);
    }
    const row = terrain.rows.find((r) => r.printedName === name);
    if (!row) throw new Error(`no row ${name}`);
    const onRoad = name === 'road';
    const foot = moveCost(infantry, onRoad);
    const horse = moveCost(cavalry, onRoad);
    expect(row.infantry).toEqual(foot.cost);
    expect(row.cavalry).toEqual(horse.cost);
    if (horse.leader) expect(row.leader).toEqual(horse.leader);
    else expect('leader' in row).toBe(false);
    expect(row.combat).toEqual(terrainCombat(combat));
    const marks = footnoteMarks([infantry, cavalry, combat]);
    if (marks.length > 0) expect(row.notes).toEqual(marks);
    else expect('notes' in row).toBe(false);
  });

  it('restates both footnotes, one per printed mark', () => {
    expect(terrain.footnotes).toHaveLength(2);
    expect(at(terrain.footnotes, 0)).toMatch(/^\* .*\b1 extra hex\b/);
    expect(at(terrain.footnotes, 1)).toMatch(/^\*\* .*halved/);
  });
});

describe('Kosovo Field 1389: PURSUIT', () => {
  const { pursuit } = kosovoTables;

  it('gives voluntary pursuit (PV) on the listed rolls', () => {
    expect(pursuit.result).toBe('PV');
    expect(pursuit.rows).toHaveLength(PURSUIT.length);
  });

  it.each(PURSUIT)('matches the printed row %s', (printedRow) => {
    const [hexes, roll, result] = cellsOf(printedRow);
    const distance = Number.parseInt(hexes ?? '', 10);
    const row = pursuit.rows.find((r) => r.hexesFromLeader === distance);
    if (!row || roll === undefined) throw new Error(`no row ${hexes}`);
    expect(result).toBe(pursuit.result);
    expect(row.andMore).toBe(false);
    if (roll === '-') expect(row.rolls).toBe('always');
    else expect(row.rolls).toEqual({ faces: roll.split(',').map((f) => Number(f)) });
  });
});

describe('Kosovo Field 1389: Morale test', () => {
  const morale = kosovoTables.moraleTest;

  it('is present with the five printed MORALE rows', () => {
    expect(morale).toBeDefined();
    expect(morale?.rows).toHaveLength(MORALE.length);
  });

  it.each(MORALE)('matches the printed row %s', (printedRow) => {
    const [value, roll, effect] = cellsOf(printedRow);
    expect(effect).toBe('P');
    const row = morale?.rows.find((r) => r.morale === Number(value));
    const faces = totals(roll ?? '');
    expect(faces[0]).toBe(1);
    expect(row?.passAtMost).toBe(faces.at(-1));
  });

  it('adds the printed leader modifiers', () => {
    expect(morale?.leaderInRange).toBe(Number(/^\+(\d)/.exec(MORALE_LEADER.inRange)?.[1]));
    expect(morale?.leaderOnHex).toBe(Number(/^\+(\d)/.exec(MORALE_LEADER.onHex)?.[1]));
  });
});

describe('Kosovo Field 1389: fire tables', () => {
  it('holds each printed fire table once (the chapter and Game Tables copies agree)', () => {
    expect(kosovoTables.fire.map((t) => t.weapon).sort()).toEqual(Object.keys(FIRE).sort());
  });

  const weapons = Object.keys(FIRE) as FireTable['weapon'][];

  it.each(weapons)('%s matches the Game Tables and the chapter copy cell by cell', (weapon) => {
    const table = fireTable(weapon);
    for (const copy of [FIRE[weapon].rows, FIRE_CHAPTERS[weapon]]) {
      const header = cellsOf(at(copy, 0)).slice(1);
      expect(
        table.columns.map((c) => (c.from === c.to ? `${c.from}` : `${c.from}-${c.to}`)),
      ).toEqual(header);
      expect(table.rows).toHaveLength(copy.length - 1);
      for (const printedRow of copy.slice(1)) {
        const [range, ...cells] = cellsOf(printedRow);
        const row = table.rows.find((r) => r.range === Number(range));
        expect(row, `${weapon} range ${range}`).toBeDefined();
        expect(cells).toHaveLength(table.columns.length);
        cells.forEach((cell, i) => expect(row?.cells[i], `${weapon} ${range}/${i + 1}`).toBe(cell));
      }
    }
  });

  it.each(weapons)('%s restates exactly the printed legend letters', (weapon) => {
    const table = fireTable(weapon);
    const letters = FIRE[weapon].legend.map(({ line }) => at(line.split(' - '), 0));
    expect(Object.keys(table.legend).sort()).toEqual(letters.sort());
    for (const row of table.rows) {
      for (const cell of row.cells) {
        if (cell === '-' || /^-\d$/.test(cell)) continue;
        for (const letter of cell) expect(letters).toContain(letter);
      }
    }
  });
});

describe('Kosovo Field 1389: fortifications (12.1.3)', () => {
  const { fortifications } = kosovoTables;

  it('cites 12.1.3', () => {
    expect(fortifications.source.rule).toBe('12.1.3');
  });

  it.each(FORTIFICATIONS)('matches the printed line $line', ({ line }) => {
    const m =
      /^\+(\d) MPs? => (Infantry|Cavalry) with armor level equal to (\d)(?: or (\d))?$/.exec(line);
    if (!m) throw new Error(`cannot read "${line}"`);
    const costs = m[2] === 'Infantry' ? fortifications.infantry : fortifications.cavalry;
    for (const armor of [m[3], m[4]].filter((a) => a !== undefined)) {
      expect(costs[Number(armor) as 0 | 1 | 2]).toBe(Number(m[1]));
    }
  });

  it('prints a cost for every armor level of both arms', () => {
    const covered = FORTIFICATIONS.flatMap(({ line }) => {
      const m = /(Infantry|Cavalry) with armor level equal to (\d)(?: or (\d))?$/.exec(line);
      if (!m) throw new Error(`cannot read "${line}"`);
      return [m[2], m[3]].filter((a) => a !== undefined).map((a) => `${m[1]} ${a}`);
    });
    expect(new Set(covered).size).toBe(6);
  });
});

describe('Kosovo Field 1389: sources and normalisations', () => {
  it('cites the rules and printed titles', () => {
    expect(kosovoTables.combat.source).toEqual({ rule: '5.1', title: 'COMBAT TABLE' });
    expect(kosovoTables.retreatTest.source).toEqual({
      rule: '5.1',
      title: 'COMBAT DISORGANIZATION',
    });
    expect(kosovoTables.terrain.source).toEqual({ rule: '5.3', title: 'TERRAIN INFLUENCE' });
    expect(kosovoTables.pursuit.source).toEqual({ rule: '5.5.3', title: 'PURSUIT' });
    expect(kosovoTables.moraleTest?.source).toEqual({ rule: '6.2.1', title: 'Morale test' });
    expect(Object.fromEntries(kosovoTables.fire.map((t) => [t.weapon, t.source.rule]))).toEqual({
      archers: '11.4.1',
      'horse-archers': '11.5.5',
      crossbowmen: '11.6.1',
      'bombard-units': '11.7.1',
      'bombard-objects': '11.7.5',
    });
  });

  it.each(kosovoNormalisations.map((n) => [`${n.table} / ${n.where}`, n] as const))(
    'normalisation %s is in the data at its place',
    (_, n) => {
      expect(n.printed).not.toBe(n.reading);
      expect(n.reason.length).toBeGreaterThan(0);
      expect(valueAt(n.table, n.where)).toBe(n.reading);
    },
  );

  it('records the two combat-cell fixes and the dice notation', () => {
    const places = kosovoNormalisations.map((n) => `${n.table} / ${n.where}`);
    expect(places).toContain('combat / row 6, column 1:3');
    expect(places).toContain('combat / row 8, column 1:4');
    expect(places).toContain('all / dice');
  });
});
