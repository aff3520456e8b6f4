/**
 * Long pages fold on a phone (Fold.astro): a compared chapter, a comparison's
 * overview and its tables, the concepts page and the table-side tools open as
 * one line each, what differs or the
 * tool's answer in that line, a tap from the detail; the page remembers what
 * the reader opened, and a link or an address into a fold opens it. Wide
 * screens show everything.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  tool,
  type Harness,
} from './harness.ts';

const chapter = '/compare/bannockburn-1314-vs-kosovo-1389/combat/';
const overview = '/compare/bannockburn-1314-vs-kosovo-1389/';
const tables = '/compare/bannockburn-1314-vs-kosovo-1389/tables/';
const desktop = { viewport: { width: 1280, height: 900 } };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const folds = (page: Page) => page.locator('details[data-fold]');
const openStates = (page: Page) =>
  folds(page).evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
const screens = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);

describe('a compared chapter on a phone', () => {
  it('opens folded to its sections, each saying how many rules differ, in under 3 screens', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(chapter);
    expect((await openStates(page)).every((open) => !open)).toBe(true);
    expect(await screens(page)).toBeLessThan(3);
    const retreat = folds(page).filter({ hasText: '5.4 Retreat' });
    expect(await retreat.locator('summary').textContent()).toMatch(
      /5\.4 Retreat\s*7 rules, 3 differ/,
    );
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a tap opens a section, and the page remembers it on the next visit', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(chapter);
    const retreat = folds(page).filter({ hasText: '5.4 Retreat' });
    await retreat.locator('summary').tap();
    expect(await retreat.getAttribute('open')).toBe('');
    expect(await retreat.locator('.compare-row').first().isVisible()).toBe(true);
    await page.reload();
    expect(await retreat.getAttribute('open')).toBe('');
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an address into a folded section opens it', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(`${chapter}#section-5.5`);
    const pursuit = folds(page).filter({ hasText: '5.5 Pursuit' });
    expect(await pursuit.getAttribute('open')).toBe('');
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every section open on a wide screen', async () => {
    const { page, context, problems } = await openPage(harness, desktop);
    await page.goto(chapter);
    expect((await openStates(page)).every(Boolean)).toBe(true);
    expect(await page.locator('.compare-sections').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a comparison’s overview and its tables on a phone', () => {
  it.each([
    [
      overview,
      'changes-combat',
      /Combat\s*14 differences change play; words differ in 14 of 73 rules/,
    ],
    [tables, 'section-combat', /Combat\s*3 tables, 57 cells differ/],
  ])(
    '%s opens folded, each section saying what differs, in under 3.5 screens',
    async (path, id, summary) => {
      const { page, context, problems } = await openPage(harness, phone);
      await page.goto(path);
      expect((await openStates(page)).every((open) => !open)).toBe(true);
      expect(await screens(page)).toBeLessThan(3.5);
      expect(await page.locator(`[data-fold="${id}"] > summary`).textContent()).toMatch(summary);
      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each([
    [overview, 'changes-morale', '.summary-list > li'],
    [tables, 'section-morale-test', 'table[data-table="morale-test"]'],
  ])('%s: a tap opens a section, remembered on the next visit', async (path, id, inside) => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(path);
    const fold = page.locator(`[data-fold="${id}"]`);
    await fold.locator('summary').tap();
    expect(await fold.getAttribute('open')).toBe('');
    expect(await fold.locator(inside).first().isVisible()).toBe(true);
    await page.reload();
    expect(await fold.getAttribute('open')).toBe('');
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    [overview, 'changes-zone-of-control', 'changes-zone-of-control'],
    [overview, 'chapters-title', 'chapters'],
    [tables, 'section-fire', 'section-fire'],
    // An address to one table opens the section it sits in.
    [tables, 'table-pursuit', 'section-combat'],
  ])('%s#%s opens its fold', async (path, hash, id) => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(`${path}#${hash}`);
    expect(await page.locator(`[data-fold="${id}"]`).getAttribute('open')).toBe('');
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([overview, tables])(
    '%s shows every section open on a wide screen, its list of sections above',
    async (path) => {
      const { page, context, problems } = await openPage(harness, desktop);
      await page.goto(path);
      expect((await openStates(page)).every(Boolean)).toBe(true);
      const list = page.locator('.compare-sections');
      expect(await list.isVisible()).toBe(true);
      expect(await list.getByRole('link').count()).toBe(await folds(page).count());
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('a table-side page on a phone', () => {
  it('folds each tool below the first to its title; opened and used, the title carries its answer', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/knighthood-3/table-side/');
    // The tools below the first fold once the page has loaded (they sit below the screen).
    await expect.poll(() => screens(page)).toBeLessThan(10);
    const fold = folds(page).filter({ has: tool(page, 'cohesion') });
    expect(await fold.getAttribute('open')).toBeNull();
    // Folded, the tool has not loaded.
    expect(await tool(page, 'cohesion').getAttribute('data-live')).toBeNull();
    await fold.locator('summary').tap();
    await expect.poll(() => tool(page, 'cohesion').getAttribute('data-live')).toBe('');
    await fold.locator('summary').tap();
    await expect
      .poll(() => fold.locator('[data-fold-answer]').textContent())
      .toMatch(/^Cohesive [\d.]+% \(\d\/6\)/);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a link carrying a folded tool’s values opens that tool', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/knighthood-3/table-side/?cohesion.d0=5');
    const fold = folds(page).filter({ has: tool(page, 'cohesion') });
    expect(await fold.getAttribute('open')).toBe('');
    await tool(page, 'cohesion').scrollIntoViewIfNeeded();
    await expect.poll(() => tool(page, 'cohesion').getAttribute('data-live')).toBe('');
    await expect
      .poll(() => fold.locator('[data-fold-answer]').textContent())
      .toMatch(/^Cohesive: /);
    expect(problems).toEqual([]);
    await context.close();
  });
});
