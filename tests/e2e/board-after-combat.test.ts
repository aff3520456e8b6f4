/**
 * The steps after a combat on a scenario board, in Chromium: a game opened
 * from a link with two Scots units behind an English cavalry unit and its
 * leader, the attack applied with a roll that makes the defender retreat,
 * then the leader's death roll and two pursuits listed with their rules and
 * odds in the step beside the board, where the result is. On a 390 px phone
 * the taps from Apply to every step done are counted, with the board in
 * view; at 1280 px the steps sit beside the board and the keyboard walks
 * them; a pursuit confirmed moves the unit and its undo takes it back; the
 * steps waiting survive a reload. Axe finds nothing and the console stays clean.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatHex, parseHex, stepFrom } from '../../engine/core/index.ts';
import { encodeGameLink, type GameState } from '../../engine/medieval/index.ts';
import { axeViolations, axeViolationsInBothThemes, phone } from './harness.ts';
import {
  counterAt,
  countTaps,
  desk,
  english,
  internalId,
  readStirling,
  retreatRoll,
  scotA,
  scotB,
  stirlingPath as path,
  useBoardPages,
  goTo,
} from './board-support.ts';

const play = (page: Page) => page.locator('.play-panel');
const openPage = useBoardPages();
/** The steps after the combat, in the step beside the board. */
const steps = (page: Page) => page.locator('.board-stage-step .play-after');
/** Taps from Apply to every step done: Apply, then a roll and a confirm per step (measured 7). */
const tapCeiling = 8;
const leader = 'english-de-thweng';

/** The game the link carries, and the roll that makes the defender retreat with no loss on either side. */
function setUp(): { link: string; roll: number } {
  const { setup, started } = readStirling();
  // The defender faces up (0): 2011 and 2110 are in its rear area on this map.
  const state: GameState = {
    ...started,
    counters: {
      ...started.counters,
      ...counterAt(english, '2010', 0, 2),
      ...counterAt(leader, '2010', 0, null),
      ...counterAt(scotA, '2011', 0, 2),
      ...counterAt(scotB, '2110', 5, 2),
    },
  };
  const roll = retreatRoll(state, setup, [scotA, scotB], '2010');
  return { link: `${path}#game=${encodeGameLink(state, setup)}`, roll };
}

/** Opens the game, attacks 2010 from 2011 and 2110 and types the roll, ready to apply. */
async function readyToApply(page: Page, link: string, roll: number) {
  await page.goto(link);
  await page.locator('.scenario-board[data-state="ready"]').waitFor();
  await play(page).and(page.locator('[data-state="playing"]')).waitFor();
  await goTo(page, '2010');
  await play(page).getByRole('button', { name: 'Attack this hex' }).click();
  const combat = page.locator('.play-combat');
  for (const hex of ['2011', '2110']) await combat.locator(`[data-counter-pick="${hex}"]`).click();
  await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
  await combat.getByLabel('2D6 rolled').fill(String(roll));
  return combat.getByRole('button', { name: `Apply roll ${roll} to the board` });
}

/** A box intersects the viewport by at least `part` of its height. */
async function seen(locator: Locator, height: number, part = 0.5) {
  const box = await locator.boundingBox();
  if (!box) return false;
  const shown = Math.min(box.y + box.height, height) - Math.max(box.y, 0);
  return shown >= Math.min(box.height * part, height * 0.25);
}

/** Every control a finger can hit is at least 44 px each way. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope
    .locator('button, input[type="number"], select, label:has(input[type="checkbox"])')
    .evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const { width, height } = node.getBoundingClientRect();
        return width < 44 || height < 44
          ? [`${node.textContent?.trim() ?? node.tagName}: ${width}×${height}`]
          : [];
      }),
    );
}

describe('the steps after a combat on the board', () => {
  it(`on a 390 px phone: beside the board where the result is, at most ${tapCeiling} taps from Apply to every step done`, async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(phone);
    const apply = await readyToApply(page, link, roll);
    const finger = countTaps(page);
    const tapOn = (target: Locator) => finger.tap(target);
    await tapOn(apply);
    const after = steps(page);
    await after.waitFor();
    await page.locator('.board-stage-step .play-combat-result').waitFor();
    const death = after.locator('li[data-step="leader-death"]');
    expect(await death.getAttribute('data-state')).toBe('pending');
    expect(await death.locator('.step-rule').textContent()).toBe('8.2.4');
    expect(await death.locator('li[data-rule="8.2.5"]').textContent()).toMatch(/\(0\/36\)/);
    const pursuits = after.locator('li[data-step="pursuit"]');
    expect(await pursuits.count()).toBe(2);
    expect(await pursuits.first().locator('li[data-rule="5.5.2"]').textContent()).toMatch(
      /obligatory 5\/6, voluntary 1\/6/,
    );
    // The board and the steps in view together; nothing in the play panel below.
    const board = page.locator('.hex-board-frame');
    expect(await seen(board, 844)).toBe(true);
    expect(await play(page).locator('.play-after').count()).toBe(0);
    expect(await smallTargets(after)).toEqual([]);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    // Each step: its roll button, then Confirm; the focus goes on to the next step.
    for (let i = 0; i < 3; i++) {
      const step = after.locator('li[data-state="pending"]').first();
      await tapOn(step.getByRole('button', { name: /^Roll \dD6$/ }));
      await tapOn(step.getByRole('button', { name: 'Confirm' }));
      expect(await seen(board, 844)).toBe(true);
    }
    await expect.poll(() => after.locator('li[data-state="pending"]').count()).toBe(0);
    expect(await after.getAttribute('data-state')).toBe('done');
    console.log(`after-combat steps on a phone: ${finger.taps} taps from Apply to every step done`);
    expect(finger.taps).toBeLessThanOrEqual(tapCeiling);
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Done closes the result and the steps: the board has the focus.
    await page.locator('.play-combat-result').getByRole('button', { name: 'Done' }).tap();
    await expect.poll(() => page.locator('.board-stage-step').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a wide screen the steps sit beside the board, and the keyboard walks them past no rule link', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(desk);
    const apply = await readyToApply(page, link, roll);
    await apply.click();
    const after = steps(page);
    await after.waitFor();
    const board = await page.locator('.hex-board-frame').boundingBox();
    const box = await after.boundingBox();
    expect(box && board && box.x >= board.x + board.width).toBe(true);
    expect(await seen(after, 900, 0.2)).toBe(true);
    expect(await after.locator('a[href]').count()).toBe(0);
    // From the result (which has the focus) to the death roll's field, then roll and Enter per step.
    let keys = 0;
    const press = async (key: string) => {
      keys += 1;
      await page.keyboard.press(key);
    };
    // The first step waiting has the focus in its dice field (its folded "Why" is one stop before).
    const inFirstPending = () =>
      page.evaluate(
        () =>
          document.activeElement ===
          document.querySelector('.play-after li[data-state="pending"] input[type="number"]'),
      );
    for (let i = 0; i < 6 && !(await inFirstPending()); i++) await press('Tab');
    expect(await inFirstPending()).toBe(true);
    for (const total of ['7', '3', '3']) {
      expect(await inFirstPending()).toBe(true);
      for (const key of [...total, 'Enter']) await press(key);
    }
    await expect.poll(() => after.locator('li[data-state="pending"]').count()).toBe(0);
    console.log(`after-combat steps by keyboard: ${keys} key presses from the result`);
    expect(keys).toBeLessThanOrEqual(12);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a pursuit confirmed moves the unit; undone, it is back', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(phone);
    const apply = await readyToApply(page, link, roll);
    await apply.click();
    const after = steps(page);
    await after.waitFor();
    const pursuit = after.locator('li[data-step="pursuit"]').first();
    await pursuit.getByLabel('1D6 rolled').fill('3');
    await pursuit.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('done');
    expect(await pursuit.innerText()).toMatch(/pursuit obligatory/);
    // Done with steps still waiting: the result goes, the steps stay beside the board.
    await page.locator('.play-combat-result').getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.locator('.play-combat-result').count()).toBe(0);
    expect(await after.count()).toBe(1);
    await expect.poll(() => after.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await goTo(page, '2010');
    const here = play(page).locator('.play-here[data-hex="2010"]');
    await expect
      .poll(() => here.getByRole('button', { name: /^INF \[0\] \(Wallace\)/ }).count())
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await pursuit.getByRole('button', { name: 'Undo this step' }).click();
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('pending');
    await expect
      .poll(() => here.getByRole('button', { name: /^INF \[0\] \(Wallace\)/ }).count())
      .toBe(0);
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a retreat moved to another hex, and the steps waiting, are kept with the game: after a reload they are still beside the board', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(phone);
    const apply = await readyToApply(page, link, roll);
    await apply.click();
    await steps(page).waitFor();
    // The defender had more than one hex to retreat to: another is chosen in the result.
    const retreat = page.locator(`.play-retreats li[data-counter="${english}"]`);
    expect(await retreat.getAttribute('data-rule')).toBe('5.4.2');
    const select = retreat.getByRole('combobox');
    const other = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(other ?? '');
    await expect
      .poll(() => page.locator('.play-combat-result .play-events').innerText())
      .toContain(`to ${other}`);
    await steps(page).waitFor();
    await page.waitForTimeout(300); // the game is written after each change
    await page.goto(path);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    const after = steps(page);
    await after.waitFor();
    expect(await after.locator('li[data-state="pending"]').count()).toBe(3);
    expect(await after.locator('li[data-step="leader-death"]').getAttribute('data-state')).toBe(
      'pending',
    );
    // One confirmed after the reload stays listed, done, with what it did.
    const pursuit = after.locator('li[data-step="pursuit"]').first();
    await pursuit.getByLabel('1D6 rolled').fill('3');
    await pursuit.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('done');
    expect(await pursuit.innerText()).toMatch(/pursuit obligatory/);
    // The rest followed by hand: the steps go, and the step beside the board closes.
    await after.getByRole('button', { name: 'Follow the rest by hand' }).click();
    await expect.poll(() => page.locator('.board-stage-step').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

const [rider, scotC, scotD] = [english, 'scots-wallace-inf0-3', 'scots-wallace-inf0-4'];

/**
 * English cavalry on 2011 attacks a Scots unit on 2010; another Scots unit
 * stands on `beyond`, a hex touching 2010 away from the attacker. The roll
 * makes the defender retreat with no loss, so the cavalry pursues into 2010.
 */
function setUpRide(): { link: string; roll: number; beyond: string } {
  const { setup, started } = readStirling();
  const map = setup.scenarioMap.map;
  const centre = parseHex('2010', map);
  if (!centre.ok) throw new Error('no hex');
  // Up-right of 2010 (facing 1): it touches 2010 and not the attacker's 2011.
  const beyond = formatHex(stepFrom(centre.value, 1, map));
  const state: GameState = {
    ...started,
    counters: {
      ...started.counters,
      ...counterAt(rider, '2011', 0, 4),
      ...counterAt(scotC, '2010', 3, 2),
      ...counterAt(scotD, beyond, 3, 2),
    },
  };
  const roll = retreatRoll(state, setup, [rider], '2010');
  return { link: `${path}#game=${encodeGameLink(state, setup)}`, roll, beyond };
}

describe('a pursuit beyond its first hex, on the board', () => {
  /** Opens the game, applies the cavalry's attack on 2010 and returns the pursuit step. */
  async function pursuing(page: Page, link: string, roll: number) {
    await page.goto(link);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await goTo(page, '2010');
    await play(page).getByRole('button', { name: 'Attack this hex' }).click();
    const combat = page.locator('.play-combat');
    await combat.locator('[data-counter-pick="2011"]').click();
    await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
    await combat.getByLabel('2D6 rolled').fill(String(roll));
    return combat.getByRole('button', { name: `Apply roll ${roll} to the board` });
  }

  it('on a 390 px phone: a two-hex pursuit rides a unit down, in a handful of taps', async () => {
    const { link, roll, beyond } = setUpRide();
    const { page, context, problems } = await openPage(phone);
    const apply = await pursuing(page, link, roll);
    const finger = countTaps(page);
    const tapOn = (target: Locator) => finger.tap(target);
    await tapOn(apply);
    const pursuit = steps(page).locator('li[data-step="pursuit"]');
    await pursuit.waitFor();
    const offered = page.locator(`.pursuit-hex[data-state="offered"][data-hex="${beyond}"]`);
    await offered.waitFor();
    expect(await page.locator('.pursuit-hex[data-state="path"]').count()).toBe(1);
    await tapOn(offered);
    await expect
      .poll(() => page.locator(`.pursuit-hex[data-state="path"][data-hex="${beyond}"]`).count())
      .toBe(1);
    const path = pursuit.locator('.step-path');
    expect(await path.getAttribute('data-state')).toBe('ok');
    expect(await path.locator('li[data-rule="5.5.9"]').textContent()).toMatch(/rides down/);
    expect(await smallTargets(steps(page))).toEqual([]);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    const shots = process.env.BOARD_SHOTS;
    if (shots) {
      await path.scrollIntoViewIfNeeded();
      for (const theme of ['light', 'dark']) {
        await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
        await page.screenshot({ path: `${shots}/pursuit-390-${theme}.png` });
      }
    }
    const dice = pursuit.getByLabel('1D6 rolled');
    if ((await dice.count()) > 0) await dice.fill('3');
    await tapOn(pursuit.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('done');
    expect(await pursuit.locator('li[data-rule="5.8.3"]').count()).toBe(1);
    await expect.poll(() => page.locator(`.counter[data-counter="${scotD}"]`).count()).toBe(0);
    expect(await page.locator(`.counter[data-counter="${rider}"]`).count()).toBe(1);
    expect(await page.locator('.pursuit-hex').count()).toBe(0);
    console.log(`a two-hex pursuit on a phone: ${finger.taps} taps from Apply to confirmed`);
    expect(finger.taps).toBeLessThanOrEqual(4);
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a unit named in shiltron is not ridden down: the path is refused with the rule, cut back, confirmed', async () => {
    const { link, roll, beyond } = setUpRide();
    const { page, context, problems } = await openPage(desk);
    const apply = await pursuing(page, link, roll);
    await apply.click();
    const pursuit = steps(page).locator('li[data-step="pursuit"]');
    const offered = page.locator(`.pursuit-hex[data-state="offered"][data-hex="${beyond}"]`);
    await offered.waitFor();
    const box = await offered.boundingBox();
    if (!box) throw new Error('not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const toggle = pursuit.getByRole('checkbox', { name: /in shiltron/ }).first();
    await toggle.check();
    const path = pursuit.locator('.step-path');
    await expect.poll(() => path.getAttribute('data-state')).toBe('refused');
    expect(await path.locator('li[data-rule="5.8.8"]').textContent()).toMatch(/shiltron/);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    const shots = process.env.BOARD_SHOTS;
    if (shots) {
      for (const theme of ['light', 'dark']) {
        await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
        await page.screenshot({ path: `${shots}/pursuit-1280-${theme}.png` });
      }
    }
    // A tap on the hex of the path cuts it back; the pursuit stops on its first hex.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => path.getAttribute('data-state')).toBe('first');
    const dice = pursuit.getByLabel('1D6 rolled');
    if ((await dice.count()) > 0) await dice.fill('3');
    await pursuit.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('done');
    expect(await page.locator(`.counter[data-counter="${scotD}"]`).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a retreating cavalry unit and a friendly unit in shiltron', () => {
  it('the result names the units it rides down; one named in shiltron stays on the board', async () => {
    const { setup, started } = readStirling();
    const map = setup.scenarioMap.map;
    const hex = (text: string) => {
      const h = parseHex(text, map);
      if (!h.ok) throw new Error('no hex');
      return h.value;
    };
    // English cavalry on 2010 (facing up), English infantry on each hex behind it, a Scots unit above.
    const rear = [2, 3, 4].map((f) => formatHex(stepFrom(hex('2010'), f as 2 | 3 | 4, map)));
    const infantry = [
      'english-yorkshire-inf2-1',
      'english-yorkshire-inf2-2',
      'english-yorkshire-inf2-3',
    ];
    const state: GameState = {
      ...started,
      counters: {
        ...started.counters,
        ...counterAt(rider, '2010', 0, 2),
        ...rear.reduce((all, at, i) => ({ ...all, ...counterAt(infantry[i]!, at, 0, 1) }), {}),
        ...counterAt(scotA, '2009', 3, 10),
      },
    };
    const roll = retreatRoll(
      state,
      setup,
      [scotA],
      '2010',
      (r) => r.defender.retreat === 1 && r.attacker.retreat === 0 && r.defender.loss === 0,
    );
    const { page, context, problems } = await openPage(phone);
    await page.goto(`${path}#game=${encodeGameLink(state, setup)}`);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await goTo(page, '2010');
    await play(page).getByRole('button', { name: 'Attack this hex' }).click();
    const attack = page.locator('.play-combat');
    await attack.locator('[data-counter-pick="2009"]').click();
    await expect.poll(() => attack.getAttribute('data-state')).toBe('ready');
    await attack.getByLabel('2D6 rolled').fill(String(roll));
    await attack.getByRole('button', { name: `Apply roll ${roll} to the board` }).click();
    const formed = page.locator('.play-combat-result li[data-rule="5.8.8"]');
    await formed.first().waitFor();
    const unit = await formed.first().getAttribute('data-counter');
    await expect.poll(() => page.locator(`.counter[data-counter="${unit}"]`).count()).toBe(0);
    await formed
      .first()
      .getByRole('checkbox', { name: /in shiltron/ })
      .check();
    await expect.poll(() => page.locator(`.counter[data-counter="${unit}"]`).count()).toBe(1);
    expect(await smallTargets(page.locator('.play-combat-result'))).toEqual([]);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    const shots = process.env.BOARD_SHOTS;
    if (shots) {
      await formed.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/retreat-formation-390.png` });
    }
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    expect(problems).toEqual([]);
    await context.close();
  });
});
