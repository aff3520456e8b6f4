/**
 * The site offline in Chromium: after a first visit on a fast connection the
 * service worker (dist/sw.js) has saved every book and the footer says so;
 * with the network off the reader still moves between pages, opens shared
 * links with their query strings, follows a short link, searches, runs a
 * calculator, opens a scenario board and the Knighthood play-along (their
 * scripts saved with their book), and an unknown address gets the
 * site's own 404 page. A changed worker shows "update waiting" and its button
 * reloads into the new version. Save-Data: offline-save-data.test.ts.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, phone, startHarness, type Harness } from './harness.ts';
import { offlineMessage, offlineStatus as status, waitForOfflineState } from './offline-support.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});

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
    await waitForOfflineState(page, 'ready');
    expect(await offlineMessage(page)).toBe('Every book is ready offline.');
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

    // The Knighthood play-along: its scripts are saved with its book, not in the shell.
    await page.goto('/knighthood-3/play-along/');
    await page.locator('astro-island:not([ssr]) [data-calculator="knighthood-play"]').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shared links with a query string open offline; an unknown address gets the 404 page', async () => {
    const notFound = (url: string, code: number) => code === 404 && url.includes('/no-such-page');
    const { page, context, problems } = await openPage(
      harness,
      { ...phone, serviceWorkers: 'allow' },
      notFound,
    );
    await page.goto('/1066/');
    await waitForOfflineState(page, 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    // The calculator still reads its situation from the link.
    const shared = '/1066/table-side/?a=C3a0.I2&al=2&t=forest&r=5';
    await page.goto(shared);
    expect(new URL(page.url()).search).toBe('?a=C3a0.I2&al=2&t=forest&r=5');
    expect(await page.locator('h1').textContent()).toBe('Table-side calculators');
    await page.locator('astro-island:not([ssr]) [data-calculator="combat"]').waitFor();
    await expect
      .poll(() =>
        page
          .locator('[data-calculator="combat"] select')
          .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
      )
      .toContain('forest');

    await page.goto('/knighthood-3/army-builder/?army=not-a-saved-army#top');
    expect(await page.locator('h1').textContent()).toBe('Points army builder');
    await page.goto('/?utm_source=chat&ref=1');
    expect(await page.locator('h1').count()).toBe(1);

    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('[data-offline-note]').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const bare = await page.goto('/no-such-page');
    expect(bare?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/no-such-page/');

    expect(problems).toEqual([]);
    await context.close();
  });

  it("online, an unknown address is still the server's 404", async () => {
    const notFound = (url: string, code: number) => code === 404 && url.includes('/no-such-page');
    const { page, context, problems } = await openPage(
      harness,
      { serviceWorkers: 'allow' },
      notFound,
    );
    await page.goto('/');
    await waitForOfflineState(page, 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('[data-offline-note]').isHidden()).toBe(true);
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
    await waitForOfflineState(page, 'ready');
    expect(await status(page).getByRole('button').isHidden()).toBe(true);

    site.deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await waitForOfflineState(page, 'update');
    expect(await status(page).getByRole('status').textContent()).toBe(
      'A new version of the site is ready.',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await status(page).getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    await waitForOfflineState(page, 'ready');
    expect(problems).toEqual([]);
    await context.close();
    site.close();
  });
});
