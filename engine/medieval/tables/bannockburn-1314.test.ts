import { describe, expect, it } from 'vitest';
import { formatCombatResult, parseCombatCell } from '../combat/results.ts';
import { testCategories, type TestCategory } from '../types.ts';
import { bannockburnNormalisations, bannockburnTables as tables } from './bannockburn-1314.ts';
import type { FireTable, MoveCost, Normalisation, TerrainCombat, TerrainId } from './types.ts';

/*
 * Golden rows: the tables as printed under "Game Tables" in the Bannockburn 1314
 * rulebook (and, for the fire tables and PURSUIT, as printed in the rule chapters),
 * tab-separated, after only the recorded normalisations. Empty trailing cells
 * left by the text conversion are dropped.
 */

const combatPrinted = [
  '2 dice roll\t1:4\t1:3\t1:2\t1:1\t2:1\t3:1\t4:1\t5:1\t6:1\t7:1\t8:1\t9:1',
  '2\t-\t-\tD1\tD2 -1\tD2\t-1 / D2\t-1 / D3S\t-1 / D4S\t-1 / D4S\t-1 / D5S\tD5S\t-1 / D5S',
  '3\t-1 / -1\t-\t-1 / D1\tD1 -1\tD2 -1\tD2 -1\tD3\t-1 / D3\t-1 / D4\t-1 / D5\t-1 / D5\t-1 / D5 -1',
  '4\t-1 / -\t-1 / -1\t-\tD1\tD2\tD2\t-1 / D2\tD3 -1\tD3\tD4\tD5\tD5 -1',
  '5\tA1\t-1 / -\t-1 / -1\t-1 / D1\tD1 -1\tD2\tD2 -1\tD2\tD3 -1\tD3\tD4 -1\tD5',
  '6\tA1 -1\tA1S\t-1 / -\t-\tD1\tD1 -1\tD2\tD2 -1\tD2\tD3 -1\tD3\tD4',
  '7\tA1 -1\tA1 -1\tA1\t-1 / -1\t-1 / D1\tD1\tD2\tD2\tD2 -1\tD2 -1\tD3 -1\tD3',
  '8\tA1\tA1\tA1 -1\t-1 / -\t-\t-1 / D1\tD1 -1\tD2\tD2\tD2\tD2\tD3 -1',
  '9\tA2 -1\tA2\tA1\tA1\t-1 / -1\t-\tD1\tD1 -1\tD2\tD2\tD2 -1\tD2',
  '10\tA2 -1\tA2 -1\tA1\tA1 -1\t-1 / -\t-1 / -1\t-1 / D1\tD1\tD1 -1\tD2\tD2\tD2 -1',
  '11\tA3 -1\tA3\tA2 -1\tA1\tA1\t-1 / -\t-\t-1 / D1\tD1\tD1 -1\tD2\tD2',
  '12\tA4 -1S\tA3 -1S\tA2 -1S\tA1S\tA1 -1\tA1\t-1 / -1\t-1 / -1\t-1 / -1\t-1 / -1\t-1 / D1 -1\t-1 / D2 -1',
];

// Column headings of COMBAT SCATTER, keyed by the engine's category (printed left to right).
const scatterHeadings: Record<TestCategory, string> = {
  'heavy-cavalry': 'Heavy Cavalry (armor 2)',
  cavalry: 'Cavalry (armor 1)',
  'light-cavalry': 'Light Cavalry (armor 0)',
  'heavy-infantry': 'Heavy Infantry (armor 2)',
  infantry: 'Infantry (armor 1)',
  other: 'Other',
};

const scatterPrinted = [
  'D1 / A1\t-\t-\t1\t-\t-\t1',
  'D2 / A2\t1\t1\t1 – 2\t1\t1\t1 – 2',
  'D3 / A3\t1\t1 – 2\t1 – 3\t1\t1 – 2\t1 – 3',
  'D4 / A4\t1 – 2\t1 – 3\t1 – 4\t1 – 2\t1 – 3\t1 – 4',
  'D5 / A5\t1 – 3\t1 – 4\t1 – 5\t1 – 3\t1 – 4\t1 – 5',
];

// Header row, then the seven rows; the names are Kosovo Field's (see normalisations).
const terrainPrinted = [
  'infantry\tcavalry (leader)\tcombat',
  '1\t1\t-',
  '+1\t+2\t-1',
  '1*\t1/2 (1/3)\t-',
  '-\t-\t1/2A**',
  '2\t4\t-2',
  '2\t3\t-1',
  '+1\t+0,5\t-1',
];
const terrainNames: readonly TerrainId[] = [
  'clear',
  'stream',
  'road',
  'swamps',
  'forest',
  'village',
  'hill',
];

const pursuitPrinted = {
  chapter: [
    '0*\t0 and less\tPO',
    '1\t1 and less\tPO',
    '2\t2 and less\tPO',
    '3\t3 and less\tPO',
    '4\t4 and less\tPO',
    '5 and more\t5 and less\tPO',
  ],
  gameTables: [
    '0*\t0 and less\tPO',
    '1\t1 and less\tPO',
    '2\t2 and less\tPO',
    '3\t3 and less\tPO',
    '4\t4 and less\tPO',
    '5 and more\t5 and less\tPO',
  ],
};

const firePrinted: readonly {
  title: string;
  chapter: readonly string[];
  gameTables: readonly string[];
}[] = [
  {
    title: 'ARCHER FIRE',
    chapter: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S\t-1\t-2',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-2\t-2',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1',
      '4\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1',
    ],
    gameTables: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S\t-2\t-2',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-2\t-2',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1',
      '4\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1',
    ],
  },
  {
    title: 'HORSE ARCHER FIRE',
    chapter: [
      '\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1',
    ],
    gameTables: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1',
    ],
  },
  {
    title: 'CROSBOW FIRE',
    chapter: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-1S\t-1S\t-2\t-2',
      '2\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1S\t-1S\t-2\t-2',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S',
      '4\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S',
    ],
    gameTables: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-1\t-1\t-1\t-1\t-1\t-1S\t-1S\t-2\t-2',
      '2\t-\t-\t-\t-\t-\t-1\t-1\t-1\t-1S\t-1S\t-2\t-2',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S',
      '4\t-\t-\t-\t-\t-\t-\t-\t-\t-1\t-1\t-1S\t-1S',
    ],
  },
  {
    title: 'BOMBARD FIRE (UNITS)',
    chapter: [
      '\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS\tS\tS',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS\tS',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS',
    ],
    gameTables: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS\tS\tS',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS\tS',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tS\tS\tS',
    ],
  },
  {
    title: 'BOMBARD FIRE (OBJECTS)',
    chapter: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD\tD',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
    ],
    gameTables: [
      'Range\t1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12',
      '1\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD\tD',
      '2\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD\tD',
      '3\t-\t-\t-\t-\t-\t-\t-\t-\t-\tD\tD\tD',
    ],
  },
];

// 11.1.3 prints one list item per unit type; the conversion ran them into one line.
const fortificationPrinted: readonly {
  printed: string;
  arm: 'infantry' | 'cavalry';
  armor: readonly (0 | 1 | 2)[];
}[] = [
  { printed: '+1 MP => Infantry with armor level equal to 0', arm: 'infantry', armor: [0] },
  {
    printed: '+2 MPs => Infantry with armor level equal to 1 or 2',
    arm: 'infantry',
    armor: [1, 2],
  },
  { printed: '+3 MPs => Cavalry with armor level equal to 0', arm: 'cavalry', armor: [0] },
  { printed: '+4 MPs => Cavalry with armor level equal to 1', arm: 'cavalry', armor: [1] },
  { printed: '+5 MPs => Cavalry with armor level equal to 2', arm: 'cavalry', armor: [2] },
];

const cellsOf = (row: string): string[] => row.split('\t');

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

/** "-" → [], "3" → [3], "1 – 3" → [1, 2, 3] (en dash as printed). */
function faces(cell: string): number[] {
  if (cell === '-') return [];
  const range = /^(\d) – (\d)$/.exec(cell);
  if (range) {
    const from = Number(range[1]);
    return Array.from({ length: Number(range[2]) - from + 1 }, (_, i) => from + i);
  }
  if (/^\d$/.test(cell)) return [Number(cell)];
  throw new Error(`unreadable scatter cell "${cell}"`);
}

const marksOf = (cell: string): string => /\*+$/.exec(cell)?.[0] ?? '';
const unmarked = (cell: string): string => cell.replace(/\*+$/, '');
const fraction = (top: string | undefined, bottom: string | undefined): number =>
  Number(top) / Number(bottom);

/** A printed movement cell; in the road row plain numbers are per-hex road costs. */
function move(cell: string, road: boolean): { cost: MoveCost; leader?: MoveCost } {
  const text = unmarked(cell);
  const kind = road ? 'road' : 'mp';
  if (text === '-') return { cost: { kind: 'none' } };
  const extra = /^\+(\d+(?:,\d+)?)$/.exec(text);
  if (extra) return { cost: { kind: 'extra', mp: Number(extra[1]?.replace(',', '.')) } };
  if (/^\d+$/.test(text)) return { cost: { kind, mp: Number(text) } };
  const split = /^(\d+)\/(\d+) \((\d+)\/(\d+)\)$/.exec(text);
  if (split) {
    return {
      cost: { kind, mp: fraction(split[1], split[2]) },
      leader: { kind, mp: fraction(split[3], split[4]) },
    };
  }
  throw new Error(`unreadable movement cell "${cell}"`);
}

function terrainCombat(cell: string): TerrainCombat {
  const text = unmarked(cell);
  if (text === '-') return { kind: 'none' };
  if (text === '1/2A') return { kind: 'attacker-halved' };
  const shift = /^-(\d)$/.exec(text);
  if (shift) return { kind: 'shift', shift: -Number(shift[1]) };
  throw new Error(`unreadable combat cell "${cell}"`);
}

const fireTables = (title: string): FireTable[] =>
  tables.fire.filter((table) => table.source.title === title);

/** The data at a normalisation's place, so its reading can be checked there. */
function dataAt(n: Normalisation): string[] {
  const cell = /^row (\d+), column (\d+:\d+)/.exec(n.where);
  if (n.table === 'COMBAT TABLE' && cell) {
    const row = tables.combat.rows.find((r) => r.roll === Number(cell[1]));
    const column = tables.combat.columns.findIndex(
      (c) => `${c.attacker}:${c.defender}` === cell[2],
    );
    return row ? [at(row.cells, column)] : [];
  }
  if (n.where === 'title') {
    const sources = [tables.combat.source, tables.retreatTest.source];
    return sources
      .filter((s) => s.title.replace(/\s/g, '') === n.reading.replace(/\s/g, ''))
      .map((s) => s.title);
  }
  const name = /^row (\d+), name$/.exec(n.where);
  if (n.table === 'TERRAIN EFFECT' && name) {
    return [at(tables.terrain.rows, Number(name[1]) - 1).terrain];
  }
  if (n.table === 'PURSUIT' && n.where.startsWith('Result column')) return [tables.pursuit.result];
  if (n.where.startsWith('header')) {
    const rows =
      n.table === 'TERRAIN EFFECT' ? tables.terrain.rows : tables.fire.flatMap((f) => f.rows);
    return [...new Set(rows.flatMap((r) => Object.keys(r)))];
  }
  const fire = /^chapter copy \(([\d.]+)\), range (\d+), column (\d+)$/.exec(n.where);
  if (fire) {
    const table = tables.fire.find((f) => f.source.rule === fire[1] && f.source.title === n.table);
    const row = table?.rows.find((r) => r.range === Number(fire[2]));
    const column = table?.columns.findIndex((c) => c.from === Number(fire[3])) ?? -1;
    return row ? [at(row.cells, column)] : [];
  }
  if (n.where.includes('(dropped)')) return [''];
  throw new Error(`no locator for "${n.table}: ${n.where}"`);
}

describe('Bannockburn 1314 COMBAT TABLE (5.1)', () => {
  const { combat } = tables;
  const [header = '', ...rows] = combatPrinted;

  it('has the twelve printed ratio columns and rolls 2–12', () => {
    expect(combat.columns.map((c) => `${c.attacker}:${c.defender}`)).toEqual(
      cellsOf(header).slice(1),
    );
    expect(combat.columns).toHaveLength(12);
    expect(combat.rows.map((r) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('matches every printed cell', () => {
    expect(combat.rows).toHaveLength(rows.length);
    rows.forEach((printed, i) => {
      const [roll, ...cells] = cellsOf(printed);
      const row = at(combat.rows, i);
      expect(row.roll).toBe(Number(roll));
      expect(row.cells).toHaveLength(12);
      cells.forEach((cell, j) => expect(at(row.cells, j), `roll ${roll}, column ${j}`).toBe(cell));
    });
  });

  it('holds only cells parseCombatCell reads, in normalised notation', () => {
    for (const row of combat.rows) {
      for (const cell of row.cells) {
        const parsed = parseCombatCell(cell);
        expect(parsed.ok, cell).toBe(true);
        if (parsed.ok) expect(formatCombatResult(parsed.value, 'S')).toBe(cell);
        expect(cell).not.toMatch(/\S\/|\/\S/);
      }
    }
  });
});

describe('Bannockburn 1314 COMBAT SCATTER (9.1)', () => {
  const { retreatTest } = tables;

  it('is a 1D6 scatter test with the printed columns', () => {
    expect(retreatTest.dice).toBe('1D6');
    expect(retreatTest.outcome).toBe('scatter');
    expect(Object.keys(scatterHeadings)).toEqual(testCategories);
  });

  it('matches every printed cell', () => {
    expect(retreatTest.rows).toHaveLength(scatterPrinted.length);
    scatterPrinted.forEach((printed, i) => {
      const [label = '', ...cells] = cellsOf(printed);
      const row = at(retreatTest.rows, i);
      const distances = /^D(\d) \/ A(\d)$/.exec(label);
      expect(row.label).toBe(label);
      expect(row.defenderRetreat).toBe(Number(distances?.[1]));
      expect(row.attackerRetreat).toBe(Number(distances?.[2]));
      testCategories.forEach((category, j) => {
        expect(row.failOn[category], `${label}, ${scatterHeadings[category]}`).toEqual(
          faces(at(cells, j)),
        );
      });
    });
  });

  it('lists only faces of a D6', () => {
    for (const row of retreatTest.rows) {
      for (const category of testCategories) {
        for (const face of row.failOn[category]) {
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(6);
        }
      }
    }
  });
});

describe('Bannockburn 1314 TERRAIN EFFECT (5.3)', () => {
  const { terrain } = tables;
  const [header = '', ...rows] = terrainPrinted;

  it('has the printed columns: infantry, cavalry with leader in brackets, combat', () => {
    expect(cellsOf(header)).toEqual(['infantry', 'cavalry (leader)', 'combat']);
  });

  it('matches every printed cell, rows named after Kosovo Field', () => {
    expect(terrain.rows).toHaveLength(rows.length);
    rows.forEach((printed, i) => {
      const cells = cellsOf(printed);
      const [infantryCell = '', cavalryCell = '', combatCell = ''] = cells;
      const terrainId = at(terrainNames, i);
      const road = terrainId === 'road';
      const infantry = move(infantryCell, road);
      const cavalry = move(cavalryCell, road);
      const notes = cells.map(marksOf).filter(Boolean);
      expect(at(terrain.rows, i)).toStrictEqual({
        terrain: terrainId,
        printedName: null,
        infantry: infantry.cost,
        cavalry: cavalry.cost,
        ...(cavalry.leader ? { leader: cavalry.leader } : {}),
        combat: terrainCombat(combatCell),
        ...(notes.length > 0 ? { notes } : {}),
      });
    });
  });

  it('restates both footnotes with their marks', () => {
    expect(terrain.footnotes).toHaveLength(2);
    expect(at(terrain.footnotes, 0)).toMatch(/^\* .*1 hex/);
    expect(at(terrain.footnotes, 1)).toMatch(/^\*\* .*swamps/);
  });
});

describe('Bannockburn 1314 PURSUIT (5.5.2)', () => {
  it('both printed copies agree and match every cell', () => {
    expect(pursuitPrinted.chapter).toEqual(pursuitPrinted.gameTables);
    const { pursuit } = tables;
    expect(pursuit.rows).toHaveLength(pursuitPrinted.gameTables.length);
    pursuitPrinted.gameTables.forEach((printed, i) => {
      const [hexes = '', roll = '', result] = cellsOf(printed);
      const row = at(pursuit.rows, i);
      expect(row.hexesFromLeader).toBe(Number(/^\d+/.exec(hexes)?.[0]));
      expect(row.andMore).toBe(hexes.endsWith('and more'));
      expect(row.rolls).toEqual({ atMost: Number(/^(\d+) and less$/.exec(roll)?.[1]) });
      expect(pursuit.result).toBe(result);
    });
  });
});

describe('Bannockburn 1314 fire tables (10.4–10.7)', () => {
  const rowsOf = (printed: readonly string[]) =>
    printed.slice(1).map((row) => {
      const [range, ...cells] = cellsOf(row);
      return { range: Number(range), cells };
    });

  for (const { title, chapter, gameTables } of firePrinted) {
    it(`${title}: every cell of both printed copies`, () => {
      const stored = fireTables(title);
      const agree = JSON.stringify(rowsOf(chapter)) === JSON.stringify(rowsOf(gameTables));
      const chapterCopy = stored.find((t) => t.source.rule !== 'Game Tables');
      const gameCopy = agree ? chapterCopy : stored.find((t) => t.source.rule === 'Game Tables');
      expect(stored).toHaveLength(agree ? 1 : 2);
      for (const [table, printed] of [
        [chapterCopy, chapter],
        [gameCopy, gameTables],
      ] as const) {
        if (!table) throw new Error(`${title} is missing a copy`);
        expect(table.columns.map((c) => String(c.from))).toEqual(cellsOf(at(printed, 0)).slice(1));
        expect(table.columns.every((c) => c.from === c.to)).toBe(true);
        expect(table.rows).toEqual(rowsOf(printed));
      }
    });
  }

  it('every table printed once or twice is stored, with its marks in the legend', () => {
    expect(new Set(tables.fire.map((t) => t.source.title))).toEqual(
      new Set(firePrinted.map((t) => t.title)),
    );
    for (const table of tables.fire) {
      const cells = table.rows.flatMap((r) => r.cells);
      for (const cell of cells) expect(cell).toMatch(/^(-|-\dS?|S|D)$/);
      const marks = new Set(cells.flatMap((c) => /[SD]$/.exec(c)?.[0] ?? []));
      expect(new Set(Object.keys(table.legend))).toEqual(marks);
    }
    expect(at(fireTables('ARCHER FIRE'), 0).legend).toEqual({ S: 'unit scatters automatically' });
    expect(at(fireTables('BOMBARD FIRE (OBJECTS)'), 0).legend).toEqual({ D: 'object destroyed' });
  });
});

describe('Bannockburn 1314 fortifications (11.1.3)', () => {
  it('matches every printed cost', () => {
    const { fortifications } = tables;
    for (const { printed, arm, armor } of fortificationPrinted) {
      const extra = Number(/^\+(\d) MPs? =>/.exec(printed)?.[1]);
      for (const level of armor) expect(fortifications[arm][level], printed).toBe(extra);
    }
    expect(fortificationPrinted.flatMap((p) => p.armor.map((a) => `${p.arm}${a}`))).toHaveLength(6);
  });
});

describe('Bannockburn 1314 normalisations', () => {
  it('each reading is what the data holds at its place', () => {
    expect(bannockburnNormalisations.length).toBeGreaterThan(0);
    for (const n of bannockburnNormalisations) {
      expect(n.printed, n.where).not.toBe(n.reading);
      expect(dataAt(n), `${n.table}: ${n.where}`).toContain(n.reading);
    }
  });

  it('names every terrain row it inferred', () => {
    const inferred = bannockburnNormalisations
      .filter((n) => n.table === 'TERRAIN EFFECT' && /^row \d+, name$/.test(n.where))
      .map((n) => n.reading);
    expect(inferred).toEqual(tables.terrain.rows.map((r) => r.terrain));
  });

  it('leaves no Cyrillic letters in the data', () => {
    expect(JSON.stringify(tables)).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('has no morale test table', () => {
    expect(tables.moraleTest).toBeUndefined();
  });
});
