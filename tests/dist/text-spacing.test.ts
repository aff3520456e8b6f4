/**
 * No words run together in the built pages: a word that ends just before an
 * inline element whose text starts with a word ("or<a>the five…"), or an
 * inline element whose text ends with a word just before one ("are</del>struck"),
 * reads as one word. Astro drops a line break between text and a tag, so the
 * space has to be written ({' '}) where the source breaks the line there.
 * Siblings (…</span><span>…) are left out: their spacing is the layout's.
 * Controls: no style cuts a button's, field's or label's text short with an
 * ellipsis (a select's width is checked in the browser, in search-vocabulary.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dist, readPages, requireBuild, type BuiltPage } from './built-site.ts';

/** Elements that flow inside a line: their tags do not separate words. */
const inline = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var'.split(
    ' ',
  ),
);

/** Joins meant as written: a result letter with a variable (Dn, An), a plural in brackets (unit(s)). */
const intended = [/^[AD]<em>n$/, /\(e?s\)$/];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (entities[name] ?? '#'),
  );

const wordEnd = /[\p{L}\p{N}]$/u;
/** A word, or a bracket opening after a word ("cavalry(English"). */
const wordStart = /^[\p{L}\p{N}(]/u;

/** Each place in a page where text and an inline tag meet with no space between words. */
function runTogether(html: string): string[] {
  const body = html
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  const found: string[] = [];
  let before = '';
  let tags: string[] = [];
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|([^<]+)/g)) {
    if (m[3] === undefined) {
      // A block (or a line break) separates what comes before from what follows.
      if (inline.has((m[2] ?? '').toLowerCase())) tags.push(m[0]);
      else [before, tags] = ['', []];
      continue;
    }
    const text = decode(m[3]);
    const opens = tags.filter((t) => !t.startsWith('</')).length;
    const oneWay = opens === 0 || opens === tags.length;
    if (tags.length > 0 && oneWay && wordEnd.test(before) && wordStart.test(text)) {
      const name = (tags[0] ?? '').replace(/^<(\/?\w+)[^>]*>$/, '<$1>');
      const join = `${before.split(/\s/).pop() ?? ''}${name}${text.split(/\s/)[0] ?? ''}`;
      if (!intended.some((pattern) => pattern.test(join))) found.push(join);
    }
    [before, tags] = [text, []];
  }
  return found;
}

let pages: BuiltPage[] = [];
beforeAll(() => {
  requireBuild();
  // The short-link redirect pages hold no prose.
  pages = readPages().filter((page) => !page.html.includes('http-equiv="refresh"'));
});

describe('text spacing', () => {
  it('finds the joins it looks for, and not spaced or sibling tags', () => {
    expect(runTogether('<p>table by table, or<a href="/c/">the five</a>.</p>')).toEqual([
      'or<a>the',
    ]);
    expect(runTogether('<p>it drops are<del>struck</del>.</p>')).toEqual(['are<del>struck']);
    expect(runTogether('<p>moves <b>cavalry</b>(English)</p>')).toEqual(['cavalry</b>(English)']);
    expect(runTogether('<p>moves <b>cavalry</b> (English)</p>')).toEqual([]);
    expect(runTogether('<p>Janissary <span>unit</span>(s)</p>')).toEqual([]);
    expect(runTogether('<p>moves <b>cavalry</b>English</p>')).toEqual(['cavalry</b>English']);
    expect(runTogether('<p>or <a>the</a> end</p><p>x</p><p>y</p>')).toEqual([]);
    expect(runTogether('<li><span>1.0</span><span>Basic</span></li>')).toEqual([]);
    expect(runTogether('<p>headed &gt;<a>MF</a>, D<em>n</em> and A<em>n</em></p>')).toEqual([]);
  });

  it('has no words run together at a tag in any built page', () => {
    // Each join once, with the first page that has it: one template repeats it on many pages.
    const first = new Map<string, string>();
    for (const page of pages)
      for (const join of runTogether(page.html)) if (!first.has(join)) first.set(join, page.path);
    expect([...first].map(([join, path]) => `${join} (${path})`)).toEqual([]);
  });
});

describe('controls', () => {
  it('have no label cut short by an ellipsis in any stylesheet', () => {
    const sheets = readdirSync(join(dist, '_astro'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(dist, '_astro', f), 'utf8'));
    const inline = pages.flatMap((p) =>
      [...p.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? ''),
    );
    const cut = [...sheets, ...new Set(inline)].flatMap((css) =>
      [...css.matchAll(/([^{}]+)\{[^}]*text-overflow:\s*ellipsis[^}]*\}/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((selector) => /\b(button|select|input|label|option|summary)\b/.test(selector)),
    );
    expect(cut).toEqual([]);
  });
});
