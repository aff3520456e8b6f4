/**
 * The glossary of a game system (content/glossary.<system>.json): its terms,
 * the forms they take in running text, and the rules that state them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from './content-dir.ts';

export interface GlossaryTerm {
  id: string;
  term: string;
  name: string;
  aliases: string[];
  definition: string;
  /** Rule numbers per edition; an edition without the term is absent. */
  rules: Record<string, string[]>;
}

export interface Glossary {
  system: string;
  terms: GlossaryTerm[];
}

const cache = new Map<string, Glossary | undefined>();

/** The glossary of a system, or undefined when it has none. */
export function loadGlossary(system: string): Glossary | undefined {
  if (!cache.has(system)) {
    const file = join(contentDir, `glossary.${system}.json`);
    cache.set(
      system,
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary) : undefined,
    );
  }
  return cache.get(system);
}

/** The terms a rulebook uses. */
export function termsOf(glossary: Glossary, rulebook: string): GlossaryTerm[] {
  return glossary.terms.filter((term) => rulebook in term.rules);
}

/** The anchor of a term on the glossary page. */
export function termAnchor(id: string): string {
  return `term-${id}`;
}

export interface TermMatch {
  term: GlossaryTerm;
  start: number;
  end: number;
}

/** A matcher for the terms' forms in text: whole words, case as written, longest form first. */
export function termMatcher(terms: readonly GlossaryTerm[]): (text: string) => TermMatch[] {
  const forms = terms
    .flatMap((term) => [term.term, ...term.aliases].map((form) => ({ form, term })))
    .filter(({ form }) => form.length > 1)
    .sort((a, b) => b.form.length - a.form.length);
  if (forms.length === 0) return () => [];
  const byForm = new Map(forms.map(({ form, term }) => [form, term]));
  const escaped = forms.map(({ form }) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\w-])(?:${escaped.join('|')})(?![\\w-])`, 'g');
  return (text) =>
    [...text.matchAll(pattern)].flatMap((m) => {
      const term = byForm.get(m[0]);
      return term ? [{ term, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }] : [];
    });
}
