/**
 * Helpers for the offline browser tests: the footer's offline status, a phone
 * with Save-Data on, and what Cache Storage holds.
 */
import type { BrowserContext, Page } from 'playwright-core';

export const offlineStatus = (page: Page) => page.locator('[data-offline-status]');

/** Waits until the footer reports the given state (saving takes a while on a busy machine). */
export async function waitForOfflineState(page: Page, state: string): Promise<void> {
  await offlineStatus(page)
    .and(page.locator(`[data-state="${state}"]`))
    .waitFor({ timeout: 90_000 });
}

/** The footer's status line. */
export const offlineMessage = async (page: Page) =>
  (await offlineStatus(page).getByRole('status').textContent()) ?? '';

/**
 * Chromium has no switch for Save-Data that pages can read: every page of the
 * context sees `navigator.connection` report it on (or a 2g link).
 */
export async function emulateConnection(
  context: BrowserContext,
  connection: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => Object.assign(new EventTarget(), value),
    });
  }, connection);
}

/** The paths of every response in Cache Storage, from the page. */
export async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}
