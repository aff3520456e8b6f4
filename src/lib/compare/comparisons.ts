/**
 * The comparisons the compare view publishes: every ordered pair of the three
 * Medieval editions (the first is the one the reader knows, and differences
 * read from it to the second), and all three together from each edition.
 */
import { alignedEditions, type EditionId } from '../../../engine/medieval/index.ts';
import { findRulebook } from '../site/rulebooks.ts';
import { pageHref } from '../content/page-paths.ts';

export interface Comparison {
  /** URL segment: `bannockburn-1314-vs-kosovo-1389`. */
  slug: string;
  /** The editions in column order; the first is the base of every diff. */
  editions: readonly EditionId[];
  /** "Bannockburn 1314 → Kosovo Field 1389". */
  title: string;
}

function titleOf(edition: EditionId): string {
  return findRulebook(edition)?.title ?? edition;
}

function comparisonOf(editions: readonly EditionId[]): Comparison {
  return {
    slug: editions.join('-vs-'),
    editions,
    title: `${titleOf(editions[0] ?? alignedEditions[0])} → ${editions.slice(1).map(titleOf).join(' and ')}`,
  };
}

const othersOf = (from: EditionId) => alignedEditions.filter((to) => to !== from);

export const comparisons: readonly Comparison[] = [
  ...alignedEditions.flatMap((from) => othersOf(from).map((to) => comparisonOf([from, to]))),
  ...alignedEditions.map((from) => comparisonOf([from, ...othersOf(from)])),
];

/** The comparison of an edition with both others: where a rule page's "other editions" link goes. */
export function withOtherEditions(edition: EditionId): Comparison {
  return comparisonOf([edition, ...othersOf(edition)]);
}

/** Astro's static paths for a page per comparison (`/compare/[comparison]/…`). */
export function comparisonPaths() {
  return comparisons.map((comparison) => ({
    params: { comparison: comparison.slug },
    props: { comparison },
  }));
}

/** The comparison published at a slug. */
export function findComparison(slug: string): Comparison | undefined {
  return comparisons.find((comparison) => comparison.slug === slug);
}

/** Where the compare view shows a chapter (or `tables`) and, with a rule, that rule's row. */
export function compareHref(
  comparison: Comparison,
  chapter?: string,
  rule?: { edition: EditionId; number: string },
): string {
  const page = pageHref(`compare/${comparison.slug}${chapter ? `/${chapter}` : ''}`);
  return rule ? `${page}#${rowAnchorId(rule.edition, rule.number)}` : page;
}

/** The anchor of an edition's rule on a compare page: `kosovo-1389-3.1.2`. */
export function rowAnchorId(edition: EditionId, number: string): string {
  return `${edition}-${number}`;
}
