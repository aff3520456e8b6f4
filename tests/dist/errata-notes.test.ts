/**
 * Editor's notes from the errata registers stand where they belong: each
 * `data-note-at` names a rule, section or table that comes before it on the
 * page, and every entry of From Macbeth to Medici's register is shown under
 * a section it cites.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errata } from '../../engine/macbeth-to-medici/index.ts';
import { readPages, requireBuild, type BuiltPage } from './built-site.ts';

let pages: BuiltPage[] = [];
const notesOf = (html: string) =>
  [...html.matchAll(/<div[^>]*data-erratum="([^"]+)"[^>]*data-note-at="([^"]+)"/g)].map((m) => ({
    erratum: m[1] ?? '',
    at: m[2] ?? '',
    offset: m.index,
  }));

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
            !before.includes(`data-table-title="${escaped}"`)
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
});
