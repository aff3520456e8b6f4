/**
 * The words a reader may misspell in a search, with the rule each leads to:
 * the book's glossary terms (at their most general rule) and its rule titles.
 * The search box fetches it only when a search finds nothing like the query.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { contentDir } from '../../lib/content/content-dir';
import { loadGlossary, termsOf } from '../../lib/content/glossary';
import { indexRulebook } from '../../lib/content/rule-index';
import { findRulebook } from '../../lib/site/rulebooks';

export const getStaticPaths = (async () => {
  const books = new Set((await getCollection('rules')).map((entry) => entry.data.edition));
  return [...books].map((rulebook) => ({ params: { rulebook } }));
}) satisfies GetStaticPaths;

/** The rule a term is about: its most general rule (11.3 before 11.3.2 and 5.8.8). */
function mainRule(numbers: readonly string[]): string | undefined {
  const depth = (n: string) => n.split('.').length;
  return [...numbers].sort((a, b) => depth(a) - depth(b))[0];
}

export const GET: APIRoute = ({ params }) => {
  const rulebook = params.rulebook ?? '';
  const index = indexRulebook(contentDir, rulebook);
  const system = findRulebook(rulebook)?.system;
  const glossary = system ? loadGlossary(system) : undefined;
  const terms = (glossary ? termsOf(glossary, rulebook) : []).flatMap((term) => {
    const rule = index.rules.get(mainRule(term.rules[rulebook] ?? []) ?? '');
    return rule ? [{ term: term.term, number: rule.number, href: rule.href }] : [];
  });
  const titles = [...index.rules.values()]
    .filter((rule) => rule.titled)
    .map(({ text, number, href }) => ({ term: text, number, href }));
  return new Response(JSON.stringify([...terms, ...titles]));
};
