/**
 * Registers the service worker once the page has settled: saving the shell
 * and this book downloads about 0.8 MB compressed (every book about 2.7 MB),
 * so it waits until the page has loaded, the tools it shows at once are live
 * (10 s at most) and the main thread is idle, and never slows them. Workbox's
 * window library (offline-status.ts) loads only then.
 */
import { siteBase } from '../lib/site/base-path';

export function registerWorkerWhenSettled() {
  const root = document.querySelector<HTMLElement>('[data-offline-status]');
  // Development serves no worker; the built site does (npm run build writes dist/sw.js).
  if (!root || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Module scripts run before the load event, so it is still to come.
  const loaded = new Promise((done) => addEventListener('load', done, { once: true }));
  const hydrated = [...document.querySelectorAll('astro-island[ssr][client="load"]')].map(
    (island) =>
      new Promise((done) => island.addEventListener('astro:hydrate', done, { once: true })),
  );
  const settled = Promise.race([
    Promise.all([loaded, ...hydrated]),
    new Promise((done) => setTimeout(done, 10_000)),
  ]);
  void settled.then(() =>
    (window.requestIdleCallback ?? setTimeout)(
      () => void import('./offline-status.ts').then((m) => m.registerWorker(root, siteBase)),
    ),
  );
}
