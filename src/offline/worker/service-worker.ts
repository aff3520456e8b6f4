/**
 * The service worker (dist/sw.js, bundled by src/build/generate-service-worker.ts).
 * At install it precaches the shell: scripts, styles, icons, the home and
 * 404 pages, the short-link page and the search index. Books are saved when a
 * page asks (book-caches.ts). Every precached or saved page answers offline
 * whatever its query string or fragment; an unknown address gets the 404 page.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { OfflineGroups, SaveProgress, SaveRequest } from '../offline-groups.ts';
import { createBookCaches } from './book-caches.ts';

declare const self: ServiceWorkerGlobalScope;
// Written in by the build.
declare const PRECACHE_MANIFEST: PrecacheEntry[];
declare const OFFLINE_GROUPS: OfflineGroups;

const scope = self.registration.scope;
const books = createBookCaches(OFFLINE_GROUPS, scope);

// Before this version's precache drops them: books an older worker precached stay kept.
self.addEventListener('install', (event) => {
  event.waitUntil(books.adoptPrecached(cacheNames.precache).catch(() => undefined));
});

// A new version waits until the reader chooses to reload; the first one takes the open page.
clientsClaim();
cleanupOutdatedCaches();
// Shared links carry the page's state in the query (?army=, calculator fields): none changes the file.
precacheAndRoute(PRECACHE_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// A saved book's files: from its cache, this version's or an older one, else the network.
registerRoute(
  ({ url }) => books.holds(url.href),
  async ({ request, url }) => (await books.match(url.href)) ?? fetch(request),
);
// Other pages come from the network; when it fails, setCatchHandler answers.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  // Every page has a trailing-slash address: /x answers as /x/.
  if (!url.pathname.endsWith('/'))
    return Response.redirect(new URL(`${url.pathname}/${url.search}`, url.href).href, 301);
  // A short link /<book>/r/<rule>/: the short-link page finds the rule in the book's rules.json.
  if (/\/r\/[^/]+\/$/.test(url.pathname))
    return (await matchPrecache('short-link/index.html')) ?? Response.error();
  const page = await matchPrecache('404.html');
  if (!page) return Response.error();
  // The 404 page's note says the network is down: the page may exist but not be saved here.
  const html = (await page.text()).replace('data-offline-note hidden', 'data-offline-note');
  return new Response(html, { status: 404, headers: page.headers });
});

// Saving runs one job at a time: two tabs asking at once would fetch the same files twice.
let saving: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type !== 'SAVE_OFFLINE') return;
  const { page, every } = data as SaveRequest;
  const job = saving.then(() => books.save(page, every, broadcastProgress));
  saving = job.catch(() => undefined);
  event.waitUntil(
    job.then(
      (result) => event.ports[0]?.postMessage(result),
      () => event.ports[0]?.postMessage({ failure: 'the browser would not store them' }),
    ),
  );
});

/** Every open page shows the count, at most a few times a second. */
let lastReport = 0;
function broadcastProgress(done: number, total: number): void {
  const now = Date.now();
  if (done !== total && done !== 0 && now - lastReport < 250) return;
  lastReport = now;
  const message: SaveProgress = { type: 'OFFLINE_PROGRESS', done, total };
  void self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((pages) => pages.forEach((page) => page.postMessage(message)));
}
