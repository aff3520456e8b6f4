/**
 * What the play-along browser tests of both miniatures books share: the
 * page's parts, screenshots of a step, and a game shared by link and opened
 * in a fresh browser.
 */
import type { Page } from 'playwright-core';
import { openPage, phone, type Harness } from '../harness.ts';

export interface PlayAlongPage {
  path: string;
  play: (page: Page) => ReturnType<Page['locator']>;
  card: (page: Page, key: string) => ReturnType<Page['locator']>;
  logLines: (page: Page) => ReturnType<Page['locator']>;
  /** Screenshots of one step at 390 px (full page) and 1280 px, light and dark; back to 390 light after. */
  shoot: (page: Page, step: string, prefix?: string) => Promise<void>;
}

/** A book's play-along page: its path and the island's `data-calculator` name. */
export function playAlongPage(path: string, calculator: string): PlayAlongPage {
  const play = (page: Page) => page.locator(`[data-calculator="${calculator}"]`);
  return {
    path,
    play,
    card: (page, key) => page.locator(`#unit-${key}`),
    logLines: (page) => play(page).locator('.game-log li'),
    shoot: async (page, step, prefix = calculator) => {
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
    },
  };
}

/** Copies the game's link on `page` and opens it in a fresh browser at 390 px, once the game shows. */
export async function openSharedGame(harness: Harness, page: Page, at: PlayAlongPage) {
  await at.play(page).getByRole('button', { name: 'Copy a link to this game' }).tap();
  await at.play(page).getByText('Link copied.').waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const other = await openPage(harness, phone);
  await other.page.goto(link.pathname + link.hash);
  await at.play(other.page).and(other.page.locator('[data-state="playing"]')).waitFor();
  return other;
}
