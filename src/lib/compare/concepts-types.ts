/**
 * The shape of the concept comparison (`concepts.ts`), whose cells are written
 * in content/compare-concepts.json: our own words, with each book's rules as
 * printed numbers or section slugs.
 */
import type { EditionId } from '../../../engine/medieval/index.ts';
import type { RulebookId } from '../site/rulebooks.ts';

/** A rule of one book: a printed number (`5.5.2`, `T15`) or, in a book named by sections, a slug. */
export interface ConceptRule {
  book: RulebookId;
  rule: string;
}

/** A difference between the Medieval editions, shown in their shared cell. */
export interface ConceptDifference {
  /** One or two sentences naming which edition does what. */
  text: string;
  /** The rules that differ, in each edition that has them. */
  rules: readonly ConceptRule[];
  /** The compare view's chapter (an alignment chapter id) that shows the rules side by side. */
  chapter: string;
  /** The comparison to open: a pair (the first is the base) or, when omitted, all three. */
  editions?: readonly [EditionId, EditionId];
}

export interface ConceptCell {
  /** The book, or the run of adjacent Medieval editions that read alike, this cell speaks for. */
  books: readonly RulebookId[];
  /** Two or three sentences in our own words, with the key numbers. */
  text: string;
  /** The rules that do it or, where the book has no such mechanic, what stands in its place. */
  rules: readonly ConceptRule[];
  /** Set when the book has no such mechanic: the text then says so plainly. */
  absent?: true;
  differences?: readonly ConceptDifference[];
}

export interface Concept {
  /** The anchor of the concept's heading: `combat-resolution`. */
  id: string;
  title: string;
  /** What a player looking for this concept wants to know. */
  question: string;
  cells: readonly ConceptCell[];
}

/** A rule list as the JSON writes it: each book's rules, in the order they are shown. */
export type StoredRules = Partial<Record<RulebookId, readonly string[]>>;

/** A concept as content/compare-concepts.json stores it. */
export interface StoredConcept extends Omit<Concept, 'cells'> {
  cells: readonly (Omit<ConceptCell, 'rules' | 'differences'> & {
    rules: StoredRules;
    differences?: readonly (Omit<ConceptDifference, 'rules'> & { rules: StoredRules })[];
  })[];
}
