/**
 * The grids the table comparison lines up: keys by meaning, labels as the
 * reader sees them, cells as printed (grouped 1066 columns spread over each
 * total they cover).
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { type EditionProfile } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import {
  chanceToBreak,
  combatGrid,
  fireGrid,
  fortificationGrid,
  moraleTestGrid,
  pursuitGrid,
  retreatTestGrid,
  terrainGrid,
} from './tables-grids.ts';

const kosovo = edition('kosovo-1389');
const bannockburn = edition('bannockburn-1314');
const n1066 = edition('1066');
const fireTable = (e: EditionProfile, weapon: string, rule: string) => {
  const table = e.tables.fire.find((t) => t.weapon === weapon && t.source.rule === rule);
  if (!table) throw new Error(`${e.id} has no ${weapon} table at ${rule}`);
  return table;
};

describe('combatGrid (5.1)', () => {
  it('columns by ratio, rows by 2D6 total', () => {
    const grid = combatGrid(bannockburn.tables.combat);
    expect(grid.columns.map((c) => [c.key, c.label])).toEqual(
      ['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1', '9:1'].map(
        (l) => [l, l],
      ),
    );
    expect(grid.rows.map((r) => [r.key, r.label])).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [String(n), String(n)]),
    );
    expect(grid.rows.map((r) => r.cells)).toEqual(
      bannockburn.tables.combat.rows.map((r) => r.cells),
    );
  });

  it('Kosovo: the misprinted cell shows what the book prints (A at 8, 1:4), its neighbours as read', () => {
    const table = kosovo.tables.combat;
    const grid = combatGrid(table);
    const row8 = grid.rows.find((r) => r.key === '8')!;
    const printedRow8 = table.rows.find((r) => r.roll === 8)!;
    expect(row8.cells[0]).toBe('A');
    expect(row8.cells.slice(1)).toEqual(printedRow8.cells.slice(1));
    const row7 = grid.rows.find((r) => r.key === '7')!;
    expect(row7.cells).toEqual(table.rows.find((r) => r.roll === 7)!.cells);
  });
});

describe('retreatTestGrid and chanceToBreak (5.1.1 g)', () => {
  it('1066: its own column order, rows by the defender’s retreat, 1D6 faces', () => {
    const grid = retreatTestGrid(n1066.tables.retreatTest);
    expect(grid.columns).toEqual(
      ['other', 'infantry', 'heavy-infantry', 'light-cavalry', 'cavalry', 'heavy-cavalry'].map(
        (c) => ({ key: c, label: c }),
      ),
    );
    expect(grid.rows.map((r) => [r.key, r.label, r.cells[0]])).toEqual([
      ['defender-1', 'D1/A1', { dice: '1D6', failOn: [1] }],
      ['defender-2', 'D2/A2', { dice: '1D6', failOn: [1, 2] }],
      ['defender-3', 'D3/A3', { dice: '1D6', failOn: [1, 2, 3] }],
      ['defender-4', 'D4/A4', { dice: '1D6', failOn: [1, 2, 3, 4] }],
      ['defender-5', 'D5/A5', { dice: '1D6', failOn: [1, 2, 3, 4, 5] }],
    ]);
    expect(chanceToBreak({ dice: '1D6', failOn: [1, 2] })).toEqual(chance(1, 3));
  });

  it('Kosovo: B1 stands at a 1-hex retreat, 2D6 totals', () => {
    const grid = retreatTestGrid(kosovo.tables.retreatTest);
    expect(grid.columns[0]).toEqual({ key: 'heavy-cavalry', label: 'heavy-cavalry' });
    expect(grid.rows.map((r) => [r.key, r.label, r.cells[0]])).toEqual([
      ['defender-1', 'B1', { dice: '2D6', failOn: [2] }],
      ['defender-2', 'B2 / A1', { dice: '2D6', failOn: [2] }],
      ['defender-3', 'B3 / A2', { dice: '2D6', failOn: [2] }],
      ['defender-4', 'B4 / A3', { dice: '2D6', failOn: [2, 12] }],
      ['defender-5', 'B5 / A4', { dice: '2D6', failOn: [2, 12] }],
    ]);
    expect(chanceToBreak({ dice: '2D6', failOn: [2, 12] })).toEqual(chance(2, 36));
  });
});

describe('pursuitGrid (5.5)', () => {
  it('Bannockburn: the last row reads "5 and more"; rolls and result columns', () => {
    const grid = pursuitGrid(bannockburn.tables.pursuit);
    expect(grid.columns).toEqual([
      { key: 'rolls', label: '1D6 roll' },
      { key: 'result', label: 'Result' },
    ]);
    expect(grid.rows.map((r) => r.label)).toEqual(['0', '1', '2', '3', '4', '5 and more']);
    expect(grid.rows[2]).toEqual({
      key: '2',
      label: '2',
      cells: [{ rolls: { atMost: 2 } }, { result: 'PO' }],
    });
  });

  it('Kosovo: voluntary pursuit, the faces listed', () => {
    const grid = pursuitGrid(kosovo.tables.pursuit);
    expect(grid.rows.map((r) => r.label)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(grid.rows[0]!.cells).toEqual([{ rolls: 'always' }, { result: 'PV' }]);
    expect(grid.rows[4]!.cells).toEqual([{ rolls: { faces: [1, 2] } }, { result: 'PV' }]);
  });
});

describe('terrainGrid (4.1.7, 5.3)', () => {
  it('rows by terrain under the printed name; only a road gives leaders their own cost', () => {
    const grid = terrainGrid(n1066.tables.terrain);
    expect(grid.columns).toEqual([
      { key: 'infantry', label: 'Infantry' },
      { key: 'cavalry', label: 'Cavalry (leader)' },
      { key: 'combat', label: 'Combat' },
    ]);
    expect(grid.rows.slice(0, 3)).toEqual([
      {
        key: 'clear',
        label: 'clear',
        cells: [
          { infantry: { kind: 'mp', mp: 1 } },
          { cavalry: { kind: 'mp', mp: 1 } },
          { combat: { kind: 'none' } },
        ],
      },
      {
        key: 'swamps',
        label: 'swamp',
        cells: [
          { infantry: { kind: 'prohibited' } },
          { cavalry: { kind: 'prohibited' } },
          { combat: { kind: 'shift', shift: -1 } },
        ],
      },
      {
        key: 'hill',
        label: 'slope',
        cells: [
          { infantry: { kind: 'extra', mp: 1 } },
          { cavalry: { kind: 'extra', mp: 1 } },
          { combat: { kind: 'shift', shift: -1 } },
        ],
      },
    ]);
    const road = terrainGrid(kosovo.tables.terrain).rows.find((r) => r.key === 'road')!;
    expect(road.cells[1]).toEqual({
      cavalry: { kind: 'road', mp: 0.5 },
      leader: { kind: 'road', mp: 1 / 3 },
    });
  });
});

describe('fireGrid (B/N 10.x, K 11.x)', () => {
  it('1066 groups totals: each total of "6-9" carries the group’s cell and label', () => {
    const grid = fireGrid(fireTable(n1066, 'archers', '10.4.2'));
    expect(grid.columns.map((c) => [c.key, c.label])).toEqual([
      ['2', '2-3'],
      ['3', '2-3'],
      ['4', '4-5'],
      ['5', '4-5'],
      ['6', '6-9'],
      ['7', '6-9'],
      ['8', '6-9'],
      ['9', '6-9'],
      ['10', '10-12'],
      ['11', '10-12'],
      ['12', '10-12'],
    ]);
    expect(grid.rows).toEqual([
      {
        key: '1',
        label: '1',
        cells: ['-', '-', '-1', '-1', '-1', '-1', '-1', '-1', '-2', '-2', '-2'],
      },
      {
        key: '2',
        label: '2',
        cells: ['-', '-', '-', '-', '-1', '-1', '-1', '-1', '-2', '-2', '-2'],
      },
    ]);
  });

  it('Kosovo prints a column per total: key and label alike', () => {
    const grid = fireGrid(fireTable(kosovo, 'bombard-units', '11.7.1'));
    expect(grid.columns.map((c) => c.label)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(String),
    );
    expect(grid.rows[0]).toEqual({
      key: '1',
      label: '1',
      cells: ['-', '-', '-', '-', '-', '-', '-', 'D', 'D', 'D', 'DS', 'DS'],
    });
  });
});

describe('moraleTestGrid (Kosovo 6.2.1) and fortificationGrid (11.1.3 / 12.1.3)', () => {
  it('MORALE rows signed above 0, 0 unsigned; the highest passing roll', () => {
    expect(moraleTestGrid(kosovo.tables.moraleTest!)).toEqual({
      columns: [{ key: 'pass', label: '1D6 roll that passes' }],
      rows: [
        { key: '2', label: '+2', cells: [5] },
        { key: '1', label: '+1', cells: [4] },
        { key: '0', label: '0', cells: [3] },
        { key: '-1', label: '-1', cells: [2] },
        { key: '-2', label: '-2', cells: [1] },
      ],
    });
  });

  it('extra MPs by arm and armor', () => {
    expect(fortificationGrid(kosovo.tables.fortifications)).toEqual({
      columns: [
        { key: '0', label: 'Armor 0' },
        { key: '1', label: 'Armor 1' },
        { key: '2', label: 'Armor 2' },
      ],
      rows: [
        { key: 'infantry', label: 'infantry', cells: [1, 2, 2] },
        { key: 'cavalry', label: 'cavalry', cells: [3, 4, 5] },
      ],
    });
  });
});
