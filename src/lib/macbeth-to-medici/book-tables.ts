/**
 * The tables of From Macbeth to Medici as rows and columns for the page:
 * each one reads the engine's data and only adds wording. `BookTable`
 * renders them; a name not listed here is a type error in the MDX.
 */
import { findTableNotes } from '../../../engine/macbeth-to-medici/index.ts';
import { combatTables } from './combat-tables.ts';
import type { BookTableData, TableSource } from './table-wording.ts';
import { unitTables } from './unit-tables.ts';

export type { BookTableData, BookTableRow, TableSource } from './table-wording.ts';

const tables = { ...unitTables, ...combatTables };

export type BookTableName = keyof typeof tables;

/** The names a page may give `<BookTable name="…" />`. */
export const bookTableNames = Object.keys(tables) as BookTableName[];

/** The tables whose figures the book gives in running text, not as a table. */
const drawnFromText: ReadonlySet<BookTableName> = new Set<BookTableName>([
  'scales',
  'experience-bonus',
  'betrayal',
  'interpenetration-dice',
  'bow-ranges',
  'firing-value',
  'value-by-order',
]);

/** Whether the book prints a table as such, or the site lays it out from the text. */
export function tableSource(name: BookTableName): TableSource {
  return drawnFromText.has(name) ? 'from-text' : 'printed';
}

/** One table of the book, ready to render, with its source and the notes the book prints with it. */
export function bookTable(name: BookTableName): BookTableData {
  const notes = findTableNotes(name);
  const table = { ...tables[name], source: tableSource(name) };
  return notes.length > 0 ? { ...table, notes } : table;
}
