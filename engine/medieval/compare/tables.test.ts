import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareGrid,
  compareGrids,
  countDiffering,
  judgeEqualCell,
  judgeMarkedCell,
  splitMark,
  strongestKind,
  type Grid,
} from './tables.ts';

const grid = (columns: string[], rows: [string, string[]][]): Grid<string> => ({
  columns: columns.map((key) => ({ key, label: `col ${key}` })),
  rows: rows.map(([key, cells]) => ({ key, label: `row ${key}`, cells })),
});

describe('splitMark: the automatic-break letter after a result (5.1 legend)', () => {
  it.each([
    ['-1 / D4S', '-1 / D4', 'S'],
    ['D5D', 'D5', 'D'],
    ['A4 -1R', 'A4 -1', 'R'],
    ['D2 -1', 'D2 -1', ''],
    ['-', '-', ''],
    ['DS', '', 'DS'],
    ['S', '', 'S'],
  ])('%s → body "%s", mark "%s"', (cell, body, mark) => {
    expect(splitMark(cell)).toEqual({ body, mark });
  });

  it('a cell broken over two lines is not split: it is kept whole, with no mark', () => {
    expect(splitMark('-1 /\nD4S')).toEqual({ body: '-1 /\nD4S', mark: '' });
  });
});

describe('judgeMarkedCell: COMBAT TABLE and fire cells', () => {
  it('the same print is the same', () => {
    expect(judgeMarkedCell('-1 / D4S', '-1 / D4S')).toBe('same');
  });
  it('S against D or R on the same result is letter-only', () => {
    expect(judgeMarkedCell('-1 / D4S', '-1 / D4D')).toBe('letter-only');
    expect(judgeMarkedCell('A1S', 'A1R')).toBe('letter-only');
    expect(judgeMarkedCell('S', 'D')).toBe('letter-only');
  });
  it('a changed result is changed, marked or not', () => {
    expect(judgeMarkedCell('D1', 'D1 -1')).toBe('changed');
    expect(judgeMarkedCell('D4S', 'D5D')).toBe('changed');
  });
  it('a mark gained, lost or combined is a changed result, not a letter', () => {
    expect(judgeMarkedCell('-1S', '-1')).toBe('changed');
    expect(judgeMarkedCell('-1', '-1R')).toBe('changed');
    expect(judgeMarkedCell('S', 'DS')).toBe('changed');
    expect(judgeMarkedCell('DS', 'S')).toBe('changed');
  });
  it('is symmetric (property)', () => {
    const cell = fc.constantFrom('-', '-1', '-1S', '-1R', 'S', 'D', 'DS', 'A1', 'A1S', 'D5D');
    fc.assert(fc.property(cell, cell, (a, b) => judgeMarkedCell(a, b) === judgeMarkedCell(b, a)));
  });
});

describe('judgeEqualCell: structured cells', () => {
  it('equal data are the same, unequal changed', () => {
    expect(judgeEqualCell({ dice: '1D6', failOn: [1] }, { dice: '1D6', failOn: [1] })).toBe('same');
    expect(judgeEqualCell({ dice: '1D6', failOn: [1] }, { dice: '2D6', failOn: [1] })).toBe(
      'changed',
    );
    expect(judgeEqualCell(2, 2)).toBe('same');
    expect(judgeEqualCell(2, 3)).toBe('changed');
  });
});

describe('compareGrids: rows and columns line up by meaning', () => {
  function compared() {
    const a = grid(
      ['1', '2'],
      [
        ['x', ['-', 'D1S']],
        ['y', ['A1', '-']],
      ],
    );
    const b = grid(
      ['2', '3'],
      [
        ['y', ['-1', 'A2']],
        ['x', ['D1D', '-']],
        ['z', ['-', '-']],
      ],
    );
    const result = compareGrid(a, b, judgeMarkedCell);
    return { a, b, result };
  }

  it('keys in the first grid’s order, then those only the other prints, with each label', () => {
    const { result } = compared();
    expect(result.columns).toEqual([
      { key: '1', labels: ['col 1', undefined] },
      { key: '2', labels: ['col 2', 'col 2'] },
      { key: '3', labels: [undefined, 'col 3'] },
    ]);
    expect(result.rows.map((row) => [row.key, row.labels])).toEqual([
      ['x', ['row x', 'row x']],
      ['y', ['row y', 'row y']],
      ['z', [undefined, 'row z']],
    ]);
  });

  it('every cell judged against the first grid’s', () => {
    const { result } = compared();
    expect(result.rows.map((row) => row.cells.map((cell) => cell.kinds[0]))).toEqual([
      ['only-in-a', 'letter-only', 'only-in-b'],
      ['only-in-a', 'changed', 'only-in-b'],
      ['same', 'only-in-b', 'only-in-b'],
    ]);
    expect(result.rows[1]?.cells[1]?.values).toEqual(['-', '-1']);
    expect(result.rows[2]?.cells[0]?.values).toEqual([undefined, undefined]);
  });

  it('counts each kind', () => {
    const { result } = compared();
    const counts = result.counts[0];
    expect(counts).toEqual({
      same: 1,
      changed: 1,
      'letter-only': 1,
      'only-in-a': 2,
      'only-in-b': 4,
    });
    expect(counts && countDiffering(counts)).toBe(8);
  });

  it('a table one edition lacks: every cell only in the other', () => {
    const { a, b } = compared();
    const onlyB = compareGrid(undefined, b, judgeMarkedCell);
    expect(onlyB.counts[0]?.['only-in-b']).toBe(6);
    expect(onlyB.columns[0]?.labels).toEqual([undefined, 'col 2']);
    const onlyA = compareGrid(a, undefined, judgeMarkedCell);
    expect(onlyA.counts[0]?.['only-in-a']).toBe(4);
  });

  it('three grids: each later one judged against the first, counted apart', () => {
    const { a, b } = compared();
    const three = compareGrids([a, b, a], judgeMarkedCell);
    expect(three.rows[0]?.cells[1]?.kinds).toEqual(['letter-only', 'same']);
    expect(three.counts.map(countDiffering)).toEqual([8, 0]);
  });

  it('a grid compared with itself has no differing cell (property)', () => {
    const cells = fc.array(fc.constantFrom('-', '-1', 'S', 'D1S'), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(cells, { minLength: 1, maxLength: 4 }), (rows) => {
        const g = grid(
          ['1', '2', '3'],
          rows.map((cellsOfRow, i) => [String(i), cellsOfRow]),
        );
        const counts = compareGrid(g, g, judgeMarkedCell).counts[0];
        return (
          counts !== undefined && countDiffering(counts) === 0 && counts.same === rows.length * 3
        );
      }),
    );
  });
});

describe('countDiffering and strongestKind', () => {
  it('counts every kind but same', () => {
    expect(
      countDiffering({ same: 9, changed: 1, 'letter-only': 2, 'only-in-a': 3, 'only-in-b': 4 }),
    ).toBe(10);
  });
  it('a changed cell outweighs a letter, a letter an edition’s absence, which outweighs sameness', () => {
    expect(strongestKind([])).toBe('same');
    expect(strongestKind(['same', 'same'])).toBe('same');
    expect(strongestKind(['same', 'only-in-b'])).toBe('only-in-b');
    expect(strongestKind(['only-in-a', 'same'])).toBe('only-in-a');
    expect(strongestKind(['only-in-a', 'only-in-b'])).toBe('only-in-a');
    expect(strongestKind(['only-in-a', 'letter-only'])).toBe('letter-only');
    expect(strongestKind(['letter-only', 'changed'])).toBe('changed');
    expect(strongestKind(['changed', 'letter-only'])).toBe('changed');
    expect(strongestKind(['changed', 'only-in-b'])).toBe('changed');
  });
});
