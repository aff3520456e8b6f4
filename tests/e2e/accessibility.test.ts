/**
 * Accessibility past what the crawl sees on a page at rest: axe (WCAG 2.2 A
 * and AA) with search results and previews open, the keyboard alone working
 * a preview, a tool and the army builder, a visible focus ring, no motion when
 * reduced motion is asked for, and no sideways scroll or clipping at 200 %
 * zoom (640 CSS px) and on a 360 px phone. The board's own keyboard path is
 * in board.test.ts; only its focus ring is checked here.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colourRules,
  headline,
  hydrateAllIslands,
  openPage,
  showTool,
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

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const desk = { viewport: { width: 1280, height: 900 } };
const chapters = {
  medieval: '/bannockburn-1314/basic-information/',
  macbeth: '/macbeth-to-medici/combat/',
  knighthood: '/knighthood-3/combat/',
};
const board = '/bannockburn-1314/stirling/';
const builder = '/knighthood-3/army-builder/';

/** axe's violations within one part of the page (the rest is the crawl's), in both themes (dark: colour rules). */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = new AxeBuilder({ page }).include(selector);
    const results = await (
      scheme === 'dark' ? axe.withRules(colourRules) : axe.withTags(tags)
    ).analyze();
    found.push(
      ...results.violations.flatMap((v) =>
        v.nodes.map((n) => `${scheme} ${v.id}: ${n.target.join(' ')} — ${v.help}`),
      ),
    );
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

/**
 * Moves focus onto `target` with the Tab key, from the focusable element just
 * before it in document order (focused by script: the start of the walk).
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((e) => e.offsetParent !== null || e instanceof SVGElement);
    const before = focusable.filter(
      (e) => e.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    before.at(-1)?.focus();
  });
  await page.keyboard.press('Tab');
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Whether the focused element shows a ring: a non-zero outline or a box shadow. */
function focusRing(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: el.matches(':focus-visible'),
      ring: outline || style.boxShadow !== 'none',
    };
  });
}

describe('axe with overlays open', () => {
  it('search results listed, in both themes', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(chapters.knighthood);
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('charge');
    // Pagefind loads its index on the first query: slow on a loaded machine.
    await expect
      .poll(() => page.locator('[data-search-results] a').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await violationsIn(page, '.site-search')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Compare pages link rule numbers straight to the chapters: they have no previews.
  it.each(Object.entries(chapters))(
    '%s chapter: a rule preview and a glossary preview, opened and closed by keyboard',
    async (_, path) => {
      const { page, context, problems } = await openPage(harness, desk);
      await page.goto(path);
      const preview = page.locator('.preview[role="dialog"]');
      for (const kind of ['rule-ref', 'glossary-term']) {
        const link = page.locator(`main a.${kind}`).first();
        await tabTo(page, link);
        await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);
        expect(await preview.locator('.preview-body').textContent()).not.toBe('');
        const found = await violationsIn(page, '.preview');
        expect(found, `${path} ${kind}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => preview.isHidden()).toBe(true);
        // Escape closes the preview without losing the reader's place.
        expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('keyboard only', () => {
  it('a tool: Tab to a field, Space changes it, the answer follows', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(chapters.knighthood);
    const tool = await showTool(page, 'cohesion');
    const before = await headline(page, 'cohesion').textContent();
    const field = tool.getByLabel('Leader attached (+1)');
    await tabTo(page, field);
    await page.keyboard.press('Space');
    expect(await field.isChecked()).toBe(true);
    await expect.poll(() => headline(page, 'cohesion').textContent()).not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the army builder: Enter on Add a unit adds one, and Shift+Tab reaches it', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(builder);
    await page.locator('.army-keeping[data-state="ready"]').waitFor();
    const units = page.locator('fieldset.army-unit');
    const count = await units.count();
    await tabTo(page, page.getByRole('button', { name: 'Add a unit' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => units.count()).toBe(count + 1);
    await page.keyboard.press('Shift+Tab');
    expect(await units.last().evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a focus ring on a link, a button, a field and the board', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await page.goto(chapters.medieval);
    const targets: [string, Locator][] = [
      ['link', page.locator('main a.rule-ref').first()],
      ['button', page.locator('main button').first()],
      ['field', page.getByRole('searchbox', { name: 'Search the rules' })],
    ];
    for (const [name, target] of targets) {
      await tabTo(page, target);
      expect(await focusRing(target), name).toEqual({ focusVisible: true, ring: true });
      await page.keyboard.press('Escape');
    }
    await page.goto(board);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    const map = page.locator('.scenario-board svg[role="listbox"]');
    await tabTo(page, map);
    expect(await focusRing(map), 'board').toEqual({ focusVisible: true, ring: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('reduced motion', () => {
  it('runs no transition or animation over 0.01 s and no smooth scrolling', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...desk,
      reducedMotion: 'reduce',
    });
    for (const path of [chapters.medieval, '/bannockburn-1314/table-side/', board, builder]) {
      await page.goto(path);
      await hydrateAllIslands(page);
      const moving = await page.evaluate(() => {
        const longest = (value: string) =>
          Math.max(
            ...value.split(',').map((t) => parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1)),
          );
        const found: string[] = [];
        for (const el of document.querySelectorAll('*'))
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(el, pseudo);
            const seconds = Math.max(
              longest(style.transitionDuration),
              style.animationName === 'none' ? 0 : longest(style.animationDuration),
            );
            if (seconds > 0.01)
              found.push(`${el.tagName.toLowerCase()}.${el.className} ${pseudo ?? ''} ${seconds}s`);
          }
        for (const el of [document.documentElement, document.body])
          if (getComputedStyle(el).scrollBehavior === 'smooth')
            found.push(`${el.tagName} scrolls smoothly`);
        return found;
      });
      expect(moving, path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('200 % zoom and a narrow phone', () => {
  const pages = [chapters.medieval, '/bannockburn-1314/table-side/', board, builder];
  // 640 × 400 CSS px is a 1280 × 800 window at 200 %; 360 px is the narrowest common phone.
  it.each([
    { width: 640, height: 400 },
    { width: 360, height: 740 },
  ])('at $width × $height px: no sideways scroll, nothing clipped', async (viewport) => {
    const { page, context, problems } = await openPage(harness, { viewport });
    for (const path of pages) {
      await page.goto(path);
      await hydrateAllIslands(page);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollWidth > innerWidth) out.push(`page scrolls: ${root.scrollWidth} px`);
        const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
        const name = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')}`;
        for (const el of document.querySelectorAll('body *')) {
          const box = el.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue; // hidden, or visually hidden
          // The board's map pans and zooms inside its <svg>, which is checked itself.
          if (el instanceof SVGElement && el.ownerSVGElement) continue;
          // Wider content is fine inside a region that scrolls (tables).
          let inScroller = false;
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
            if (scrolls(up)) inScroller = true;
          if (inScroller) continue;
          if (box.right > innerWidth + 1 || box.left < -1)
            out.push(`${name(el)} runs off: ${Math.round(box.left)}–${Math.round(box.right)}`);
          const style = getComputedStyle(el);
          if (/hidden|clip/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
            out.push(`${name(el)} clips ${el.scrollWidth - el.clientWidth} px`);
        }
        return out;
      });
      expect(found, `${path} at ${viewport.width} px`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
