/**
 * Rule text of a book named by sections (From Macbeth to Medici): every `##`
 * to `####` heading gets its section's anchor (`r-<slug>`) and a copy-link
 * control, examples are anchored and labelled with their section's title,
 * `[words](r:<slug>)` links become rule references, and the errata register
 * is shown under each section it cites. An unknown or twice-defined slug
 * stops the build with the file and line.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { errataAt, type SectionId } from '../../../engine/macbeth-to-medici/index.ts';
import type { RulebookIndex } from './rule-index.ts';
import { ruleAnchorId } from './rule-numbers.ts';
import { erratumNote, copyLinkButton, type JsxElement } from './rule-elements.ts';
import { headingSlug, sectionReference, type SectionTitles } from './section-slugs.ts';

interface Book {
  index: RulebookIndex;
  sections: SectionTitles;
}

const sectionHeading = /^h[2-4]$/;

/** The text a reader sees in an element. */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** `## Control test procedure` → `id="r-control-test"`, with its copy-link control. */
function anchorHeading(node: Element, { index, sections }: Book, file: VFile): string {
  const slug = headingSlug(textOf(node).replace(/\s+/g, ' '), sections);
  const rule = index.rules.get(slug);
  if (!rule) file.fail(`Heading defines r-${slug}, which the rule index does not hold`, node);
  node.properties.id = ruleAnchorId(slug);
  node.properties.dataRule = slug;
  node.children.push({ type: 'text', value: ' ' }, copyLinkButton(slug, rule.name));
  return slug;
}

/** `<Example rule="charging">` → `id="ex-charging"` and the section's title as its label. */
function anchorExample(node: JsxElement, { index }: Book, seen: Map<string, number>, file: VFile) {
  const rule = node.attributes.find((a) => a.name === 'rule')?.value;
  if (typeof rule !== 'string') return;
  const target = index.rules.get(rule);
  if (!target) file.fail(`Example of section ${rule}, which the book does not define`, node);
  const count = (seen.get(rule) ?? 0) + 1;
  seen.set(rule, count);
  const id = count === 1 ? `ex-${rule}` : `ex-${rule}-${count}`;
  node.attributes.push(
    { type: 'mdxJsxAttribute', name: 'id', value: id },
    { type: 'mdxJsxAttribute', name: 'label', value: target.name },
  );
}

/** `[control test](r:control-test)` → a rule reference to that section's anchor. */
function linkReference(node: Element, { index }: Book, file: VFile) {
  const slug = sectionReference(String(node.properties.href ?? ''));
  if (slug === undefined) return;
  const target = index.rules.get(slug);
  if (!target) file.fail(`Reference to section “${slug}”, which the book does not define`, node);
  node.properties.href = target.href;
  node.properties.className = ['rule-ref'];
  node.properties.dataRuleRef = slug;
  node.properties.dataRuleTitle = target.name;
}

/**
 * Each register entry once per page, at the end of the lead text of the
 * first section it cites there (before the next heading): the page's own
 * section first, then its headings in order.
 */
function placeErrataNotes(tree: Root, anchored: string[], pageSection: string | undefined) {
  const shown = new Set<string>();
  const notesAt = (slug: string) => {
    const notes = errataAt(slug as SectionId).filter((c) => !shown.has(c.id));
    for (const note of notes) shown.add(note.id);
    return notes.map((note) => erratumNote(note, slug));
  };
  const isHeading = (node: RootContent) => node.type === 'element' && /^h[2-6]$/.test(node.tagName);
  const placements: { before: number; notes: Element[] }[] = [];
  const firstHeading = tree.children.findIndex(isHeading);
  if (pageSection) {
    const before = firstHeading === -1 ? tree.children.length : firstHeading;
    placements.push({ before, notes: notesAt(pageSection) });
  }
  for (const slug of anchored) {
    const at = tree.children.findIndex(
      (node) => node.type === 'element' && node.properties.dataRule === slug,
    );
    // A heading inside a component has no place of its own in the page's flow.
    if (at === -1) continue;
    const next = tree.children.findIndex((node, i) => i > at && isHeading(node));
    placements.push({ before: next === -1 ? tree.children.length : next, notes: notesAt(slug) });
  }
  // From the end, so earlier positions stay valid.
  for (const { before, notes } of placements.reverse()) tree.children.splice(before, 0, ...notes);
}

export function anchorSections(tree: Root, file: VFile, book: Book) {
  const twice = book.index.duplicates[0];
  if (twice) {
    const first = book.index.rules.get(twice.number);
    file.fail(
      `${twice.file}:${twice.line} defines section r-${twice.number} again (first at ${first?.file}:${first?.line})`,
    );
  }
  const examples = new Map<string, number>();
  const anchored: string[] = [];
  visit(tree, (node) => {
    const jsx = node as unknown as JsxElement;
    if (jsx.type === 'mdxJsxFlowElement' && jsx.name === 'Example')
      anchorExample(jsx, book, examples, file);
    if (node.type !== 'element') return;
    if (sectionHeading.test(node.tagName)) anchored.push(anchorHeading(node, book, file));
    if (node.tagName === 'a') linkReference(node, book, file);
  });
  const frontmatter = (file.data as { astro?: { frontmatter?: { section?: string } } }).astro
    ?.frontmatter;
  placeErrataNotes(tree, anchored, frontmatter?.section);
}
