/**
 * The site hosted in a sub-folder: `npm run test:base` builds it under
 * /rules/ into dist-base/ and serves only that folder, so any request that
 * forgets the base fails. Skipped in the ordinary suite (no SITE_BASE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteBase, withBase } from '../../src/lib/site/base-path.ts';
import { hydrateAllIslands, openPage, phone, startHarness, type Harness } from './harness.ts';

/** Same-site links on the page as it is now (islands' links included) that miss the base. */
const linksOutsideBase = (page: Page) =>
  page
    .locator('a[href^="/"], link[href^="/"], img[src^="/"], script[src^="/"]')
    .evaluateAll(
      (elements, base) =>
        elements
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((url) => !url.startsWith(base)),
      siteBase,
    );

describe.skipIf(siteBase === '/')(`the site under ${siteBase}`, () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    '/kosovo-1389/table-side/',
    '/knighthood-3/table-side/',
    '/knighthood-3/army-builder/',
    '/bannockburn-1314/stirling/',
  ])(
    '%s hydrates its islands, loads nothing from outside the base and links inside it',
    async (path) => {
      const { page, context, problems } = await openPage(harness);
      await page.goto(withBase(path));
      await hydrateAllIslands(page);
      expect(await linksOutsideBase(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('searches a phrase and a rule number, and a result opens at its rule', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(withBase('/bannockburn-1314/'));
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    const results = page.locator('[data-search-results] a');
    await box.fill('rear area');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => !href?.startsWith(siteBase))).toEqual([]);
    expect(hrefs.some((h) => h?.includes('/bannockburn-1314/zone-of-control/'))).toBe(true);

    await box.fill('3.3.3');
    const first = results.first();
    const target = withBase('/bannockburn-1314/zone-of-control/#r-3.3.3');
    await expect.poll(() => first.getAttribute('href'), { timeout: 10_000 }).toBe(target);
    await first.click();
    await page.waitForURL(`**${target}`);
    await page.locator('[id="r-3.3.3"]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a glossary preview, read from the glossary page under the base', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(withBase('/1066/movement/'));
    await page.locator('[id="r-4.1.1"] a.glossary-term').first().tap();
    const preview = page.getByRole('dialog', { name: 'countercharge' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.locator('dl > dt + dd').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('forwards a short rule link, and the 404 page leads back to the base', async () => {
    const missing = withBase('/no-such-page/');
    const { page, context, problems } = await openPage(
      harness,
      {},
      (url, status) => status === 404 && url.endsWith(missing),
    );
    await page.goto(withBase('/bannockburn-1314/r/5.5.2/'));
    await page.waitForURL(`**${withBase('/bannockburn-1314/combat/#r-5.5.2')}`);
    await page.goto(missing);
    await page.getByRole('link', { name: 'list of rulebooks' }).click();
    await page.waitForURL((url) => url.pathname === siteBase);
    expect(problems).toEqual([]);
    await context.close();
  });
});
