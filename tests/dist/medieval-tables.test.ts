/**
 * Medieval tables as built: the 1066 COMBAT SCATTER keeps the book's column
 * order, and a fire table's legend explains only the cells it has.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPages, requireBuild, type BuiltPage } from './built-site.ts';

let pages: BuiltPage[] = [];
const figures = (html: string) =>
  [...html.matchAll(/<figure class="game-table"[^>]*data-table="([^"]+)"[\s\S]*?<\/figure>/g)].map(
    (m) => ({ id: m[1] ?? '', html: m[0] }),
  );
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(() => {
  requireBuild();
  pages = readPages().filter((p) => p.html.includes('class="game-table"'));
});

describe('Medieval tables on the built pages', () => {
  it('1066 COMBAT SCATTER: columns in the printed order, Other first', () => {
    const scatter = pages
      .flatMap((p) => figures(p.html))
      .filter((f) => f.id === '1066-retreat-test');
    expect(scatter.length).toBeGreaterThan(0);
    for (const { html } of scatter) {
      const head = [...html.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
        plain(m[1] ?? ''),
      );
      expect(head).toEqual([
        'Combat result',
        'Other',
        'Infantry (armor 1)',
        'Heavy infantry (armor 2)',
        'Light cavalry (armor 0)',
        'Cavalry (armor 1)',
        'Heavy cavalry (armor 2)',
      ]);
    }
  });

  it('fire-table legends: a loss entry only where the table prints losses', () => {
    const fire = pages.flatMap((p) => figures(p.html)).filter((f) => /-fire-/.test(f.id));
    expect(fire.length).toBeGreaterThan(20);
    const wrong = fire.filter(({ html }) => {
      const [table = '', legend = ''] = html.split('table-legend');
      const cells = [...table.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1] ?? '');
      return /<dt[^>]*>-\d/.test(legend) !== cells.some((c) => /^-\d/.test(c));
    });
    expect(wrong.map((f) => f.id)).toEqual([]);
  });
});
