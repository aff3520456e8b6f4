/**
 * A compared chapter's rows in the sections the first edition titles them by,
 * so a phone can fold each to one line: its number and title, and how many of
 * its rules differ.
 */
import { printedNumber } from '../content/rule-numbers.ts';
import type { CompareRow } from './compare-chapter.ts';

export interface CompareSection {
  /** Unique in the chapter: what the page remembers an opened section by. */
  id: string;
  /** "5.1 Combat ratio", as the first edition that has it titles it. */
  title: string;
  rows: readonly CompareRow[];
  /** "6 rules, 2 differ". */
  note: string;
}

function titleOf(row: CompareRow): { id: string; title: string } {
  const cell = row.cells.find((c) => c.rules.length > 0);
  const rule = cell?.rules[0];
  if (!cell || !rule) return { id: 'section', title: 'Rules' };
  return { id: `section-${rule.number}`, title: `${printedNumber(rule.number)} ${cell.text}` };
}

function noteOf(rows: readonly CompareRow[]): string {
  const rules = rows.filter((row) => !row.titled);
  const differing = rules.filter((row) => row.differs).length;
  const counted = `${rules.length} ${rules.length === 1 ? 'rule' : 'rules'}`;
  return differing === 0 ? `${counted}, all alike` : `${counted}, ${differing} differ`;
}

/**
 * Rows grouped under each titled row. A title with no rules of its own (the
 * chapter's, above its first section) heads the next section with it, which
 * takes the last title's name.
 */
export function sectionRows(rows: readonly CompareRow[]): CompareSection[] {
  const groups: CompareRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    const onlyTitles = last?.every((r) => r.titled) ?? false;
    if (!last || (row.titled && !onlyTitles)) groups.push([row]);
    else last.push(row);
  }
  const seen = new Map<string, number>();
  return groups.map((group) => {
    const named = group.filter((row) => row.titled).at(-1) ?? group[0];
    const { id, title } = named ? titleOf(named) : { id: 'section', title: 'Rules' };
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return { id: n > 1 ? `${id}-${n}` : id, title, rows: group, note: noteOf(group) };
  });
}
