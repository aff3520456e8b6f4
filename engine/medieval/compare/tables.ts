/**
 * Tables compared cell by cell: two or more editions' printed tables laid
 * over each other by what their rows and columns mean (a 2D6 total, a
 * retreat distance, a terrain), every cell judged against the first
 * edition's. The grids themselves come from the printed data (tables-grids.ts).
 */

/**
 * How a cell of another edition stands against the first edition's:
 * - same: printed alike (or neither edition prints the cell);
 * - changed: a different result;
 * - letter-only: the same result but another letter for the automatic break
 *   (S scatter, D disorganization, R scatter in 1066);
 * - only-in-a / only-in-b: only the first / only the other edition prints it.
 */
export type CellKind = 'same' | 'changed' | 'letter-only' | 'only-in-a' | 'only-in-b';

/** Decides whether two printed cells of the same place differ. */
export type CellJudge<T> = (a: T, b: T) => 'same' | 'changed' | 'letter-only';

/** A row or column of one edition's grid: `key` is what it means, `label` how the book prints it. */
export interface GridLine {
  key: string;
  label: string;
}

/** One edition's table as a grid of cells; `cells[i]` sits under `columns[i]`. */
export interface Grid<T> {
  columns: readonly GridLine[];
  rows: readonly (GridLine & { cells: readonly T[] })[];
}

/** A row or column of the comparison with each edition's printed label (undefined: not printed there). */
export interface AlignedLine {
  key: string;
  labels: readonly (string | undefined)[];
}

export interface CellComparison<T> {
  /** The cell in each edition, in the order the grids were given. */
  values: readonly (T | undefined)[];
  /** For each edition after the first: how its cell stands against the first's. */
  kinds: readonly CellKind[];
}

export interface GridComparison<T> {
  columns: readonly AlignedLine[];
  rows: readonly (AlignedLine & { cells: readonly CellComparison<T>[] })[];
  /** For each edition after the first: the number of its cells of each kind. */
  counts: readonly Readonly<Record<CellKind, number>>[];
}

/** The automatic-break letters the tables print after a result. */
const breakLetters = new Set(['S', 'D', 'R']);

/** "-1 / D4S" → body "-1 / D4", mark "S"; "DS" → body "", mark "DS"; "D2 -1" → mark "". */
export function splitMark(cell: string): { body: string; mark: string } {
  const match = /^(.*?)([SDR]*)$/.exec(cell);
  return { body: match?.[1] ?? cell, mark: match?.[2] ?? '' };
}

/**
 * Judges printed COMBAT TABLE and fire cells: alike; the same result with
 * another one-letter break mark (letter-only); or a changed result, which
 * includes a mark gained, lost or combined with another ("S" against "DS").
 */
export function judgeMarkedCell(a: string, b: string): 'same' | 'changed' | 'letter-only' {
  if (a === b) return 'same';
  const x = splitMark(a);
  const y = splitMark(b);
  return x.body === y.body && breakLetters.has(x.mark) && breakLetters.has(y.mark)
    ? 'letter-only'
    : 'changed';
}

/** Judges structured cells (dice faces, move costs, numbers): alike when their data are equal. */
export function judgeEqualCell<T>(a: T, b: T): 'same' | 'changed' {
  return JSON.stringify(a) === JSON.stringify(b) ? 'same' : 'changed';
}

/** Keys in first-seen order: the first grid's order, then lines only later grids print. */
function alignLines(lineSets: readonly (readonly GridLine[] | undefined)[]): AlignedLine[] {
  const keys: string[] = [];
  for (const lines of lineSets)
    for (const line of lines ?? []) if (!keys.includes(line.key)) keys.push(line.key);
  return keys.map((key) => ({
    key,
    labels: lineSets.map((lines) => lines?.find((line) => line.key === key)?.label),
  }));
}

function cellAt<T>(grid: Grid<T> | undefined, row: string, column: string): T | undefined {
  const c = grid?.columns.findIndex((line) => line.key === column) ?? -1;
  return c < 0 ? undefined : grid?.rows.find((line) => line.key === row)?.cells[c];
}

function kindOf<T>(a: T | undefined, b: T | undefined, judge: CellJudge<T>): CellKind {
  if (a === undefined) return b === undefined ? 'same' : 'only-in-b';
  if (b === undefined) return 'only-in-a';
  return judge(a, b);
}

const noCells = (): Record<CellKind, number> => ({
  same: 0,
  changed: 0,
  'letter-only': 0,
  'only-in-a': 0,
  'only-in-b': 0,
});

/**
 * Lays the editions' grids over each other (undefined: the edition prints no
 * such table) and judges every cell of the later editions against the first.
 */
export function compareGrids<T>(
  grids: readonly (Grid<T> | undefined)[],
  judge: CellJudge<T>,
): GridComparison<T> {
  const columns = alignLines(grids.map((grid) => grid?.columns));
  const counts = grids.slice(1).map(noCells);
  const rows = alignLines(grids.map((grid) => grid?.rows)).map((row) => ({
    ...row,
    cells: columns.map((column) => {
      const values = grids.map((grid) => cellAt(grid, row.key, column.key));
      const kinds = values.slice(1).map((value, i) => {
        const kind = kindOf(values[0], value, judge);
        const tally = counts[i];
        if (tally) tally[kind] += 1;
        return kind;
      });
      return { values, kinds };
    }),
  }));
  return { columns, rows, counts };
}

/** Two editions' grids compared: `compareGrids` for a pair. */
export function compareGrid<T>(
  a: Grid<T> | undefined,
  b: Grid<T> | undefined,
  judge: CellJudge<T>,
): GridComparison<T> {
  return compareGrids([a, b], judge);
}

/** The cells of an edition after the first that differ from the first's (every kind but same). */
export function countDiffering(counts: Readonly<Record<CellKind, number>>): number {
  return counts.changed + counts['letter-only'] + counts['only-in-a'] + counts['only-in-b'];
}

const weight: Record<CellKind, number> = {
  same: 0,
  'only-in-a': 1,
  'only-in-b': 1,
  'letter-only': 2,
  changed: 3,
};

/** The kind a cell shows when several editions are compared: the strongest difference among them. */
export function strongestKind(kinds: readonly CellKind[]): CellKind {
  return kinds.reduce<CellKind>(
    (best, kind) => (weight[kind] > weight[best] ? kind : best),
    'same',
  );
}
