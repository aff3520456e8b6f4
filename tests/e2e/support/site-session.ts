/**
 * What a browser test file of the calculators shares: one harness started
 * before its tests and closed after them, pages opened on it, a page with
 * every tool hydrated, and the checks of a page on a phone.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  axeViolationsInBothThemes,
  hydrateAllIslands,
  openPage,
  phone,
  startHarness,
  type Harness,
  type WatchedPage,
} from '../harness.ts';

export interface SiteSession {
  /** A fresh page whose console errors and failed requests are collected (as `openPage`). */
  open(
    options?: BrowserContextOptions,
    allowStatus?: (url: string, status: number) => boolean,
  ): Promise<WatchedPage>;
}

/** Starts the harness before the file's tests and closes it after; call once, at the top level. */
export function useSite(): SiteSession {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return {
    open(options, allowStatus) {
      if (!harness) throw new Error('the harness starts in beforeAll: open pages inside a test');
      return openPage(harness, options, allowStatus);
    },
  };
}

/**
 * With a phone keyboard open, the tool's answer summary stays in the top
 * third of the screen and the field being edited shows whole below it.
 */
export async function expectSummaryAboveEditedField(page: Page, calculator: string) {
  const view = await page.evaluate((name) => {
    const summary = document
      .querySelector(`[data-calculator="${name}"] .answer-summary`)!
      .getBoundingClientRect();
    const field = document.activeElement!.getBoundingClientRect();
    return { summary, field, height: innerHeight };
  }, calculator);
  expect(view.summary.top).toBeGreaterThanOrEqual(0);
  expect(view.summary.bottom).toBeLessThanOrEqual(view.height / 3);
  expect(view.field.top).toBeGreaterThanOrEqual(view.summary.bottom);
  expect(view.field.bottom).toBeLessThanOrEqual(view.height);
}

/** A page on a phone with every tool hydrated, and the tools it holds in page order. */
export async function openWithEveryTool(site: SiteSession, path: string) {
  const opened = await site.open(phone);
  await opened.page.goto(path);
  await hydrateAllIslands(opened.page);
  const names = await opened.page
    .locator('[data-calculator]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-calculator')));
  return { ...opened, names };
}

/** The page fits a phone's width, has no WCAG 2.2 A/AA violations in either theme, and met no problem. */
export async function expectSoundOnPhone(page: Page, problems: string[]) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.viewport.width);
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  expect(problems).toEqual([]);
}
