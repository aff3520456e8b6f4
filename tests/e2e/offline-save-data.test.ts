/**
 * The first visit on a phone that asks to save data (or on a 2g link): the
 * service worker takes the site's shell and the book in hand, nothing of the
 * other books (the scripts only books load come with the book in hand), and
 * the footer says so and offers the rest; its button saves every book with
 * progress until "Every book is ready offline", and a book whose cache is
 * dropped leaves the others whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  type Harness,
} from './harness.ts';
import {
  cachedPaths,
  emulateConnection,
  offlineMessage,
  offlineStatus,
  waitForOfflineState,
} from './offline-support.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});

const books = ['1066', 'bannockburn-1314', 'knighthood-3', 'kosovo-1389', 'macbeth-to-medici'];
const saveAll = 'Make every book available offline';

describe('offline on a connection that saves data', () => {
  it('takes only the book in hand, and the button saves every book with progress', async () => {
    const unsaved = (url: string, code: number) => code === 404 && url.endsWith('/1066/');
    const { page, context, problems } = await openPage(
      harness,
      { ...phone, serviceWorkers: 'allow' },
      unsaved,
    );
    await emulateConnection(context, { saveData: true, effectiveType: '4g' });
    await page.goto('/kosovo-1389/combat/');
    await waitForOfflineState(page, 'book-ready');
    expect(await offlineMessage(page)).toBe('This book is ready offline.');
    const button = offlineStatus(page).getByRole('button', { name: saveAll });
    expect(await button.isVisible()).toBe(true);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    const saved = await cachedPaths(page);
    expect(saved).toContain('/kosovo-1389/movement/index.html');
    expect(saved).toContain('/kosovo-1389/rules.json');
    for (const book of books.filter((b) => b !== 'kosovo-1389'))
      expect(saved.filter((path) => path.startsWith(`/${book}/`))).toEqual([]);

    // Offline, the book in hand and its search work.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/kosovo-1389/movement/?from=chat');
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('retreat');
    const results = page.locator('[data-search-results] a');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The book's calculators: their scripts are saved with the book, not in the shell.
    await page.goto('/kosovo-1389/table-side/');
    await page.locator('astro-island:not([ssr]) [data-calculator="combat"]').waitFor();
    // Another book is not saved: the 404 page says why.
    expect((await page.goto('/1066/'))?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('[data-offline-note]').isVisible()).toBe(true);
    await context.setOffline(false);

    // The button saves the rest, counting files as they come.
    await page.goto('/kosovo-1389/');
    await waitForOfflineState(page, 'book-ready');
    const counts: string[] = [];
    await offlineStatus(page).getByRole('button', { name: saveAll }).click();
    await expect
      .poll(
        async () => {
          const text = await offlineMessage(page);
          if (text.startsWith('Saving')) counts.push(text);
          return text;
        },
        { timeout: 90_000, interval: 50 },
      )
      .toBe('Every book is ready offline.');
    // The line counts the files of every book, those this phone holds already among them.
    const figures = counts
      .map((text) => /^Saving… (\d+) of (\d+) files$/.exec(text))
      .flatMap((m) => (m ? [[Number(m[1]), Number(m[2])]] : []));
    expect(figures.length).toBeGreaterThan(0);
    for (const [done = 0, total = 0] of figures) {
      expect(total).toBeGreaterThan(300);
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThan(total);
    }
    expect(await offlineStatus(page).getAttribute('data-state')).toBe('ready');
    expect(await offlineStatus(page).getByRole('button', { name: saveAll }).isHidden()).toBe(true);

    await context.setOffline(true);
    await page.goto('/1066/combat/');
    expect(await page.locator('h1').count()).toBe(1);
    await page.goto('/macbeth-to-medici/');
    expect(await page.locator('h1').count()).toBe(1);
    // A script several books load is kept by each: dropping the others leaves 1066's calculators whole.
    const dropped = await page.evaluate(async () => {
      const others = (await caches.keys()).filter(
        (n) => n.startsWith('offline-') && n !== 'offline-1066',
      );
      await Promise.all(others.map((n) => caches.delete(n)));
      return others;
    });
    expect(dropped).toContain('offline-kosovo-1389');
    await page.goto('/1066/table-side/');
    await page.locator('astro-island:not([ssr]) [data-calculator="combat"]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a 2g link the rest waits for the button too', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...phone,
      serviceWorkers: 'allow',
    });
    await emulateConnection(context, { saveData: false, effectiveType: '2g' });
    await page.goto('/1066/');
    await waitForOfflineState(page, 'book-ready');
    expect(await offlineMessage(page)).toBe('This book is ready offline.');
    expect(await offlineStatus(page).getByRole('button', { name: saveAll }).isVisible()).toBe(true);
    const saved = await cachedPaths(page);
    expect(saved).toContain('/1066/combat/index.html');
    expect(saved.filter((path) => path.startsWith('/kosovo-1389/'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
