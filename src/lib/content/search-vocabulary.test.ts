import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { contentDir } from './content-dir.ts';
import { loadGlossary, termsOf } from './glossary.ts';
import { markSearchVocabulary } from './rehype-search-vocabulary.ts';
import { indexRulebook } from './rule-index.ts';
import {
  formKey,
  generateFromGlossary,
  loadVocabulary,
  vocabularyInForce,
  vocabularyMatcher,
} from './search-vocabulary.ts';
import { findRulebook, rulebooks } from '../site/rulebooks.ts';

const inForce = (rulebook: string) => {
  const vocabulary = loadVocabulary(rulebook);
  if (!vocabulary) throw new Error(`no vocabulary for ${rulebook}`);
  return vocabularyInForce(vocabulary);
};

/** The other forms the index gives a word written in the rules. */
const othersOf = (rulebook: string, text: string) =>
  vocabularyMatcher(inForce(rulebook).words)(text).flatMap((m) => m.others.map(formKey));

describe('the search vocabulary', () => {
  // Issue's words: each abbreviation finds its expansion and the expansion the abbreviation.
  it.each([
    ['bannockburn-1314', 'ZoC', 'zone of control'],
    ['kosovo-1389', 'SP', 'strength point'],
    ['1066', 'CF', 'charge factor'],
    ['knighthood-3', 'MMS', 'multiple move stand'],
    ['knighthood-3', 'CI', 'charge increment'],
    ['knighthood-3', 'OO', 'open order'],
    ['knighthood-3', 'EHK', 'extra heavy knights'],
    ['knighthood-3', 'LOB', 'line of battle'],
    ['knighthood-3', 'MF', 'maneuver factor'],
    ['knighthood-3', 'CC', 'close combat'],
    ['knighthood-3', 'RP', 'reaction points'],
    ['macbeth-to-medici', 'd5', 'average dice'],
  ])('in %s, %s and %s find each other', (rulebook, short, long) => {
    expect(othersOf(rulebook, `a ${short} here`)).toContain(formKey(long));
    expect(othersOf(rulebook, `the ${long} here`)).toContain(formKey(short));
  });

  it('keeps abbreviations to their case and whole words, and the longer form first', () => {
    expect(othersOf('knighthood-3', 'a ci or Cilician')).toEqual([]);
    expect(othersOf('bannockburn-1314', 'the enemy ZoCs.')).toEqual([formKey('Zone of Control')]);
    expect(othersOf('knighthood-3', 'three orders: OO, LS and CL')).toEqual(
      ['open order', 'loose order', 'close order'].map(formKey),
    );
  });

  it.each(rulebooks.map((b) => b.id))('of %s is made from its glossary as it stands', (id) => {
    const book = findRulebook(id);
    const glossary = book && loadGlossary(book.system);
    if (!glossary) throw new Error(`no glossary for ${id}`);
    const index = indexRulebook(contentDir, id);
    expect(loadVocabulary(id)?.fromGlossary).toEqual(
      generateFromGlossary(termsOf(glossary, id), id, (n) => index.rules.has(n)),
    );
    // What the review names and drops is there.
    const { words, names } = inForce(id);
    for (const { rule } of names) expect(index.rules.has(rule), rule).toBe(true);
    const terms = new Set(termsOf(glossary, id).map((t) => t.id));
    for (const { term } of loadVocabulary(id)?.reviewed.drop ?? []) expect(terms).toContain(term);
    // A form stands for one group only.
    const keys = words.flatMap((g) => [...new Set(g.forms.map(formKey))]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe('markSearchVocabulary', () => {
  it('gives each use its other forms and the defining rule its names, for the index only', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: { id: 'r-4.5.1' },
          children: [{ type: 'text', value: 'No unit may retreat into an enemy ZoC or ZoC.' }],
        },
      ],
    };
    const file = new VFile({ path: 'content/bannockburn-1314/04-movement.mdx' });
    markSearchVocabulary(tree, file, 'bannockburn-1314');
    const html = toHtml(tree);
    expect(html).toContain(
      'enemy <span data-search-also="⟦Zone of Control⟧" data-pagefind-index-attrs="data-search-also">ZoC</span> or ZoC.',
    );
    expect(html).toMatch(
      /^<p id="r-4\.5\.1"><span data-pagefind-weight="10"><span data-search-also="⟪stacking limit · stacking⟫"/,
    );
  });
});
