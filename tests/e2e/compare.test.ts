/**
 * The compare view in a browser: a deep link lands on its rule with the
 * difference marked and its change of play, the filter and the phone switch
 * work without JavaScript, and a rule page leads to its counterparts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  type Harness,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const rearAttack =
  '/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/#bannockburn-1314-3.1.2';

describe('comparing Bannockburn 1314 with Kosovo Field 1389', () => {
  it('3.1.2: a deep link lands on the rear-attack rule, marked, with what it changes', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(rearAttack);
    const row = page.locator('.compare-row', {
      has: page.locator('[id="bannockburn-1314-3.1.2"]'),
    });
    await expect.poll(() => row.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300);
    const kosovo = row.locator('.compare-cell[data-edition="kosovo-1389"]');
    expect(await kosovo.getAttribute('data-state')).toBe('differs');
    expect(await kosovo.locator('ins').count()).toBeGreaterThan(0);
    expect(await row.locator('.compare-cell[data-edition="bannockburn-1314"] ins').count()).toBe(0);
    const change = row.locator('.row-change[data-effect="rear-attack"]');
    expect(await change.textContent()).toContain('for each rear hex');
    // Its effect on the column, worked out by the engine: the same with 1 rear hex, apart with 2.
    const effect = row.locator('figure[data-effect="rear-attack"]');
    const column = (hexes: number, edition: string) =>
      effect
        .locator(
          `tr[data-row="rear-${hexes}-column"] td[data-edition="${edition}"] .edition-effect-value`,
        )
        .textContent();
    expect(await column(1, 'bannockburn-1314')).toBe(await column(1, 'kosovo-1389'));
    expect(await effect.locator('tr[data-row="rear-1-column"]').getAttribute('data-state')).toBe(
      'same',
    );
    expect(await effect.locator('tr[data-row="rear-2-column"]').getAttribute('data-state')).toBe(
      'differs',
    );
    expect(await column(2, 'bannockburn-1314')).not.toBe(await column(2, 'kosovo-1389'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('“only rules that differ” hides the rows whose words agree', async () => {
    const { page, context } = await openPage(harness, { viewport: { width: 1280, height: 900 } });
    await page.goto('/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/');
    const same = page.locator('.compare-row[data-state="same"]');
    const differs = page.locator('.compare-row[data-state="differs"]');
    expect(await same.count()).toBeGreaterThan(0);
    await expect.poll(() => same.first().isVisible()).toBe(true);
    await page.getByLabel('Only rules that differ').check();
    await expect.poll(() => same.first().isVisible()).toBe(false);
    expect(await differs.first().isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone the editions stack, and the switch shows one at a time', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(rearAttack);
    const row = page.locator('.compare-row', {
      has: page.locator('[id="bannockburn-1314-3.1.2"]'),
    });
    const base = row.locator('.compare-cell[data-edition="bannockburn-1314"]');
    const kosovo = row.locator('.compare-cell[data-edition="kosovo-1389"]');
    const [top, below] = await Promise.all([
      base.evaluate((el) => el.getBoundingClientRect()),
      kosovo.evaluate((el) => el.getBoundingClientRect()),
    ]);
    expect(below.top).toBeGreaterThanOrEqual(top.bottom - 1);
    await page.getByRole('radio', { name: 'Kosovo Field 1389' }).check();
    expect(await base.isVisible()).toBe(false);
    expect(await kosovo.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the rule page links to this rule in the other editions', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/kosovo-1389/zone-of-control/');
    await page.getByRole('link', { name: 'Rule 3.1.2 in the other editions' }).click();
    await page.waitForURL(
      '**/compare/kosovo-1389-vs-bannockburn-1314-vs-1066/zone-of-control/#kosovo-1389-3.1.2',
    );
    const row = page.locator('.compare-row', { has: page.locator('[id="kosovo-1389-3.1.2"]') });
    expect(await row.locator('.compare-cell').count()).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('what changed lists the rear-attack difference with a link to its rules', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/compare/bannockburn-1314-vs-kosovo-1389/');
    // On a phone each chapter's changes are folded to its title.
    await page.locator('[data-fold="changes-zone-of-control"] > summary').tap();
    const item = page.locator('li[data-effect="rear-attack"]');
    await item.getByRole('link', { name: 'Kosovo Field 1389 3.1.2' }).click();
    await page.waitForURL('**/zone-of-control/#kosovo-1389-3.1.2');
    expect(problems).toEqual([]);
    await context.close();
  });

  // The crawl runs axe on /compare/ at 390 px in both themes.
  it.each([
    '/compare/bannockburn-1314-vs-kosovo-1389/',
    '/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/',
    '/compare/kosovo-1389-vs-bannockburn-1314-vs-1066/combat/',
  ])('%s: axe finds nothing in either theme', async (path) => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(path);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
