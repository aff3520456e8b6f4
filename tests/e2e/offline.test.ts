/**
 * The site offline in Chromium: after a first visit the service worker
 * (dist/sw.js) has precached the site and the footer says so; with the
 * network off the reader still moves between pages, follows a short link,
 * searches, runs a calculator and opens a scenario board. A changed worker
 * shows "update waiting" and its button reloads into the new version.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, phone, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});

const status = (page: Page) => page.locator('[data-offline-status]');

/** Waits until the footer reports the given state (precaching takes a while on a busy machine). */
async function waitForStatus(page: Page, state: string): Promise<void> {
  await status(page)
    .and(page.locator(`[data-state="${state}"]`))
    .waitFor({ timeout: 90_000 });
}

/**
 * The built site through a server whose sw.js can be changed, as a new
 * deploy would change it: every other request goes to the harness's server.
 */
function serveChangingWorker(origin: string) {
  let version = 1;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin));
      let body = Buffer.from(await upstream.arrayBuffer());
      if (request.url === '/sw.js') body = Buffer.concat([body, Buffer.from(`\n// v${version}`)]);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(body);
    })();
  });
  return new Promise<{ url: string; deploy(): void; close(): void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        deploy: () => void (version += 1),
        close: () => void server.close(),
      });
    });
  });
}

describe('offline', () => {
  it('after a first visit, reading, short links, search, a calculator and a board work offline', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...phone,
      serviceWorkers: 'allow',
    });
    await page.goto('/');
    await waitForStatus(page, 'ready');
    expect(await status(page).getByRole('status').textContent()).toMatch(/^Ready offline/);
    // The first version takes the open page at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    // A chapter, asked for without its trailing slash.
    await page.goto('/bannockburn-1314/combat');
    expect(new URL(page.url()).pathname).toBe('/bannockburn-1314/combat/');
    expect(await page.locator('h1').textContent()).toContain('Combat');

    // A short link: not precached, answered from the book's rule index.
    await page.goto('/bannockburn-1314/r/5.1/');
    await page.waitForURL('**/bannockburn-1314/combat/#r-5.1');
    await page.goto('/kosovo-1389/r/9.9.9/');
    await expect
      .poll(() => page.locator('[data-short-link]').textContent())
      .toBe('This book has no rule 9.9.9.');

    // Search: Pagefind's entry, wasm, index and fragments all come from the cache.
    await page.goto('/bannockburn-1314/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('rear area');
    const results = page.locator('[data-search-results] a');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const href = await results.first().getAttribute('href');
    await results.first().click();
    await page.waitForURL(`**${href ?? ''}`);

    // A calculator: a new roll gives a new result.
    await page.goto('/bannockburn-1314/table-side/');
    await page.locator('astro-island:not([ssr]) [data-calculator="combat"]').waitFor();
    const roll = page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled');
    const result = page.locator('[data-calculator="combat"] [data-result]');
    await roll.fill('2');
    await roll.blur();
    const low = await result.getAttribute('data-result');
    await roll.fill('12');
    await roll.blur();
    await expect.poll(() => result.getAttribute('data-result')).not.toBe(low);

    // A scenario board.
    await page.goto('/bannockburn-1314/stirling/');
    await page
      .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
      .waitFor();
    expect(await page.locator('.scenario-board svg text[data-hex="3317"]').count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('a new version waits until the reader reloads into it', async () => {
    const site = await serveChangingWorker(harness.url);
    const { page, context, problems } = await openPage(harness, {
      baseURL: site.url,
      serviceWorkers: 'allow',
    });
    await page.goto('/1066/');
    await waitForStatus(page, 'ready');
    expect(await status(page).getByRole('button').isHidden()).toBe(true);

    site.deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await waitForStatus(page, 'update');
    expect(await status(page).getByRole('status').textContent()).toBe(
      'A new version of the site is ready.',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await status(page).getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    await waitForStatus(page, 'ready');
    expect(problems).toEqual([]);
    await context.close();
    site.close();
  });
});
