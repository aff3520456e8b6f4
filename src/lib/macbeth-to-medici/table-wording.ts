/**
 * Wording shared by the tables of From Macbeth to Medici: the shape a table
 * takes on the page, and labels for the engine's ids. Values come from the engine.
 */
import type {
  ExtraDieCause,
  PassRange,
  SectionId,
  TableNote,
} from '../../../engine/macbeth-to-medici/index.ts';

export interface BookTableRow {
  /** The row heading (first column). */
  head: string;
  cells: string[];
  /** The section the row comes from: the page adds a last column linking to it. */
  section?: SectionId;
}

export interface BookTableData {
  title: string;
  /** The section the table belongs to, named in the caption. */
  section: SectionId;
  dice?: string;
  columns: string[];
  rows: BookTableRow[];
  legend?: string;
  /** The notes the book prints with the table (engine data). */
  notes?: readonly TableNote[];
  /** Printed as a table in the book, or laid out by the site from figures in the text. */
  source?: TableSource;
}

export type TableSource = 'printed' | 'from-text';

/** The line under a table that says where its layout comes from. */
export const sourceWording: Readonly<Record<TableSource, string>> = {
  printed: 'Printed as a table in the book.',
  'from-text': 'Drawn from the book’s running text; the layout is the site’s.',
};

/** "doubling-or-evading" → "Doubling or evading". */
export function labelOf(id: string | number): string {
  const text = String(id).replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A cap on the random factor as printed: ±5. */
export const capOf = (cap: number) => `±${cap}`;

/** 6–8; a single score as itself; no range as the book's "n/a". */
export function formatRange(range: PassRange | null): string {
  if (!range) return 'n/a';
  return range.low === range.high ? String(range.low) : `${range.low}–${range.high}`;
}

export const orders = ['open', 'loose', 'close'] as const;
export const experiences = ['green', 'seasoned', 'veteran'] as const;
export const signed = (cause: ExtraDieCause) => ({
  head: cause.label,
  cells: [cause.sign === 'plus' ? '+1 die' : '−1 die'],
});
export const byOrder = (values: Readonly<Record<(typeof orders)[number], number>>) =>
  orders.map((order) => ({ head: labelOf(order), cells: [String(values[order])] }));

/**
 * Ratings that add up (initiative, defence): one row per rating, one column
 * per value, each cell the grade that scores it.
 */
export function ratingTable(ratings: Readonly<Record<string, Readonly<Record<string, number>>>>) {
  const values = [...new Set(Object.values(ratings).flatMap((r) => Object.values(r)))].sort(
    (a, b) => a - b,
  );
  return {
    columns: ['Rating', ...values.map(String)],
    rows: Object.entries(ratings).map(([rating, grades]) => ({
      head: labelOf(rating),
      cells: values.map((value) =>
        Object.entries(grades)
          .filter(([, score]) => score === value)
          .map(([grade]) => labelOf(grade))
          .join(', '),
      ),
    })),
  };
}
