/**
 * The grammar of printed rule numbers and of references to them.
 * Shared by the build plugin that adds anchors and links, the rule index,
 * the content tests and the search box, so all of them agree on what a
 * rule number is.
 */

/** A printed rule number: 1.0, 5.5.2, 4.30, 1.00; or a table: T17A. */
const NUMBER = String.raw`\d{1,2}\.\d{1,2}(?:\.\d{1,2})*`;
const TABLE = String.raw`T\d{1,2}[A-Z]?`;
/**
 * A second copy of a number the book prints twice, named by a slug of its
 * title: `3.10-vision`. It shows as 3.10 and anchors as `r-3.10-vision`.
 */
const COPY = String.raw`${NUMBER}-[a-z]+(?:-[a-z]+)*`;

const exactNumber = new RegExp(String.raw`^(?:${COPY}|${NUMBER}|${TABLE})$`);

/** True when the text is exactly one rule number, such as `5.5.2`, `T17A` or `3.10-vision`. */
export function isRuleNumber(text: string): boolean {
  return exactNumber.test(text);
}

/** The number as the book prints it: `3.10-vision` → `3.10`; others unchanged. */
export function printedNumber(number: string): string {
  return number.replace(/-.*$/, '');
}

/** The id of a rule's anchor: `r-5.5.2`. Stable: links and permalinks rely on it. */
export function ruleAnchorId(number: string): string {
  return `r-${number}`;
}

/** Reads a rule number typed in a search box: `5.5.2`, `[5.6]`, `rule 4.30`, `t17a`. */
export function parseRuleQuery(query: string): string | undefined {
  const match = /^\s*(?:rules?\s+)?\[?\s*(t?\d{1,2}(?:\.\d{1,2})*[a-z]?)\s*\]?\s*$/i.exec(query);
  if (!match?.[1]) return undefined;
  const candidate = match[1].toUpperCase();
  return isRuleNumber(candidate) ? candidate : undefined;
}

export interface RuleReference {
  /** The rule number referred to. */
  number: string;
  /** Offset of the number within the scanned text. */
  start: number;
  end: number;
}

const listTail = String.raw`(?:\s*(?:,|,?\s+and|,?\s+or|–|-|to)\s+(?:${NUMBER}))*`;
const keywordList = new RegExp(
  String.raw`\b(?:[Ss]ee(?:\s+also)?|[Rr]ules?|[Ss]ections?|[Cc]hapters?)\s+((?:${COPY}|${NUMBER})${listTail})(?![\d.]*\d)`,
  'g',
);
const bracketed = new RegExp(String.raw`\[(${COPY}|${NUMBER}|${TABLE})\]`, 'g');
const parenthesised = new RegExp(String.raw`\((${NUMBER})\)`, 'g');
const tableMention = new RegExp(String.raw`\b(${TABLE})\b`, 'g');
const numberInList = new RegExp(String.raw`${COPY}|${NUMBER}`, 'g');

/**
 * Finds the rule references in a run of text. A reference is a rule number
 * after "see", "rule(s)", "section(s)" or "chapter(s)" (with lists such as
 * "rules 5.1, 5.2 and 5.3"), a number in brackets ("[1.6]") or parentheses
 * ("(1.6)"), and, in books with numbered tables, a table such as "T15".
 * Plain numbers ("2.5 SP", "6.49:1") are not references.
 */
export function findReferences(text: string, options: { tables: boolean }): RuleReference[] {
  const found: RuleReference[] = [];
  for (const match of text.matchAll(keywordList)) {
    const list = match[1] ?? '';
    const listStart = (match.index ?? 0) + match[0].length - list.length;
    for (const item of list.matchAll(numberInList)) {
      const start = listStart + (item.index ?? 0);
      found.push({ number: item[0], start, end: start + item[0].length });
    }
  }
  const wrapped = [bracketed, parenthesised, ...(options.tables ? [tableMention] : [])];
  for (const pattern of wrapped) {
    for (const match of text.matchAll(pattern)) {
      const number = match[1] ?? '';
      if (!options.tables && number.startsWith('T')) continue;
      const start = (match.index ?? 0) + match[0].indexOf(number);
      found.push({ number, start, end: start + number.length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.filter((ref, i) => i === 0 || ref.start >= (found[i - 1]?.end ?? 0));
}
