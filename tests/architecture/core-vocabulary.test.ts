/**
 * One vocabulary for every system: errata entries, reading choices and working
 * steps are declared once, in engine/core/errata.ts and engine/core/working.ts.
 * Elsewhere in engine/ and src/ a file uses or extends those types; it never
 * declares an entry shape, a kind list, a choice type or a text-and-rule step of
 * its own, and the retired names never come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const home = new Set(['engine/core/errata.ts', 'engine/core/working.ts']);

const sources = ['engine', 'src'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|svelte|astro)$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((file) => !home.has(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
);

/**
 * Each object type a file declares (`interface X {…}`, `type X = {…}`) with its
 * top-level members; a member that may be absent or null is named with a `?`.
 */
function listDeclaredShapes(text: string): { name: string; members: string[] }[] {
  const shapes: { name: string; members: string[] }[] = [];
  const head = /\b(?:interface\s+(\w+)[^{;=]*|type\s+(\w+)(?:<[^=]*>)?\s*=\s*)\{/g;
  for (const match of text.matchAll(head)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (end < text.length && depth > 0) {
      const c = text[end];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      end += 1;
    }
    let body = text.slice(start, end - 1);
    // Keep the top level only: nested object types hold other shapes' members.
    while (/\{[^{}]*\}/.test(body)) body = body.replace(/\{[^{}]*\}/g, '');
    const member = /(?:^|[;,\n])\s*(?:readonly\s+)?(\w+)(\??)\s*:([^;\n]*)/g;
    const members = [...body.matchAll(member)].map(([, name = '', optional, type = '']) =>
      optional || /\b(?:null|undefined)\b/.test(type) ? `${name}?` : name,
    );
    shapes.push({ name: match[1] ?? match[2] ?? '', members });
  }
  return shapes;
}

const retired =
  /\b(?:Conflict|ConflictKind|ConflictEntry|conflictsAt|conflictsOf|RuleOptions|ResolvedOptions|resolveOptions)\b|\b[a-z]\w*Conflicts?\b|\b[A-Z]\w*Conflicts?\b/g;

describe('the core vocabulary', () => {
  it('reads the shapes a file declares', () => {
    const shapes = listDeclaredShapes(
      'export interface A<R> extends B { readonly text: string; rule: R; more: { inner: 1 } }\n' +
        'type C = {\n  reading?: string;\n  alternative: string | null;\n};\ninterface D extends E {}',
    );
    expect(shapes).toEqual([
      { name: 'A', members: ['text', 'rule', 'more'] },
      { name: 'C', members: ['reading?', 'alternative?'] },
      { name: 'D', members: [] },
    ]);
  });

  it('has engine and site files to check', () => {
    expect(sources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['engine/core/index.ts', 'src/calculators/kit/step.ts']),
    );
  });

  it.each(sources)('$file declares no errata entry, kind list or reading choice', ({ text }) => {
    const entries = listDeclaredShapes(text).filter(
      (s) => s.members.includes('reading') && s.members.includes('alternative'),
    );
    expect(entries.map((s) => s.name)).toEqual([]);
    expect(text).not.toMatch(/'contradiction'\s*\|\s*'misprint'/);
    expect(text).not.toMatch(/\[\w+ in keyof \w+\]-?\??:\s*\{\s*(?:readonly\s+)?name:/);
  });

  it.each(sources)('$file declares no working step of its own', ({ text }) => {
    const steps = listDeclaredShapes(text).filter(
      (s) =>
        s.members.includes('text') && (s.members.includes('rule') || s.members.includes('section')),
    );
    expect(steps.map((s) => s.name)).toEqual([]);
  });

  it.each(sources)('$file uses none of the retired names', ({ text }) => {
    expect(text.match(retired) ?? []).toEqual([]);
  });
});
