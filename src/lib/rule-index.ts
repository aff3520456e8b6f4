/**
 * Build-time index of every rule number defined in the content, read from the
 * MDX sources so that one file can link to a rule in another. Node only.
 *
 * A rule is defined by a chapter's `chapter:` frontmatter, by a heading that
 * starts with a number (`## 1.4 Combat ratio`), or by a paragraph that starts
 * with a bold number (`**3.2.1** ...`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { findRulebook } from './rulebooks.ts';
import { pageHref, pageSlug } from './page-paths.ts';
import { findReferences, isRuleNumber, ruleAnchorId } from './rule-numbers.ts';

export interface RuleDefinition {
  number: string;
  /** Link to the rule's anchor. */
  href: string;
  /** Plain-text start of the rule, for search results and previews. */
  text: string;
  /** True when the rule is a chapter or a heading, so its text is a title. */
  titled: boolean;
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
   * from a typo.
   */
  printed: Set<string>;
  duplicates: RuleDefinition[];
  references: ReferenceSite[];
  /** The `<EditorNote>` blocks of the pages, for the book's list of notes. */
  notes: PageNote[];
}

const headingRule = /^#{2,6}\s+(\S+)\s+(.*)$/;
const paragraphRule = /^(?:[-*]\s+)?\*\*(\S+?)\*\*\s*(.*)$/;

function plainText(markdown: string): string {
  const text = markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
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
  const tables = findRulebook(rulebook)?.tableReferences ?? false;
  const printedFile = join(contentDir, rulebook, 'printed-rules.json');
  const printed = existsSync(printedFile)
    ? new Set(JSON.parse(readFileSync(printedFile, 'utf8')) as string[])
    : new Set<string>();
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
      const rule = { number, href: `${base}#${ruleAnchorId(number)}`, text, titled, file, line };
      if (index.rules.has(number)) index.duplicates.push(rule);
      else index.rules.set(number, rule);
    };
    const chapter: unknown = frontmatter['chapter'];
    if (typeof chapter === 'string') {
      define(
        chapter,
        String(frontmatter['title'] ?? ''),
        1 + source.split('\n').findIndex((l) => l.startsWith('chapter:')),
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
      const heading = headingRule.exec(content);
      const definition = heading ?? paragraphRule.exec(content);
      if (definition?.[1] && isRuleNumber(definition[1])) {
        define(definition[1], plainText(definition[2] ?? ''), line, heading !== null);
        lastRule = definition[1];
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
      for (const ref of findReferences(content, { tables })) {
        index.references.push({ number: ref.number, file, line });
      }
    });
  }
  return index;
}
