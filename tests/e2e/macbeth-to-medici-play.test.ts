/**
 * From Macbeth to Medici play along at 390 px in Chromium: a game started
 * from two quick rosters; an archery exchange and a melee played from the
 * units, each in at most 6 taps from picking the unit to the applied result;
 * undo and redo; a reorganisation from a unit card; the game kept over a reload and carried by a link into a
 * fresh browser; axe in both themes with the game open and a check open; no
 * console errors. Screenshots of each step at 390 and 1280 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  type Harness,
} from './harness.ts';
import { openSharedGame, playAlongPage } from './support/play-along.ts';

const mtm = playAlongPage('/macbeth-to-medici/play-along/', 'macbeth-to-medici-play');
const { card, checkFromUnits, logLines, play, shoot } = mtm;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await harness?.close();
});

const path = mtm.path;

describe('From Macbeth to Medici play along at 390 px', () => {
  it('plays an archery exchange and a melee from the units, keeps the game and shares it', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...phone,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(path);
    await play(page).and(page.locator('[data-state="setting-up"]')).waitFor();
    const first = play(page).locator('fieldset.quick-roster').nth(0);
    await first.getByLabel('Army name').fill('English');
    await first.getByLabel('Unit name').fill('Longbowmen');
    await first.getByLabel('Elements').fill('8');
    await first.getByRole('button', { name: 'Add a unit' }).tap();
    await first.getByLabel('Unit name').nth(1).fill('Bills');
    await first.getByLabel('Elements').nth(1).fill('8');
    const second = play(page).locator('fieldset.quick-roster').nth(1);
    await second.getByLabel('Army name').fill('Scots');
    await second.getByLabel('Unit name').fill('Archers');
    await second.getByLabel(/^Type/).selectOption('archers');
    // Large enough that no roll destroys a unit before the last check.
    await second.getByLabel('Elements').fill('12');
    await second.getByLabel(/^Temperament/).selectOption('cautious');
    await shoot(page, '1-setup');
    await play(page).getByRole('button', { name: 'Start the game' }).tap();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    expect(await card(page, 'a-u1').locator('.unit-count').textContent()).toContain('8/8 elements');
    expect(await play(page).locator('.turn-where').textContent()).toMatch(/^\s*Turn 1 · 1\. /);
    await shoot(page, '2-game');

    // The English bows shoot at the Scots archers, and the archers shoot back.
    const volley = await checkFromUnits(page, 'a-u1', 'b-u1', 'Shoot at');
    expect(volley.taps).toBeLessThanOrEqual(6);
    expect(volley.changes.some((c) => /^Longbowmen: fired this turn/.test(c))).toBe(true);
    await expect
      .poll(() => logLines(page).allTextContents())
      .toContainEqual(expect.stringMatching(/Longbowmen shoots at Archers/));
    await card(page, 'b-u1').locator('.unit-head').tap();
    await card(page, 'a-u1').getByRole('button', { name: 'Shoot at' }).tap();
    await play(page).locator('.check-panel').waitFor();
    expect(await play(page).locator('.check-filled li').count()).toBe(2);
    await shoot(page, '3-archery-check');
    await play(page).getByRole('button', { name: 'Roll the dice' }).tap();
    await expect
      .poll(() => play(page).locator('.check-panel').getAttribute('data-state'))
      .toBe('proposed');
    await play(page).getByRole('button', { name: 'Apply' }).tap();
    await expect
      .poll(() => logLines(page).allTextContents())
      .toContainEqual(expect.stringMatching(/Archers shoots at Longbowmen/));

    // The bills close with the archers.
    const melee = await checkFromUnits(page, 'a-u2', 'b-u1', 'Melee');
    expect(melee.taps).toBeLessThanOrEqual(6);
    const afterMelee = await logLines(page).count();
    expect(await logLines(page).allTextContents()).toContainEqual(
      expect.stringMatching(/Melee, Bills against Archers/),
    );
    await shoot(page, '4-after-melee');

    // Undo takes the whole melee back in one step; redo brings it again.
    await play(page).getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => logLines(page).count()).toBeLessThan(afterMelee);
    await play(page).getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(() => logLines(page).count()).toBe(afterMelee);
    await play(page).getByRole('button', { name: 'Next step' }).tap();
    await expect
      .poll(() => play(page).locator('.turn-where').textContent())
      .toMatch(/^\s*Turn 1 · 2\. /);

    // Reorganisation from the units: a hit on the bows, then one element traded in.
    await card(page, 'a-u1').locator('.unit-head').tap();
    await card(page, 'a-u1').getByRole('button', { name: 'Take a hit' }).tap();
    await card(page, 'a-u1').getByRole('button', { name: 'Reorganise' }).tap();
    const reorganise = play(page).locator('.check-panel[data-check="reorganise"]');
    await reorganise.waitFor();
    await expect.poll(() => reorganise.getAttribute('data-state')).toBe('proposed');
    expect(await reorganise.getByLabel('Elements traded in').inputValue()).toBe('1');
    await shoot(page, '4b-reorganise-check');
    await reorganise.getByRole('button', { name: 'Apply' }).tap();
    await expect
      .poll(() => logLines(page).allTextContents())
      .toContainEqual(expect.stringMatching(/Longbowmen trades in 1 element/));
    const played = await logLines(page).count();

    // Kept over a reload.
    await page.reload();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    expect(await logLines(page).count()).toBe(played);
    expect(await play(page).locator('.turn-where').textContent()).toMatch(/^\s*Turn 1 · 2\. /);

    // axe with the game open, then with a check open, in both themes.
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await card(page, 'a-u1').locator('.unit-head').tap();
    await card(page, 'a-u1').getByRole('button', { name: 'Control test' }).tap();
    await play(page).locator('.check-panel[data-check="control"]').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });
    await play(page).getByRole('button', { name: 'Cancel' }).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Shared by link and opened in a fresh browser.
    const other = await openSharedGame(harness, page, mtm);
    expect(await logLines(other.page).count()).toBe(played);
    expect(await card(other.page, 'b-u1').locator('.unit-count').textContent()).toBe(
      await card(page, 'b-u1').locator('.unit-count').textContent(),
    );
    await shoot(other.page, '5-opened-from-link');
    await expect
      .poll(() => play(page).locator('.play-readings').textContent())
      .toMatch(/reads the book as the site does/);
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
