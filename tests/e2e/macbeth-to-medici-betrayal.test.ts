/**
 * From Macbeth to Medici play along at 390 px in Chromium: a side with two
 * officers; the general's morale test, its dice entered, snaps him to Enraged;
 * the betrayal check shows the odds before the roll, refuses an impossible
 * percentile roll at its field, rolls in one tap, then with the dice entered
 * applies the duel, and the log cites the section; axe in both themes with
 * the panel open; no console errors. Screenshots at 390 and 1280 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  type Harness,
} from './harness.ts';
import { playAlongPage } from './support/play-along.ts';

const mtm = playAlongPage('/macbeth-to-medici/play-along/', 'macbeth-to-medici-play');
const { card, logLines, play, shoot } = mtm;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await harness?.close();
});

/** An English officer's card (both sides have a General). */
const officer = (page: Page, name: string) =>
  play(page).locator('[data-side="a"] .officer-card').filter({ hasText: name });
const prefix = 'macbeth-to-medici-betrayal';

describe('From Macbeth to Medici betrayal at 390 px', () => {
  it('snaps an officer to Enraged, shows the betrayal odds and applies the duel', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    let taps = 0;
    const tap = async (locator: Locator) => {
      await locator.tap();
      taps++;
    };
    await page.goto(mtm.path);
    await play(page).and(page.locator('[data-state="setting-up"]')).waitFor();
    const first = play(page).locator('fieldset.quick-roster').nth(0);
    await first.getByLabel('Army name').fill('English');
    await first.getByRole('button', { name: 'Add an officer' }).tap();
    await play(page).locator('fieldset.quick-roster').nth(1).getByLabel('Army name').fill('Scots');
    await play(page).getByRole('button', { name: 'Start the game' }).tap();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    expect(await card(page, 'a-u1').count()).toBe(1);
    expect(await play(page).locator('[data-side="a"] .officer-card').count()).toBe(2);

    // The general's morale test: four lost already, a B class unit lost now, rolled up.
    await officer(page, 'General').getByRole('button', { name: 'Morale test' }).tap();
    const morale = play(page).locator('.check-panel[data-check="officer-morale"]');
    await morale.waitFor();
    await morale.getByLabel(/^His count of lost units/).fill('4');
    await morale.getByLabel(/^Class B units lost now/).fill('1');
    await morale.getByLabel(/^Dice rolled/).fill('6 6');
    await expect.poll(() => morale.getAttribute('data-state')).toBe('proposed');
    const snap = await morale.locator('.check-proposal li').allTextContents();
    expect(snap).toContainEqual(expect.stringMatching(/General snaps: turns enraged/));
    expect(snap).toContainEqual(expect.stringMatching(/% chance General feels betrayed/));
    await morale.getByRole('button', { name: 'Apply' }).tap();
    await morale.waitFor({ state: 'detached' });

    // The betrayal check: the odds before any roll, the roll in one tap.
    await tap(officer(page, 'General').getByRole('button', { name: 'Betrayal' }));
    const panel = play(page).locator('.check-panel[data-check="betrayal"]');
    await panel.waitFor();
    const odds = panel.locator('table.odds');
    expect(await odds.nth(0).locator('caption').textContent()).toBe('Does he feel betrayed?');
    expect(await odds.nth(0).locator('tbody th').allTextContents()).toEqual(['Betrayed', 'Loyal']);
    expect(await odds.nth(0).locator('.odds-chance').first().textContent()).toMatch(/^\s*\d+\.\d%/);
    expect(await odds.nth(1).locator('tbody th').allTextContents()).toEqual([
      'He wins',
      'He loses',
      'A draw',
    ]);
    expect(await panel.getByLabel(/^The friendly officer he meets/).inputValue()).toBe('o2');
    await tap(panel.getByRole('button', { name: 'Roll the dice' }));
    await expect.poll(() => panel.getAttribute('data-state')).toBe('proposed');
    expect(taps).toBe(2); // and Apply: 3 taps from the officer card to the applied result

    // An impossible percentile roll is refused at its field.
    const percent = panel.getByLabel(/^Percentile roll/);
    await percent.fill('101');
    await expect
      .poll(() => panel.locator('[role="alert"]').first().textContent())
      .toMatch(/1 to 100, not 101/);
    expect(await percent.getAttribute('aria-invalid')).toBe('true');

    // Entered as the table rolled it: betrayed, and he wins the duel.
    await percent.fill('1');
    await panel.getByLabel(/^His die rolled/).fill('5');
    await panel.getByLabel(/^The other officer's die rolled/).fill('2');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('proposed');
    const changes = await panel.locator('.check-proposal li').allTextContents();
    expect(changes[0]).toMatch(
      /^Percentile roll 1 against a \d+% chance \(\w+\): he feels betrayed/,
    );
    expect(changes).toContainEqual(expect.stringMatching(/^Officer 2 is killed/));
    await shoot(page, '1-betrayal-check', prefix);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await panel.getByRole('button', { name: 'Apply' }).tap();
    await panel.waitFor({ state: 'detached' });
    const log = await logLines(page).allTextContents();
    expect(log).toContainEqual(expect.stringMatching(/General: betrayal.*Officer morale test/));
    expect(log).toContainEqual(expect.stringMatching(/Officer 2 is killed.*Officer morale test/));
    expect(await officer(page, 'Officer 2').getAttribute('data-state')).toBe('killed');
    expect(await officer(page, 'General').getAttribute('data-state')).toBe('betrayed');
    await shoot(page, '2-after-duel', prefix);
    expect(problems).toEqual([]);
    await context.close();
  });
});
