/**
 * The Knighthood points army builder in Chromium: a unit built from T4's
 * printed inputs costs what 1.60 makes it, a link and an exported file give
 * back the same army, a reload keeps it (IndexedDB), print shows only the
 * roster on one page, and the page is accessible without console errors.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, type Harness, openPage, phone, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await harness?.close();
});

const path = '/knighthood-3/army-builder/';
const desk = { viewport: { width: 1280, height: 900 } };

const builder = (page: Page) => page.locator('[data-calculator="army-builder"]');
const total = (page: Page) => builder(page).locator('[data-army-total]');

async function ready(page: Page) {
  await page.locator('.army-keeping[data-state="ready"]').waitFor();
}

/** T4 inputs: 12 regular EH cavalry of morale A with lance and caparisons → 12 × 17 + 10 = 214. */
async function addKnights(page: Page, name = 'Knights') {
  await builder(page).getByRole('button', { name: 'Add a unit' }).click();
  const unit = builder(page).locator('fieldset.army-unit').last();
  await unit.getByLabel('Name').fill(name);
  await unit.getByLabel('Troop type (T1)').selectOption('close-order-cavalry');
  await unit.getByLabel('Morale class').selectOption('A');
  await unit.getByLabel('Armour').selectOption('EH');
  await unit.getByLabel('Figures', { exact: true }).fill('12');
  await unit.getByLabel('L', { exact: true }).check();
  await unit.getByLabel('Regular (1.70)').check();
  await unit.getByLabel('Protected cavalry').check();
  return unit;
}

describe('Knighthood army builder (1.60, T4)', () => {
  it('12 regular EH knights of morale A with lance and caparisons cost 12 × 17 + 10 = 214, each step linked', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(path);
    await ready(page);
    const unit = await addKnights(page);
    await expect.poll(() => unit.locator('[data-unit-total]').textContent()).toBe('214 points');
    expect(await total(page).textContent()).toBe('214 points');
    await unit.locator('summary').click();
    const working = await unit.locator('.audit li').allTextContents();
    expect(working).toContain('EH cavalry of morale A: 13 a figure (T4)');
    expect(working).toContain('12 figures × 17 = 204 (1.60)');
    expect(await unit.locator('.audit a[href="/knighthood-3/r/T4/"]').count()).toBeGreaterThan(0);
    await builder(page).getByLabel('Points limit (empty: none)').fill('213');
    const warning = builder(page).locator('[data-warning="1.60"]');
    await expect
      .poll(() => warning.textContent())
      .toBe('214 points is 1 over the limit of 213 (1.60)');
    expect(await warning.locator('a').getAttribute('href')).toBe('/knighthood-3/r/1.60/');
    await builder(page).getByLabel('Points limit (empty: none)').fill('214');
    await expect.poll(() => warning.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies a unit in one tap: the copy costs the same and sits after it', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(path);
    await ready(page);
    await addKnights(page);
    await builder(page).getByRole('button', { name: 'Copy Knights' }).tap();
    const units = builder(page).locator('fieldset.army-unit');
    await expect.poll(() => units.count()).toBe(2);
    expect(await units.nth(1).getByLabel('Name').inputValue()).toBe('Knights (copy)');
    await expect
      .poll(() => units.nth(1).locator('[data-unit-total]').textContent())
      .toBe('214 points');
    expect(await total(page).textContent()).toBe('428 points');
    const copy = await builder(page)
      .getByRole('button', { name: 'Copy Knights' })
      .first()
      .boundingBox();
    expect(copy?.height).toBeGreaterThanOrEqual(44);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await units.nth(1).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/screenshots/knighthood-builder-copy-${width}-${scheme}.png`,
        });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a shared link and an exported-then-imported file restore the same army; a bad file loses nothing', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(path);
    await ready(page);
    await builder(page).getByLabel('Army name').fill('Bouvines');
    await addKnights(page);
    await addKnights(page, 'Sergeants');
    await expect.poll(() => total(page).textContent()).toBe('428 points');
    await builder(page).getByRole('button', { name: 'Make a link' }).click();
    const link = await builder(page).getByLabel('Link to this army').inputValue();
    expect(link).toMatch(/\?army=[\w-]+$/);
    // The link is copied, or the player is told to copy it.
    await expect
      .poll(() => builder(page).locator('[data-link-copied]').textContent())
      .toMatch(/^(Link copied|The browser would not copy it)/);
    // Each weapon code says what it stands for where it is ticked (T2's names).
    expect(await builder(page).locator('[data-weapon-name]').first().textContent()).toBe('Sling');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      builder(page).getByRole('button', { name: 'Export a file' }).click(),
    ]);
    const file = await download.path();
    expect(download.suggestedFilename()).toBe('Bouvines.json');

    const other = await openPage(harness, desk);
    await other.page.goto(link);
    await ready(other.page);
    await expect.poll(() => total(other.page).textContent()).toBe('428 points');
    expect(await builder(other.page).getByLabel('Army name').inputValue()).toBe('Bouvines');
    expect(new URL(other.page.url()).search).toBe('');

    const third = await openPage(harness, desk);
    await third.page.goto(path);
    await ready(third.page);
    await builder(third.page).getByLabel('Import a file').setInputFiles(file);
    await expect.poll(() => total(third.page).textContent()).toBe('428 points');
    expect(await third.page.locator('fieldset.army-unit > legend').allTextContents()).toEqual([
      'Knights',
      'Sergeants',
    ]);
    await builder(third.page)
      .getByLabel('Import a file')
      .setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format":1'),
      });
    await expect
      .poll(() => third.page.locator('.army-keeping [data-state="error"]').textContent())
      .toContain('The file "bad.json" could not be read: the file is not JSON');
    expect(await total(third.page).textContent()).toBe('428 points');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'knighthood-3-army',
      version: 1,
    });
    for (const p of [problems, other.problems, third.problems]) expect(p).toEqual([]);
    await Promise.all([context.close(), other.context.close(), third.context.close()]);
  });

  it('a reload keeps the army (IndexedDB); armies saved by name open again', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(path);
    await ready(page);
    await builder(page).getByLabel('Army name').fill('Crecy');
    await addKnights(page);
    await builder(page).getByRole('button', { name: 'Save in this browser' }).click();
    await expect.poll(() => builder(page).getByLabel('Saved armies').inputValue()).toBe('Crecy');
    await page.waitForTimeout(200); // the kept copy is written after each change
    await page.reload();
    await ready(page);
    await expect.poll(() => total(page).textContent()).toBe('214 points');
    expect(await builder(page).getByLabel('Army name').inputValue()).toBe('Crecy');
    await builder(page).getByRole('button', { name: 'Start a new army' }).click();
    await expect.poll(() => total(page).textContent()).toBe('0 points');
    await builder(page).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => total(page).textContent()).toBe('214 points');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("print media shows only the roster, on one page, with each unit's numbers for play", async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(path);
    await ready(page);
    await addKnights(page);
    await expect.poll(() => total(page).textContent()).toBe('214 points');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.army-roster').isVisible()).toBe(true);
    expect(await page.locator('fieldset.army-unit').isVisible()).toBe(false);
    expect(await page.locator('h1').isVisible()).toBe(false);
    const row = page.locator('[data-roster-unit]');
    expect(await row.locator('td').allTextContents()).toEqual([
      '12',
      '4 × 3 CL',
      'A',
      'EH prot.',
      'LHW L',
      '5 · 10/20/30"',
      '–',
      '5',
      '214',
    ]);
    await page.screenshot({
      path: 'test-results/screenshots/knighthood-army-builder-print.png',
      fullPage: true,
    });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', phone, 390],
    ['desktop', desk, 1280],
  ] as const)(
    'on a %s: axe finds no violations and the console no errors',
    async (_, options, width) => {
      const { page, context, problems } = await openPage(harness, options);
      await page.goto(path);
      await ready(page);
      await addKnights(page);
      await builder(page).getByLabel('Figures', { exact: true }).fill('');
      await expect.poll(() => builder(page).locator('.field-error').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await builder(page).getByLabel('Figures', { exact: true }).fill('12');
      await expect.poll(() => total(page).textContent()).toBe('214 points');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/screenshots/knighthood-army-builder-${width}.png`,
        fullPage: true,
      });
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
