/**
 * Fire table cells as data. Each book prints a loss as "-1" or "-2" and marks
 * what else happens to the target with a letter after it (or alone):
 * Bannockburn S and 1066 R or S = the unit scatters; Kosovo D = it is
 * disorganized and S = it is stopped; on the objects table D = destroyed.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { FireTable } from '../tables/types.ts';

/** What one shot does to its target. */
export interface FireEffect {
  /** SPs lost. */
  loss: number;
  /** Scatters (B/N 9.1.1) or is disorganized (K), or nothing. */
  breaks: 'scatter' | 'disorganization' | null;
  /** K 11.6.2, 11.7.1: the unit may not move again this phase. */
  stopped: boolean;
  /** Bombard fire at objects: the object is destroyed. */
  destroyed: boolean;
}

/** A shot that does nothing ("-" in every table). */
export const noEffect: FireEffect = { loss: 0, breaks: null, stopped: false, destroyed: false };

/**
 * How to read a cell's letters: the scatter editions (Bannockburn, 1066), the
 * disorganization edition (Kosovo), or the BOMBARD FIRE (OBJECTS) table.
 */
export type FireCellReading = 'scatter' | 'disorganization' | 'objects';

type Mark = 'breaks' | 'stopped' | 'destroyed';

const marks: Record<FireCellReading, Readonly<Record<string, Mark>>> = {
  scatter: { S: 'breaks', R: 'breaks' },
  disorganization: { D: 'breaks', S: 'stopped' },
  objects: { D: 'destroyed' },
};

/** The cell reading of a table in an edition whose retreats end in `afterRetreat`. */
export function getCellReading(
  table: FireTable,
  afterRetreat: 'scatter' | 'disorganization',
): FireCellReading {
  return table.weapon === 'bombard-objects' ? 'objects' : afterRetreat;
}

/**
 * Parses one printed fire cell ("-", "-1", "-1S", "-1R", "S", "D", "DS").
 * A cell that does not follow the notation is an error naming the cell,
 * never a guess; `rule` is the table's rule for the message.
 */
export function parseFireCell(
  cell: string,
  reading: FireCellReading,
  rule = 'fire table',
): Result<FireEffect> {
  const text = cell.trim();
  if (text === '-') return ok({ ...noEffect });
  const match = /^(?:-([1-9]))?([A-Z]*)$/.exec(text);
  const letters = match?.[2] ?? '';
  if (!match || (match[1] === undefined && letters === '')) {
    return fail('cell', rule, `cannot read the fire result "${cell}"`);
  }
  if (reading === 'objects' && match[1] !== undefined) {
    return fail('cell', rule, `an object loses no SPs: "${cell}"`);
  }
  const effect: FireEffect = { ...noEffect, loss: match[1] ? Number(match[1]) : 0 };
  const seen = new Set<Mark>();
  for (const letter of letters) {
    const mark = marks[reading][letter];
    if (!mark || seen.has(mark)) {
      return fail('cell', rule, `"${letter}" in "${cell}" is no ${reading} mark of this table`);
    }
    seen.add(mark);
    if (mark === 'breaks') effect.breaks = reading === 'disorganization' ? reading : 'scatter';
    if (mark === 'stopped') effect.stopped = true;
    if (mark === 'destroyed') effect.destroyed = true;
  }
  return ok(effect);
}

/** A fire table's effects by range, then column: read once at load. */
export type FireEffects = ReadonlyMap<number, readonly FireEffect[]>;

/**
 * Reads every cell of a fire table once, when the edition loads. A table
 * whose columns leave a gap or whose cells do not parse is a programmer
 * error: it throws, so a player never meets it at the roll.
 */
export function parseFireTable(table: FireTable, reading: FireCellReading): FireEffects {
  const where = `${table.source.title} (${table.source.rule})`;
  if (table.columns.length === 0) throw new Error(`${where} has no columns`);
  table.columns.forEach((column, i) => {
    const before = table.columns[i - 1];
    if (column.to < column.from || (before && column.from !== before.to + 1))
      throw new Error(`${where}: column ${formatColumn(column)} does not follow the one before`);
  });
  const effects = new Map<number, FireEffect[]>();
  for (const row of table.rows) {
    if (row.cells.length !== table.columns.length)
      throw new Error(
        `${where}, range ${row.range}: ${row.cells.length} cells for ${table.columns.length} columns`,
      );
    effects.set(
      row.range,
      row.cells.map((cell) => {
        const parsed = parseFireCell(cell, reading, table.source.rule);
        if (!parsed.ok) throw new Error(`${where}, range ${row.range}: ${parsed.error.message}`);
        return parsed.value;
      }),
    );
  }
  return effects;
}

/** Where a modified roll lands on a table's columns, and whether it was off the edge. */
export interface ColumnReading {
  index: number;
  label: string;
  /** 'below': the roll was under the first column and reads it; 'above': over the last. */
  edge: 'below' | 'above' | null;
}

/** A printed column as its label: "9" or "6-9". */
export function formatColumn(column: { from: number; to: number }): string {
  return column.from === column.to ? `${column.from}` : `${column.from}-${column.to}`;
}

/**
 * The column a modified roll reads. Below the first column it reads the first
 * (every fire table starts with "-", so a roll driven under the table does
 * nothing); above the last it reads the last. A roll between two printed
 * columns (a gap in the data) is an error.
 */
export function readFireColumn(table: FireTable, modifiedRoll: number): Result<ColumnReading> {
  const { columns } = table;
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (!first || !last)
    return fail('table', table.source.rule, `${table.source.title} has no columns`);
  if (modifiedRoll < first.from) return ok({ index: 0, label: formatColumn(first), edge: 'below' });
  if (modifiedRoll > last.to) {
    return ok({ index: columns.length - 1, label: formatColumn(last), edge: 'above' });
  }
  const index = columns.findIndex((c) => c.from <= modifiedRoll && modifiedRoll <= c.to);
  const column = columns[index];
  if (!column) {
    return fail(
      'table',
      table.source.rule,
      `no column of ${table.source.title} holds ${modifiedRoll}`,
    );
  }
  return ok({ index, label: formatColumn(column), edge: null });
}

/** A short account of an effect for the audit trail, e.g. "loses 1 SP and scatters". */
export function describeFireEffect(effect: FireEffect): string {
  const parts: string[] = [];
  if (effect.loss > 0) parts.push(`loses ${effect.loss} SP`);
  if (effect.breaks === 'scatter') parts.push('scatters');
  if (effect.breaks === 'disorganization') parts.push('is disorganized');
  if (effect.stopped) parts.push('is stopped');
  if (effect.destroyed) parts.push('is destroyed');
  return parts.length > 0 ? parts.join(' and ') : 'no effect';
}

/** True when a shot did anything to its target. */
export function hasEffect(effect: FireEffect): boolean {
  return effect.loss > 0 || effect.breaks !== null || effect.stopped || effect.destroyed;
}

const parsedTables = new WeakMap<FireTable, FireEffects>();

/**
 * A fire table's effects, read with its edition's letters (`afterRetreat`:
 * scatter for Bannockburn and 1066, disorganization for Kosovo; the objects
 * table reads D as destroyed), parsed the first time the table is read and
 * kept: a page that never fires never parses a fire table. Every printed
 * table is parsed by the tests, so a corrupt cell fails them, not a player.
 */
export function fireEffectsOf(
  table: FireTable,
  afterRetreat: 'scatter' | 'disorganization',
): FireEffects {
  let effects = parsedTables.get(table);
  if (!effects) {
    effects = parseFireTable(table, getCellReading(table, afterRetreat));
    parsedTables.set(table, effects);
  }
  return effects;
}
