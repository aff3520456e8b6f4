/**
 * The search vocabulary of a rulebook (content/search-vocabulary.<rulebook>.json):
 * groups of forms that mean the same ("ZoC", "zone of control") and the names
 * of the rules that define things. The groups and names are made from the
 * glossary (generateFromGlossary), then reviewed by hand. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from './content-dir.ts';
import type { GlossaryTerm } from './glossary.ts';
import type { RuleNames, Vocabulary, WordGroup } from '../search/vocabulary.ts';

export function vocabularyFile(rulebook: string, dir = contentDir): string {
  return join(dir, `search-vocabulary.${rulebook}.json`);
}

const cache = new Map<string, Vocabulary | undefined>();

/** A book's vocabulary file, or undefined when it has none. */
export function loadVocabulary(rulebook: string): Vocabulary | undefined {
  if (!cache.has(rulebook)) {
    const file = vocabularyFile(rulebook);
    cache.set(
      rulebook,
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Vocabulary) : undefined,
    );
  }
  return cache.get(rulebook);
}

/** The groups and names in force: the generated ones less those dropped, and the reviewed ones. */
export function vocabularyInForce(vocabulary: Vocabulary): {
  words: WordGroup[];
  names: RuleNames[];
} {
  const kept =
    (part: 'words' | 'names') =>
    (entry: { term?: string }): boolean =>
      !vocabulary.reviewed.drop.some((d) => d.term === entry.term && (d.part ?? part) === part);
  return {
    words: [...vocabulary.fromGlossary.words.filter(kept('words')), ...vocabulary.reviewed.words],
    names: [...vocabulary.fromGlossary.names.filter(kept('names')), ...vocabulary.reviewed.names],
  };
}

/**
 * Forms the same but for case, word order or an ending the stemmer drops
 * (retreat, retreats, retreating, retreated) share a key: Pagefind already
 * finds one from the other, so neither needs to carry the other.
 */
export function formKey(form: string): string {
  return form
    .toLowerCase()
    .replace(/[‘’']/g, '')
    .split(/[\s-]+/)
    .map((word) => word.replace(/(?<=\w{3})(?:ing|ed|es|(?<!s)s)$/, '').replace(/(?<=\w{3})e$/, ''))
    .sort()
    .join(' ');
}

/** One form for each key, in order. */
export function distinctForms(forms: readonly string[]): string[] {
  const seen = new Set<string>();
  return forms.filter((form) => !seen.has(formKey(form)) && (seen.add(formKey(form)), true));
}

/**
 * The rule a term is about: its most general rule (11.3 before 11.3.2 and
 * 5.8.8); in a book named by sections, the first the glossary lists.
 */
function mainRule(numbers: readonly string[]): string | undefined {
  const depth = (n: string) => (/^\d/.test(n) ? n.split('.').length : 0);
  return [...numbers].sort((a, b) => depth(a) - depth(b))[0];
}

/**
 * The vocabulary the glossary gives a book: each term whose forms differ by
 * more than inflection (an abbreviation and its expansion, a synonym) is a
 * group, and each term's most general rule is named by the term.
 */
export function generateFromGlossary(
  terms: readonly GlossaryTerm[],
  rulebook: string,
  ruleExists: (number: string) => boolean,
): Vocabulary['fromGlossary'] {
  const words: WordGroup[] = [];
  const names: RuleNames[] = [];
  for (const term of terms) {
    const forms = [...new Set([term.term, term.name, ...term.aliases])].filter((f) => f.length > 1);
    if (distinctForms(forms).length > 1) words.push({ term: term.id, forms });
    const rule = mainRule((term.rules[rulebook] ?? []).filter(ruleExists));
    if (rule) names.push({ term: term.id, rule, names: distinctForms([term.name, term.term]) });
  }
  return { words, names };
}

export interface VocabularyMatch {
  start: number;
  end: number;
  /** The group's other forms, one per key. */
  others: string[];
}

/** Abbreviations keep their case ("CI", "OO", "ZoC"); other forms match in any case. */
const isAbbreviation = (form: string) => !/\s/.test(form) && /[A-Z].*[A-Z]/.test(form);

/** Finds the groups' forms in text, as whole words, longest first. */
export function vocabularyMatcher(
  groups: readonly WordGroup[],
): (text: string) => VocabularyMatch[] {
  const forms = groups
    .flatMap((group) => group.forms.map((form) => ({ form, group })))
    .sort((a, b) => b.form.length - a.form.length);
  const byForm = new Map<string, WordGroup>();
  for (const { form, group } of forms) {
    const key = isAbbreviation(form) ? form : formKey(form);
    if (!byForm.has(key)) byForm.set(key, group);
  }
  const escape = (form: string) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patternOf = (list: string[], flags: string) =>
    list.length > 0
      ? new RegExp(`(?<![\\w-])(?:${list.map(escape).join('|')})(?![\\w-])`, flags)
      : undefined;
  const patterns = [
    patternOf(
      forms.filter((f) => isAbbreviation(f.form)).map((f) => f.form),
      'g',
    ),
    patternOf(
      forms.filter((f) => !isAbbreviation(f.form)).map((f) => f.form),
      'gi',
    ),
  ].filter((p) => p !== undefined);
  return (text) => {
    const found = patterns
      .flatMap((pattern) => [...text.matchAll(pattern)])
      .map((m) => ({ start: m.index, end: m.index + m[0].length, form: m[0] }))
      // The longer form wins where two overlap ("initial CR" over "CR").
      .sort((a, b) => a.start - b.start || b.end - a.end);
    const matches: VocabularyMatch[] = [];
    let at = 0;
    for (const { start, end, form } of found) {
      if (start < at) continue;
      const group = byForm.get(form) ?? byForm.get(formKey(form));
      const own = formKey(form);
      const others = distinctForms(group?.forms ?? []).filter((f) => formKey(f) !== own);
      if (others.length === 0) continue;
      matches.push({ start, end, others });
      at = end;
    }
    return matches;
  };
}
