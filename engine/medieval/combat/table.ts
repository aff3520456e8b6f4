/**
 * The COMBAT TABLE read once, when the edition is loaded: every printed cell
 * (and every reading of a misprinted one) is parsed then, so a cell the
 * notation cannot read is a programmer error that stops the module from
 * loading, never an error handed to a player at the roll.
 */
import { parseCombatCell, type CombatResult } from './results.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
import type { CombatEditionCell, CombatMisprint, CombatTable } from '../tables/types.ts';

/** A cell the readings choose: a misprint, or a cell the editions print differently. */
export type CombatCellChoice = CombatMisprint | CombatEditionCell;

export interface CombatCell {
  /** The printed cell (normalised), e.g. "-1 / D2". */
  cell: string;
  result: CombatResult;
}

/** A COMBAT TABLE with its cells parsed: look cells up with combatCellAt. */
export interface ParsedCombatTable {
  /** By 2D6 total, then column index (0 = 1:4). */
  cells: ReadonlyMap<number, readonly CombatCell[]>;
  misprints: readonly { misprint: CombatCellChoice; readings: Record<string, CombatCell> }[];
}

function parseCell(cell: string, where: string): CombatCell {
  const parsed = parseCombatCell(cell);
  if (!parsed.ok) throw new Error(`COMBAT TABLE ${where}: ${parsed.error.message}`);
  return { cell, result: parsed.value };
}

/** Parses every cell of a COMBAT TABLE; throws on a cell that does not parse or a misprint off the table. */
export function parseCombatTable(table: CombatTable): ParsedCombatTable {
  const cells = new Map<number, readonly CombatCell[]>();
  for (const row of table.rows) {
    if (row.cells.length !== table.columns.length)
      throw new Error(
        `COMBAT TABLE roll ${row.roll}: ${row.cells.length} cells for ${table.columns.length} columns`,
      );
    cells.set(
      row.roll,
      row.cells.map((cell, column) => parseCell(cell, `roll ${row.roll}, column ${column}`)),
    );
  }
  const choices: CombatCellChoice[] = [...(table.misprints ?? []), ...(table.editionCells ?? [])];
  const misprints = choices.map((misprint) => {
    const where = `misprint at roll ${misprint.roll}, column ${misprint.column}`;
    if (cells.get(misprint.roll)?.[misprint.column] === undefined)
      throw new Error(`COMBAT TABLE ${where}: no such cell`);
    const readings = Object.fromEntries(
      Object.entries(misprint.readings).map(([value, cell]) => [value, parseCell(cell, where)]),
    );
    return { misprint, readings };
  });
  return { cells, misprints };
}

/** The cell at a column and 2D6 total, read as the readings choose where it is misprinted. */
export function combatCellAt(
  table: ParsedCombatTable,
  column: number,
  roll: number,
  readings: ResolvedReadings,
): (CombatCell & { misprint?: CombatCellChoice }) | undefined {
  const found = table.misprints.find(
    ({ misprint }) => misprint.roll === roll && misprint.column === column,
  );
  if (found) {
    const reading = found.readings[String(readings[found.misprint.option])];
    if (reading) return { ...reading, misprint: found.misprint };
  }
  return table.cells.get(roll)?.[column];
}
