import { describe, expect, it } from 'vitest';
import { formatCombatResult, parseCombatCell } from '../combat/results.ts';
import type { TestCategory } from '../types.ts';
import { normalisations1066, tables1066 } from './1066.ts';
import type {
  FireTable,
  MoveCost,
  Normalisation,
  PursuitTable,
  TerrainCombat,
  TerrainId,
} from './types.ts';

/*
 * Golden tests: the rows below are the printed rows of 1066
 * (seeds/002_f44c7b4ac9721905.txt), one string per printed row, tabs as in
 * the conversion. Only the normalisations recorded in
 * normalisations1066 are applied to them (by `fixed`, and for the
 * COMBAT TABLE spacing by `spaced`), then every cell is compared with the data.
 */

const COMBAT_CHAPTER: readonly string[] = [
  'Attacker\t1A\t1B\t1C\t1D\t1E\t1F\t1G\t1H\t1I\t1J',
  '1\t01\t02-1\t03\t4/00\t1/000\t1/000\t1/000\t000\t1/000\t1/000',
  '2\t1/1\t2/01\t02-1\t02-1\t02-1\t00\t1/00\t2/00\t2/00\t2/00-1',
];

const COMBAT: readonly string[] = [
  '2 Dice roll\t1:4\t1:3\t1:2\t1:1\t2:1\t3:1\t4:1\t5:1\t6:1\t7:1\t8:1\t9:1',
  '2\t-\t-\tD1\tD2-1\tD2\t-1/D2\t-1/D3R\t-1/D4R\t-1/D4R\t-1/D5R\tD5R\t-1/D5R',
  '3\t-1/-1\t-\t-1/D1\tD1-1\tD2-1\tD2-1\tD3\t-1/D3\t-1/D4\t-1/D5\t-1/D5\t-1/D5-1',
  '4\t-1/-\t-1/-1\t-\tD1\tD2\tD2\t-1/D2\tD3-1\tD3\tD4\tD5\tD5-1',
  '5\tA1\t-1/-\t-1/-1\t-1/D1\tD1-1\tD2\tD2-1\tD2\tD3-1\tD3\tD4-1\tD5',
  '6\tA1-1\tA1R\t-1/-\t-\tD1\tD1-1\tD2\tD2-1\tD2\tD3-1\tD3\tD4',
  '7\tA1-1\tA1-1\tA1\t-1/-1\t-1/D1\tD1\tD2\tD2\tD2-1\tD2-1\tD3-1\tD3',
  '8\tA1\tA1\tA1-1\t-1/-\t-\t-1/D1\tD1-1\tD2\tD2\tD2\tD2\tD3-1',
  '9\tA2-1\tA2\tA1\tA1\t-1/-1\t-\tD1\tD1-1\tD2\tD2\tD2-1\tD2',
  '10\tA2-1\tA2-1\tA1\tA1-1\t-1/-\t-1/-1\t-1/D1\tD1\tD1-1\tD2\tD2\tD2-1',
  '11\tA3-1\tA3\tA2-1\tA1\tA1\t-1/-\t-\t-1/D1\tD1\tD1-1\tD2\tD2',
  '12\tA4-1R\tA3-1R\tA2-1R\tA1R\tA1-1\tA1\t-1/-1\t-1/-1\t-1/-1\t-1/-1\t-1/D1-1\t-1/D2-1',
];

const SCATTER: readonly string[] = [
  '\tOther\tInfantry (armor 1)\tHeavy Infantry (armor 2)\tLight Cavalry (armor 0)\tCavalry (armor 1)\tHeavy Cavalry (armor 2)',
  'D1/A1\t1\t-\t-\t-\t-\t-',
  'D2/A2\t1-2\t1\t1\t1-2\t1\t1',
  'D3/A3\t1-3\t1-2\t1\t1-3\t1-2\t1',
  'D4/A4\t1-4\t1-3\t1-2\t1-4\t1-3\t1-2',
  'D5/A5\t1-5\t1-4\t1-3\t1-5\t1-4\t1-3',
];

const PURSUIT_CHAPTER: readonly string[] = [
  'Hexes frm leader (heksów)\tModified dice (1D6) roll\tResult',
  '0\t0 and less\tPO',
  '1\t1 and less\tPO',
  '2\t2 and less\tPO',
  '3\t3 and less\tPO',
  '4\t4 and less\tPO',
  '5\t5 and less\tPO',
];

const PURSUIT_GAME_TABLES: readonly string[] = [
  'Hexes frm leader (heksów)\tModified dice (1D6) roll\tResult',
  '1\t1\tPO',
  '2\t2 and less\tPO',
  '3\t3 and less\tPO',
  '4\t4 and less\tPO',
  '5\t5 and less\tPO',
];

const TERRAIN: readonly string[] = [
  'terrain:\tterrain influence\t\tcombat',
  '\tinfantry\tcavalry\t',
  '„clear”\t1\t1\t-',
  'swamp\tprohibited\t\t-1',
  'slope\t+1\t+1\t-1',
  'forest\t+1\t+3\t-2',
  'stream\t+1\t+2\t-1',
  'willage\t+1\t+2\t-1',
  'road\t1/2\t1/3\t-',
];

const ARCHERS_CHAPTER: readonly string[] = [
  'Range\t2 dice (2D6) roll\t\t\t',
  '\t2-3\t4-5\t6-9\t10-12',
  '1\t-\t-1\t-1\t-2',
  '2\t-\t-\t-1\t-2',
];

const HORSE_ARCHERS_CHAPTER: readonly string[] = [
  'Range\t2 dice (2D6) roll\t',
  '\t2-8\t9-12',
  '1\t-\t-1',
];

const CROSSBOWS_CHAPTER: readonly string[] = [
  'Odlegość\tRzut kośćmi (2K6)\t\t\t',
  '\t2-3\t4-5\t6-9\t10-12',
  '1 pole\t-\t-1\t-1\t-2',
  '2 pola\t-\t-\t-1\t-2',
];

const BOMBARD_UNITS: readonly string[] = [
  'Odlegość\tRzut kośćmi (2K6)\t\t\t\t\t\t\t\t\t',
  '\t2-4\t5\t6\t7\t8\t9\t10\t11\t12\t',
  '1\t-\t-\t-\t-\tS\tS\tS\tS\tS\t',
  '2\t-\t-\t-\t-\t-\tS\tS\tS\tS\t',
  '3\t-\t-\t-\t-\t-\t-\tS\tS\tS\t',
];

const BOMBARD_OBJECTS: readonly string[] = [
  'Odlegość\tRzut kośćmi\t\t\t\t\t\t',
  '\t2-6\t7\t8\t9\t10\t11\t12',
  '1\t-\t-\tD\tD\tD\tD\tD',
  '2\t-\t-\t-\tD\tD\tZ\tD',
  '3\t-\t-\t-\t-\tD\tD\tD',
];

const CROSSBOWS_GAME_TABLES: readonly string[] = [
  'Range\t2 x D6\t\t\t\t',
  '\t2-3\t4-5\t6-8\t9-10\t11-12',
  '1 hex\t-\t-1\t-1\t-1R\t-2',
  '2 hexes\t-\t-\t-1\t-1R\t-2',
  '3 hexes\t-\t-\t-\t-1\t-1R',
  '4 hexes\t-\t-\t-\t-1\t-1R',
];

const ARCHERS_GAME_TABLES: readonly string[] = [
  'Odległość\t2 x D6\t\t\t',
  '\t2-6\t7-8\t9-10\t11-12',
  '1 hex\t-\t-1\t-1R\t-2',
  '2 hexes\t-\t-\t-1\t-2',
  '3 hexes\t-\t-\t-1\t-1',
  '4 hexes\t-\t-\t-\t-1',
];

const HORSE_ARCHERS_GAME_TABLES: readonly string[] = ['2 x D6\t', '2-8\t9-12', '1 hex-\t-1'];

/** The chapter heading above 11.1.3, and the 11.1.3 list (each line keyed by its row). */
const OBJECTS_HEADING = '17.0 OBJECTS';
const FORTIFICATIONS: readonly (readonly [string, string])[] = [
  ['infantry 0', '+1 MP – Infantry with armor level equal to 0'],
  ['infantry 1-2', '+2 MPs – Infantry with armor level equal to 1 or 2'],
  ['cavalry 0', '+3 MPs – Cavalry with armor level equal to 0'],
  ['cavalry 1', '+4 MPs – Cavalry with armor level equal to 1'],
  ['cavalry 2', '+5 MPs – Cavalry with armor level equal to 2'],
];

const PURSUIT_FOOTNOTES: readonly string[] = [
  "* leader on attacker's hex",
  'PO - pursuit obligatory',
];

const T = tables1066;

function must<V>(value: V | null | undefined, what: string): V {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

/** A normalisation's place without its commentary in brackets. */
const place = (where: string): string => where.replace(/ \(.*\)$/, '');

const used = new Set<Normalisation>();

/** The recorded reading of a printed cell at a place, or the printed text when nothing is recorded. */
function fixed(table: string, where: string, printed: string): string {
  const n = normalisations1066.find((x) => x.table === table && place(x.where) === where);
  if (!n) return printed;
  expect(printed, `${table}, ${where}`).toBe(n.printed);
  used.add(n);
  return n.reading;
}

/** The recorded COMBAT TABLE spacing: " / " around the slash, a space before a loss after a retreat. */
const spaced = (cell: string): string =>
  cell.replace(/\s*\/\s*/g, ' / ').replace(/([AD]\d)\s*-(\d)/g, '$1 -$2');

const ratio = (c: { attacker: number; defender: number }) => `${c.attacker}:${c.defender}`;
const fireName = (t: FireTable) => `fire: ${t.source.title} (${t.source.rule})`;

function group(label: string): { from: number; to: number } {
  const m = must(/^(\d+)(?:-(\d+))?$/.exec(label), `column group ${label}`);
  const from = Number(m[1]);
  return { from, to: m[2] === undefined ? from : Number(m[2]) };
}

function formatMove(cost: MoveCost): string {
  switch (cost.kind) {
    case 'mp':
      return String(cost.mp);
    case 'extra':
      return `+${String(cost.mp).replace('.', ',')}`;
    case 'road': {
      const denominator = Math.round(1 / cost.mp);
      expect(1 / denominator).toBeCloseTo(cost.mp, 12);
      return `1/${denominator}`;
    }
    case 'none':
      return '-';
    case 'prohibited':
      return 'prohibited';
  }
}

function formatCombat(effect: TerrainCombat): string {
  switch (effect.kind) {
    case 'none':
      return '-';
    case 'shift':
      return String(effect.shift);
    case 'attacker-halved':
      return '1/2A';
  }
}

function formatFaces(faces: readonly number[]): string {
  const first = faces[0];
  const last = faces[faces.length - 1];
  if (first === undefined || last === undefined) return '-';
  expect(faces).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
  return first === last ? String(first) : `${first}-${last}`;
}

function formatRolls(rolls: PursuitTable['rows'][number]['rolls']): string {
  if (rolls === 'always') return '-';
  if ('atMost' in rolls) return `${rolls.atMost} and less`;
  return rolls.faces.join(', ');
}

const pursuitRow = (hexes: number) =>
  must(
    T.pursuit.rows.find((r) => r.hexesFromLeader === hexes),
    `pursuit row ${hexes}`,
  );

const fireTable = (name: string) =>
  must(
    T.fire.find((t) => fireName(t) === name),
    name,
  );

function combatCell(roll: number, column: string): string {
  const row = must(
    T.combat.rows.find((r) => r.roll === roll),
    `combat roll ${roll}`,
  );
  const index = T.combat.columns.findIndex((c) => ratio(c) === column);
  return must(row.cells[index], `combat ${roll}, ${column}`);
}

describe('1066 COMBAT TABLE', () => {
  it('has the 12 columns 1:4 … 9:1 and the rolls 2–12', () => {
    expect(T.combat.columns.map(ratio)).toEqual([
      '1:4',
      '1:3',
      '1:2',
      '1:1',
      '2:1',
      '3:1',
      '4:1',
      '5:1',
      '6:1',
      '7:1',
      '8:1',
      '9:1',
    ]);
    expect(T.combat.rows.map((r) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const row of T.combat.rows) expect(row.cells).toHaveLength(12);
  });

  it('matches the printed Game Tables copy cell by cell', () => {
    const [header, ...lines] = COMBAT;
    const columns = must(header, 'header').split('\t').slice(1);
    expect(columns).toEqual(T.combat.columns.map(ratio));
    expect(lines).toHaveLength(T.combat.rows.length);
    for (const line of lines) {
      const [roll, ...cells] = line.split('\t');
      expect(cells).toHaveLength(12);
      cells.forEach((printed, i) => {
        const column = must(columns[i], 'column');
        const want = spaced(fixed('combat', `roll ${roll}, ${column}`, printed));
        expect(combatCell(Number(roll), column), `roll ${roll}, ${column}`).toBe(want);
      });
    }
  });

  it('parses every cell, and every cell is already in the normalised notation', () => {
    for (const row of T.combat.rows) {
      for (const cell of row.cells) {
        const parsed = parseCombatCell(cell);
        expect(parsed.ok, cell).toBe(true);
        if (parsed.ok) expect(formatCombatResult(parsed.value, 'R')).toBe(cell);
      }
    }
  });

  it('marks scatter with R in the cells, never S', () => {
    const cells = T.combat.rows.flatMap((r) => r.cells);
    expect(cells.some((c) => c.endsWith('R'))).toBe(true);
    expect(cells.some((c) => c.includes('S'))).toBe(false);
  });

  it('cannot use the copy printed under 1.5: a garbled fragment that does not parse', () => {
    const [header, ...lines] = COMBAT_CHAPTER;
    expect(must(header, 'header').split('\t').slice(1)).not.toContain('1:1');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const cell of line.split('\t').slice(1))
        expect(parseCombatCell(cell).ok, cell).toBe(false);
    }
  });

  it('agrees with the worked example of 5.1.1 (4:1, roll 4; light cavalry, D2)', () => {
    const parsed = parseCombatCell(combatCell(4, '4:1'));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.attacker.loss).toBe(1);
      expect(parsed.value.defender.retreat).toBe(2);
    }
    const d2 = must(T.retreatTest.rows[1], 'D2/A2');
    expect(d2.failOn['light-cavalry']).toEqual([1, 2]);
  });
});

describe('1066 COMBAT SCATTER', () => {
  const headings: Record<string, TestCategory> = {
    Other: 'other',
    'Infantry (armor 1)': 'infantry',
    'Heavy Infantry (armor 2)': 'heavy-infantry',
    'Light Cavalry (armor 0)': 'light-cavalry',
    'Cavalry (armor 1)': 'cavalry',
    'Heavy Cavalry (armor 2)': 'heavy-cavalry',
  };

  it('is a 1D6 scatter test', () => {
    expect(T.retreatTest.dice).toBe('1D6');
    expect(T.retreatTest.outcome).toBe('scatter');
  });

  it('matches the printed table cell by cell, columns mapped by heading', () => {
    const [header, ...lines] = SCATTER;
    const categories = must(header, 'header')
      .split('\t')
      .slice(1)
      .map((h) => must(headings[h], `heading ${h}`));
    expect(new Set(categories).size).toBe(6);
    // The page shows the columns in the book's order.
    expect(T.retreatTest.columns).toEqual(categories);
    expect(lines).toHaveLength(T.retreatTest.rows.length);
    lines.forEach((line, i) => {
      const [label, ...cells] = line.split('\t');
      const row = must(T.retreatTest.rows[i], `row ${label}`);
      expect(row.label).toBe(label);
      const m = must(/^D(\d)\/A(\d)$/.exec(row.label), row.label);
      expect(row.defenderRetreat).toBe(Number(m[1]));
      expect(row.attackerRetreat).toBe(Number(m[2]));
      cells.forEach((printed, j) => {
        const category = must(categories[j], 'category');
        expect(formatFaces(row.failOn[category]), `${label}, ${category}`).toBe(printed);
      });
    });
  });
});

describe('1066 PURSUIT', () => {
  it('matches the copy printed at 5.5.2 (rows 0–5)', () => {
    const [header, ...lines] = PURSUIT_CHAPTER;
    const captions = must(header, 'header').split('\t');
    expect(fixed('pursuit', 'caption', must(captions[0], 'caption'))).toBe(
      'Hexes from leader (hexes)',
    );
    expect(T.pursuit.source).toEqual({ rule: '5.5.2', title: 'PURSUIT' });
    expect(lines).toHaveLength(T.pursuit.rows.length);
    lines.forEach((line, i) => {
      const [hexes, rolls, result] = line.split('\t');
      const row = must(T.pursuit.rows[i], `row ${hexes}`);
      expect(`${row.hexesFromLeader}${row.andMore ? ' and more' : ''}`).toBe(hexes);
      expect(formatRolls(row.rolls)).toBe(rolls);
      expect(T.pursuit.result).toBe(result);
    });
    expect(PURSUIT_FOOTNOTES[1]?.startsWith(T.pursuit.result)).toBe(true);
  });

  it('differs from the Game Tables copy only where recorded (no row 0, row 1 "1")', () => {
    const [header, ...lines] = PURSUIT_GAME_TABLES;
    expect(header).toBe(PURSUIT_CHAPTER[0]);
    expect(lines.map((l) => l.split('\t')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(fixed('pursuit', 'Game Tables copy, row 0', '(no row)')).toBe(
      formatRolls(pursuitRow(0).rolls),
    );
    for (const line of lines) {
      const [hexes, rolls, result] = line.split('\t');
      const row = pursuitRow(Number(hexes));
      const want = fixed('pursuit', `Game Tables copy, row ${hexes}`, must(rolls, 'rolls'));
      expect(formatRolls(row.rolls), `row ${hexes}`).toBe(want);
      expect(T.pursuit.result).toBe(result);
    }
  });
});

describe('1066 terrain table', () => {
  const ids: readonly TerrainId[] = [
    'clear',
    'swamps',
    'hill',
    'forest',
    'stream',
    'village',
    'road',
  ];

  it('matches the printed table cell by cell', () => {
    const [top, sub, ...lines] = TERRAIN;
    expect(must(top, 'header').split('\t')[3]).toBe('combat');
    expect(must(sub, 'header').split('\t').slice(1, 3)).toEqual(['infantry', 'cavalry']);
    expect(lines).toHaveLength(T.terrain.rows.length);
    lines.forEach((line, i) => {
      const n = i + 1;
      const [name = '', infantry = '', cavalry = '', combat = ''] = line.split('\t');
      const row = must(T.terrain.rows[i], `row ${n}`);
      expect(row.terrain).toBe(ids[i]);
      expect(row.printedName).toBe(fixed('terrain', `row ${n}, name`, name));
      // An empty cavalry cell is the second half of a word spanning both movement cells.
      const where = `row ${n}, infantry and cavalry`;
      expect(formatMove(row.infantry), `${name} infantry`).toBe(fixed('terrain', where, infantry));
      expect(formatMove(row.cavalry), `${name} cavalry`).toBe(
        fixed('terrain', where, cavalry === '' ? infantry : cavalry),
      );
      expect(formatCombat(row.combat), `${name} combat`).toBe(combat);
      expect(row.leader).toBeUndefined();
    });
    expect(T.terrain.footnotes).toEqual([]);
  });
});

describe('1066 fire tables', () => {
  const golden: readonly {
    table: FireTable;
    lines: readonly string[];
    legend: readonly string[];
  }[] = [
    { table: fireTable('fire: ARCHER FIRE (10.4.2)'), lines: ARCHERS_CHAPTER, legend: [] },
    {
      table: fireTable('fire: HORSEARCHER FIRE (10.5.5)'),
      lines: HORSE_ARCHERS_CHAPTER,
      legend: [],
    },
    { table: fireTable('fire: CROSSBOW FIRE (10.6.2)'), lines: CROSSBOWS_CHAPTER, legend: [] },
    {
      table: fireTable('fire: BOMBARD FIRE (UNITS) (10.7.1)'),
      lines: BOMBARD_UNITS,
      legend: ['S – unit is scattered'],
    },
    {
      table: fireTable('fire: BOMBARD FIRE (OBJECTS) (10.7.5)'),
      lines: BOMBARD_OBJECTS,
      legend: ['D – object destroyed'],
    },
    {
      table: fireTable('fire: CROSSBOW FIRE (Game Tables)'),
      lines: CROSSBOWS_GAME_TABLES,
      legend: [],
    },
    { table: fireTable('fire: ARCHER FIRE (Game Tables)'), lines: ARCHERS_GAME_TABLES, legend: [] },
    {
      table: fireTable('fire: HORSEARCHER FIRE (Game Tables)'),
      lines: HORSE_ARCHERS_GAME_TABLES,
      legend: [],
    },
  ];

  it('keeps every printed copy, each once', () => {
    expect(T.fire).toHaveLength(golden.length);
    expect(new Set(T.fire.map(fireName)).size).toBe(T.fire.length);
  });

  for (const { table, lines, legend } of golden) {
    const name = fireName(table);
    it(`${name} matches the printed table cell by cell`, () => {
      // Trailing tabs are empty cells the conversion left at the line ends.
      const [captionLine = '', groupLine = '', ...rowLines] = lines.map((l) =>
        l.replace(/\t+$/, ''),
      );
      const groupCells = groupLine.split('\t');
      const labelled = groupCells[0] === '';
      const groups = labelled ? groupCells.slice(1) : groupCells;
      const captions = captionLine.split('\t');
      if (labelled) {
        expect(fixed(name, 'caption: range', must(captions[0], 'range caption'))).toBe('Range');
        expect(fixed(name, 'caption: dice', must(captions[1], 'dice caption'))).toMatch(
          /^(2 dice \(2D6\) roll|2 x D6|2D6 roll)$/,
        );
      } else {
        expect(captions).toEqual(['2 x D6']);
      }
      expect(table.columns).toEqual(groups.map(group));
      expect(rowLines).toHaveLength(table.rows.length);
      rowLines.forEach((line, i) => {
        const row = must(table.rows[i], `${name} row ${i}`);
        let [label = '', ...cells] = line.split('\t');
        const range = Number(must(/^\d+/.exec(label), label)[0]);
        let fused = false;
        if (cells.length === groups.length - 1) {
          // The label ran into the first cell (recorded normalisation).
          const first = fixed(name, `range ${range}, ${must(groups[0], 'group')}`, label);
          label = label.slice(0, label.length - first.length);
          cells = [first, ...cells];
          fused = true;
        }
        label = fixed(name, `range ${range}, label`, label);
        expect(label).toMatch(/^\d+( hex| hexes)?$/);
        expect(row.range).toBe(range);
        expect(row.cells).toHaveLength(groups.length);
        cells.forEach((printed, j) => {
          const where = `range ${range}, ${must(groups[j], 'group')}`;
          const want = fused && j === 0 ? printed : fixed(name, where, printed);
          expect(row.cells[j], where).toBe(want);
        });
      });
      const letters = new Set(legend.map((l) => must(/^(\S+) – /.exec(l), l)[1]));
      const added = fixed(name, 'legend', '(no legend)');
      if (added !== '(no legend)') letters.add(added);
      expect(Object.keys(table.legend).sort()).toEqual([...letters].sort());
    });

    it(`${name} columns cover 2–12 without gaps or overlaps`, () => {
      let next = 2;
      for (const column of table.columns) {
        expect(column.from).toBe(next);
        expect(column.to).toBeGreaterThanOrEqual(column.from);
        next = column.to + 1;
      }
      expect(next).toBe(13);
    });
  }

  it('every cell is a loss, a loss with R, S, D or "-"', () => {
    for (const table of T.fire) {
      for (const row of table.rows) {
        for (const cell of row.cells) expect(cell).toMatch(/^(-|-\d|-\dR|S|D)$/);
      }
    }
  });
});

describe('1066 fortifications (11.1.3)', () => {
  it('matches the printed list', () => {
    expect(fixed('fortifications', 'chapter heading', OBJECTS_HEADING)).toBe(
      `${T.fortifications.source.rule.split('.')[0]}.0 OBJECTS`,
    );
    const seen: string[] = [];
    for (const [key, line] of FORTIFICATIONS) {
      const m = must(
        /^\+(\d) MPs? – (Infantry|Cavalry) with armor level equal to (.+)$/.exec(line),
        line,
      );
      const kind = m[2] === 'Infantry' ? T.fortifications.infantry : T.fortifications.cavalry;
      for (const level of must(m[3], line).split(' or ')) {
        const armor = Number(level) as 0 | 1 | 2;
        expect(kind[armor], key).toBe(Number(m[1]));
        seen.push(`${must(m[2], line)} ${armor}`);
      }
    }
    expect(seen.sort()).toEqual([
      'Cavalry 0',
      'Cavalry 1',
      'Cavalry 2',
      'Infantry 0',
      'Infantry 1',
      'Infantry 2',
    ]);
  });
});

describe('1066 normalisations', () => {
  /** The data at a normalisation's place, in the table's printed notation. */
  function dataAt(n: Normalisation): string {
    const where = place(n.where);
    if (n.table === 'combat') {
      const m = must(/roll (\d+), (\d+:\d+)/.exec(n.where), n.where);
      return combatCell(Number(m[1]), must(m[2], n.where));
    }
    if (n.table === 'pursuit') {
      if (where === 'caption') {
        return T.pursuit.rows.every((r) => Number.isInteger(r.hexesFromLeader))
          ? 'Hexes from leader (hexes)'
          : '';
      }
      const m = must(/^Game Tables copy, row (\d+)$/.exec(where), where);
      return formatRolls(pursuitRow(Number(m[1])).rolls);
    }
    if (n.table === 'terrain') {
      const m = must(/^row (\d+), (name|infantry and cavalry)$/.exec(where), where);
      const row = must(T.terrain.rows[Number(m[1]) - 1], where);
      if (m[2] === 'name') return row.printedName ?? '';
      const infantry = formatMove(row.infantry);
      return infantry === formatMove(row.cavalry) ? infantry : '';
    }
    if (n.table === 'fortifications' && where === 'chapter heading') {
      return `${T.fortifications.source.rule.split('.')[0]}.0 OBJECTS`;
    }
    if (n.table.startsWith('fire: ')) {
      const table = fireTable(n.table);
      if (where === 'caption: range') {
        return table.rows.every((r) => Number.isInteger(r.range) && r.range > 0) ? 'Range' : '';
      }
      if (where === 'caption: dice') {
        const first = table.columns[0];
        const last = table.columns[table.columns.length - 1];
        return first?.from === 2 && last?.to === 12 ? '2D6 roll' : '';
      }
      if (where === 'legend') return n.reading in table.legend ? n.reading : '';
      const label = /^range (\d+), label$/.exec(where);
      if (label) return table.rows.some((r) => r.range === Number(label[1])) ? `${label[1]}` : '';
      const m = must(/^range (\d+), (\d+(?:-\d+)?)$/.exec(where), where);
      const row = must(
        table.rows.find((r) => r.range === Number(m[1])),
        where,
      );
      const index = table.columns.findIndex(
        (c) => `${c.from}${c.to === c.from ? '' : `-${c.to}`}` === m[2],
      );
      return must(row.cells[index], where);
    }
    throw new Error(`no place known for ${n.table}: ${n.where}`);
  }

  it('puts every reading in the data at its place', () => {
    expect(normalisations1066.length).toBeGreaterThan(0);
    for (const n of normalisations1066) {
      expect(dataAt(n), `${n.table}: ${n.where}`).toBe(n.reading);
      expect(n.reason.length).toBeGreaterThan(0);
    }
  });

  it('has no morale test table', () => {
    expect(T.moraleTest).toBeUndefined();
  });

  it('every normalisation but the legend notes was applied to a printed cell above', () => {
    const unused = normalisations1066.filter(
      (n) => !used.has(n) && !(n.table === 'combat' && n.where.startsWith('legend')),
    );
    expect(unused.map((n) => `${n.table}: ${n.where}`)).toEqual([]);
  });
});
