/**
 * The three Medieval rulebooks in Chromium: previews of references, engine
 * tables on the pages, notes, search for distinctive terms, accessibility.
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

describe('previews', () => {
  it('shows a rule on hover, keeps it when pinned, follows a link inside and comes back', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/bannockburn-1314/combat/');
    const link = page.locator('article a.rule-ref[data-rule-ref="1.7"]').first();
    await link.hover();
    const preview = page.locator('.preview');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.locator('.preview-title').textContent()).toBe('Rule 1.7');
    expect(await preview.locator('.preview-body').textContent()).toContain('Group factor');

    await preview.getByRole('button', { name: 'Pin this preview' }).click();
    await page.mouse.move(5, 880);
    await page.waitForTimeout(500);
    expect(await preview.isVisible()).toBe(true);

    // A reference inside the preview opens the next preview; Back returns.
    await preview.locator('.preview-body a.rule-ref').first().click();
    await expect.poll(() => preview.locator('.preview-title').textContent()).not.toBe('Rule 1.7');
    await preview.getByRole('button', { name: 'Back to the previous preview' }).click();
    await expect.poll(() => preview.locator('.preview-title').textContent()).toBe('Rule 1.7');
    await page.keyboard.press('Escape');
    expect(await preview.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens on keyboard focus and on a tap', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto('/bannockburn-1314/zone-of-control/');
    const link = page.locator('article a.rule-ref').first();
    await link.focus();
    await expect.poll(() => page.locator('.preview').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await link.tap();
    await expect.poll(() => page.locator('.preview').isVisible()).toBe(true);
    expect(page.url()).toContain('/zone-of-control/');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('glossary', () => {
  it('links the first use of a term to its entry and previews the definition', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/kosovo-1389/janissaries/');
    const term = page.locator('article a.glossary-term', { hasText: 'Janissar-Aga' }).first();
    expect(await term.getAttribute('href')).toBe('/kosovo-1389/glossary/#term-janissar-aga');
    await term.hover();
    const preview = page.locator('.preview');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.locator('.preview-body').textContent()).toContain('15.1');
    await page.goto('/kosovo-1389/glossary/');
    expect(await page.locator('[id="term-janissar-aga"]').count()).toBe(1);
    expect(await page.locator('[id="term-shiltron"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('tables and notes from the engine', () => {
  it('renders every table of a book on its game-tables page with dice and legends', async () => {
    const { page, context, problems } = await openPage(harness);
    for (const book of ['bannockburn-1314', 'kosovo-1389', '1066']) {
      await page.goto(`/${book}/game-tables/`);
      const tables = page.locator('figure.game-table');
      expect(await tables.count(), book).toBeGreaterThanOrEqual(7);
      expect(await page.locator(`[id="${book}-combat-table"] tbody tr`).count()).toBe(11);
      expect(await page.locator(`[id="${book}-combat-table"] thead th`).count()).toBe(13);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the register’s note at the rule it cites and lists every note of the book', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/zone-of-control/');
    expect(await page.locator('[data-erratum="rear-attack-example"]').count()).toBe(1);
    await page.goto('/kosovo-1389/notes/');
    expect(
      await page.locator('[data-notes="register"] [data-erratum="kosovo-a-cell"]').count(),
    ).toBe(1);
    expect(await page.locator('[data-notes="pages"] li').count()).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('search across the books', () => {
  for (const [term, book] of [
    ['shiltron', 'bannockburn-1314'],
    ['wolf pits', 'bannockburn-1314'],
    ['Janissar-Aga', 'kosovo-1389'],
    ['Wall of Shields', '1066'],
  ] as const) {
    it(`finds “${term}”`, async () => {
      const { page, context, problems } = await openPage(harness);
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the rules' }).fill(term);
      const results = page.locator('[data-search-results] a');
      await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const hrefs = await results.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      );
      expect(
        hrefs.some((href) => href.startsWith(`/${book}/`)),
        hrefs.join(' '),
      ).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('accessibility of the rule pages', () => {
  // One page per test: on a loaded machine four long pages in one test outran its time limit.
  const paths = [
    '/bannockburn-1314/combat/',
    '/kosovo-1389/game-tables/',
    '/1066/notes/',
    '/kosovo-1389/janissaries/',
  ];
  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(paths)(`%s has no WCAG 2.2 A/AA violations (${colorScheme})`, async (path) => {
      const { page, context, problems } = await openPage(harness, { colorScheme });
      await page.goto(path);
      expect(await axeViolations(page, colorScheme)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`has no WCAG 2.2 A/AA violations with a preview open (${colorScheme})`, async () => {
      const { page, context, problems } = await openPage(harness, { colorScheme });
      await page.goto('/bannockburn-1314/combat/');
      await page.locator('article a.rule-ref').first().hover();
      await expect.poll(() => page.locator('.preview').isVisible()).toBe(true);
      expect(await axeViolations(page, colorScheme)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
