/**
 * The five rulebooks compared concept by concept (/compare/concepts/) in
 * Chromium: accessible in both themes, a grid under sticky book headings on a
 * wide screen, one concept stacked by book on a phone, links that land on
 * their rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, phone, startHarness, type Harness } from './harness.ts';

const path = '/compare/concepts/';
const desktop = { viewport: { width: 1280, height: 900 } };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('the concept comparison', () => {
  // On a phone (390 px) the crawl runs axe on this page in both themes.
  it.each(['light', 'dark'] as const)(
    'has no axe violations in the %s theme, wide',
    async (colorScheme) => {
      const { page, context, problems } = await openPage(harness, { ...desktop, colorScheme });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(
        colorScheme,
      );
      expect(await axeViolations(page, colorScheme)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('is linked from the home page', async () => {
    const { page, context, problems } = await openPage(harness, desktop);
    await page.goto('/');
    await page.getByRole('link', { name: 'the five rulebooks concept by concept' }).click();
    await page.waitForURL(`**${path}`);
    expect(await page.locator('h1').textContent()).toContain('concept by concept');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the book headings in view below the site header while scrolling', async () => {
    const { page, context, problems } = await openPage(harness, desktop);
    await page.goto(`${path}#leaders-and-their-death`);
    const columns = page.locator('.concept-columns');
    await expect.poll(() => columns.isVisible()).toBe(true);
    const header = await page.locator('.site-header').boundingBox();
    const box = await columns.boundingBox();
    expect(header && box).toBeTruthy();
    // Stuck just under the sticky site header, not scrolled away or hidden behind it.
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(box!.y).toBeLessThan(header!.y + header!.height + 24);
    expect(await columns.locator('span[data-rulebook]').allTextContents()).toEqual([
      'Bannockburn 1314',
      'Kosovo Field 1389',
      '1066',
      'From Macbeth to Medici',
      'Knighthood and the Middle Ages III',
    ]);
    // The concept heading the anchor names is in view, below the book headings.
    const heading = await page.locator('h2#leaders-and-their-death').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
    expect(heading!.y).toBeLessThan(900);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays out one row per concept, the shared Medieval cell spanning three book columns', async () => {
    const { page, context } = await openPage(harness, desktop);
    await page.goto(path);
    const row = page.locator('[data-concept="combat-resolution"]');
    const cells = row.locator('.concept-cell');
    expect(await cells.count()).toBe(3);
    const [medieval, macbeth, knighthood] = await Promise.all(
      [0, 1, 2].map((i) => cells.nth(i).boundingBox()),
    );
    // Side by side on one row.
    expect(Math.abs(medieval!.y - macbeth!.y)).toBeLessThan(2);
    expect(Math.abs(macbeth!.y - knighthood!.y)).toBeLessThan(2);
    expect(medieval!.x + medieval!.width).toBeLessThan(macbeth!.x);
    expect(macbeth!.x + macbeth!.width).toBeLessThan(knighthood!.x);
    // The Medieval cell starts under Bannockburn 1314's heading and ends under 1066's.
    const heading = (book: string) =>
      page.locator(`.concept-columns span[data-rulebook="${book}"]`).boundingBox();
    const first = await heading('bannockburn-1314');
    const last = await heading('1066');
    expect(Math.abs(medieval!.x - first!.x)).toBeLessThan(2);
    expect(Math.abs(medieval!.x + medieval!.width - (last!.x + last!.width))).toBeLessThan(2);
    await context.close();
  });

  it('stacks each concept by book on a phone, with no sideways scroll', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await page.locator('.concept-columns').isVisible()).toBe(false);
    // Folded to its heading and what differs; one tap opens the books.
    const fold = page.locator('[data-concept="fatigue"] details[data-fold]');
    expect(await fold.getAttribute('open')).toBeNull();
    expect(await fold.locator('summary').textContent()).toMatch(/differ in 1 point; 1 book has no/);
    await fold.locator('summary').click();
    const cells = page.locator('[data-concept="fatigue"] .concept-cell');
    const boxes = await Promise.all([0, 1, 2].map((i) => cells.nth(i).boundingBox()));
    for (let i = 1; i < boxes.length; i++) {
      expect(Math.abs(boxes[i]!.x - boxes[0]!.x)).toBeLessThan(2);
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
    // Each stacked cell names its book, since the column headings are gone.
    expect(await cells.locator('.concept-book').allTextContents()).toEqual([
      'Bannockburn 1314, Kosovo Field 1389 and 1066',
      'From Macbeth to Medici',
      'Knighthood and the Middle Ages III',
    ]);
    await expect.poll(() => cells.nth(2).locator('.concept-book').isVisible()).toBe(true);
    expect(await cells.nth(2).getAttribute('data-state')).toBe('absent');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows a cell link to its rule (numbered book, book of sections) and a difference to its comparison', async () => {
    const { page, context, problems } = await openPage(harness, desktop);
    await page.goto(path);
    await page.locator('[data-concept="combat-resolution"] a[data-rule="5.1.1"]').first().click();
    await page.waitForURL('**/bannockburn-1314/combat/#r-5.1.1');
    const rule = page.locator('[id="r-5.1.1"]');
    expect(await rule.evaluate((el) => el.matches(':target'))).toBe(true);
    await expect.poll(() => rule.isVisible()).toBe(true);

    await page.goto(`${path}#fatigue`);
    await page.getByRole('link', { name: 'From Macbeth to Medici, Fatigue score' }).click();
    await page.waitForURL('**/macbeth-to-medici/fatigue/#r-fatigue-score');
    const section = page.locator('[id="r-fatigue-score"]');
    expect(await section.evaluate((el) => el.matches(':target'))).toBe(true);

    // A difference between the Medieval editions opens the compare view's chapter.
    await page.goto(`${path}#charges`);
    await page.locator('[data-concept="charges"] a.concept-compare').click();
    await page.waitForURL('**/compare/bannockburn-1314-vs-kosovo-1389/combat/');
    expect(problems).toEqual([]);
    await context.close();
  });
});
