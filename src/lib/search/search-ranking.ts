/**
 * Turns Pagefind's page results into rule results: each match is placed in
 * the rule (or example, or section) whose anchor comes before it, so a result
 * opens the page at that rule, and rules are ranked by how closely they hold
 * the query's words. Runs in the browser; kept free of the DOM to be tested.
 */
import { isRuleNumber, printedNumber } from '../content/rule-numbers.ts';

/** The parts of a Pagefind result this module reads. */
export interface PageMatch {
  url: string;
  /** Pagefind's score of the whole page. */
  score: number;
  /** The page's indexed text; `locations` count its words. */
  content: string;
  locations: number[];
  anchors: { id: string; location: number; text: string }[];
  meta: { title?: string; kind?: string };
}

export interface RankedHit {
  href: string;
  title: string;
  /** The page the rule is on. */
  page: string;
  /** Text around the match, HTML-escaped, with <mark> around matched words. */
  excerpt: string;
  score: number;
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

function excerptOf(words: string[], from: number, to: number, marked: Set<number>, at: number) {
  const start = Math.max(from, Math.min(at - 8, to - 24));
  const end = Math.min(to, start + 24);
  const parts = words
    .slice(start, end)
    .map((w, i) => (marked.has(start + i) ? `<mark>${escape(w)}</mark>` : escape(w)));
  return `${start > from ? '… ' : ''}${parts.join(' ')}${end < to ? ' …' : ''}`;
}

/**
 * The rules of one page that hold the query's words, best first. A rule's
 * score grows with the share of the query's words it holds, how close
 * together they are and how short the rule is, times the page's score and
 * a weight for the page's kind.
 */
export function rankRules(page: PageMatch, terms: readonly string[]): RankedHit[] {
  const words = page.content.split(/\s+/);
  const anchors = [...page.anchors].sort((a, b) => a.location - b.location);
  const blocks = new Map<number, { location: number; term: string }[]>();
  // The block is the last anchor at or before the match (-1: before any anchor); matches
  // come in order, so the block only moves forward.
  let block = -1;
  for (const location of [...page.locations].sort((a, b) => a - b)) {
    const term = termOf(bare(words[location] ?? ''), terms);
    if (!term) continue;
    while ((anchors[block + 1]?.location ?? Infinity) <= location) block++;
    const matches = blocks.get(block) ?? [];
    matches.push({ location, term });
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
      const first = matches[0]?.location ?? from;
      return {
        href: anchor ? `${page.url}#${anchor.id}` : page.url,
        title: anchor ? titleOf(anchor.id, anchor.text, pageTitle) : pageTitle,
        page: pageTitle,
        excerpt: excerptOf(words, from, to, new Set(matches.map((m) => m.location)), first),
        score: coverage * coverage * closeness * brevity * weight,
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
