/**
 * The tables of From Macbeth to Medici as rows and columns for the page:
 * each one reads the engine's data and only adds wording. `BookTable`
 * renders them; a name not listed here is a type error in the MDX.
 */
import { findTableNotes } from '../../../engine/macbeth-to-medici/index.ts';
import { combatTables } from './combat-tables.ts';
import type { BookTableData } from './table-wording.ts';
import { unitTables } from './unit-tables.ts';

export type { BookTableData, BookTableRow } from './table-wording.ts';

const tables = { ...unitTables, ...combatTables };

export type BookTableName = keyof typeof tables;

/** The names a page may give `<BookTable name="…" />`. */
export const bookTableNames = Object.keys(tables) as BookTableName[];

/** One table of the book, ready to render, with the notes the book prints with it. */
export function bookTable(name: BookTableName): BookTableData {
  const notes = findTableNotes(name);
  return notes.length > 0 ? { ...tables[name], notes } : tables[name];
}
