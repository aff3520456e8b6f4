/**
 * The offline files of the built site: the web app manifest and its icons,
 * every page linking them, and the service worker's precache list covering
 * every page, asset and search file (short-link pages excepted).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagefindEntry } from '../../src/lib/search/pagefind-entry.ts';
import { dist, readPages, requireBuild } from './built-site.ts';

beforeAll(requireBuild);

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const files = (): string[] =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.replace(/\\/g, '/'));

/** A PNG's width and height, from its header. */
const pngSize = (path: string) => {
  const png = readFileSync(path);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

/** The URLs sw.js precaches, relative to the site's root. */
const precached = (): string[] =>
  [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\burl:"([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );

describe('web app manifest', () => {
  const manifest = (): Manifest =>
    JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as Manifest;

  it('installs as a standalone app scoped to the folder it is served from', () => {
    const { name, short_name, start_url, scope, display } = manifest();
    expect({ name, short_name, start_url, scope, display }).toEqual({
      name: 'Medieval Rules Reference',
      short_name: 'Rules Ref',
      start_url: './',
      scope: './',
      display: 'standalone',
    });
  });

  it('has 192 and 512 px icons and a maskable one, each the size it claims', () => {
    const { icons } = manifest();
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(join(dist, icon.src))).toBe(icon.sizes);
  });

  it('is linked, with the touch icon and theme colours, from every page but the short links', () => {
    const pages = readPages().filter((p) => !/\/r\/[^/]+\/$/.test(p.path));
    expect(pages.length).toBeGreaterThan(200);
    for (const { path, html } of pages) {
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html, path).toContain(
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
      );
      expect(html.match(/<meta name="theme-color"/g), path).toHaveLength(2);
    }
    expect(pngSize(join(dist, 'icons/apple-touch-icon.png'))).toBe('180x180');
  });
});

describe('service worker precache', () => {
  it('lists every page, script, style, icon and rule index, and no short-link page', () => {
    const list = new Set(precached());
    const wanted = files().filter(
      (f) =>
        /\.(html|js|css|json|png|svg|webmanifest)$/.test(f) &&
        !/\/r\//.test(f) &&
        !f.startsWith('pagefind/') &&
        f !== 'sw.js',
    );
    expect(wanted.length).toBeGreaterThan(350);
    expect(wanted.filter((f) => !list.has(f))).toEqual([]);
    expect([...list].filter((url) => /\/r\//.test(url))).toEqual([]);
    expect(list.has('short-link/index.html')).toBe(true);
  });

  it('holds the whole search index, with the entry under the URL the search asks for', () => {
    const list = new Set(precached());
    const search = files().filter((f) => /^pagefind\/(index|fragment|filter)\/|\.pf_meta$/.test(f));
    expect(search.length).toBeGreaterThan(50);
    expect(search.filter((f) => !list.has(f))).toEqual([]);
    for (const f of [pagefindEntry, 'pagefind/pagefind.js', 'pagefind/wasm.en.pagefind'])
      expect(list.has(f), f).toBe(true);
    expect(list.has('pagefind/pagefind-entry.json')).toBe(false);
    // The search runs Pagefind on the page (noWorker): its worker is never asked for.
    expect(list.has('pagefind/pagefind-worker.js')).toBe(false);
  });

  it('lists only files that exist', () => {
    const missing = precached().filter((url) => !existsSync(join(dist, url.split('?')[0] ?? '')));
    expect(missing).toEqual([]);
  });
});
