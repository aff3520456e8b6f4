/**
 * Editor's notes from the errata registers stand where they belong: each
 * `data-note-at` names a rule, section or table that comes before it on the
 * page; every entry of every book's register is shown under a rule, section
 * or table it cites, and on the page of each chapter it cites.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errata } from '../../engine/macbeth-to-medici/index.ts';
import { errata as knighthoodErrata } from '../../engine/knighthood/index.ts';
import { editionIds, errataOf, rulesOf } from '../../engine/medieval/index.ts';
import { readPages, requireBuild, type BuiltPage } from './built-site.ts';
import { withBase } from '../../src/lib/site/base-path.ts';

/** Every book's register: each entry with what it cites in that book. */
const registers = [
  { book: 'macbeth-to-medici', entries: errata.map((c) => ({ id: c.id, cites: c.cites })) },
  { book: 'knighthood-3', entries: knighthoodErrata.map((c) => ({ id: c.id, cites: c.cites })) },
  ...editionIds.map((edition) => ({
    book: edition,
    entries: errataOf(edition).map((c) => ({ id: c.id, cites: rulesOf(c, edition) })),
  })),
];

let pages: BuiltPage[] = [];
const notesOf = (html: string) =>
  [...html.matchAll(/<div[^>]*data-erratum="([^"]+)"[^>]*data-note-at="([^"]+)"/g)].map((m) => ({
    erratum: m[1] ?? '',
    at: m[2] ?? '',
    offset: m.index,
  }));

/**
 * What a register cites the whole page by: the chapter or section its h1 is
 * anchored as, else (a named part of a book, such as its errata) its title.
 */
function pageCitedAs(page: BuiltPage): string | undefined {
  const h1 = /<h1([^>]*)>([\s\S]*?)<\/h1>/.exec(page.html);
  if (!h1) return undefined;
  const anchor = /\sid="r-([^"]+)"/.exec(h1[1] ?? '');
  return anchor?.[1] ?? (h1[2] ?? '').replace(/<[^>]*>/g, '').trim();
}

beforeAll(() => {
  requireBuild();
  pages = readPages().filter((p) => !p.path.includes('/r/'));
});

describe('erratum notes', () => {
  it('follow the rule, section or table they are shown at', () => {
    expect(pages.flatMap((page) => notesOf(page.html)).length).toBeGreaterThan(50);
    const misplaced = pages.flatMap((page) =>
      notesOf(page.html)
        .filter(({ at, offset }) => {
          const before = page.html.slice(0, offset);
          const escaped = at.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
          return (
            !before.includes(`id="r-${escaped}"`) &&
            !before.includes(`data-table-title="${escaped}"`) &&
            pageCitedAs(page) !== at
          );
        })
        .map(({ erratum, at }) => `${page.path}: ${erratum} at ${at}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('show every From Macbeth to Medici entry under a section it cites', () => {
    const shown = pages
      .filter((page) => page.path.startsWith('/macbeth-to-medici/'))
      .flatMap((page) => notesOf(page.html));
    for (const erratum of errata) {
      const at = shown.filter((note) => note.erratum === erratum.id).map((note) => note.at);
      expect(at.length, erratum.id).toBeGreaterThan(0);
      for (const section of at) expect(erratum.cites, erratum.id).toContain(section);
    }
  });

  it.each(registers)(
    'show every $book entry under a rule, section or table it cites',
    ({ book, entries }) => {
      const shown = pages
        .filter((page) => page.path.startsWith(withBase(`/${book}/`)))
        .flatMap((page) => notesOf(page.html));
      const unshown = entries
        .filter((c) => !shown.some((note) => note.erratum === c.id && c.cites.includes(note.at)))
        .map((c) => c.id);
      expect(unshown).toEqual([]);
    },
  );

  it.each(registers)(
    'show every $book entry on the page of each chapter or named part it cites',
    ({ book, entries }) => {
      const chapters = pages
        .filter((page) => page.path.startsWith(withBase(`/${book}/`)))
        .flatMap((page) => {
          const chapter = pageCitedAs(page);
          return chapter ? [{ page, chapter }] : [];
        });
      expect(chapters.length).toBeGreaterThan(3);
      const missing = chapters.flatMap(({ page, chapter }) =>
        entries
          .filter((c) => c.cites.includes(chapter))
          .filter((c) => !notesOf(page.html).some((note) => note.erratum === c.id))
          .map((c) => `${page.path}: ${c.id}`),
      );
      expect(missing).toEqual([]);
    },
  );
});
