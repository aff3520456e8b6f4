/**
 * Shared set-up for browser tests: serves dist/ on loopback, opens Chromium,
 * and records console errors and failed requests of every page. With
 * `DIST_DIR` and `SITE_BASE` set it serves that build under its base.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { serveDist, type ServeOptions } from '../support/serve-dist.ts';
import { siteBase } from '../../src/lib/site/base-path.ts';

export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `serve` as for serveDist: gzip as a static host, or hear every body sent. */
export async function startHarness(serve: ServeOptions = {}): Promise<Harness> {
  const dist = resolve(process.env['DIST_DIR'] ?? 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build\` before \`npm run test:e2e\``);
  }
  const { server, url }: { server: Server; url: string } = await serveDist(
    dist,
    0,
    siteBase,
    serve,
  );
  const browser = await launchChromium();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[];
}

/** A fresh page whose console errors and failed requests are collected. */
export async function openPage(
  harness: Harness,
  options: BrowserContextOptions = {},
  allowStatus: (url: string, status: number) => boolean = () => false,
): Promise<WatchedPage> {
  // The offline worker would precache the whole site in every context: only offline.test.ts allows it.
  const context = await harness.browser.newContext({
    baseURL: harness.url,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also logs an expected error status (a 404 page) to the console.
    const expected = /status of (\d+)/.exec(message.text());
    if (expected && allowStatus(message.location().url, Number(expected[1]))) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the browser cancels because the test navigated on (say, the icon) is not a fault.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatus(response.url(), response.status())) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, context, problems };
}

/** axe's WCAG 2.2 A and AA rules. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The axe rules whose answer depends on colour. The dark theme changes colours
 * only (tests/architecture/dark-theme-colours.test.ts holds it), so every other
 * rule answers there as in the light theme: a dark pass runs these alone, which
 * saves most of its time.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2.2 A and AA violations on the current page, as readable lines. `scheme`
 * names the theme it is shown in: in the dark one only the colour rules run.
 */
export async function axeViolations(
  page: Page,
  scheme: 'light' | 'dark' = 'light',
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (
    scheme === 'dark' ? axe.withRules(colourRules) : axe.withTags(wcagTags)
  ).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
  );
}

/**
 * Waits until the islands holding the given calculators have hydrated
 * (Astro drops their `ssr` attribute) and their tools are live (`data-live`:
 * the tool island hydrates once its tool's module has loaded); typing before
 * that would be lost.
 */
export async function waitForIslands(page: Page, calculators?: string[]): Promise<void> {
  await unfoldTools(page, calculators);
  await page.waitForFunction((names) => {
    const isLive = (island: Element) =>
      !island.hasAttribute('ssr') &&
      !island.querySelector('.tool[data-calculator]:not([data-live])');
    const islands = [...document.querySelectorAll('astro-island')].filter(
      (island) =>
        !names || names.some((name) => island.querySelector(`[data-calculator="${name}"]`)),
    );
    return islands.length > 0 && islands.every(isLive);
  }, calculators ?? null);
}

/**
 * Opens the folded sections (Fold.astro) holding the given tools, or every
 * fold, as a player taps them on a phone: a tool in a closed fold does not
 * hydrate. `tests/e2e/folds.test.ts` taps the folds themselves.
 */
export async function unfoldTools(page: Page, calculators?: string[]): Promise<void> {
  await page.evaluate((names) => {
    const folds = names
      ? names.map((name) =>
          document.querySelector(`[data-calculator="${name}"]`)?.closest('details[data-fold]'),
        )
      : [...document.querySelectorAll('details[data-fold]')];
    // The page folds once (fold-open.js): marked folded, a fold opened here stays open.
    document.documentElement.setAttribute('data-folded', '');
    for (const fold of folds) if (fold instanceof HTMLDetailsElement) fold.open = true;
  }, calculators ?? null);
}

/** A phone as the calculators are tested on: 390 px wide, touch. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A calculator or tool on a page, by its `data-calculator` name. */
export const tool = (page: Page, name: string) => page.locator(`[data-calculator="${name}"]`);

/** A tool's answer headline, in its answer summary. */
export const headline = (page: Page, name: string) =>
  tool(page, name).locator('.answer-summary .answer-headline');

/** axe's violations in the light theme, then the colour rules' in the dark one. */
export async function axeViolationsInBothThemes(
  page: Page,
): Promise<Record<'light' | 'dark', string[]>> {
  const found = { light: [] as string[], dark: [] as string[] };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    found[scheme] = await axeViolations(page, scheme);
  }
  return found;
}

/**
 * Brings every island on the page (tools, boards, the builder) into view, one at
 * a time, waiting for each to hydrate before the next: an island scrolled past
 * within one frame is never seen by its `client:visible` observer, which a
 * loaded machine makes likely. A page without islands returns at once.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await unfoldTools(page);
  for (const handle of await page.locator('astro-island').all()) {
    await handle.evaluate(
      (island) =>
        new Promise<void>((done) => {
          const isLive = (island: Element) =>
            !island.hasAttribute('ssr') &&
            !island.querySelector('.tool[data-calculator]:not([data-live])');
          (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
          const check = () => (isLive(island) ? done() : requestAnimationFrame(check));
          check();
        }),
    );
  }
}

/** Scrolls a tool into view and waits for it to hydrate; returns its locator. */
export async function showTool(page: Page, name: string) {
  await unfoldTools(page, [name]);
  await tool(page, name).scrollIntoViewIfNeeded();
  await waitForIslands(page, [name]);
  return tool(page, name);
}
