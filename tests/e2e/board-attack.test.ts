/**
 * An attack on the Stirling board as a player makes it: on a 390 px phone,
 * tap the defending hex, "Attack this hex", tap the attackers' hexes on the
 * board, enter the roll and apply, counting the taps; then the same by
 * keyboard, counting the key presses. After Apply the result has the focus
 * and the board is still in view; axe finds nothing with the attack open in
 * either theme, and the console stays clean.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Result } from '../../engine/core/index.ts';
import {
  applyAction,
  encodeGameLink,
  type GameAction,
  type GameState,
} from '../../engine/medieval/index.ts';
import { axeViolationsInBothThemes, phone, waitForIslands } from './harness.ts';
import {
  desk,
  english,
  losingRoll,
  openBoard,
  readStirling,
  scotA,
  scotB,
  stirlingPath as path,
  useBoardPages,
} from './board-support.ts';

const openPage = useBoardPages();

/** Ceilings: the target in taps, and the key presses this flow measured (26) with room. */
const tapCeiling = 8;
const keyCeiling = 30;
/** Tabs from a calculator combat's first field to its dice: the fields alone (measured 33). */
const calculatorTabCeiling = 36;

/**
 * A game link with the defender on 2010 facing up and two Scots behind it
 * (2011 facing up, 2110 facing up-left), each of 2 SP (or the counters named
 * in `unset` left at "? SP").
 */
function gameLink(unset: readonly string[] = []): string {
  const { scenario, setup, started } = readStirling();
  let state: Result<GameState> = { ok: true, value: started };
  const context = { setup, scenario };
  const actions: GameAction[] = [
    { type: 'place', counter: english, hex: '2010', facing: 0 },
    { type: 'place', counter: scotA, hex: '2011', facing: 0 },
    { type: 'place', counter: scotB, hex: '2110', facing: 5 },
    ...[english, scotA, scotB]
      .filter((counter) => !unset.includes(counter))
      .map((counter): GameAction => ({ type: 'set-sp', counter, sp: 2 })),
  ];
  for (const action of actions) {
    if (!state.ok) break;
    state = applyAction(state.value, action, context);
  }
  if (!state.ok) throw new Error(state.error.message);
  return encodeGameLink(state.value, setup);
}

async function openGame(page: Page, unset: readonly string[] = []) {
  await openBoard(page, `${path}#game=${gameLink(unset)}`);
  await page.locator('.play-panel[data-state="playing"]').waitFor();
  await expect.poll(() => page.locator(`.counter[data-counter="${scotB}"]`).count()).toBe(1);
}

/** The screen point of a hex's centre (its number sits in the hex's upper part). */
async function hexPoint(page: Page, hex: string) {
  const svg = page.locator('.hex-board svg');
  const label = svg.locator(`text[data-hex="${hex}"]`);
  const box = await label.boundingBox();
  if (!box) throw new Error(`hex ${hex} is not drawn`);
  const size = Number(await svg.getAttribute('data-scale')) * 40;
  return { x: box.x + box.width / 2, y: box.y + 0.6 * size };
}

const internalId = /\b(scots|english)-[a-z0-9-]+/;
const attack = (page: Page) => page.locator('.board-stage-step');

describe('an attack made on the board', () => {
  it(`on a 390 px phone takes at most ${tapCeiling} taps from "attack" to an applied result, and keeps the board in view`, async () => {
    const { page, context, problems } = await openPage(phone);
    await openGame(page);
    // The defending hex opened (before the count) by the board's own "Go to hex" field.
    const field = page.getByLabel('Go to hex');
    await field.fill('2010');
    await field.press('Enter');
    let taps = 0;
    const tap = async (x: number, y: number) => {
      taps += 1;
      await page.touchscreen.tap(x, y);
    };
    const tapOn = async (selector: ReturnType<Page['locator']>) => {
      await selector.scrollIntoViewIfNeeded();
      const box = await selector.boundingBox();
      if (!box) throw new Error('not shown');
      await tap(box.x + box.width / 2, box.y + box.height / 2);
    };

    await tapOn(page.getByRole('button', { name: 'Attack this hex' }));
    const panel = attack(page).locator('.play-combat[data-hex="2010"]');
    await panel.waitFor();
    // The board and the step are in view together.
    const board = page.locator('.hex-board-frame');
    /** The board's frame intersects the viewport, by at least half its height. */
    const inView = async () => {
      const box = await board.boundingBox();
      if (!box) return false;
      const seen = Math.min(box.y + box.height, 844) - Math.max(box.y, 0);
      return seen >= box.height / 2;
    };
    expect(await inView()).toBe(true);
    // The attackers are tapped on the board; they show as attacking there.
    for (const [hex, id] of [
      ['2011', scotA],
      ['2110', scotB],
    ] as const) {
      await page.waitForTimeout(100); // the board re-centres on the attacked hex
      const point = await hexPoint(page, hex);
      await tap(point.x, point.y);
      await expect
        .poll(() => page.locator(`.counter[data-counter="${id}"]`).getAttribute('data-state'))
        .toBe('attacking');
    }
    await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
    expect(await panel.locator('li[data-rule="3.1.2"]').textContent()).toMatch(/2/);
    expect(await panel.locator('[data-column]').count()).toBe(1);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    const roll = losingRoll();
    const dice = panel.getByLabel('2D6 rolled');
    await tapOn(dice);
    await page.keyboard.type(String(roll));
    const apply = panel.getByRole('button', { name: `Apply roll ${roll} to the board` });
    await apply.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    await tapOn(apply);
    const result = attack(page).locator('.play-combat-result[data-hex="2010"]');
    await result.waitFor();
    expect(taps).toBeLessThanOrEqual(tapCeiling);
    console.log(`board attack on a phone: ${taps} taps from "attack" to an applied result`);

    // The result has the focus, and it and the board are in view.
    expect(
      await result.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      ),
    ).toBe(true);
    // At most the result is brought into view, under the board: both are in sight.
    const shown = await result.boundingBox();
    expect(shown && shown.y >= 0 && shown.y < 844).toBe(true);
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeLessThanOrEqual(before);
    expect(await result.locator('li').count()).toBeGreaterThan(0);
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    expect(Number(await page.locator('[data-losses="English"]').textContent())).toBeGreaterThan(0);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it(`by keyboard alone, in at most ${keyCeiling} key presses from the hex field`, async () => {
    const { page, context, problems } = await openPage(desk);
    await openGame(page);
    let keys = 0;
    const press = async (key: string) => {
      keys += 1;
      await page.keyboard.press(key);
    };
    const focused = (selector: string) =>
      page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    /** Tabs until the focus is on `selector`, at most 40 times. */
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 40 && !(await focused(selector)); i++) await press('Tab');
      expect(await focused(selector)).toBe(true);
    };

    // The walk starts in the board's own "Go to hex" field.
    await page.getByLabel('Go to hex').focus();
    for (const key of [...'2010', 'Enter']) await press(key);
    await tabTo('.play-here button.play-main');
    await press('Enter');
    const panel = attack(page).locator('.play-combat[data-hex="2010"]');
    await panel.waitFor();
    // The two counters next to it, in the list's order.
    for (let i = 0; i < 2; i++) {
      await tabTo('[data-counter-pick]:not([aria-pressed="true"])');
      await press('Space');
    }
    await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
    await tabTo('.play-roll input');
    for (const key of [...String(losingRoll()), 'Enter']) await press(key);
    const result = attack(page).locator('.play-combat-result');
    await result.waitFor();
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(keys).toBeLessThanOrEqual(keyCeiling);
    console.log(`board attack by keyboard: ${keys} key presses`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a wide screen the step sits beside the board, and opening the calculator moves neither the page nor the focus out', async () => {
    const { page, context, problems } = await openPage(desk);
    await openGame(page);
    const field = page.getByLabel('Go to hex');
    await field.fill('2010');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Attack this hex' }).click();
    const panel = attack(page).locator('.play-combat[data-hex="2010"]');
    for (const hex of ['2011', '2110']) await panel.locator(`[data-counter-pick="${hex}"]`).click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
    const board = await page.locator('.hex-board-frame').boundingBox();
    const step = await panel.boundingBox();
    expect(step && board && step.x >= board.x + board.width).toBe(true);
    const before = await page.evaluate(() => scrollY);
    await panel.getByRole('button', { name: 'Resolve in the calculator' }).click();
    await panel.locator('[data-calculator="combat"]').waitFor();
    await page.waitForTimeout(300);
    // Scroll anchoring once threw the page down by the step's height here.
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a calculator combat is reached by keyboard past its rule links, which one list still offers', async () => {
    const { page, context, problems } = await openPage(desk);
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    const calc = page.locator('[data-calculator="combat"]').first();
    // Every rule link among the fields and the working is out of the tab order...
    const links = calc.locator('.answer-inputs a[href], .audit a[href]');
    expect(await links.count()).toBeGreaterThan(5);
    const stops = await links.evaluateAll(
      (all) => all.filter((a) => (a as HTMLElement).tabIndex >= 0).length,
    );
    expect(stops).toBe(0);
    // From its first field to the dice is the fields alone (61 Tabs when each rule link was a stop).
    await calc.locator('select').first().focus();
    let tabs = 0;
    const dice = calc.getByLabel('2D6 rolled');
    while (tabs < 60 && !(await dice.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    console.log(`calculator combat: ${tabs} Tabs from the edition to the dice`);
    expect(tabs).toBeLessThanOrEqual(calculatorTabCeiling);
    // ...and, once the keyboard is in the calculator, a folded list at its end names each once.
    const list = calc.locator('.rules-cited');
    await list.locator('summary').press('Enter');
    await expect.poll(() => list.locator('li a[href]').count()).toBeGreaterThan(5);
    const hrefs = await list
      .locator('li a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a combat lacking an SP asks for it, with no problem line beside the question', async () => {
    const { page, context, problems } = await openPage(desk);
    await openGame(page, [scotB]);
    const field = page.getByLabel('Go to hex');
    await field.fill('2010');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Attack this hex' }).click();
    const panel = attack(page).locator('.play-combat[data-hex="2010"]');
    for (const hex of ['2011', '2110']) await panel.locator(`[data-counter-pick="${hex}"]`).click();
    const ask = panel.locator('.combat-ask');
    await expect.poll(() => ask.locator('li').count()).toBe(1);
    expect(await panel.locator('.play-problem').count()).toBe(0);
    const scot = ask.locator(`li[data-counter="${scotB}"]`);
    await scot.getByRole('spinbutton').fill('2');
    await scot.getByRole('spinbutton').press('Enter');
    await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
    expect(await panel.locator('.play-problem').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
