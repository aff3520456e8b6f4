/**
 * The game's vocabulary as the search index holds it. Each use of a word in
 * the rules carries its other forms ("ZoC" carries "zone of control", and the
 * reverse) in an attribute Pagefind indexes at that place; each rule that
 * defines a thing carries the names players give it, weighted so that rule
 * ranks above the rules that only mention it. The words are written between
 * brackets so the ranking can tell them from the book's own text and leave
 * them out of excerpts. The data: content/search-vocabulary.<rulebook>.json.
 */

/** The attribute holding a word's other forms, or a rule's names, for the index only. */
export const vocabularyAttribute = 'data-search-also';

/** Pagefind weight of a rule's names: above any heading's (an h1 weighs 7). */
export const namesWeight = 10;

/** Brackets around a word's other forms (the word follows them) and around a rule's names. */
const marks = { forms: ['⟦', '⟧'], names: ['⟪', '⟫'] } as const;

/** Text for the attribute: the forms between their brackets. */
export function indexedForms(forms: readonly string[], kind: keyof typeof marks = 'forms'): string {
  const [open, close] = marks[kind];
  return `${open}${forms.join(' · ')}${close}`;
}

/**
 * The words of a page's indexed text that the vocabulary added, by position,
 * each with the position of the word it stands for (the word written after
 * other forms; none after a rule's names). The excerpt leaves them out.
 */
export function addedWords(words: readonly string[]): Map<number, number | undefined> {
  const added = new Map<number, number | undefined>();
  let from = -1;
  let kind: keyof typeof marks = 'forms';
  words.forEach((word, i) => {
    for (const k of ['forms', 'names'] as const) {
      if (word.includes(marks[k][0])) [from, kind] = [i, k];
    }
    if (from < 0) return;
    if (!word.includes(marks[kind][1])) return;
    for (let j = from; j <= i; j++) added.set(j, kind === 'forms' ? i + 1 : undefined);
    from = -1;
  });
  return added;
}

/** One reviewed book's vocabulary file. */
export interface Vocabulary {
  rulebook: string;
  /** Made from the glossary by src/build/generate-search-vocabulary.ts: not edited by hand. */
  fromGlossary: { words: WordGroup[]; names: RuleNames[] };
  /** Added or corrected by hand. */
  reviewed: {
    words: WordGroup[];
    names: RuleNames[];
    /** Glossary terms (by id) whose generated group or names (or both) are not used, with why. */
    drop: { term: string; part?: 'words' | 'names'; why: string }[];
  };
}

/** Forms that mean the same thing, matched both ways. */
export interface WordGroup {
  /** The glossary term it comes from (generated groups). */
  term?: string;
  forms: string[];
  why?: string;
}

/** The names players give the thing a rule defines. */
export interface RuleNames {
  term?: string;
  rule: string;
  names: string[];
  why?: string;
}
