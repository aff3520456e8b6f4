/**
 * Puts the search vocabulary (search-vocabulary.ts) into a rule page for the
 * index alone: the first use of a word in each rule carries the word's other forms, and each
 * rule that defines a thing carries its names, weighted above headings.
 * Attributes that Pagefind indexes, so the page's text and layout do not change.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { indexedForms, namesWeight, vocabularyAttribute } from '../search/vocabulary.ts';
import { ruleAnchorId } from './rule-numbers.ts';
import { loadVocabulary, vocabularyInForce, vocabularyMatcher } from './search-vocabulary.ts';

const skipTags = new Set(['code', 'pre', 'button', 'script', 'style']);

function indexOnly(forms: readonly string[], children: ElementContent[] = []): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: {
      [vocabularyAttribute]: indexedForms(forms, children.length > 0 ? 'forms' : 'names'),
      dataPagefindIndexAttrs: vocabularyAttribute,
    },
    children,
  };
}

/** A rule's names: Pagefind weighs an indexed attribute by its parent's weight. */
function names(forms: readonly string[]): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { dataPagefindWeight: String(namesWeight) },
    children: [indexOnly(forms)],
  };
}

export function markSearchVocabulary(tree: Root, file: VFile, rulebook: string): void {
  const vocabulary = loadVocabulary(rulebook);
  if (!vocabulary) return;
  const { words, names: named } = vocabularyInForce(vocabulary);
  const match = vocabularyMatcher(words);
  // A rule (a block of the page) needs a form once to be found by it: later uses stay plain,
  // which keeps the combat chapters within their HTML budget.
  for (const block of tree.children) {
    const seen = new Set<string>();
    visit(block, (node, position, parent) => {
      if (node.type === 'element' && skipTags.has(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || position === undefined) return;
      const found = match(node.value).filter((m) => {
        const key = m.others.join('|');
        return !seen.has(key) && (seen.add(key), true);
      });
      if (found.length === 0) return;
      const out: ElementContent[] = [];
      let at = 0;
      for (const m of found) {
        out.push({ type: 'text', value: node.value.slice(at, m.start) });
        out.push(indexOnly(m.others, [{ type: 'text', value: node.value.slice(m.start, m.end) }]));
        at = m.end;
      }
      out.push({ type: 'text', value: node.value.slice(at) });
      parent.children.splice(position, 1, ...out);
      return [SKIP, position + out.length];
    });
  }

  const anchors = new Map<string, Element>();
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') anchors.set(node.properties.id, node);
  });
  const frontmatter = (
    file.data as { astro?: { frontmatter?: { chapter?: string; section?: string } } }
  ).astro?.frontmatter;
  const page = frontmatter?.chapter ?? frontmatter?.section;
  for (const { rule, names: forms } of named) {
    const anchor = anchors.get(ruleAnchorId(rule));
    // A chapter's own rule is the page's heading, outside the content: its names open the page.
    if (anchor) anchor.children.unshift(names(forms));
    else if (rule === page) tree.children.unshift(names(forms));
  }
}
