/**
 * Reading From Macbeth to Medici on a 390 px phone: a book without rule
 * numbers, read by sections. Short links land on their section, section
 * references preview, a section's name finds it, and numbers are words here.
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

const results = (page: Page) => page.locator('[data-search-results] a');
const status = (page: Page) => page.locator('[data-search-status]');
const topOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);

describe('From Macbeth to Medici, read by sections', () => {
  it('a short link lands on its section (Control test procedure), scrolled into view', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/macbeth-to-medici/r/control-test/');
    await page.waitForURL('**/macbeth-to-medici/charges-and-responses/#r-control-test');
    await expect.poll(() => topOf(page, 'r-control-test')).toBeLessThan(400);
    expect(await page.locator('[id="r-control-test"]').textContent()).toContain(
      'Control test procedure',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a tap on a section reference opens its preview, named by the section’s title', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/macbeth-to-medici/officers/');
    const link = page.locator('a.rule-ref[data-rule-ref="control-test"]').first();
    await link.tap();
    const preview = page.getByRole('dialog', { name: 'Control test procedure' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.locator('h2').textContent()).toContain('Control test procedure');
    expect(await preview.locator('p').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/macbeth-to-medici/officers/');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('search for “feigned retreat” offers that section first and Enter lands on it', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/macbeth-to-medici/units/');
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    await box.fill('feigned retreat');
    await expect
      .poll(() => results(page).first().getAttribute('href'), { timeout: 10_000 })
      .toBe('/macbeth-to-medici/charges-and-responses/#r-feigned-retreat');
    expect(await results(page).first().textContent()).toContain('Feigned retreat');
    await box.press('Enter');
    await page.waitForURL('**/macbeth-to-medici/charges-and-responses/#r-feigned-retreat');
    await expect.poll(() => topOf(page, 'r-feigned-retreat')).toBeLessThan(400);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads a number as words, not as a rule the book does not number (3.5)', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/macbeth-to-medici/units/');
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    await box.fill('3.5');
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).not.toBe('');
    expect(await status(page).textContent()).not.toMatch(/No rule/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['/macbeth-to-medici/units/', '/macbeth-to-medici/tables/', '/macbeth-to-medici/notes/'])(
    '%s: axe finds nothing at 390 px',
    async (path) => {
      const { page, context, problems } = await openPage(harness, phone);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
