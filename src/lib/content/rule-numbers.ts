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

/** The rule (or section) a rule anchor's id names: `r-5.5.2` → `5.5.2`; undefined for other ids. */
export function ruleOfAnchor(id: string): string | undefined {
  return id.startsWith('r-') && id.length > 2 ? id.slice(2) : undefined;
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
  /** The words the text cites it by, when not a number ("CC", "Leader Hit Chart"). */
  label?: string;
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

/** What a book's text cites rules by, besides bare numbers. */
export interface ReferenceGrammar {
  /** Whether tables are cited as T1, T17A. */
  tables: boolean;
  /** Short names that stand for a rule after "see" or "use": `{ CC: '5.40' }` ("see CC"). */
  shortNames?: Readonly<Record<string, string>>;
  /** Titles that cite their table wherever they stand: `{ 'Leader Hit Chart': 'T20' }`. */
  titles?: Readonly<Record<string, string>>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (names: Readonly<Record<string, string>>) =>
  Object.keys(names)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const namedPatterns = new WeakMap<ReferenceGrammar, RegExp[]>();

/** The patterns of a book's named references, built once per grammar. */
function namedReferencePatterns(grammar: ReferenceGrammar): RegExp[] {
  const cached = namedPatterns.get(grammar);
  if (cached) return cached;
  const { shortNames = {}, titles = {} } = grammar;
  const patterns: RegExp[] = [];
  if (Object.keys(shortNames).length > 0)
    patterns.push(
      new RegExp(
        String.raw`\b(?:[Ss]ee(?:\s+also)?|[Uu]se)\s+(${longestFirst(shortNames)})(?![\w-])`,
        'g',
      ),
    );
  // A title followed by its number, "Leader Hit Chart (T20)", is cited by the number.
  const numberFollows = String.raw`(?:\s+(?:table|chart))?\s*\(T\d`;
  if (Object.keys(titles).length > 0)
    patterns.push(
      new RegExp(String.raw`(?<![\w-])(${longestFirst(titles)})(?![\w-])(?!${numberFollows})`, 'g'),
    );
  namedPatterns.set(grammar, patterns);
  return patterns;
}

/**
 * Finds the rule references in a run of text. A reference is a rule number
 * after "see", "rule(s)", "section(s)" or "chapter(s)" (with lists such as
 * "rules 5.1, 5.2 and 5.3"), a number in brackets ("[1.6]") or parentheses
 * ("(1.6)"), in books with numbered tables a table such as "T15", and the
 * book's own short names and chart titles ("see CC", "the Leader Hit Chart").
 * Plain numbers ("2.5 SP", "6.49:1") are not references.
 */
export function findReferences(text: string, grammar: ReferenceGrammar): RuleReference[] {
  const found: RuleReference[] = [];
  for (const match of text.matchAll(keywordList)) {
    const list = match[1] ?? '';
    const listStart = (match.index ?? 0) + match[0].length - list.length;
    for (const item of list.matchAll(numberInList)) {
      const start = listStart + (item.index ?? 0);
      found.push({ number: item[0], start, end: start + item[0].length });
    }
  }
  const wrapped = [bracketed, parenthesised, ...(grammar.tables ? [tableMention] : [])];
  for (const pattern of wrapped) {
    for (const match of text.matchAll(pattern)) {
      const number = match[1] ?? '';
      if (!grammar.tables && number.startsWith('T')) continue;
      const start = (match.index ?? 0) + match[0].indexOf(number);
      found.push({ number, start, end: start + number.length });
    }
  }
  const names = { ...grammar.shortNames, ...grammar.titles };
  for (const pattern of namedReferencePatterns(grammar)) {
    for (const match of text.matchAll(pattern)) {
      const label = match[1] ?? '';
      const start = (match.index ?? 0) + match[0].length - label.length;
      found.push({ number: names[label] ?? label, label, start, end: start + label.length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.filter((ref, i) => i === 0 || ref.start >= (found[i - 1]?.end ?? 0));
}
