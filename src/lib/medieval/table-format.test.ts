import { describe, expect, it } from 'vitest';
import type { FireTable } from '../../../engine/medieval/index.ts';
import { loadEdition } from './edition-data.ts';
import { fireLegend } from './table-format.ts';

const fire = (rows: string[][], legend: Record<string, string> = {}): FireTable => ({
  source: { rule: '10.4.2', title: 'TEST FIRE' },
  weapon: 'archers',
  columns: rows[0]?.map((_, i) => ({ from: i + 2, to: i + 2 })) ?? [],
  rows: rows.map((cells, i) => ({ range: i + 1, cells })),
  legend,
});

describe('fireLegend: a legend entry only for the cell kinds the table has', () => {
  it('lists the SP losses printed, alone or with a mark', () => {
    expect(fireLegend(fire([['-', '-1', '-2']]))).toEqual([
      { code: '-1, -2', meaning: 'the target loses 1 or 2 SP.' },
    ]);
    expect(fireLegend(fire([['-', '-1']]))).toEqual([
      { code: '-1', meaning: 'the target loses 1 SP.' },
    ]);
    expect(fireLegend(fire([['-2', '-1R']], { R: 'scatters', S: 'unused' }))).toEqual([
      { code: '-1, -2', meaning: 'the target loses 1 or 2 SP.' },
      { code: 'R', meaning: 'scatters' },
    ]);
  });

  it('has no loss entry for a table of marks only, and no entry for a mark no cell carries', () => {
    expect(
      fireLegend(
        fire(
          [
            ['-', 'S'],
            ['-', '-'],
          ],
          { S: 'scatters' },
        ),
      ),
    ).toEqual([{ code: 'S', meaning: 'scatters' }]);
    expect(fireLegend(fire([['-', 'D']], { D: 'destroyed', S: 'scatters' }))).toEqual([
      { code: 'D', meaning: 'destroyed' },
    ]);
    expect(fireLegend(fire([['-', '-']]))).toEqual([]);
  });

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'])(
    '%s: every fire table’s legend matches its cells',
    (id) => {
      for (const table of loadEdition(id).tables.fire) {
        const cells = table.rows.flatMap((r) => r.cells).join(' ');
        const codes = fireLegend(table).map((e) => e.code);
        expect(codes.length, table.source.title).toBeGreaterThan(0);
        expect(
          codes.some((c) => c.startsWith('-')),
          table.source.title,
        ).toBe(/-\d/.test(cells));
        for (const code of codes.filter((c) => !c.startsWith('-')))
          expect(cells, `${table.source.title}: ${code}`).toContain(code);
      }
    },
  );
});
