import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { tables1066 } from '../tables/1066.ts';
import { bannockburnTables } from '../tables/bannockburn-1314.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import type { EditionId } from '../types.ts';
import { compareEditionTables, pickFireCopy, type TableComparison } from './tables-editions.ts';
import {
  chanceToBreak,
  fireGrid,
  fortificationGrid,
  moraleTestGrid,
  pursuitGrid,
  retreatTestGrid,
  terrainGrid,
} from './tables-grids.ts';
import { countDiffering, type CellKind } from './tables.ts';

const bannockburn: EditionId = 'bannockburn-1314';
const kosovo: EditionId = 'kosovo-1389';
const book1066: EditionId = '1066';

function tableOf(editions: EditionId[], id: string): TableComparison {
  const found = compareEditionTables(editions).find((table) => table.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

/** "roll/column: first → second" for every cell of a kind (against the first edition). */
function cellsOfKind(table: TableComparison, kind: CellKind, other = 0): string[] {
  return table.grid.rows.flatMap((row) =>
    row.cells.flatMap((cell, i) =>
      cell.kinds[other] === kind
        ? [
            `${row.key}/${table.grid.columns[i]?.key}: ${JSON.stringify(cell.values[0])} → ${JSON.stringify(cell.values[other + 1])}`,
          ]
        : [],
    ),
  );
}

const differing = (table: TableComparison, other = 0) => {
  const counts = table.grid.counts[other];
  return counts ? countDiffering(counts) : Number.NaN;
};

describe('COMBAT TABLE (5.1) compared cell by cell', () => {
  it('Bannockburn → Kosovo: exactly four changed results', () => {
    expect(cellsOfKind(tableOf([bannockburn, kosovo], 'combat'), 'changed')).toEqual([
      '6/2:1: "D1" → "D1 -1"',
      '7/7:1: "D2 -1" → "D3 -1"',
      '8/1:4: "A1" → "A"',
      '9/4:1: "D1" → "D1 -1"',
    ]);
  });

  it('Bannockburn → Kosovo: the eleven marked cells differ only by S against D', () => {
    const combat = tableOf([bannockburn, kosovo], 'combat');
    const letters = cellsOfKind(combat, 'letter-only');
    expect(letters).toHaveLength(11);
    expect(letters).toContain('2/4:1: "-1 / D3S" → "-1 / D3D"');
    expect(letters).toContain('6/1:3: "A1S" → "A1D"');
    expect(letters).toContain('12/1:4: "A4 -1S" → "A4 -1D"');
    expect(combat.grid.counts[0]).toEqual({
      same: 117,
      changed: 4,
      'letter-only': 11,
      'only-in-a': 0,
      'only-in-b': 0,
    });
  });

  it('1066 → Bannockburn: only the letters differ, R against S, in the same eleven cells', () => {
    const combat = tableOf([book1066, bannockburn], 'combat');
    expect(cellsOfKind(combat, 'changed')).toEqual([]);
    const letters = cellsOfKind(combat, 'letter-only');
    expect(letters).toHaveLength(11);
    expect(letters).toContain('2/8:1: "D5R" → "D5S"');
    expect(letters).toContain('12/1:1: "A1R" → "A1S"');
  });

  it('all three: Kosovo and 1066 each judged against Bannockburn', () => {
    const combat = tableOf([bannockburn, kosovo, book1066], 'combat');
    expect(combat.grid.counts.map((counts) => countDiffering(counts))).toEqual([15, 11]);
    expect(combat.sources).toEqual([
      { rule: '5.1', title: 'COMBAT TABLE' },
      { rule: '5.1', title: 'COMBAT TABLE' },
      { rule: 'Game Tables', title: 'COMBAT TABLE' },
    ]);
  });
});

describe('the other tables: differing cells per pair', () => {
  // [table, Bannockburn → Kosovo, Bannockburn → 1066, Kosovo → 1066]
  const expected: [string, number, number, number][] = [
    ['retreat-test', 30, 1, 30],
    ['pursuit', 12, 0, 12],
    ['terrain', 5, 10, 11],
    ['fortifications', 0, 0, 0],
    ['fire-archers', 28, 36, 11],
    ['fire-crossbowmen', 28, 30, 3],
    ['fire-horse-archers', 0, 1, 1],
    ['fire-bombard-units', 12, 3, 15],
    ['fire-bombard-objects', 0, 3, 3],
  ];
  it.each(expected)('%s: %i, %i and %i cells differ', (id, bk, b1066, k1066) => {
    expect(differing(tableOf([bannockburn, kosovo], id))).toBe(bk);
    expect(differing(tableOf([bannockburn, book1066], id))).toBe(b1066);
    expect(differing(tableOf([kosovo, book1066], id))).toBe(k1066);
  });

  it('Game Tables copies of the fire tables, where an edition prints two that differ', () => {
    expect(differing(tableOf([bannockburn, kosovo], 'fire-archers-game-tables'))).toBe(29);
    expect(differing(tableOf([bannockburn, book1066], 'fire-archers-game-tables'))).toBe(6);
    expect(differing(tableOf([bannockburn, book1066], 'fire-crossbowmen-game-tables'))).toBe(12);
    expect(differing(tableOf([kosovo, book1066], 'fire-horse-archers-game-tables'))).toBe(1);
    expect(compareEditionTables([bannockburn, kosovo]).map((table) => table.id)).toEqual([
      'combat',
      'retreat-test',
      'pursuit',
      'terrain',
      'morale-test',
      'fortifications',
      'fire-archers',
      'fire-archers-game-tables',
      'fire-crossbowmen',
      'fire-horse-archers',
      'fire-bombard-units',
      'fire-bombard-objects',
    ]);
  });

  it('Kosovo MORALE test (6.2.1) stands alone: only in Kosovo, no table in the others', () => {
    const morale = tableOf([bannockburn, kosovo], 'morale-test');
    expect(morale.grid.counts[0]?.['only-in-b']).toBe(5);
    expect(morale.sources).toEqual([undefined, { rule: '6.2.1', title: 'Morale test' }]);
    expect(tableOf([kosovo, book1066], 'morale-test').grid.counts[0]?.['only-in-a']).toBe(5);
    expect(compareEditionTables([bannockburn, book1066]).some((t) => t.id === 'morale-test')).toBe(
      false,
    );
  });

  it('bombards at units: Kosovo D (disorganized) is a letter against S, DS a changed result', () => {
    const bombards = tableOf([bannockburn, kosovo], 'fire-bombard-units');
    expect(cellsOfKind(bombards, 'changed')).toEqual([
      '1/11: "S" → "DS"',
      '1/12: "S" → "DS"',
      '2/12: "S" → "DS"',
    ]);
    expect(bombards.grid.counts[0]?.['letter-only']).toBe(9);
  });

  it('retreat tests line up by the defender’s retreat: D2 / A2 beside B2 / A1', () => {
    const test = tableOf([bannockburn, kosovo], 'retreat-test');
    expect(test.grid.rows.map((row) => row.labels)).toEqual([
      ['D1 / A1', 'B1'],
      ['D2 / A2', 'B2 / A1'],
      ['D3 / A3', 'B3 / A2'],
      ['D4 / A4', 'B4 / A3'],
      ['D5 / A5', 'B5 / A4'],
    ]);
    expect(cellsOfKind(tableOf([bannockburn, book1066], 'retreat-test'), 'changed')).toEqual([
      'defender-1/light-cavalry: {"dice":"1D6","failOn":[1]} → {"dice":"1D6","failOn":[]}',
    ]);
  });
});

describe('grids by meaning', () => {
  it('1066 fire groups stand in every total they cover, keeping the printed group', () => {
    const chapterCopy = pickFireCopy(tables1066, 'archers', 'chapter');
    if (!chapterCopy) throw new Error('1066 prints ARCHER FIRE at 10.4.2');
    const archers = fireGrid(chapterCopy);
    expect(archers.columns.map((column) => `${column.key}:${column.label}`)).toEqual([
      '2:2-3',
      '3:2-3',
      '4:4-5',
      '5:4-5',
      '6:6-9',
      '7:6-9',
      '8:6-9',
      '9:6-9',
      '10:10-12',
      '11:10-12',
      '12:10-12',
    ]);
    expect(archers.rows[0]?.cells).toEqual([
      '-',
      '-',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-2',
      '-2',
      '-2',
    ]);
  });

  it('terrain rows by terrain: 1066 prints "slope" for the hill row, Bannockburn no names', () => {
    expect(terrainGrid(tables1066.terrain).rows.find((row) => row.key === 'hill')?.label).toBe(
      'slope',
    );
    expect(terrainGrid(bannockburnTables.terrain).rows[0]?.label).toBe('clear');
    expect(terrainGrid(kosovoTables.terrain).rows[2]?.cells[1]).toEqual({
      cavalry: { kind: 'road', mp: 1 / 2 },
      leader: { kind: 'road', mp: 1 / 3 },
    });
  });

  it('pursuit rows by hexes from the leader; Bannockburn’s last row reads "5 and more"', () => {
    expect(pursuitGrid(bannockburnTables.pursuit).rows.map((row) => row.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5 and more',
    ]);
  });

  it('1066 COMBAT SCATTER keeps its printed column order (Other first); Bannockburn the usual one', () => {
    expect(retreatTestGrid(tables1066.retreatTest).columns.map((column) => column.key)).toEqual([
      'other',
      'infantry',
      'heavy-infantry',
      'light-cavalry',
      'cavalry',
      'heavy-cavalry',
    ]);
    expect(retreatTestGrid(bannockburnTables.retreatTest).columns[0]?.key).toBe('heavy-cavalry');
  });

  it('a fire column of one total keeps that total as its label', () => {
    const chapterCopy = pickFireCopy(bannockburnTables, 'archers', 'chapter');
    if (!chapterCopy) throw new Error('Bannockburn prints ARCHER FIRE at 10.4.2');
    const archers = fireGrid(chapterCopy);
    expect(archers.columns.slice(0, 2)).toEqual([
      { key: '1', label: '1' },
      { key: '2', label: '2' },
    ]);
  });

  it('Kosovo MORALE test rows signed as printed (+2 … 0 … -2), one passing roll each', () => {
    if (!kosovoTables.moraleTest) throw new Error('Kosovo prints a MORALE test at 6.2.1');
    const morale = moraleTestGrid(kosovoTables.moraleTest);
    expect(morale.rows.map((row) => [row.label, row.cells[0]])).toEqual([
      ['+2', 5],
      ['+1', 4],
      ['0', 3],
      ['-1', 2],
      ['-2', 1],
    ]);
  });

  it('fortifications (11.1.3): extra MPs by arm and armor', () => {
    const grid = fortificationGrid(bannockburnTables.fortifications);
    expect(grid.columns.map((column) => column.label)).toEqual(['Armor 0', 'Armor 1', 'Armor 2']);
    expect(grid.rows.map((row) => [row.key, ...row.cells])).toEqual([
      ['infantry', 1, 2, 2],
      ['cavalry', 3, 4, 5],
    ]);
  });

  it('chanceToBreak: 1D6 faces over 6, 2D6 totals by their ways over 36', () => {
    expect(chanceToBreak({ dice: '1D6', failOn: [1, 2] })).toEqual(chance(1, 3));
    expect(chanceToBreak({ dice: '1D6', failOn: [] })).toEqual(chance(0, 1));
    expect(chanceToBreak({ dice: '2D6', failOn: [2, 12] })).toEqual(chance(2, 36));
    expect(chanceToBreak({ dice: '2D6', failOn: [2, 3, 11, 12] })).toEqual(chance(6, 36));
  });

  it('pickFireCopy: the chapter or Game Tables copy, or the only copy an edition prints', () => {
    expect(pickFireCopy(bannockburnTables, 'archers', 'chapter')?.source.rule).toBe('10.4.2');
    expect(pickFireCopy(bannockburnTables, 'archers', 'game-tables')?.source.rule).toBe(
      'Game Tables',
    );
    expect(pickFireCopy(kosovoTables, 'archers', 'game-tables')?.source.rule).toBe('11.4.1');
    expect(pickFireCopy(tables1066, 'crossbowmen', 'chapter')?.source.rule).toBe('10.6.2');
  });
});
