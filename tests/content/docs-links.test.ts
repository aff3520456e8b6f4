/**
 * Every relative link in README.md and docs/**\/*.md points at a file in the
 * tree, and a `#fragment` at a heading of that file, so the docs cannot drift
 * from the code they name. Failures name the file, line and link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface Link {
  line: number;
  target: string;
}

/** The lines of a Markdown file outside fenced code, with their numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  return markdown
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ text }) => {
      if (/^\s*```/.test(text)) fenced = !fenced;
      return !fenced && !/^\s*```/.test(text);
    });
}

/** Markdown links outside code, with their line numbers. */
function readLinks(markdown: string): Link[] {
  return proseLines(markdown).flatMap(({ line, text }) =>
    [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({
      line,
      target: m[1] ?? '',
    })),
  );
}

/** The anchors a Markdown file's headings get, as GitHub writes them. */
function readAnchors(markdown: string): Set<string> {
  return new Set(
    proseLines(markdown)
      .filter(({ text }) => /^#{1,6}\s/.test(text))
      .map(({ text }) =>
        text
          .replace(/^#+\s+/, '')
          .replace(/`/g, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      ),
  );
}

/** The problems of one Markdown file's relative links: missing files and fragments. */
function checkLinks(file: string, markdown: string, exists: (path: string) => boolean) {
  const problems: string[] = [];
  for (const { line, target } of readLinks(markdown)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [path = '', fragment] = target.split('#');
    const absolute = path ? resolve(dirname(join(root, file)), path) : join(root, file);
    const name = relative(root, absolute);
    if (!exists(absolute)) {
      problems.push(`${file}:${line} → ${target}: no ${name}`);
      continue;
    }
    if (fragment && statSync(absolute).isFile() && name.endsWith('.md')) {
      if (!readAnchors(readFileSync(absolute, 'utf8')).has(fragment))
        problems.push(`${file}:${line} → ${target}: no heading #${fragment} in ${name}`);
    }
  }
  return problems;
}

const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

describe('links in README.md and docs/', () => {
  it('reads the README and the docs, guides among them', () => {
    expect(docs).toContain('docs/architecture.md');
    expect(docs).toContain('docs/guides/add-a-system.md');
  });

  it('finds a broken file link and a broken fragment', () => {
    const text =
      'See [x](docs/none.md) and [y](README.md#no-such-heading).\n```\n[z](nowhere.md)\n```';
    expect(checkLinks('README.md', text, existsSync)).toEqual([
      'README.md:1 → docs/none.md: no docs/none.md',
      'README.md:1 → README.md#no-such-heading: no heading #no-such-heading in README.md',
    ]);
  });

  it.each(docs)('%s: every relative link resolves', (file) => {
    const problems = checkLinks(file, readFileSync(join(root, file), 'utf8'), existsSync);
    expect(problems).toEqual([]);
  });
});
