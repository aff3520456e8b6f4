/**
 * The offline files of the built site: the web app manifest and its icons,
 * every page linking them, and the service worker's two lists: the shell it
 * precaches at install and each book's files it saves on request, together
 * covering every page, asset and search file (short-link pages excepted).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageChunks } from '../../src/build/find-chunks.ts';
import { pagefindEntry } from '../../src/lib/search/pagefind-entry.ts';
import { findGroup } from '../../src/offline/offline-groups.ts';
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

const worker = () => readFileSync(join(dist, 'sw.js'), 'utf8');

/** The URLs sw.js precaches at install, relative to the site's root. */
const precached = (): string[] => [...worker().matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1] ?? '');

/** The files sw.js saves on request, by group (book or comparison). */
const groups = (): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const m of worker().matchAll(/"?([\w/-]+)"?:\[((?:\["[^"]+",(?:"\w+"|null)\],?)+)\]/g))
    found.set(
      m[1] ?? '',
      [...(m[2] ?? '').matchAll(/\["([^"]+)"/g)].map((f) => f[1] ?? ''),
    );
  return found;
};

/** Every page file with the group it is saved with (undefined: the shell), and the chunks it loads. */
const pageChunks = () => {
  const named = groups();
  const imports = new Map<string, string[]>();
  const read = (chunk: string) =>
    existsSync(join(dist, chunk)) ? readFileSync(join(dist, chunk), 'utf8') : undefined;
  return files()
    .filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/'))
    .map((page) => {
      const group = findGroup(page);
      return {
        page,
        group: group !== undefined && named.has(group) ? group : undefined,
        chunks: collectPageChunks(readFileSync(join(dist, page), 'utf8'), page, read, imports),
      };
    });
};

const gzipped = (urls: string[]) =>
  urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(dist, url.split('?')[0] ?? ''))).length,
    0,
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

describe('service worker lists', () => {
  it('between them list every page, script, style, icon and rule index, and no short-link page', () => {
    const list = new Set([...precached(), ...[...groups().values()].flat()]);
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
  });

  it('precache the shell only: scripts, styles, icons, top-level pages and the short-link page', () => {
    const shell = precached();
    expect(
      shell.filter(
        (url) => url.includes('/') && !/^(_astro|icons|pagefind|short-link)\//.test(url),
      ),
    ).toEqual([]);
    for (const url of ['index.html', '404.html', 'short-link/index.html', 'manifest.webmanifest'])
      expect(shell, url).toContain(url);
    expect(shell.filter((url) => url.startsWith('_astro/')).length).toBeGreaterThan(5);
  });

  it('have every script and style a page loads: a shell page from the shell, a book page from the shell or its book', () => {
    const shell = new Set(precached());
    const found = groups();
    const pages = pageChunks();
    expect(pages.filter((p) => p.group !== undefined).length).toBeGreaterThan(200);
    expect(pages.find((p) => p.page === 'index.html')?.chunks.size).toBeGreaterThan(0);
    const unsaved = pages.flatMap(({ page, group, chunks }) => {
      const own = new Set(group === undefined ? [] : found.get(group));
      return [...chunks].filter((c) => !shell.has(c) && !own.has(c)).map((c) => `${page}: ${c}`);
    });
    expect(unsaved).toEqual([]);
  });

  it.each(['knighthood-3', 'macbeth-to-medici'])(
    'leave out of the shell the scripts and styles only some books load, such as the %s play-along',
    (book) => {
      const shell = new Set(precached());
      const playAlong = pageChunks().filter((p) => p.page.startsWith(`${book}/play-along/`));
      expect(playAlong.length).toBeGreaterThan(0);
      // Its styles too: they come with its code, not linked from every page.
      const scripts = playAlong
        .flatMap((p) => [...p.chunks])
        .filter((c) => /\/(PlayAlong|game-kit|check-kit)\.[\w-]+\.(js|css)$/.test(c));
      expect(scripts.filter((c) => c.endsWith('.css'))).not.toEqual([]);
      expect(scripts.filter((c) => shell.has(c))).toEqual([]);
      expect(groups().get(book)).toEqual(expect.arrayContaining(scripts));
    },
  );

  it('save each book and each comparison with its own pages, rule index and search fragments', () => {
    const found = groups();
    for (const book of [
      '1066',
      'bannockburn-1314',
      'knighthood-3',
      'kosovo-1389',
      'macbeth-to-medici',
    ]) {
      const list = found.get(book) ?? [];
      expect(list, book).toContain(`${book}/index.html`);
      expect(list, book).toContain(`${book}/rules.json`);
      expect(
        list.filter((url) => url.startsWith('pagefind/fragment/')).length,
        book,
      ).toBeGreaterThan(5);
    }
    // Beyond its own files, a group lists only the scripts and styles its pages load.
    const needed = new Map<string, Set<string>>();
    for (const { group, chunks } of pageChunks())
      if (group !== undefined)
        needed.set(group, new Set([...(needed.get(group) ?? []), ...chunks]));
    for (const [group, list] of found)
      expect(
        list.filter(
          (url) =>
            !url.startsWith(`${group}/`) &&
            !url.startsWith('pagefind/fragment/') &&
            !needed.get(group)?.has(url),
        ),
        group,
      ).toEqual([]);
    expect([...found.keys()].filter((g) => g.startsWith('compare/')).length).toBeGreaterThan(5);
  });

  // Measured: shell 0.415 MB + Bannockburn 0.494 MB = 0.909 MB. 1.005 MB while the one
  // registry put every system's tools in every book (each book now saves its own system's list
  // and tools only); 1.05 MB when every script was in the shell.
  it('keep a first visit on a phone small: the shell and the largest book under 0.95 MB compressed', () => {
    const largest = Math.max(...[...groups().values()].map(gzipped));
    expect(gzipped(precached()) + largest).toBeLessThan(0.95 * 1024 * 1024);
  });

  it('save with a book its own system’s tools, not another book’s', () => {
    const found = groups();
    const tools = (group: string) =>
      (found.get(group) ?? []).filter((url) => /\/registry-[\w.-]+\.js$/.test(url));
    expect(tools('knighthood-3')).toEqual([expect.stringMatching(/registry-knighthood\./)]);
    expect(tools('macbeth-to-medici')).toEqual([
      expect.stringMatching(/registry-macbeth-to-medici\./),
    ]);
    expect(tools('1066')).toEqual([expect.stringMatching(/registry-medieval\./)]);
  });

  it('hold the whole search index, with the entry under the URL the search asks for', () => {
    const list = new Set([...precached(), ...[...groups().values()].flat()]);
    const search = files().filter((f) => /^pagefind\/(index|fragment|filter)\/|\.pf_meta$/.test(f));
    expect(search.length).toBeGreaterThan(50);
    expect(search.filter((f) => !list.has(f))).toEqual([]);
    const shell = new Set(precached());
    for (const f of [pagefindEntry, 'pagefind/pagefind.js', 'pagefind/wasm.en.pagefind'])
      expect(shell.has(f), f).toBe(true);
    expect(list.has('pagefind/pagefind-entry.json')).toBe(false);
    // The search runs Pagefind on the page (noWorker): its worker is never asked for.
    expect(list.has('pagefind/pagefind-worker.js')).toBe(false);
  });

  it('list only files that exist', () => {
    const all = [...precached(), ...[...groups().values()].flat()];
    const missing = all.filter((url) => !existsSync(join(dist, url.split('?')[0] ?? '')));
    expect(missing).toEqual([]);
  });
});
