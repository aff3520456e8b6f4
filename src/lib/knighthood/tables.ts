/**
 * Every Knighthood table as rows and columns for the page, by printed number.
 * `KnighthoodTable` renders them; a name not listed (T3, which the book does
 * not print) is a type error in the MDX.
 */
import { tableNotes, type TableId } from '../../../engine/knighthood/index.ts';
import { combatTables } from './combat-tables.ts';
import { fireTables } from './fire-tables.ts';
import type { KnighthoodTableData } from './table-wording.ts';

export type { KnighthoodTableData, TablePart, TableRow } from './table-wording.ts';

const tables: Record<TableId, KnighthoodTableData> = { ...fireTables, ...combatTables };

/** One printed table, ready to render. */
export function knighthoodTable(name: TableId): KnighthoodTableData {
  const notes = tableNotes[name];
  return notes ? { ...tables[name], notes } : tables[name];
}
