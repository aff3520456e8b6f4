/**
 * The whole text of every numbered rule in a book, as the reader sees it, so
 * the compare view can set one edition's rule beside another's and diff their
 * words. Node only (reads content/ at build time).
 *
 * A rule runs from its defining line (`**3.1.2** …` or `## 3.1 Title`) over
 * the list items and paragraphs that follow, up to the next rule, heading or
 * block component: worked examples, editor's notes and tables are not part of
 * the rule's words (tables are compared cell by cell on their own page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { pageHref, pageSlug } from '../content/page-paths.ts';
import { isRuleNumber, ruleAnchorId } from '../content/rule-numbers.ts';
import { stripMarkdown } from '../content/rule-index.ts';

export interface RuleText {
  number: string;
  /** The rule's words, Markdown stripped; a heading's title for `## 3.1 Title`. */
  text: string;
  /** True for a chapter or a heading: its text is a title. */
  titled: boolean;
  /** Link to the rule on its page. */
  href: string;
}

const definitionLine = /^(?:#{2,6}\s+(\S+)\s+(.*)|(?:[-*]\s+)?\*\*(\S+?)\*\*\s*(.*))$/;

/** A line as the page shows it: no list bullet, no Markdown, `[1.4]` as the link text 1.4. */
function readerWords(line: string): string {
  return stripMarkdown(line.replace(/^[-*]\s+/, '')).replace(/\[([^\]]+)\](?!\()/g, '$1');
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => join(dir, name));
}

/** Every numbered rule of a book (`content/<rulebook>`), by number, in page order. */
export function readRuleTexts(contentDir: string, rulebook: string): Map<string, RuleText> {
  const rules = new Map<string, RuleText>();
  for (const path of mdxFiles(join(contentDir, rulebook))) {
    const source = readFileSync(path, 'utf8');
    const { frontmatter } = parseFrontmatter(source);
    const base = pageHref(pageSlug(relative(contentDir, path)));
    const define = (number: string, text: string, titled: boolean): RuleText | undefined => {
      if (rules.has(number)) return undefined;
      const rule = { number, text, titled, href: `${base}#${ruleAnchorId(number)}` };
      rules.set(number, rule);
      return rule;
    };
    const chapter: unknown = frontmatter['chapter'];
    if (typeof chapter === 'string') define(chapter, String(frontmatter['title'] ?? ''), true);
    const lines = source.split('\n');
    const bodyStart = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
    let open: RuleText | undefined;
    let depth = 0;
    for (const line of lines.slice(bodyStart)) {
      const trimmed = line.trim();
      // Block components (examples, notes, tables, islands) end the rule's words.
      if (/^<[A-Z]/.test(trimmed) && !trimmed.endsWith('/>')) depth += 1;
      if (/^<\/[A-Z]/.test(trimmed)) {
        depth = Math.max(0, depth - 1);
        open = undefined;
        continue;
      }
      if (depth > 0 || /^(<|import |```)/.test(trimmed)) {
        open = undefined;
        continue;
      }
      const match = definitionLine.exec(trimmed);
      const number = match?.[1] ?? match?.[3];
      if (match && number && isRuleNumber(number)) {
        const heading = match[1] !== undefined;
        open = define(number, readerWords(match[2] ?? match[4] ?? ''), heading);
        // A heading's rule is its title; the paragraphs under it belong to no rule of their own.
        if (heading) open = undefined;
        continue;
      }
      if (/^#{1,6}\s/.test(trimmed)) {
        open = undefined;
        continue;
      }
      if (open && trimmed) open.text = `${open.text} ${readerWords(trimmed)}`.trim();
    }
  }
  return rules;
}
