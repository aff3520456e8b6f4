/**
 * Build-time index of every rule number defined in the content, read from the
 * MDX sources so that one file can link to a rule in another. Node only.
 *
 * In a numbered book a rule is defined by a chapter's `chapter:` frontmatter,
 * by a heading that starts with a number (`## 1.4 Combat ratio`), or by a
 * paragraph that starts with a bold number (`**3.2.1** ...`). In a book named
 * by sections, by a chapter's `section:` frontmatter and by every `##` to
 * `####` heading (its slug: see section-slugs.ts); references are links to
 * `r:<slug>`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { findRulebook } from '../site/rulebooks.ts';
import { pageHref, pageSlug } from './page-paths.ts';
import {
  findReferences,
  isRuleNumber,
  printedNumber,
  ruleAnchorId,
  type ReferenceGrammar,
} from './rule-numbers.ts';
import { headingSlug, sectionsOf, type SectionTitles } from './section-slugs.ts';

export interface RuleDefinition {
  number: string;
  /** Link to the rule's anchor. */
  href: string;
  /** Plain-text start of the rule, for search results and previews. */
  text: string;
  /** True when the rule is a chapter or a heading, so its text is a title. */
  titled: boolean;
  /** How pages name the rule: "Rule 5.1.1", or a section's title. */
  name: string;
  file: string;
  line: number;
}

export interface ReferenceSite {
  number: string;
  file: string;
  line: number;
}

export interface PageNote {
  /** The rule the note follows, if any. */
  rule?: string | undefined;
  /** Link to the rule (or the page when the note comes before any rule). */
  href: string;
  /** The note's text, Markdown stripped. */
  text: string;
  file: string;
  line: number;
}

export interface RulebookIndex {
  rulebook: string;
  rules: Map<string, RuleDefinition>;
  /**
   * Every rule number printed in the book (`printed-rules.json` beside the
   * pages), so a reference to a chapter not yet on the site is told apart
   * from a typo. In a book named by sections: the engine's section slugs,
   * which the pages must all define.
   */
  printed: Set<string>;
  duplicates: RuleDefinition[];
  references: ReferenceSite[];
  /** The `<EditorNote>` blocks of the pages, for the book's list of notes. */
  notes: PageNote[];
}

const headingRule = /^#{2,6}\s+(\S+)\s+(.*)$/;
const sectionHeading = /^#{2,4}\s+(.+?)\s*#*\s*$/;
const sectionLink = /\]\(r:([^)\s]*)\)/g;
const paragraphRule = /^(?:[-*]\s+)?\*\*(\S+?)\*\*\s*(.*)$/;

/** Markdown as the reader sees it: emphasis, code marks and link targets dropped. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

/** The start of a rule's words, short enough for a preview or a search result. */
export function plainText(markdown: string): string {
  const text = stripMarkdown(markdown);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** What one line of a page defines and cites. */
interface LineRules {
  defines?: { number: string; text: string; titled: boolean };
  cites: string[];
}

function numberedLine(content: string, grammar: ReferenceGrammar): LineRules {
  const heading = headingRule.exec(content);
  const definition = heading ?? paragraphRule.exec(content);
  const cites = findReferences(content, grammar).map((ref) => ref.number);
  if (!definition?.[1] || !isRuleNumber(definition[1])) return { cites };
  const text = plainText(definition[2] ?? '');
  return { defines: { number: definition[1], text, titled: heading !== null }, cites };
}

function sectionLine(content: string, sections: SectionTitles): LineRules {
  const cites = [...content.matchAll(sectionLink)].map((m) => m[1] ?? '');
  const heading = sectionHeading.exec(content)?.[1];
  if (!heading) return { cites };
  const text = plainText(heading);
  return { defines: { number: headingSlug(text, sections), text, titled: true }, cites };
}

function listMdx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listMdx(path);
      return entry.name.endsWith('.mdx') ? [path] : [];
    })
    .sort();
}

/** Indexes one rulebook's folder, e.g. `content/bannockburn-1314`. */
export function indexRulebook(contentDir: string, rulebook: string): RulebookIndex {
  const grammar = findRulebook(rulebook)?.references ?? { tables: false };
  const sections = sectionsOf(rulebook);
  const printedFile = join(contentDir, rulebook, 'printed-rules.json');
  const printed = sections
    ? new Set(Object.keys(sections))
    : existsSync(printedFile)
      ? new Set(JSON.parse(readFileSync(printedFile, 'utf8')) as string[])
      : new Set<string>();
  const readLine = (content: string) =>
    sections ? sectionLine(content, sections) : numberedLine(content, grammar);
  const nameOf = (number: string, text: string) =>
    sections ? text : `Rule ${printedNumber(number)}`;
  const index: RulebookIndex = {
    rulebook,
    rules: new Map(),
    printed,
    duplicates: [],
    references: [],
    notes: [],
  };
  for (const path of listMdx(join(contentDir, rulebook))) {
    const file = relative(process.cwd(), path);
    const source = readFileSync(path, 'utf8');
    const { frontmatter } = parseFrontmatter(source);
    const base = pageHref(pageSlug(relative(contentDir, path)));
    const define = (number: string, text: string, line: number, titled: boolean) => {
      const href = `${base}#${ruleAnchorId(number)}`;
      const rule = { number, href, text, titled, name: nameOf(number, text), file, line };
      if (index.rules.has(number)) index.duplicates.push(rule);
      else index.rules.set(number, rule);
    };
    // A chapter's number, or a sections book's section, anchors the page's h1.
    const field = sections ? 'section' : 'chapter';
    const chapter: unknown = frontmatter[field];
    if (typeof chapter === 'string') {
      define(
        chapter,
        String(frontmatter['title'] ?? ''),
        1 + source.split('\n').findIndex((l) => l.startsWith(`${field}:`)),
        true,
      );
    }
    const lines = source.split('\n');
    const bodyStart = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
    let inFence = false;
    let lastRule: string | undefined = typeof chapter === 'string' ? chapter : undefined;
    let note: PageNote | undefined;
    lines.forEach((content, i) => {
      if (i < bodyStart) return;
      if (/^\s*(```|~~~)/.test(content)) inFence = !inFence;
      if (inFence) return;
      const line = i + 1;
      const { defines, cites } = readLine(content);
      if (defines) {
        define(defines.number, defines.text, line, defines.titled);
        lastRule = defines.number;
      }
      if (content.trim() === '<EditorNote>') {
        const href = lastRule ? `${base}#${ruleAnchorId(lastRule)}` : base;
        note = { rule: lastRule, href, text: '', file, line };
      } else if (content.trim() === '</EditorNote>' && note) {
        index.notes.push({ ...note, text: note.text.trim() });
        note = undefined;
      } else if (note) {
        note.text += ` ${content.replace(/\*\*|__|`/g, '').trim()}`;
      }
      for (const number of cites) index.references.push({ number, file, line });
    });
  }
  // The second copy of a number printed twice (`3.10-vision`) is printed too.
  for (const number of sections ? [] : index.rules.keys()) {
    if (printed.has(printedNumber(number))) printed.add(number);
  }
  return index;
}
