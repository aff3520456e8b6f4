import { describe, expect, it } from 'vitest';
import { editions, getEdition } from '../editions/editions.ts';
import {
  describeFireEffect,
  fireEffectsOf,
  formatColumn,
  getCellReading,
  hasEffect,
  noEffect,
  parseFireCell,
  parseFireTable,
  readFireColumn,
  type FireEffect,
} from './cells.ts';
import type { FireTable } from '../tables/types.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';

const kosovo = (() => {
  const found = getEdition('kosovo-1389');
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
})();

describe('fire tables parsed once (B/N 10.4–10.7, K 11.4–11.7)', () => {
  const archers = kosovoTables.fire.find((t) => t.weapon === 'archers');
  if (!archers) throw new Error('Kosovo prints an ARCHER FIRE table');

  it('every printed fire table of every edition reads, once, with its edition’s letters', () => {
    for (const e of editions)
      for (const table of e.tables.fire) {
        const effects = fireEffectsOf(table, e.afterRetreat);
        expect(fireEffectsOf(table, e.afterRetreat)).toBe(effects);
        for (const row of table.rows)
          expect(effects.get(row.range)).toHaveLength(table.columns.length);
      }
    expect(fireEffectsOf(archers, kosovo.afterRetreat).get(1)?.[0]).toEqual(noEffect);
    const units = kosovoTables.fire.find((t) => t.weapon === 'bombard-units')!;
    const objects = kosovoTables.fire.find((t) => t.weapon === 'bombard-objects')!;
    expect(fireEffectsOf(units, 'disorganization').get(1)?.[10]).toMatchObject({
      breaks: 'disorganization',
      stopped: true,
    });
    expect(fireEffectsOf(objects, 'disorganization').get(1)?.[7]).toMatchObject({
      destroyed: true,
      breaks: null,
    });
  });

  it('throws on a cell that does not parse, a short row or a gap between columns', () => {
    const badCell = {
      ...archers,
      rows: archers.rows.map((r, i) => (i === 0 ? { ...r, cells: r.cells.map(() => '?') } : r)),
    };
    expect(() => parseFireTable(badCell, 'disorganization')).toThrow(/range 1: cannot read/);
    const shortRow = { ...archers, rows: [{ range: 1, cells: ['-'] }] };
    expect(() => parseFireTable(shortRow, 'disorganization')).toThrow(/range 1: 1 cells for/);
    const gap = {
      ...archers,
      columns: [
        { from: 2, to: 3 },
        { from: 5, to: 12 },
      ],
    };
    expect(() => parseFireTable(gap, 'disorganization')).toThrow(/column 5-12 does not follow/);
    expect(() => parseFireTable({ ...archers, columns: [] }, 'disorganization')).toThrow(
      /has no columns/,
    );
    expect(parseFireTable(archers, 'disorganization').size).toBe(archers.rows.length);
  });
});

describe('fire cells, columns and effects in words', () => {
  const archers = kosovoTables.fire.find((t) => t.weapon === 'archers')!;
  const objects = kosovoTables.fire.find((t) => t.weapon === 'bombard-objects')!;

  it('each refusal says what is wrong with the cell, under the table’s rule or "fire table"', () => {
    const refusal = (message: string, rule = '10.6.2') => ({
      ok: false,
      error: { field: 'cell', rule, message },
    });
    expect(parseFireCell('', 'scatter', '10.6.2')).toEqual(
      refusal('cannot read the fire result ""'),
    );
    expect(parseFireCell('-1X', 'scatter')).toEqual(
      refusal('"X" in "-1X" is no scatter mark of this table', 'fire table'),
    );
    expect(parseFireCell('SS', 'scatter', '10.6.2')).toEqual(
      refusal('"S" in "SS" is no scatter mark of this table'),
    );
    expect(parseFireCell('DD', 'disorganization', '10.6.2')).toEqual(
      refusal('"D" in "DD" is no disorganization mark of this table'),
    );
    expect(parseFireCell('-1', 'objects', '10.6.2')).toEqual(
      refusal('an object loses no SPs: "-1"'),
    );
  });

  it('reads a loss with its marks, spaces trimmed', () => {
    expect(parseFireCell(' -2S ', 'scatter')).toEqual({
      ok: true,
      value: { loss: 2, breaks: 'scatter', stopped: false, destroyed: false },
    });
    expect(parseFireCell('-1DS', 'disorganization')).toEqual({
      ok: true,
      value: { loss: 1, breaks: 'disorganization', stopped: true, destroyed: false },
    });
  });

  it('the objects table reads its letters; the others their edition’s', () => {
    expect(getCellReading(objects, 'disorganization')).toBe('objects');
    expect(getCellReading(archers, 'scatter')).toBe('scatter');
    expect(getCellReading(archers, 'disorganization')).toBe('disorganization');
  });

  it('a broken table throws with the table, the range and the fault', () => {
    const thrown = (table: FireTable) => {
      try {
        parseFireTable(table, 'disorganization');
      } catch (e) {
        return (e as Error).message;
      }
      return 'parsed';
    };
    expect(
      thrown({
        ...archers,
        rows: archers.rows.map((r, i) => (i === 0 ? { ...r, cells: r.cells.map(() => '?') } : r)),
      }),
    ).toBe('ARCHER FIRE (11.4.1), range 1: cannot read the fire result "?"');
    expect(thrown({ ...archers, rows: [{ range: 1, cells: ['-'] }] })).toBe(
      'ARCHER FIRE (11.4.1), range 1: 1 cells for 12 columns',
    );
    expect(
      thrown({
        ...archers,
        columns: [
          { from: 2, to: 3 },
          { from: 3, to: 12 },
        ],
      }),
    ).toBe('ARCHER FIRE (11.4.1): column 3-12 does not follow the one before');
    expect(thrown({ ...archers, columns: [{ from: 3, to: 2 }], rows: [] })).toBe(
      'ARCHER FIRE (11.4.1): column 3-2 does not follow the one before',
    );
    expect(thrown({ ...archers, columns: [{ from: 2, to: 2 }], rows: [] })).toBe('parsed');
    expect(thrown({ ...archers, columns: [] })).toBe('ARCHER FIRE (11.4.1) has no columns');
  });

  it('readFireColumn: under the table reads the first column, over it the last, a gap is an error', () => {
    const at = (table: FireTable, roll: number) => readFireColumn(table, roll);
    expect(at(archers, 0)).toEqual({ ok: true, value: { index: 0, label: '1', edge: 'below' } });
    expect(at(archers, 1)).toEqual({ ok: true, value: { index: 0, label: '1', edge: null } });
    expect(at(archers, 12)).toEqual({ ok: true, value: { index: 11, label: '12', edge: null } });
    expect(at(archers, 13)).toEqual({ ok: true, value: { index: 11, label: '12', edge: 'above' } });
    const gapped: FireTable = {
      ...archers,
      columns: [
        { from: 2, to: 3 },
        { from: 4, to: 9 },
        { from: 11, to: 12 },
      ],
      rows: [],
    };
    expect(at(gapped, 3)).toEqual({ ok: true, value: { index: 0, label: '2-3', edge: null } });
    expect(at(gapped, 4)).toEqual({ ok: true, value: { index: 1, label: '4-9', edge: null } });
    expect(at(gapped, 9)).toEqual({ ok: true, value: { index: 1, label: '4-9', edge: null } });
    expect(at(gapped, 10)).toEqual({
      ok: false,
      error: { field: 'table', rule: '11.4.1', message: 'no column of ARCHER FIRE holds 10' },
    });
    expect(at({ ...archers, columns: [] }, 5)).toEqual({
      ok: false,
      error: { field: 'table', rule: '11.4.1', message: 'ARCHER FIRE has no columns' },
    });
    expect([formatColumn({ from: 3, to: 3 }), formatColumn({ from: 2, to: 8 })]).toEqual([
      '3',
      '2-8',
    ]);
  });

  it('describeFireEffect and hasEffect: each part of an effect counts', () => {
    const cases: [FireEffect, string][] = [
      [noEffect, 'no effect'],
      [{ ...noEffect, loss: 1 }, 'loses 1 SP'],
      [{ ...noEffect, loss: 2, breaks: 'scatter' }, 'loses 2 SP and scatters'],
      [{ ...noEffect, breaks: 'disorganization' }, 'is disorganized'],
      [{ ...noEffect, stopped: true }, 'is stopped'],
      [{ ...noEffect, destroyed: true }, 'is destroyed'],
      [
        { loss: 1, breaks: 'disorganization', stopped: true, destroyed: false },
        'loses 1 SP and is disorganized and is stopped',
      ],
    ];
    for (const [effect, words] of cases) {
      expect(describeFireEffect(effect)).toBe(words);
      expect(hasEffect(effect), words).toBe(effect !== noEffect);
    }
  });
});
