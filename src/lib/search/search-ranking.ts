/**
 * Turns Pagefind's page results into rule results: each match is placed in
 * the rule (or example, or section) whose anchor comes before it, so a result
 * opens the page at that rule, and rules are ranked by how closely they hold
 * the query's words. Runs in the browser; kept free of the DOM to be tested.
 */
import { isRuleNumber, printedNumber } from '../content/rule-numbers.ts';
import { addedWords, namesWeight } from './vocabulary.ts';

/** The parts of a Pagefind result this module reads. */
export interface PageMatch {
  url: string;
  /** Pagefind's score of the whole page. */
  score: number;
  /** The page's indexed text; `locations` count its words. */
  content: string;
  locations: number[];
  /** Pagefind's weight of each matched word: a rule's names weigh `namesWeight`. */
  weighted_locations?: { weight: number; location: number }[];
  anchors: { id: string; location: number; text: string }[];
  meta: { title?: string; kind?: string };
}

export interface RankedHit {
  href: string;
  kind: ResultKind;
  title: string;
  /** The page the rule is on. */
  page: string;
  /** Text around the match, HTML-escaped, with <mark> around matched words. */
  excerpt: string;
  score: number;
}

/** What a result is, for the kind filter. */
export type ResultKind = 'rules' | 'tables' | 'examples' | 'glossary' | 'scenarios';

/** The kinds of page (`kind` in a page's frontmatter) each kind of result is found on. */
export const pageKindsOf: Record<ResultKind, string[]> = {
  rules: ['chapter', 'overview', 'notes'],
  // Knighthood's worked examples are on a page of tables; the others' inside their rules.
  examples: ['chapter', 'tables'],
  tables: ['tables', 'tools'],
  glossary: ['glossary'],
  scenarios: ['scenario'],
};

/** A result's kind: a worked example by its anchor (`ex-…`), anything else by its page. */
export function resultKind(pageKind: string | undefined, anchor: string | undefined): ResultKind {
  if (anchor?.startsWith('ex-')) return 'examples';
  const found = (Object.keys(pageKindsOf) as ResultKind[]).find(
    (kind) => kind !== 'examples' && pageKindsOf[kind].includes(pageKind ?? 'chapter'),
  );
  return found ?? 'rules';
}

/** Rules outrank scenario tables and lists: their matches count for less. */
const kindWeight: Record<string, number> = {
  scenario: 0.3,
  tables: 0.5,
  tools: 0.5,
  glossary: 0.6,
  notes: 0.4,
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The query's words as Pagefind matches them (lowercase, no punctuation). */
export function queryTerms(query: string): string[] {
  return [...new Set(query.split(/\s+/).map(bare).filter(Boolean))];
}

/** Words that say nothing of a rule: not marked in excerpts, not counted in a match. */
export const stopWords = new Set(
  'a an and are as at be by for from has he his if in into is it its may no not of on or so than that the their then there they this to was when which while who will with'.split(
    ' ',
  ),
);

/** The query's words less its stop-words (all of them when it has nothing else). */
export function contentTerms(terms: readonly string[]): string[] {
  const kept = terms.filter((term) => !stopWords.has(term));
  return kept.length > 0 ? kept : [...terms];
}

/** Which query term a matched word stands for: the one sharing the longest start. */
function termOf(word: string, terms: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestLength = 0;
  for (const term of terms) {
    let n = 0;
    while (n < term.length && term[n] === word[n]) n++;
    if (n > bestLength) [best, bestLength] = [term, n];
  }
  return best;
}

/** True when a matched word is plausibly the term (not a stray one-letter stem). */
export function resembles(word: string, term: string): boolean {
  const start = Math.min(4, term.length);
  return bare(word).startsWith(term.slice(0, start));
}

function titleOf(id: string, text: string, page: string): string {
  // A numbered rule is named by its number; a section (`r-control-test`) by its heading.
  if (id.startsWith('r-') && isRuleNumber(id.slice(2))) return `Rule ${printedNumber(id.slice(2))}`;
  const example = /^ex-([\d.]+)/.exec(id);
  if (example) return `Example ${example[1] ?? ''}`;
  return text.trim().slice(0, 60) || page;
}

/** The smallest run of words holding one match of every term matched (1 if only one term). */
function spanOf(matches: { location: number; term: string }[]): number {
  const needed = new Set(matches.map((m) => m.term)).size;
  if (needed < 2) return 1;
  let best = Infinity;
  for (let i = 0; i < matches.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < matches.length; j++) {
      seen.add(matches[j]?.term ?? '');
      if (seen.size === needed) {
        best = Math.min(best, (matches[j]?.location ?? 0) - (matches[i]?.location ?? 0) + 1);
        break;
      }
    }
  }
  return best;
}

/**
 * Up to 24 words of a block around `at`, with marks. Words the vocabulary
 * added are left out; a mark on one moves to the word it stands for.
 */
function excerptOf(
  words: string[],
  block: { from: number; to: number; at: number },
  marked: readonly number[],
  added: Map<number, number | undefined>,
) {
  const shown = new Set(marked.map((m) => (added.has(m) ? added.get(m) : m)));
  const visible: number[] = [];
  for (let i = block.from; i < block.to; i++) if (!added.has(i)) visible.push(i);
  const first = visible.findIndex((i) => i >= block.at);
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - 8, visible.length - 24));
  const end = Math.min(visible.length, start + 24);
  const parts = visible
    .slice(start, end)
    .map((i) => (shown.has(i) ? `<mark>${escape(words[i] ?? '')}</mark>` : escape(words[i] ?? '')));
  // An opening bracket the index split from its word (before added forms) joins it again.
  const text = parts.join(' ').replace(/([([“‘]) (?=\S)/g, '$1');
  return `${start > 0 ? '… ' : ''}${text}${end < visible.length ? ' …' : ''}`;
}

/**
 * The rules of one page that hold the query's words, best first. A rule's
 * score grows with the share of the query's words it holds, how close
 * together they are and how short the rule is, times the page's score and
 * a weight for the page's kind; a rule named by the query's words (the rule
 * that defines what they name) counts up to four times.
 */
export function rankRules(page: PageMatch, query: readonly string[]): RankedHit[] {
  const terms = contentTerms(query);
  const words = page.content.split(/\s+/);
  const added = addedWords(words);
  const weights = new Map(page.weighted_locations?.map((w) => [w.location, w.weight]));
  const anchors = [...page.anchors].sort((a, b) => a.location - b.location);
  const blocks = new Map<number, { location: number; term: string; named: boolean }[]>();
  // The block is the last anchor at or before the match (-1: before any anchor); matches
  // come in order, so the block only moves forward.
  let block = -1;
  for (const location of [...page.locations].sort((a, b) => a - b)) {
    const word = bare(words[location] ?? '');
    const term = stopWords.has(word) && !terms.includes(word) ? undefined : termOf(word, terms);
    if (!term) continue;
    while ((anchors[block + 1]?.location ?? Infinity) <= location) block++;
    const matches = blocks.get(block) ?? [];
    matches.push({ location, term, named: (weights.get(location) ?? 1) >= namesWeight });
    blocks.set(block, matches);
  }
  const pageTitle = page.meta.title ?? page.url;
  const weight = (kindWeight[page.meta.kind ?? ''] ?? 1) * Math.sqrt(Math.max(page.score, 0.01));
  return [...blocks.entries()]
    .map(([block, matches]) => {
      const anchor = anchors[block];
      const from = anchor?.location ?? 0;
      const to = anchors[block + 1]?.location ?? words.length;
      const coverage = new Set(matches.map((m) => m.term)).size / Math.max(terms.length, 1);
      const closeness = 1 + 1 / spanOf(matches);
      const brevity = 1 / Math.sqrt(1 + (to - from) / 40);
      // The excerpt opens at the first match the reader can see (not at a rule's names).
      const seen = matches.find(
        (m) => !added.has(m.location) || added.get(m.location) !== undefined,
      );
      const at = (seen ?? matches[0])?.location ?? from;
      const named = new Set(matches.filter((m) => m.named).map((m) => m.term)).size;
      const naming = 1 + (3 * named) / Math.max(terms.length, 1);
      return {
        href: anchor ? `${page.url}#${anchor.id}` : page.url,
        kind: resultKind(page.meta.kind, anchor?.id),
        title: anchor ? titleOf(anchor.id, anchor.text, pageTitle) : pageTitle,
        page: pageTitle,
        excerpt: excerptOf(
          words,
          { from, to, at },
          matches.map((m) => m.location),
          added,
        ),
        score: coverage * coverage * closeness * brevity * weight * naming,
      };
    })
    .sort((a, b) => b.score - a.score);
}

/** Every page's rules in one list, best first; a page gives at most `perPage` results. */
export function rankAcrossPages(
  pages: readonly PageMatch[],
  terms: readonly string[],
  perPage = 2,
): RankedHit[] {
  return pages
    .flatMap((page) => rankRules(page, terms).slice(0, perPage))
    .sort((a, b) => b.score - a.score);
}

/** A section of a book named by sections, as `/<rulebook>/rules.json` lists it. */
export interface SectionEntry {
  number: string;
  href: string;
  /** The section's title. */
  text: string;
}

/**
 * The section whose title holds every word of the query, the shortest such
 * title first: "feigned retreat" → Evading and feigned retreat. Typing a
 * section's name opens that section rather than the rule that says it most.
 */
export function matchSectionTitle(
  query: string,
  sections: readonly SectionEntry[],
): SectionEntry | undefined {
  const terms = queryTerms(query);
  if (terms.length === 0) return undefined;
  return sections
    .filter((section) => {
      const words = section.text.split(/\s+/).map(bare);
      return terms.every((term) => words.includes(term));
    })
    .sort((a, b) => a.text.length - b.text.length)[0];
}
