/**
 * Rehype plugin for rule pages: gives every printed rule number an anchor and
 * a copy-link control, gives every worked example an anchor, and turns rule
 * references in the text into links. A reference to a rule that the book does
 * not define stops the build with the file and line. Books named by sections
 * are handled in rehype-sections.ts; glossary terms are linked in both.
 */
import { relative, sep } from 'node:path';
import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import {
  errataAt,
  editionIds,
  findAlignedRule,
  type EditionId,
} from '../../../engine/medieval/index.ts';
import { errataAt as knighthoodErrataAt, type RuleRef } from '../../../engine/knighthood/index.ts';
import { findRulebook } from '../site/rulebooks.ts';
import { anchorSections } from './rehype-sections.ts';
import { compareHref, withOtherEditions } from '../compare/comparisons.ts';
import {
  copyLinkButton,
  erratumNote,
  otherEditionsLink,
  type JsxElement,
  type NotedErratum,
} from './rule-elements.ts';
import { sectionsOf } from './section-slugs.ts';
import { loadGlossary, termAnchor, termMatcher, termsOf } from './glossary.ts';
import { markSearchVocabulary } from './rehype-search-vocabulary.ts';
import { indexRulebook, type RulebookIndex } from './rule-index.ts';
import { withBase } from '../site/base-path.ts';
import { pageHref } from './page-paths.ts';
import { findReferences, isRuleNumber, printedNumber, ruleAnchorId } from './rule-numbers.ts';

interface Options {
  /** Absolute path of the content folder. */
  contentDir: string;
}

const skipTags = new Set(['a', 'code', 'pre', 'button']);

function textOf(node: ElementContent | undefined): string | undefined {
  if (node?.type !== 'element' || node.children.length !== 1) return undefined;
  const only = node.children[0];
  return only?.type === 'text' ? only.value.trim() : undefined;
}

function markRule(node: Element, rulebook: string, number: string) {
  node.properties.id = ruleAnchorId(number);
  node.properties.dataRule = number;
  node.children.push({ type: 'text', value: ' ' }, copyLinkButton(number));
  const compare = otherEditionsHref(rulebook, number);
  if (compare) node.children.push(otherEditionsLink(compare, printedNumber(number)));
}

/** Where a Medieval edition's rule stands beside the other two editions' (none in other systems). */
function otherEditionsHref(rulebook: string, number: string): string | undefined {
  if (!isMedievalEdition(rulebook)) return undefined;
  const place = findAlignedRule(rulebook, number);
  return (
    place &&
    compareHref(withOtherEditions(rulebook), place.chapter.id, { edition: rulebook, number })
  );
}

function isMedievalEdition(rulebook: string): rulebook is EditionId {
  return (editionIds as readonly string[]).includes(rulebook);
}

/** The printed number: a link to its own anchor in a rule, plain in a heading. */
function ruleNumber(number: string, tagName: 'a' | 'span'): Element {
  const href = tagName === 'a' ? { href: `#${ruleAnchorId(number)}` } : {};
  return {
    type: 'element',
    tagName,
    properties: { className: ['rule-number'], ...href },
    children: [{ type: 'text', value: printedNumber(number) }],
  };
}

/** `## 1.4 Combat ratio` → anchored heading with the number set apart. */
function anchorHeading(node: Element, rulebook: string) {
  const first = node.children[0];
  if (first?.type !== 'text') return;
  const match = /^(\S+)\s+/.exec(first.value);
  if (!match?.[1] || !isRuleNumber(match[1])) return;
  first.value = first.value.slice(match[0].length);
  node.children.unshift(ruleNumber(match[1], 'span'), { type: 'text', value: ' ' });
  markRule(node, rulebook, match[1]);
}

/** `**3.2.1** text` → anchored paragraph whose number links to itself. */
function anchorParagraph(node: Element, rulebook: string) {
  const number = textOf(node.children[0]);
  if (!number || !isRuleNumber(number)) return;
  node.children[0] = ruleNumber(number, 'a');
  node.properties.className = ['rule'];
  markRule(node, rulebook, number);
}

/**
 * `<Example rule="1.5">` → `id="ex-1.5"`, and its `**a)**` parts → `ex-1.5-a`.
 * An id the page gives (`<Example rule="3.00" id="ex-crossing-bands">`) is kept.
 */
function anchorExample(node: JsxElement, seen: Map<string, number>) {
  const rule = node.attributes.find((a) => a.name === 'rule')?.value;
  if (typeof rule !== 'string') return;
  const count = (seen.get(rule) ?? 0) + 1;
  seen.set(rule, count);
  const given = node.attributes.find((a) => a.name === 'id')?.value;
  const id = typeof given === 'string' ? given : count === 1 ? `ex-${rule}` : `ex-${rule}-${count}`;
  if (given === undefined) node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName !== 'p') continue;
    const part = /^([a-z])\)$/.exec(textOf(child.children[0]) ?? '');
    if (part?.[1]) child.properties.id = `${id}-${part[1]}`;
  }
}

function linkReferences(
  node: Text,
  index: RulebookIndex,
  file: VFile,
): ElementContent[] | undefined {
  const grammar = findRulebook(index.rulebook)?.references ?? { tables: false };
  const refs = findReferences(node.value, grammar);
  if (refs.length === 0) return undefined;
  const out: ElementContent[] = [];
  let at = 0;
  for (const ref of refs) {
    const target = index.rules.get(ref.number);
    if (!target && !index.printed.has(ref.number)) {
      file.fail(`Reference to rule ${ref.number}, which ${index.rulebook} does not print`, node);
    }
    if (ref.start > at) out.push({ type: 'text', value: node.value.slice(at, ref.start) });
    const label = ref.label ?? printedNumber(ref.number);
    const children: ElementContent[] = [{ type: 'text', value: label }];
    out.push(
      target
        ? {
            type: 'element',
            tagName: 'a',
            properties: { href: target.href, className: ['rule-ref'], dataRuleRef: ref.number },
            children,
          }
        : {
            // Printed in the book, but its chapter is not on the site yet.
            type: 'element',
            tagName: 'span',
            properties: { className: ['rule-ref'], dataRuleRef: ref.number, dataState: 'pending' },
            children,
          },
    );
    at = ref.end;
  }
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

export default function rehypeRules({ contentDir }: Options) {
  return (tree: Root, file: VFile) => {
    const path = relative(contentDir, file.path);
    if (path.startsWith('..')) return;
    // First, so that only the links written in the page are moved under the base.
    baseLinks(tree);
    const rulebook = path.split(sep)[0] ?? '';
    const index = indexRulebook(contentDir, rulebook);
    const sections = sectionsOf(rulebook);
    if (sections) anchorSections(tree, file, { index, sections });
    else anchorNumberedRules(tree, file, index, chapterOf(file));
    linkGlossaryTerms(tree, file, rulebook);
    markSearchVocabulary(tree, file, rulebook);
  };
}

/** Links the page writes from the site root (`](/kosovo-1389/…)`) point under the base. */
function baseLinks(tree: Root) {
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string')
      node.properties.href = withBase(node.properties.href);
  });
}

/**
 * What a register cites a whole page by: its chapter number (which anchors
 * the page's h1), or for a named part of the book that is no chapter (an
 * edition's own errata, a scenario's notes), its title.
 */
function chapterOf(file: VFile): string | undefined {
  const frontmatter = (
    file.data as { astro?: { frontmatter?: { chapter?: unknown; title?: unknown } } }
  ).astro?.frontmatter;
  const cited = frontmatter?.chapter ?? frontmatter?.title;
  return typeof cited === 'string' ? cited : undefined;
}

/**
 * A numbered book: rule numbers anchored, references linked, register notes
 * after their rule; notes citing the chapter (or named part) itself and no
 * rule shown on the page stand at its top, before its first heading.
 */
function anchorNumberedRules(
  tree: Root,
  file: VFile,
  index: RulebookIndex,
  chapter: string | undefined,
) {
  const rulebook = index.rulebook;
  const examples = new Map<string, number>();

  const anchored: { node: Element; parent: { children: unknown[] } }[] = [];
  visit(tree, (node, _index, parent) => {
    const jsx = node as unknown as JsxElement;
    if (jsx.type === 'mdxJsxFlowElement' && jsx.name === 'Example') anchorExample(jsx, examples);
    if (node.type !== 'element') return;
    if (/^h[2-6]$/.test(node.tagName)) anchorHeading(node, rulebook);
    if (node.tagName === 'p' || node.tagName === 'li') anchorParagraph(node, rulebook);
    if (parent && typeof node.properties.dataRule === 'string') anchored.push({ node, parent });
  });

  // Each erratum of the register once per page, after the first rule it cites.
  const shown = new Set<string>();
  for (const { node, parent } of anchored) {
    const number = String(node.properties.dataRule);
    const notes = registerAt(rulebook, number).filter((c) => !shown.has(c.id));
    if (notes.length === 0) continue;
    for (const note of notes) shown.add(note.id);
    parent.children.splice(
      parent.children.indexOf(node) + 1,
      0,
      ...notes.map((note) => erratumNote(note, number)),
    );
  }
  const chapterNotes = chapter ? registerAt(rulebook, chapter).filter((c) => !shown.has(c.id)) : [];
  if (chapter && chapterNotes.length > 0) {
    const heading = tree.children.findIndex(
      (node) => node.type === 'element' && /^h[2-6]$/.test(node.tagName),
    );
    tree.children.splice(
      heading === -1 ? tree.children.length : heading,
      0,
      ...chapterNotes.map((note) => erratumNote(note, chapter)),
    );
  }

  visit(tree, (node, position, parent) => {
    if (node.type === 'element' && skipTags.has(node.tagName)) return SKIP;
    // Register notes compare the editions in their prose: their numbers stay plain text.
    if (node.type === 'element' && node.properties.dataNote === 'erratum') return SKIP;
    if (node.type !== 'text' || !parent || position === undefined) return;
    const replacement = linkReferences(node, index, file);
    if (!replacement) return;
    parent.children.splice(position, 1, ...(replacement as typeof parent.children));
    return position + replacement.length;
  });
}

/** The register entries of a numbered book that cite a rule or table. */
function registerAt(rulebook: string, number: string): NotedErratum[] {
  if (isMedievalEdition(rulebook)) return errataAt(rulebook, number);
  if (rulebook === 'knighthood-3') return knighthoodErrataAt(number as RuleRef);
  return [];
}

/** Glossary terms: the first use of each term on a page links to its entry. */
function linkGlossaryTerms(tree: Root, file: VFile, rulebook: string) {
  const book = findRulebook(rulebook);
  const glossary = book ? loadGlossary(book.system) : undefined;
  const frontmatter = (file.data as { astro?: { frontmatter?: { kind?: string } } }).astro
    ?.frontmatter;
  if (glossary && frontmatter?.kind !== 'glossary') {
    const match = termMatcher(termsOf(glossary, rulebook));
    const linked = new Set<string>();
    visit(tree, (node, position, parent) => {
      if (node.type === 'element' && (skipTags.has(node.tagName) || /^h[1-6]$/.test(node.tagName)))
        return SKIP;
      if (node.type === 'element' && node.properties.dataNote === 'erratum') return SKIP;
      if (node.type !== 'text' || !parent || position === undefined) return;
      const found = match(node.value).filter(
        (m) => !linked.has(m.term.id) && (linked.add(m.term.id), true),
      );
      if (found.length === 0) return;
      const out: ElementContent[] = [];
      let at = 0;
      for (const m of found) {
        if (m.start < at) continue;
        out.push({ type: 'text', value: node.value.slice(at, m.start) });
        out.push({
          type: 'element',
          tagName: 'a',
          properties: {
            href: `${pageHref(`${rulebook}/glossary`)}#${termAnchor(m.term.id)}`,
            className: ['glossary-term'],
          },
          children: [{ type: 'text', value: node.value.slice(m.start, m.end) }],
        });
        at = m.end;
      }
      out.push({ type: 'text', value: node.value.slice(at) });
      parent.children.splice(position, 1, ...(out as typeof parent.children));
      return position + out.length;
    });
  }
}
