import { describe, expect, it } from 'vitest';
import { editions, getEdition } from '../editions/editions.ts';
import { noEffect, parseFireTable } from './cells.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';

const kosovo = (() => {
  const found = getEdition('kosovo-1389');
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
})();

describe('fire tables parsed once (B/N 10.4–10.7, K 11.4–11.7)', () => {
  const archers = kosovoTables.fire.find((t) => t.weapon === 'archers');
  if (!archers) throw new Error('Kosovo prints an ARCHER FIRE table');

  it('every printed fire table of every edition is read at load', () => {
    for (const e of editions) {
      expect(e.fireEffects.size).toBe(e.tables.fire.length);
      for (const table of e.tables.fire)
        for (const row of table.rows)
          expect(e.fireEffects.get(table)?.get(row.range)).toHaveLength(table.columns.length);
    }
    expect(kosovo.fireEffects.get(archers)?.get(1)?.[0]).toEqual(noEffect);
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
