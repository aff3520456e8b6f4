/**
 * The built site in Chromium: reading, cross-references, permalinks, search,
 * theme, copy links, phone layout and accessibility.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('reading the rules', () => {
  it('goes from the home page to a rule page and follows a cross-reference to its anchor', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/');
    await page.getByRole('link', { name: 'Bannockburn 1314', exact: true }).click();
    await page.waitForURL('**/bannockburn-1314/');
    await page.getByRole('link', { name: '1.0 Basic Information' }).first().click();
    await page.waitForURL('**/bannockburn-1314/basic-information/');
    expect(await page.locator('h1').textContent()).toContain('Basic Information');

    // 1.4 cites [1.6]: the link lands on 1.6's anchor, which is then in view.
    await page.locator('[id="r-1.4"] ~ ol a.rule-ref[data-rule-ref="1.6"]').first().click();
    await page.waitForURL('**/basic-information/#r-1.6');
    const target = page.locator('[id="r-1.6"]');
    expect(await target.evaluate((el) => el.matches(':target'))).toBe(true);
    await expect.poll(() => target.isVisible()).toBe(true);
    const box = await target.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);

    // A reference across pages: the overview cites [1.4].
    await page.goto('/bannockburn-1314/');
    await page.locator('article a.rule-ref[data-rule-ref="1.4"]').first().click();
    await page.waitForURL('**/bannockburn-1314/basic-information/#r-1.4');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches any rule through its short permanent link', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/r/3.3.3/');
    await page.waitForURL('**/bannockburn-1314/zone-of-control/#r-3.3.3');
    await expect.poll(() => page.locator('[id="r-3.3.3"]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  // The link is read off the page: the rule's anchor and the page's rulebook.
  it.each([
    ['/bannockburn-1314/zone-of-control/', 'Copy link to rule 3.2.1', '/bannockburn-1314/r/3.2.1/'],
    ['/bannockburn-1314/zone-of-control/', 'Copy link to rule 3.0', '/bannockburn-1314/r/3.0/'],
    ['/knighthood-3/movement/', 'Copy link to rule 3.10-vision', '/knighthood-3/r/3.10-vision/'],
    ['/macbeth-to-medici/units/', 'Copy link to Units', '/macbeth-to-medici/r/units/'],
  ])('copies a rule’s permanent link on %s (%s)', async (path, name, link) => {
    const { page, context, problems } = await openPage(harness);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true }).last();
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${harness.url}${link}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves on with previous and next links and shows breadcrumbs', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/phases-and-turns/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.textContent()).toContain('Bannockburn 1314');
    await page.getByRole('link', { name: /Next\s*3\.0 Zone of Control/ }).click();
    await page.waitForURL('**/zone-of-control/');
    await page.getByRole('link', { name: /Previous\s*2\.0 Phases and Turns/ }).click();
    await page.waitForURL('**/phases-and-turns/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown address with the 404 page', async () => {
    const { page, context, problems } = await openPage(
      harness,
      {},
      (url, status) => url.endsWith('/no-such-page/') && status === 404,
    );
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('search', () => {
  it('finds a phrase in the rule text', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('rear area');
    const results = page.locator('[data-search-results] a');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => h?.includes('/bannockburn-1314/zone-of-control/'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the current rulebook’s rule first for a typed rule number', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/basic-information/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('3.3.3');
    const first = page.locator('[data-search-results] a').first();
    await expect
      .poll(() => first.getAttribute('href'), { timeout: 10_000 })
      .toBe('/bannockburn-1314/zone-of-control/#r-3.3.3');
    expect(await first.textContent()).toContain('Rule 3.3.3');
    await first.click();
    await page.waitForURL('**/zone-of-control/#r-3.3.3');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('theme', () => {
  it('follows the system setting and remembers the reader’s choice', async () => {
    const { page, context, problems } = await openPage(harness, { colorScheme: 'light' });
    await page.goto('/');
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    expect(await theme()).toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await theme()).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await theme()).toBe('dark');
    await page.goto('/bannockburn-1314/zone-of-control/');
    expect(await theme()).toBe('dark');
    expect(problems).toEqual([]);
    await context.close();

    const dark = await openPage(harness, { colorScheme: 'dark' });
    await dark.page.goto('/');
    expect(await dark.page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await dark.context.close();
  });
});

describe('on a phone', () => {
  it('fits 360 px without sideways scrolling and keeps the chapters one tap away', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of ['/', '/bannockburn-1314/', '/bannockburn-1314/basic-information/']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const chapters = page.locator('.sidebar summary');
    await chapters.tap();
    await expect
      .poll(() => page.getByRole('link', { name: '3.0 Zone of Control' }).first().isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  // The crawl runs axe on the first page of each kind (a 1066 page for most kinds) and
  // accessibility.test.ts with the search and previews open: here, what they leave out,
  // Knighthood's numbered tables, examples and notes and the 404 page.
  const paths = [
    '/knighthood-3/missile-fire/',
    '/knighthood-3/tables/',
    '/knighthood-3/examples/',
    '/knighthood-3/notes/',
    '/no-such-page/',
  ];
  // One page per test: on a loaded machine five pages in one test neared its time limit.
  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(paths)(
      `%s has no WCAG 2.2 A/AA violations in the ${colorScheme} theme`,
      async (path) => {
        const { page, context, problems } = await openPage(
          harness,
          { colorScheme },
          (url, status) => url.endsWith('/no-such-page/') && status === 404,
        );
        await page.goto(path);
        expect(await axeViolations(page, colorScheme)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }
});
