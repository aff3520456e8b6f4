import { describe, expect, it } from 'vitest';
import { editions, getEdition } from '../editions/editions.ts';
import { fireEffectsOf, noEffect, parseFireTable } from './cells.ts';
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
