/**
 * Reading and searching at the table, on a 390 px phone: results that land
 * on their rule, rule numbers, the right book, misspellings, long pages,
 * wide tables and previews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, type Harness, openPage, phone, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search the rules' });
  await box.fill(query);
  return box;
}

const results = (page: Page) => page.locator('[data-search-results] a');
const status = (page: Page) => page.locator('[data-search-status]');

describe('search lands on the rule', () => {
  it('opens a result at its rule’s anchor, scrolled into view', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/');
    await search(page, 'wolf pit');
    const first = results(page).first();
    await expect.poll(() => first.getAttribute('href'), { timeout: 10_000 }).toMatch(/#r-[\d.]+$/);
    const href = (await first.getAttribute('href')) ?? '';
    await first.tap();
    await page.waitForURL(`**${href}`);
    const id = href.split('#')[1] ?? '';
    const target = page.locator(`[id="${id}"]`);
    await expect
      .poll(() => target.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(400);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ranks rule 6.1.6 first for “leader killed”, above the scenarios’ victory tables', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/');
    await search(page, 'leader killed');
    await expect
      .poll(() => results(page).first().getAttribute('href'), { timeout: 10_000 })
      .toBe('/bannockburn-1314/morale/#r-6.1.6');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('rule numbers in search', () => {
  it('opens rule 5.5.2 on Enter', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/movement/');
    const box = await search(page, '5.5.2');
    await expect.poll(() => results(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await box.press('Enter');
    await page.waitForURL('**/bannockburn-1314/combat/#r-5.5.2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says a number is not a rule instead of listing scenario hexes (5.9.9, 3318)', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/movement/');
    await search(page, '5.9.9');
    await expect
      .poll(() => status(page).textContent(), { timeout: 10_000 })
      .toBe('No rule 5.9.9 in Bannockburn 1314.');
    expect(await results(page).count()).toBe(0);
    await search(page, '3318');
    await expect.poll(() => status(page).textContent()).toBe('No rule 3318 in Bannockburn 1314.');
    expect(await results(page).count()).toBe(0);
    // A rule number lists the rule only, not hex numbers that look like it.
    await search(page, '1.5');
    await expect.poll(() => status(page).textContent()).toContain('Rule 1.5');
    const hrefs = await results(page).evaluateAll((a) => a.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/bannockburn-1314/basic-information/#r-1.5']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the right book', () => {
  it('offers Kosovo Field’s rule for “disorganization” searched on a Bannockburn page', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/');
    await search(page, 'disorganization');
    const hint = page.locator('[data-search-hint]');
    await expect.poll(() => hint.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await hint.textContent()).toContain('Kosovo Field 1389');
    await hint.tap();
    await expect
      .poll(() => results(page).first().getAttribute('href'))
      .toMatch(/^\/kosovo-1389\/disorganization\/#r-9\./);
    expect(await page.locator('[data-search-scope]').inputValue()).toBe('kosovo-1389');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leads “shiltorn” to the shiltron rule (11.3)', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/');
    await search(page, 'shiltorn');
    await expect
      .poll(() => results(page).first().getAttribute('href'), { timeout: 10_000 })
      .toBe('/bannockburn-1314/objects/#r-11.3');
    expect(await status(page).textContent()).toContain('showing “Shiltron”');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the results on a tap outside them', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/');
    await search(page, 'rear area');
    const panel = page.locator('[data-search-panel]');
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
    // The panel covers the top of the page: tap the text below it.
    await page.touchscreen.tap(20, 830);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('previews', () => {
  it('shows a glossary term in a named dialog with its own list, and axe finds nothing', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/1066/movement/');
    await page.locator('[id="r-4.1.1"] a.glossary-term').first().tap();
    const preview = page.getByRole('dialog', { name: 'countercharge' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.locator('dl > dt + dd').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('long pages and wide tables on a phone', () => {
  it('lists the page’s rules at the top and brings the reader back with one tap', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/');
    const list = page.locator('#on-this-page');
    await list.locator('summary').tap();
    await list.getByRole('link', { name: '5.8 Ride down' }).tap();
    await page.waitForURL('**/combat/#r-5.8');
    const top = page.locator('[data-back-to-top]');
    await expect.poll(() => top.isVisible()).toBe(true);
    const box = await top.boundingBox();
    // Bottom right, in reach of a thumb, at least 44 px tall.
    expect(box && box.x + box.width > 300 && box.y > 700 && box.height >= 44).toBe(true);
    await top.tap();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(300);
    expect(await list.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => top.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the way back to the top on a page opened at a rule far down', async () => {
    // The button reads the scroll position only on scroll events, never at load.
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/combat/#r-5.8');
    await expect.poll(() => page.locator('[data-back-to-top]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the COMBAT table’s 2D6 column in view when the table scrolls sideways', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/bannockburn-1314/game-tables/');
    const frame = page.locator('[id="bannockburn-1314-combat-table"] .table-scroll');
    await frame.scrollIntoViewIfNeeded();
    const scrolled = await frame.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    const area = await frame.boundingBox();
    const roll = await frame.locator('tbody th').first().boundingBox();
    const corner = await frame.locator('thead th').first().boundingBox();
    expect(area && roll && corner).toBeTruthy();
    if (area && roll && corner) {
      expect(roll.x).toBeGreaterThanOrEqual(area.x - 1);
      expect(roll.x + roll.width).toBeLessThan(area.x + area.width / 2);
      expect(corner.x).toBeGreaterThanOrEqual(area.x - 1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('small things', () => {
  it('fits the search placeholder at 360 px, groups the chapters menu and links 5.1.1 on the table-side note', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...phone,
      viewport: { width: 360, height: 780 },
    });
    await page.goto('/bannockburn-1314/table-side/');
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    const fits = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);

    const menu = page.getByRole('navigation', { name: 'Chapters of Bannockburn 1314' });
    await menu.locator('summary').tap();
    expect(await menu.locator('h2').allTextContents()).toEqual([
      'Rules',
      'Scenarios',
      'Tables and tools',
    ]);
    const scenarios = menu.getByRole('list', { name: 'Scenarios' });
    expect(await scenarios.textContent()).toContain('Bannockburn 1314 (scenario)');

    const note = page.locator('article p:has-text("for the procedure") a[data-rule-ref="5.1.1"]');
    expect(await note.getAttribute('href')).toBe('/bannockburn-1314/combat/#r-5.1.1');
    expect(problems).toEqual([]);
    await context.close();
  });
});
