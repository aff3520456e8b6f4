/**
 * The rule numbers of a rulebook with their links and opening words; the
 * search box reads it to answer a typed rule number. In a book named by
 * sections, `number` is the section's slug and `text` its title.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { contentDir } from '../../lib/content/content-dir';
import { indexRulebook } from '../../lib/content/rule-index';

export const getStaticPaths = (async () => {
  const books = new Set((await getCollection('rules')).map((entry) => entry.data.edition));
  return [...books].map((rulebook) => ({ params: { rulebook } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const rules = [...indexRulebook(contentDir, params.rulebook ?? '').rules.values()].map(
    ({ number, href, text }) => ({ number, href, text }),
  );
  return new Response(JSON.stringify(rules));
};
