/**
 * River sides on the Stirling board, in Chromium: from the open hex a player
 * marks the side a river runs along; it is drawn on the board, undone and
 * redone with the game, kept over a reload, and the retreat after an attack
 * may then end on the hex the river cuts out of the attacker's ZoC. At 390 px
 * and by keyboard; axe finds nothing in either theme.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  encodeGameLink,
  suggestRetreatHexes,
  type GameState,
} from '../../engine/medieval/index.ts';
import { axeViolationsInBothThemes, phone } from './harness.ts';
import {
  counterAt,
  desk,
  english,
  internalId,
  openBoard,
  readStirling,
  retreatRoll,
  scotA,
  stirlingPath,
  useBoardPages,
  goTo,
} from './board-support.ts';

const openPage = useBoardPages();
const play = (page: Page) => page.locator('.play-panel');
const side = '2009|2109';
const line = (page: Page) => page.locator(`line.river-side[data-side="${side}"]`);

/**
 * A Scots unit on 2010 facing up and English cavalry on 2009 facing down
 * onto it: the cavalry's ZoC covers 2109, until a river runs between 2009
 * and 2109. The roll makes the Scots retreat 1 hex with no loss.
 */
function setUp() {
  const { setup, started } = readStirling();
  const state: GameState = {
    ...started,
    counters: {
      ...started.counters,
      ...counterAt(scotA, '2010', 0, 2),
      ...counterAt(english, '2009', 3, 2),
    },
  };
  const hexes = (s: GameState) => {
    const r = suggestRetreatHexes(s, setup, setup.scenarioMap.map, scotA, 1);
    return r.ok ? r.value.hexes : [];
  };
  // What the board should show, worked out by the engine.
  expect(hexes(state)).not.toContain('2109');
  expect(hexes({ ...state, riverSides: [['2009', '2109']] })).toContain('2109');
  const roll = retreatRoll(
    state,
    setup,
    [english],
    '2010',
    (r) => r.defender.retreat === 1 && r.attacker.retreat === 0 && r.defender.loss === 0,
  );
  return { link: `${stirlingPath}#game=${encodeGameLink(state, setup)}`, roll };
}

/** Every control in scope a finger can hit is at least 44 px each way. */
const smallTargets = (scope: Locator) =>
  scope.locator('button, summary').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const { width, height } = node.getBoundingClientRect();
      return width < 44 || height < 44 ? [`${node.textContent?.trim()}: ${width}×${height}`] : [];
    }),
  );

/** Attacks 2010 from 2009 with the roll given and sends the Scots' retreat to 2109. */
async function attackAndRetreat(page: Page, roll: number): Promise<Locator> {
  await goTo(page, '2010');
  await play(page).getByRole('button', { name: 'Attack this hex' }).click();
  const combat = page.locator('.play-combat');
  await combat.locator('[data-counter-pick="2009"]').click();
  await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
  await combat.getByLabel('2D6 rolled').fill(String(roll));
  await combat.getByRole('button', { name: `Apply roll ${roll} to the board` }).click();
  const retreat = page.locator(`.play-retreats li[data-counter="${scotA}"]`);
  await retreat.getByRole('combobox').selectOption('2109');
  await expect
    .poll(() => page.locator('.play-combat-result .play-events').innerText())
    .toContain('to 2109');
  return retreat;
}

async function shoot(page: Page, name: string) {
  const shots = process.env.BOARD_SHOTS;
  if (!shots) return;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await page.screenshot({ path: `${shots}/${name}-${theme}.png` });
  }
  await page.evaluate(() => delete document.documentElement.dataset.theme);
}

describe('a river side marked on the board', () => {
  it('on a 390 px phone: marked from the open hex, drawn, undone, kept over a reload; a retreat then ends across the ZoC it stops', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(phone);
    await openBoard(page, link);
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await goTo(page, '2009');
    const rivers = play(page).locator('.play-rivers[data-hex="2009"]');
    await rivers.locator('summary').tap();
    const button = rivers.locator(`button[data-side="${side}"]`);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.tap();
    await expect.poll(() => line(page).count()).toBe(1);
    expect(await line(page).getAttribute('data-state')).toBe('river');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.getAttribute('data-state')).toBe('river');
    expect(await smallTargets(rivers)).toEqual([]);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await rivers.scrollIntoViewIfNeeded();
    await shoot(page, 'river-side-390');
    // Undo takes it back, redo brings it again.
    await play(page).getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(() => line(page).count()).toBe(0);
    await play(page).getByRole('button', { name: 'Redo', exact: true }).tap();
    await expect.poll(() => line(page).count()).toBe(1);
    // Kept with the game.
    await page.waitForTimeout(300); // the game is written after each change
    await openBoard(page);
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await expect.poll(() => line(page).count()).toBe(1);
    // The attack: the Scots may now retreat to 2109, across the ZoC the river stops.
    const retreat = await attackAndRetreat(page, roll);
    const text = await page.locator('.scenario-board').innerText();
    expect(text).not.toMatch(internalId);
    await retreat.scrollIntoViewIfNeeded();
    await shoot(page, 'river-retreat-390');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 1280 px by keyboard: the side is marked and cleared with Enter; marked again, the retreat crosses the ZoC', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(desk);
    await openBoard(page, link);
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await goTo(page, '2009');
    const rivers = play(page).locator('.play-rivers[data-hex="2009"]');
    await rivers.locator('summary').focus();
    await page.keyboard.press('Enter');
    const button = rivers.locator(`button[data-side="${side}"]`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => line(page).count()).toBe(1);
    await shoot(page, 'river-side-1280');
    await page.keyboard.press('Enter');
    await expect.poll(() => line(page).count()).toBe(0);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => line(page).count()).toBe(1);
    await attackAndRetreat(page, roll);
    await shoot(page, 'river-retreat-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});
