/**
 * What the tables-compared page shows for one compared table: headings, each
 * cell's printed text per edition and its kind of difference, notes. Wording
 * only: the grids and their judgements come from the engine, the cell texts
 * from the table formatters the edition pages use.
 */
import {
  chanceToBreak,
  pickFireCopy,
  strongestKind,
  type CellKind,
  type EditionId,
  type FireTable,
  type GridComparison,
  type PursuitCell,
  type TableComparison,
  type TerrainCell,
  type TestCategory,
} from '../../../../engine/medieval/index.ts';
import { formatOver } from '../../../../engine/core/index.ts';
import { loadEdition } from '../../../lib/medieval/edition-data.ts';
import {
  categoryLabels,
  formatFaces,
  formatMoveCost,
  formatTerrainCombat,
} from '../../../lib/medieval/table-format.ts';

/** The page's marking of a cell: the `data-diff` value, or none when every edition prints it alike. */
export type DiffMark = 'changed' | 'letter' | 'only' | undefined;

export interface CellText {
  edition: EditionId;
  /** The printed cell, or undefined when the edition prints no such cell. */
  text: string | undefined;
  /** Against the first edition (undefined for the first itself). */
  kind?: CellKind | undefined;
}

export interface CellView {
  mark: DiffMark;
  /** One entry per edition, the first edition first. */
  texts: readonly CellText[];
}

export interface TableView {
  id: string;
  title: string;
  /** The data-table value: the topic (`combat`, `fire`, …). */
  topic: TableComparison['topic'];
  columns: readonly string[];
  /** For fire tables printed in groups of totals: one heading row per edition that groups. */
  groupRows: readonly { edition: EditionId; spans: readonly { label: string; span: number }[] }[];
  rows: readonly { head: string; cells: readonly CellView[] }[];
  /** For each edition after the first: how many cells differ, by kind. */
  counts: TableComparison['grid']['counts'];
}

const markOf: Record<CellKind, DiffMark> = {
  same: undefined,
  changed: 'changed',
  'letter-only': 'letter',
  'only-in-a': 'only',
  'only-in-b': 'only',
};

/** "Kosovo Field 1389" → "Kosovo": the short name used inside cells and headings. */
export function shortName(edition: EditionId): string {
  return loadEdition(edition).title.split(' ')[0] ?? edition;
}

function formatPursuit(cell: PursuitCell): string {
  if ('result' in cell) return cell.result;
  if (cell.rolls === 'always') return '–';
  return 'atMost' in cell.rolls ? `${cell.rolls.atMost} and less` : formatFaces(cell.rolls.faces);
}

function formatTerrain(cell: TerrainCell): string {
  if ('infantry' in cell) return formatMoveCost(cell.infantry);
  if ('combat' in cell) return formatTerrainCombat(cell.combat);
  return `${formatMoveCost(cell.cavalry)}${cell.leader ? ` (${formatMoveCost(cell.leader)})` : ''}`;
}

function textsOf<T>(
  grid: GridComparison<T>,
  format: (value: T) => string,
): (string | undefined)[][][] {
  return grid.rows.map((row) =>
    row.cells.map((cell) =>
      cell.values.map((value) => (value === undefined ? undefined : format(value))),
    ),
  );
}

/** Every cell of the comparison as text, in the formats the edition pages use: [row][column][edition]. */
function cellTexts(table: TableComparison): (string | undefined)[][][] {
  switch (table.topic) {
    case 'combat':
    case 'fire':
      return textsOf(table.grid, (cell) => cell);
    case 'retreat-test':
      return textsOf(
        table.grid,
        (cell) =>
          `${formatFaces(cell.failOn)} (${formatOver(chanceToBreak(cell), cell.dice === '1D6' ? 6 : 36)})`,
      );
    case 'pursuit':
      return textsOf(table.grid, formatPursuit);
    case 'terrain':
      return textsOf(table.grid, formatTerrain);
    case 'morale-test':
      return textsOf(table.grid, (pass) => (pass === 1 ? '1' : `1–${pass}`));
    case 'fortifications':
      return textsOf(table.grid, (mp) => `+${mp}`);
  }
}

/** One label where the editions agree, else the first's with the others' in brackets. */
function lineLabel(
  labels: readonly (string | undefined)[],
  editions: readonly EditionId[],
): string {
  const first = labels.find((label) => label !== undefined) ?? '';
  // "D1/A1" and "D1 / A1" are the same print.
  const squeeze = (label: string) => label.replace(/\s+/g, '');
  const others = labels
    .map((label, i) => ({ label, edition: editions[i] }))
    .filter(
      ({ label, edition }) => label !== undefined && squeeze(label) !== squeeze(first) && edition,
    );
  if (others.length === 0) return first;
  return `${first} (${others.map(({ label, edition }) => `${shortName(edition as EditionId)}: ${label}`).join('; ')})`;
}

function columnHeading(
  table: TableComparison,
  key: string,
  labels: readonly (string | undefined)[],
  editions: readonly EditionId[],
): string {
  if (table.topic === 'retreat-test') return categoryLabels[key as TestCategory];
  if (table.topic === 'fire') return key;
  return lineLabel(labels, editions);
}

/** Fire tables: the printed groups of an edition whose columns cover several totals. */
function groupRows(table: TableComparison, editions: readonly EditionId[]): TableView['groupRows'] {
  if (table.topic !== 'fire') return [];
  return editions.flatMap((edition, i) => {
    const labels = table.grid.columns.map((column) => column.labels[i]);
    if (labels.every((label) => label === undefined || !label.includes('-'))) return [];
    const spans: { label: string; span: number }[] = [];
    for (const label of labels) {
      const last = spans.at(-1);
      if (last && label !== undefined && last.label === label) last.span += 1;
      else spans.push({ label: label ?? '', span: 1 });
    }
    return [{ edition, spans }];
  });
}

/** The view of one compared table for the page. */
export function viewTable(table: TableComparison, editions: readonly EditionId[]): TableView {
  const texts = cellTexts(table);
  return {
    id: table.id,
    title: titleOf(table),
    topic: table.topic,
    columns: table.grid.columns.map((column) =>
      columnHeading(table, column.key, column.labels, editions),
    ),
    groupRows: groupRows(table, editions),
    rows: table.grid.rows.map((row, r) => ({
      head: lineLabel(row.labels, editions),
      cells: row.cells.map((cell, c) => ({
        mark: markOf[strongestKind(cell.kinds)],
        texts: editions.map((edition, i) => ({
          edition,
          text: texts[r]?.[c]?.[i],
          kind: i === 0 ? undefined : cell.kinds[i - 1],
        })),
      })),
    })),
    counts: table.grid.counts,
  };
}

const weaponNames: Record<FireTable['weapon'], string> = {
  archers: 'Archer fire',
  crossbowmen: 'Crossbow fire',
  'horse-archers': 'Horse archer fire',
  'bombard-units': 'Bombard fire at units',
  'bombard-objects': 'Bombard fire at objects',
};

/** The printed titles of the editions that have the table, each once. */
export function titleOf(table: TableComparison): string {
  if (table.topic === 'fire')
    return `${weaponNames[table.weapon]}${table.copy === 'game-tables' ? ' (Game Tables copies)' : ''}`;
  const titles = [...new Set(table.sources.flatMap((source) => (source ? [source.title] : [])))];
  return titles.join(' / ');
}

/** The fire table each edition's cells come from, for its legend. */
export function fireTablesOf(
  table: TableComparison,
  editions: readonly EditionId[],
): (FireTable | undefined)[] {
  if (table.topic !== 'fire') return [];
  return editions.map((edition) =>
    pickFireCopy(loadEdition(edition).tables, table.weapon, table.copy),
  );
}
