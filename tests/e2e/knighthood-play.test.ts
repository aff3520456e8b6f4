/**
 * Knighthood play along at 390 px in Chromium: a game started from a small
 * army (its builder link) and a quick roster; a missile exchange and a close
 * combat played from the units, each in at most 6 taps from picking the unit
 * to the applied result; undo; the game kept over a reload and carried by a
 * link into a fresh browser; axe in both themes with the game open; no console
 * errors. Screenshots of each step at 390 and 1280 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  applyAction,
  armyToLink,
  emptyExtras,
  encodeGameLink,
  startGame,
  type Army,
  type GameAction,
  type KnightGame,
} from '../../engine/knighthood/index.ts';
import {
  axeViolationsInBothThemes,
  openPage,
  phone,
  startHarness,
  type Harness,
} from './harness.ts';
import { openSharedGame, playAlongPage } from './support/play-along.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await harness?.close();
});

const path = '/knighthood-3/play-along/';
const unit = (id: string, name: string, rest: Partial<Army['units'][number]>) => ({
  id,
  name,
  mounting: 'loose-order-infantry' as const,
  morale: 'C' as const,
  armour: 'L' as const,
  weapons: [],
  regular: false,
  protectedCavalry: false,
  mountedInfantry: false,
  figures: 12,
  pavises: 0,
  extraAmmunition: 0,
  ...rest,
});
const english: Army = {
  name: 'English',
  pointsLimit: null,
  units: [
    unit('u1', 'Longbowmen', { weapons: ['LB'], regular: true, figures: 24 }),
    unit('u2', 'Men-at-arms', {
      mounting: 'close-order-cavalry',
      morale: 'B',
      armour: 'H',
      weapons: ['L'],
      figures: 6,
    }),
  ],
  leaders: [{ id: 'l1', name: 'Earl of Salisbury', rating: 'B' }],
  banners: [{ id: 'b1', name: 'English banner', carriedBy: 'u2' }],
  extras: emptyExtras,
};

const knighthood = playAlongPage(path, 'knighthood-play');
const { card, checkFromUnits, logLines, play, shoot } = knighthood;

/** How many lines the log of the game kept in this browser holds, read straight from IndexedDB. */
async function keptLogLines(page: Page): Promise<number | undefined> {
  return page.evaluate(
    () =>
      new Promise<number | undefined>((done) => {
        const open = indexedDB.open('knighthood-3-games');
        open.onerror = () => done(undefined);
        open.onsuccess = () => {
          const read = open.result.transaction('games').objectStore('games').get('current');
          read.onerror = () => done(undefined);
          read.onsuccess = () => {
            const text: unknown = read.result;
            done(
              typeof text === 'string'
                ? (JSON.parse(text) as { game?: { log?: unknown[] } }).game?.log?.length
                : undefined,
            );
          };
        };
      }),
  );
}

describe('Knighthood play along at 390 px', () => {
  it('plays a missile exchange and a close combat from the units, keeps the game and shares it', async () => {
    const { page, context, problems } = await openPage(harness, {
      ...phone,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(`${path}?army=${armyToLink(english)}`);
    await play(page).and(page.locator('[data-state="setting-up"]')).waitFor();
    const second = play(page).locator('fieldset').nth(1);
    await second.getByLabel('Army name').fill('French');
    await second.getByLabel('Unit name').fill('Archers');
    await second.getByLabel('Troops').selectOption('loose-order-infantry');
    await second.getByLabel('Main weapon').selectOption('SB');
    // Large enough that no roll of the seeded dice destroys a unit before the last check.
    await second.getByLabel('Figures').fill('36');
    await shoot(page, '1-setup');
    await play(page).getByRole('button', { name: 'Start the game' }).tap();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    expect(await card(page, 'a-u1').locator('.unit-count').textContent()).toContain(
      '24/24 figures',
    );
    await shoot(page, '2-game');

    // The English bows fire at the archers, and the archers fire back.
    const volley = await checkFromUnits(page, 'a-u1', 'b-u1', 'Fire at');
    expect(volley.taps).toBeLessThanOrEqual(6);
    expect(volley.changes.some((c) => /^Longbowmen uses 1 chit/.test(c))).toBe(true);
    await card(page, 'b-u1').locator('.unit-head').tap();
    await card(page, 'a-u1').getByRole('button', { name: 'Fire at' }).tap();
    await play(page).locator('.check-panel').waitFor();
    await shoot(page, '3-fire-check');
    await play(page).getByRole('button', { name: 'Roll the dice' }).tap();
    await expect
      .poll(() => play(page).locator('.check-panel').getAttribute('data-state'))
      .toBe('proposed');
    await play(page).getByRole('button', { name: 'Apply' }).tap();
    await expect
      .poll(() => logLines(page).allTextContents())
      .toContainEqual(expect.stringMatching(/Archers fires at Longbowmen/));

    // The men-at-arms charge home.
    const melee = await checkFromUnits(page, 'a-u2', 'b-u1', 'Close combat');
    expect(melee.taps).toBeLessThanOrEqual(6);
    const afterMelee = await logLines(page).count();
    expect(await logLines(page).allTextContents()).toContainEqual(
      expect.stringMatching(/Close combat, Men-at-arms against Archers/),
    );
    await shoot(page, '4-after-combat');

    // The earl is hit in melee: the T20 die and the capture die, from his line.
    const lines = await logLines(page).count();
    await play(page)
      .locator('.leader-card')
      .first()
      .getByRole('button', { name: 'Hit in melee' })
      .tap();
    const leaderCheck = play(page).locator('.check-panel[data-check="leader-hit"]');
    await leaderCheck.waitFor();
    expect(await leaderCheck.locator('.check-odds li').count()).toBe(4);
    await leaderCheck.getByRole('button', { name: 'Roll the dice' }).tap();
    await expect.poll(() => leaderCheck.getAttribute('data-state')).toBe('proposed');
    await shoot(page, '5-leader-hit');
    await leaderCheck.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => logLines(page).count()).toBeGreaterThan(lines);
    await play(page).getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => logLines(page).count()).toBe(lines);

    // Undo takes the whole combat back in one step; redo brings it again.
    await play(page).getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => logLines(page).count()).toBeLessThan(afterMelee);
    await play(page).getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(() => logLines(page).count()).toBe(afterMelee);

    // Kept over a reload, once the kept copy holds the redone combat (it is written just after).
    await expect.poll(() => keptLogLines(page)).toBe(afterMelee);
    await page.reload();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    expect(await logLines(page).count()).toBe(afterMelee);

    // axe with a check open, in both themes.
    await card(page, 'a-u1').locator('.unit-head').tap();
    await card(page, 'b-u1').getByRole('button', { name: 'Close combat' }).tap();
    await play(page).locator('.check-panel').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });
    await play(page).getByRole('button', { name: 'Cancel' }).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Shared by link and opened in a fresh browser.
    const other = await openSharedGame(harness, page, knighthood);
    expect(await logLines(other.page).count()).toBe(afterMelee);
    expect(await card(other.page, 'b-u1').locator('.unit-count').textContent()).toBe(
      await card(page, 'b-u1').locator('.unit-count').textContent(),
    );
    await shoot(other.page, '6-opened-from-link');

    // The readings the game follows, with the way to the register.
    await expect
      .poll(() => play(page).locator('.play-readings').textContent())
      .toMatch(/reads the book as the site does/);
    // Horse marked as chivalry, then a banner taken by the enemy and taken back.
    await card(page, 'a-u2').locator('.unit-head').tap();
    await card(page, 'a-u2').getByRole('button', { name: 'Chivalry' }).tap();
    await expect
      .poll(() => card(page, 'a-u2').locator('.unit-flag[data-state="chivalry"]').count())
      .toBe(1);
    const banner = play(page).locator('.banner-card').first();
    await banner.getByRole('button', { name: 'Taken by the enemy' }).tap();
    const taken = play(page).locator('.check-panel');
    await expect.poll(() => taken.getAttribute('data-state')).toBe('proposed');
    await taken.getByRole('button', { name: 'Apply' }).tap();
    await taken.waitFor({ state: 'detached' });
    await expect.poll(() => banner.getAttribute('data-state')).toBe('captured');
    await shoot(page, '7-banner-taken');
    await banner.getByRole('button', { name: 'Taken back' }).tap();
    await expect.poll(() => banner.getAttribute('data-state')).toBe('held');
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('lists the units due a rally check, checks a leader from his line, and counts dice face by face', async () => {
    const french: Army = {
      ...english,
      name: 'French',
      units: [unit('u1', 'Archers', { weapons: ['SB'], figures: 36 })],
      leaders: [],
      banners: [{ id: 'b1', name: 'Oriflamme' }],
    };
    // The English bows broke last turn; the earl rides with the men-at-arms; on to the rally phase.
    const steps: GameAction[] = [
      { type: 'morale', side: 'a', unit: 'u1', result: 'B' },
      { type: 'attach-leader', side: 'a', leader: 'l1', unit: 'u2' },
      { type: 'next-phase' },
      { type: 'next-phase' },
      { type: 'next-phase' },
    ];
    const started = startGame({ a: english, b: french, firstMove: 'a' });
    if (!started.ok) throw new Error(started.error.message);
    const game = steps.reduce<KnightGame>((g, a) => {
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error.message);
      return next.value;
    }, started.value);
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(`${path}#game=${encodeGameLink(game)}`);
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();

    // The rally phase lists the broken bows with the turn sequence's rule: 3 taps to an applied result.
    const rally = play(page).locator('.play-side[data-side="a"] .rally-list');
    await expect.poll(() => rally.getAttribute('data-state')).toBe('due');
    expect(await rally.getAttribute('data-rule')).toBe('2.00');
    expect(await play(page).locator('.play-side[data-side="b"] .rally-list').count()).toBe(0);
    await shoot(page, '8-rally-list');
    let taps = 0;
    await rally.getByRole('button', { name: 'Rally check: Longbowmen' }).tap();
    taps++;
    const panel = play(page).locator('.check-panel[data-check="morale"]');
    await panel.waitFor();
    await shoot(page, '9-rally-check');
    await panel.getByRole('button', { name: 'Roll the dice' }).tap();
    taps++;
    await expect.poll(() => panel.getAttribute('data-state')).toBe('proposed');
    await panel.getByRole('button', { name: 'Apply' }).tap();
    taps++;
    await panel.waitFor({ state: 'detached' });
    expect(taps).toBe(3);
    await expect.poll(() => rally.getAttribute('data-state')).toBe('done');
    expect(await rally.getByRole('button').count()).toBe(0);

    // The earl checks his vulnerability from his line: his class and unit come from the game.
    const lines = await logLines(page).count();
    await play(page)
      .locator('.leader-card')
      .first()
      .getByRole('button', { name: 'Vulnerability check' })
      .tap();
    const vf = play(page).locator('.check-panel[data-check="leader-risk"]');
    await vf.waitFor();
    expect(await vf.locator('.check-filled').textContent()).toContain(
      'Earl of Salisbury: class B, with Men-at-arms',
    );
    await vf.getByRole('button', { name: 'Roll the dice' }).tap();
    await expect.poll(() => vf.getAttribute('data-state')).toBe('proposed');
    await shoot(page, '10-leader-vulnerability');
    await vf.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => logLines(page).count()).toBeGreaterThan(lines);

    // The archers' dice counted as players count them: how many of each face.
    await card(page, 'b-u1').locator('.unit-head').tap();
    await card(page, 'a-u2').getByRole('button', { name: 'Fire at' }).tap();
    const fire = play(page).locator('.check-panel[data-check="fire"]');
    await fire.waitFor();
    const bucket = fire.locator('.dice-input').first();
    await bucket.getByRole('button', { name: 'Count each face' }).tap();
    const counts = bucket.locator('.face-counts');
    await counts.waitFor();
    const dice = Number(
      /of (\d+) dice/.exec((await counts.locator('small').textContent()) ?? '')?.[1],
    );
    expect(dice).toBeGreaterThan(1);
    // Two sixes tapped, the ones typed as a number (cut to the dice left), one six taken back by keyboard.
    await counts.getByRole('button', { name: 'One more 6' }).tap();
    await counts.getByRole('button', { name: 'One more 6' }).tap();
    await counts.getByLabel('1s').fill(String(dice + 5));
    await counts.getByLabel('1s').press('Tab');
    await expect.poll(() => counts.getAttribute('data-counted')).toBe(String(dice));
    expect(await counts.getByLabel('1s').inputValue()).toBe(String(dice - 2));
    expect(await counts.getByRole('button', { name: 'One more 6' }).isDisabled()).toBe(true);
    expect(await bucket.locator('input').first().inputValue()).toBe(
      [...Array<number>(dice - 2).fill(1), 6, 6].join(' '),
    );
    const size = await counts.getByRole('button', { name: 'One fewer 6' }).boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);
    await counts.getByRole('button', { name: 'One fewer 6' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counts.getAttribute('data-counted')).toBe(String(dice - 1));
    await shoot(page, '11-count-faces');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });
    await fire.getByRole('button', { name: 'Cancel' }).tap();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks a leader meleed alone from his line, the attacking unit read from the game', async () => {
    const french: Army = {
      ...english,
      name: 'French',
      units: [unit('u1', 'Crossbowmen', { weapons: ['CB'], figures: 12 })],
      leaders: [],
      banners: [],
    };
    const started = startGame({ a: english, b: french, firstMove: 'a' });
    if (!started.ok) throw new Error(started.error.message);
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(`${path}#game=${encodeGameLink(started.value)}`);
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();

    // The earl stands with no unit: his line offers the check for a leader meleed alone (7.00).
    const earl = play(page).locator('.leader-card').first();
    expect(await earl.getByRole('button', { name: 'Vulnerability check' }).count()).toBe(0);
    const lines = await logLines(page).count();
    let taps = 0;
    await earl.getByRole('button', { name: 'Meleed alone' }).tap();
    taps++;
    const vf = play(page).locator('.check-panel[data-check="leader-risk"]');
    await vf.waitFor();
    expect(await vf.locator('h3, h4').first().textContent()).toContain('is meleed alone');
    expect(await vf.getByLabel('Meleed by').locator('option:checked').textContent()).toBe(
      'Crossbowmen',
    );
    await vf.getByRole('button', { name: 'Roll the dice' }).tap();
    taps++;
    await expect.poll(() => vf.getAttribute('data-state')).toBe('proposed');
    await shoot(page, '12-leader-alone');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });
    await vf.getByRole('button', { name: 'Apply' }).tap();
    taps++;
    await vf.waitFor({ state: 'detached' });
    expect(taps).toBe(3);
    await expect.poll(() => logLines(page).count()).toBeGreaterThan(lines);
    expect(await logLines(page).first().textContent()).toMatch(/7\.\d\d/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
