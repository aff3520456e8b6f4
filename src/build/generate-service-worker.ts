/**
 * Writes dist/sw.js, the service worker that keeps the site readable offline
 * (src/offline/worker/service-worker.ts, bundled here with the file lists it
 * needs). It runs after `pagefind --site dist` (an Astro build hook runs
 * before Pagefind and would miss the search index). Two lists, both with
 * workbox's revisions: the shell, precached at install (the scripts and
 * styles a shell page can load, icons, top-level pages, the short-link page,
 * the search index), and each book's and comparison's pages, rule indexes,
 * search fragments and the scripts and styles only its pages load
 * (find-chunks.ts), saved when a page asks (docs/offline.md). The ~1,000 short-link pages are in neither:
 * offline, `short-link/` answers them from the book's `rules.json`. Paths are
 * relative to the worker, so any base works.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getManifest, type ManifestEntry } from 'workbox-build';
import { findGroup, type OfflineFile } from '../offline/offline-groups.ts';
import { assignChunks } from './find-chunks.ts';
import { pagefindEntry } from '../lib/search/pagefind-entry.ts';

const root = join(import.meta.dirname, '../..');
// DIST_DIR: the sub-folder build (npm run test:base) writes dist-base/.
const dist = join(root, process.env['DIST_DIR'] ?? 'dist');

const common = {
  globDirectory: dist,
  // Astro's file names carry a content hash already.
  dontCacheBustURLsMatching: /^_astro\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
};
const files = '*.{html,js,css,json,svg,png,webmanifest}';

const shell = await getManifest({
  ...common,
  globPatterns: [files, `{_astro,icons,short-link}/**/${files}`, 'pagefind/**/*'],
  globIgnores: [
    'sw.js',
    'pagefind/fragment/**',
    // Pagefind's own UIs, its worker (the search runs Pagefind without one) and the wasm
    // for pages with no language: the site uses none of them.
    'pagefind/pagefind-{ui,modular-ui,component-ui,highlight,worker}.*',
    'pagefind/wasm.unknown.pagefind',
  ],
  // The search asks for the entry with a fixed cache tag (see pagefind-entry.ts): precache that URL.
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) =>
        entry.url === 'pagefind/pagefind-entry.json' ? { ...entry, url: pagefindEntry } : entry,
      ),
    }),
  ],
});

const books = await getManifest({
  ...common,
  globPatterns: [`*/**/${files}`, 'pagefind/fragment/*'],
  globIgnores: [
    '*/r/**',
    '{_astro,icons,short-link}/**',
    'pagefind/*.*',
    'pagefind/{index,filter}/**',
  ],
});

/** The page a Pagefind fragment holds (its `url`, under whatever base the site was built for). */
function findFragmentPage(fragment: string): string {
  const text = gunzipSync(readFileSync(join(dist, fragment)))
    .toString('utf8')
    .replace(/^pagefind_dcd/, '');
  const { url } = JSON.parse(text) as { url: string };
  const folders = url.split('/').filter(Boolean);
  for (let i = 0; i <= folders.length; i += 1) {
    const page = [...folders.slice(i), 'index.html'].join('/');
    if (existsSync(join(dist, page))) return page;
  }
  throw new Error(`${fragment} holds ${url}, which is not in ${dist}`);
}

const groups: Record<string, OfflineFile[]> = {};
const topFragments: ManifestEntry[] = [];
for (const entry of books.manifestEntries) {
  const page = entry.url.startsWith('pagefind/fragment/') ? findFragmentPage(entry.url) : entry.url;
  const group = findGroup(page);
  // A search fragment of a top-level page goes with the shell.
  if (group === undefined) topFragments.push(entry);
  else (groups[group] ??= []).push([entry.url, entry.revision]);
}

// A script or style only some groups' pages load goes with each of those groups, not the shell.
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((path) => path.replace(/\\/g, '/'))
  .filter((path) => path.endsWith('.html') && !path.startsWith('pagefind/'))
  .map((page) => {
    const group = findGroup(page);
    return {
      page,
      group: group !== undefined && group in groups ? group : undefined,
      html: readFileSync(join(dist, page), 'utf8'),
    };
  });
const chunks = assignChunks(pages, (chunk) =>
  existsSync(join(dist, chunk)) ? readFileSync(join(dist, chunk), 'utf8') : undefined,
);
const inGroups = new Map<string, string[]>();
for (const [group, found] of chunks.groups)
  for (const chunk of found) inGroups.set(chunk, [...(inGroups.get(chunk) ?? []), group]);
const precache: ManifestEntry[] = [];
for (const entry of [...shell.manifestEntries, ...topFragments]) {
  const owners = inGroups.get(entry.url);
  if (owners === undefined) precache.push(entry);
  else for (const group of owners) (groups[group] ??= []).push([entry.url, entry.revision]);
}

await build({
  entryPoints: [join(root, 'src/offline/worker/service-worker.ts')],
  outfile: join(dist, 'sw.js'),
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    PRECACHE_MANIFEST: JSON.stringify(precache),
    OFFLINE_GROUPS: JSON.stringify(groups),
    // Workbox leaves out its development logging.
    'process.env.NODE_ENV': '"production"',
  },
});

for (const warning of [...shell.warnings, ...books.warnings]) console.warn(warning);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const gzipped = (urls: string[]) =>
  urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(dist, url.split('?')[0] ?? ''))).length,
    0,
  );
const bookFiles = Object.values(groups).flat();
console.log(
  `sw.js precaches ${precache.length} shell files (${megabytes(gzipped(precache.map((e) => e.url)))} gzipped); ` +
    `${bookFiles.length} files in ${Object.keys(groups).length} books and comparisons are saved on request ` +
    `(${megabytes(gzipped(bookFiles.map(([url]) => url)))} gzipped)`,
);
