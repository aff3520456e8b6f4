/**
 * Wording for the Knighthood tables on the page: the shape a table takes and
 * how cells read. Presentation only — every value comes from engine/knighthood.
 */
import type {
  DefensiveFireResult,
  FireAllowed,
  RollRange,
  TableModifier,
} from '../../../engine/knighthood/index.ts';

export interface TableRow {
  /** The row heading (first column). */
  head: string;
  cells: string[];
}

/** One grid of a table; a printed table may hold several (T4 prints four). */
export interface TablePart {
  caption?: string;
  columns: string[];
  rows: TableRow[];
}

export interface KnighthoodTableData {
  /** The printed title in sentence case, without the number. */
  title: string;
  /** The rule the table serves, named in the caption ("3.9"). */
  rule: string;
  dice?: string;
  parts: TablePart[];
  legend?: string;
  /** The notes the book prints with the table, from engine/knighthood. */
  notes?: readonly string[];
}

/** A modifier as the book prints it: +1, -2, 0. */
export function formatSigned(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** A blank cell of the book ("-") or a number. */
export function formatOptional(value: number | null): string {
  return value === null ? '–' : String(value);
}

/** A range of die results: "1–2", or one face as itself. */
export function formatRoll(range: RollRange): string {
  return range.from === range.to ? String(range.from) : `${range.from}–${range.to}`;
}

const fireCodes: Record<FireAllowed, string> = {
  full: 'F',
  'full-or-rapid': 'F/R',
  half: '1/2',
  none: 'NA',
};

/** T8's codes for fire after moving, as printed. */
export function formatFireAllowed(allowed: FireAllowed): string {
  return fireCodes[allowed];
}

/** T12 result: the range the fire counts as, or no effect. */
export function formatDefensiveFire(result: DefensiveFireResult): string {
  return result === 'no-effect'
    ? 'No effect'
    : `${result.charAt(0).toUpperCase()}${result.slice(1)}`;
}

/** A list of modifiers as a two-column part. */
export function modifierPart(
  caption: string,
  modifiers: readonly (Omit<TableModifier, 'value'> & { value: number | string })[],
  formatValue: (value: number | string) => string = (value) =>
    typeof value === 'number' ? formatSigned(value) : value,
): TablePart {
  return {
    caption,
    columns: ['Modifier', 'Value'],
    rows: modifiers.map((modifier) => ({
      head: modifier.label,
      cells: [formatValue(modifier.value)],
    })),
  };
}
