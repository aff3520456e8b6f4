/**
 * Writes dist/sw.js, the service worker that keeps the site readable offline.
 * It runs after `pagefind --site dist` (an Astro build hook runs before
 * Pagefind and would miss the search index). Every page, script, style, icon
 * and the search index are precached; the ~1,000 short-link pages
 * (`/<book>/r/<rule>/`, one meta refresh each) are not: offline, a short link
 * is answered by `short-link/`, which finds the rule in the precached
 * `rules.json`. Precache URLs are relative to the worker, so any base works.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSW, type RuntimeCaching } from 'workbox-build';
import { pagefindEntry } from '../lib/search/pagefind-entry.ts';

// DIST_DIR: the sub-folder build (npm run test:base) writes dist-base/.
const dist = join(import.meta.dirname, '../..', process.env['DIST_DIR'] ?? 'dist');

// Route code is copied into the worker as text: each function stands alone.
const runtimeCaching: RuntimeCaching[] = [
  {
    // Offline, /x answers as /x/ (every page has a trailing-slash address).
    urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.endsWith('/'),
    handler: async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return Response.redirect(new URL(`${url.pathname}/${url.search}`, url.href).href, 301);
      }
    },
  },
  {
    urlPattern: ({ request, url }) =>
      request.mode === 'navigate' && /\/r\/[^/]+\/$/.test(url.pathname),
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: 'short-link/index.html' } },
  },
];

let gzipped = 0;
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,json,svg,png,webmanifest}', 'pagefind/**/*'],
  globIgnores: [
    '*/r/**',
    'sw.js',
    // Pagefind's own UIs, its worker (the search runs Pagefind without one) and the wasm
    // for pages with no language: the site uses none of them.
    'pagefind/pagefind-{ui,modular-ui,component-ui,highlight,worker}.*',
    'pagefind/wasm.unknown.pagefind',
  ],
  // The search asks for the entry with a fixed cache tag (see pagefind-entry.ts): precache that URL.
  manifestTransforms: [
    (entries) => {
      gzipped = entries.reduce(
        (sum, e) => sum + gzipSync(readFileSync(join(dist, e.url))).length,
        0,
      );
      return {
        manifest: entries.map((entry) =>
          entry.url === 'pagefind/pagefind-entry.json' ? { ...entry, url: pagefindEntry } : entry,
        ),
      };
    },
  ],
  // Astro's file names carry a content hash already.
  dontCacheBustURLsMatching: /^_astro\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  swDest: join(dist, 'sw.js'),
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  // A new version waits until the reader chooses to reload; the first one takes the open page.
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  runtimeCaching,
});

for (const warning of warnings) console.warn(warning);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `sw.js precaches ${count} files: ${megabytes(size)}, ${megabytes(gzipped)} gzipped (${join(dist, 'sw.js')})`,
);
