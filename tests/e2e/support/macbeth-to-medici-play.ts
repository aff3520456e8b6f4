/** What the From Macbeth to Medici play-along browser tests share: the page's parts and screenshots of a step. */
import type { Page } from 'playwright-core';

export const playPath = '/macbeth-to-medici/play-along/';
export const play = (page: Page) => page.locator('[data-calculator="macbeth-to-medici-play"]');
export const card = (page: Page, key: string) => page.locator(`#unit-${key}`);
export const logLines = (page: Page) => play(page).locator('.game-log li');

/** Screenshots of one step at 390 px (full page) and 1280 px, light and dark; back to 390 light after. */
export async function shoot(page: Page, step: string, prefix = 'macbeth-to-medici-play') {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: `test-results/screenshots/${prefix}-${step}-${width}-${scheme}.png`,
        fullPage: width === 390,
      });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}
