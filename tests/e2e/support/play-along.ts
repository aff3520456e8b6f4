/**
 * What the play-along browser tests of both miniatures books share: the
 * page's parts, screenshots of a step, and a game shared by link and opened
 * in a fresh browser.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, phone, type Harness } from '../harness.ts';

export interface PlayAlongPage {
  path: string;
  play: (page: Page) => ReturnType<Page['locator']>;
  card: (page: Page, key: string) => ReturnType<Page['locator']>;
  logLines: (page: Page) => ReturnType<Page['locator']>;
  /** Screenshots of one step at 390 px (full page) and 1280 px, light and dark; back to 390 light after. */
  shoot: (page: Page, step: string, prefix?: string) => Promise<void>;
  /** One check from the units, rolled and applied, counting taps from picking the unit to the applied result. */
  checkFromUnits: (
    page: Page,
    actor: string,
    target: string,
    action: string,
  ) => Promise<{ taps: number; changes: string[] }>;
}

/** A book's play-along page: its path and the island's `data-calculator` name. */
export function playAlongPage(path: string, calculator: string): PlayAlongPage {
  const play = (page: Page) => page.locator(`[data-calculator="${calculator}"]`);
  const card = (page: Page, key: string) => page.locator(`#unit-${key}`);
  return {
    path,
    play,
    card,
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
    checkFromUnits: async (page, actor, target, action) => {
      let taps = 0;
      const tap = async (locator: ReturnType<Page['locator']>) => {
        await locator.tap();
        taps++;
      };
      await tap(card(page, actor).locator('.unit-head'));
      await tap(card(page, target).getByRole('button', { name: action }));
      const panel = play(page).locator('.check-panel');
      await panel.waitFor();
      await tap(panel.getByRole('button', { name: 'Roll the dice' }));
      await expect.poll(() => panel.getAttribute('data-state')).toBe('proposed');
      const changes = await panel.locator('.check-proposal li').allTextContents();
      await tap(panel.getByRole('button', { name: 'Apply' }));
      await panel.waitFor({ state: 'detached' });
      return { taps, changes };
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
