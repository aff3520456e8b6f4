/**
 * The five rulebooks compared concept by concept (`/compare/concepts/`): how
 * each book handles combat, morale, pursuit, charges, fire, leaders, fatigue,
 * army points, command, terrain and formations. The cells are content
 * (content/compare-concepts.json): our own words, plus each book's rules as
 * numbers or section slugs that the page turns into hrefs through the rule
 * index, so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { alignedEditions, medievalAlignment } from '../../../engine/medieval/index.ts';
import { findRulebook, rulebookIds, type RulebookId } from '../site/rulebooks.ts';
import type { RulebookIndex } from '../content/rule-index.ts';
import { compareHref, comparisons } from './comparisons.ts';
import { contentDir } from '../content/content-dir.ts';
import type {
  Concept,
  ConceptCell,
  ConceptDifference,
  ConceptRule,
  StoredConcept,
  StoredRules,
} from './concepts-types.ts';

export type { Concept, ConceptCell, ConceptDifference, ConceptRule };

const toRules = (stored: StoredRules): ConceptRule[] =>
  Object.entries(stored).flatMap(([book, rules]) =>
    (rules ?? []).map((rule) => ({ book: book as RulebookId, rule })),
  );

const readConcept = ({ cells, ...concept }: StoredConcept): Concept => ({
  ...concept,
  cells: cells.map(({ differences, ...cell }) => ({
    ...cell,
    rules: toRules(cell.rules),
    ...(differences && {
      differences: differences.map((d) => ({ ...d, rules: toRules(d.rules) })),
    }),
  })),
});

export const concepts: readonly Concept[] = (
  JSON.parse(
    readFileSync(join(contentDir, 'compare-concepts.json'), 'utf8'),
  ) as readonly StoredConcept[]
).map(readConcept);

/** The books in column order. */
export const conceptBooks: readonly RulebookId[] = rulebookIds;

/** A book's rules in a cell, ready to render. */
export interface LinkedRules {
  book: RulebookId;
  title: string;
  links: readonly { rule: string; href: string; label: string }[];
}

export interface LinkedCell {
  books: readonly RulebookId[];
  heading: string;
  /** 1-based first book column and the number of columns it spans. */
  column: number;
  span: number;
  text: string;
  absent: boolean;
  rules: readonly LinkedRules[];
  differences: readonly {
    text: string;
    rules: readonly LinkedRules[];
    /** The compare view's chapter page for these editions. */
    compare: { href: string; label: string };
  }[];
}

export interface LinkedConcept extends Omit<Concept, 'cells'> {
  cells: readonly LinkedCell[];
}

const titleOf = (book: RulebookId) => findRulebook(book)?.title ?? book;

/** "Bannockburn 1314, Kosovo Field 1389 and 1066". */
function joinTitles(books: readonly RulebookId[]): string {
  const titles = books.map(titleOf);
  return titles.length > 1
    ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`
    : (titles[0] ?? '');
}

/** A rule's link from the book's index; a rule the index lacks fails the build by name. */
export function linkRule(
  indexes: ReadonlyMap<string, RulebookIndex>,
  { book, rule }: ConceptRule,
): { rule: string; href: string; label: string } {
  const definition = indexes.get(book)?.rules.get(rule);
  if (!definition) throw new Error(`Concepts: ${book} defines no rule "${rule}"`);
  return { rule, href: definition.href, label: definition.name.replace(/^Rule /, '') };
}

/** Rules grouped by book, in column order. */
function linkRules(
  indexes: ReadonlyMap<string, RulebookIndex>,
  rules: readonly ConceptRule[],
): LinkedRules[] {
  return conceptBooks
    .map((book) => ({
      book,
      title: titleOf(book),
      links: rules.filter((r) => r.book === book).map((r) => linkRule(indexes, r)),
    }))
    .filter((group) => group.links.length > 0);
}

/** The compare page that shows a difference's chapter for its editions. */
export function linkDifference(difference: ConceptDifference): { href: string; label: string } {
  const editions = difference.editions ?? alignedEditions;
  const comparison = comparisons.find(
    (c) => c.editions.length === editions.length && c.editions.every((e, i) => e === editions[i]),
  );
  const chapter = medievalAlignment.find((c) => c.id === difference.chapter);
  if (!comparison || !chapter)
    throw new Error(`Concepts: no comparison of ${editions.join(', ')} in ${difference.chapter}`);
  return {
    href: compareHref(comparison, chapter.id),
    label:
      editions.length === 2
        ? `${chapter.title}: ${comparison.title}`
        : `${chapter.title} in all three editions`,
  };
}

/** Every concept with its links resolved through the books' indexes and the compare view. */
export function linkConcepts(indexes: ReadonlyMap<string, RulebookIndex>): LinkedConcept[] {
  const columnOf = (cell: ConceptCell) => {
    const first = cell.books[0];
    return first ? conceptBooks.indexOf(first) + 1 : 0;
  };
  return concepts.map((concept) => ({
    ...concept,
    cells: concept.cells.map((cell) => ({
      books: cell.books,
      heading: joinTitles(cell.books),
      column: columnOf(cell),
      span: cell.books.length,
      text: cell.text,
      absent: cell.absent === true,
      rules: linkRules(indexes, cell.rules),
      differences: (cell.differences ?? []).map((difference) => ({
        text: difference.text,
        rules: linkRules(indexes, difference.rules),
        compare: linkDifference(difference),
      })),
    })),
  }));
}
