/**
 * Playing along on a scenario board in Chromium: set up from the scenario,
 * place and face two counters behind a third and get the rear attack in the
 * pre-filled calculator, apply the roll and see the loss on the board, keep
 * the game over a reload, save it to a file and open it again, all by
 * keyboard too, with axe finding nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, phone } from './harness.ts';
import {
  desk,
  english,
  internalId,
  losingRoll,
  openBoard,
  scotA,
  scotB,
  useBoardPages,
  goTo,
} from './board-support.ts';

const openPage = useBoardPages();

const play = (page: Page) => page.locator('.play-panel');
const counter = (page: Page, id: string) => page.locator(`.counter[data-counter="${id}"]`);

const ready = (page: Page) => openBoard(page);

/** Picks a counter from the tray (by keyboard), sends it to a hex, turns it and sets 2 SP. */
async function place(page: Page, id: string, label: RegExp, hex: string, turns: number) {
  const tray = play(page).locator('.play-tray');
  if ((await tray.getAttribute('open')) === null) {
    await tray.locator('summary').focus();
    await page.keyboard.press('Enter');
  }
  await tray.getByRole('button', { name: label }).first().focus();
  await page.keyboard.press('Enter');
  await goTo(page, hex);
  await expect.poll(() => counter(page, id).count()).toBe(1);
  const turn = play(page).getByRole('button', {
    name: turns > 0 ? 'Turn clockwise' : 'Turn anticlockwise',
  });
  for (let i = 0; i < Math.abs(turns); i++) {
    await turn.focus();
    await page.keyboard.press('Enter');
  }
  const more = play(page).getByRole('button', { name: 'One SP more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await play(page).getByRole('button', { name: 'Done' }).press('Enter');
}

async function startGame(page: Page) {
  // Play along loads on the first "Start a game".
  await page.locator('.play-start').getByRole('button', { name: 'Start a game' }).press('Enter');
  // Starting loads the play kit first: wait on the panel's state, not a one-second poll.
  await play(page).and(page.locator('[data-state="playing"]')).waitFor();
}

describe('play along on the scenario board', () => {
  it('on a phone: start, set up from the scenario, and a tapped hex lists its counters', async () => {
    const { page, context, problems } = await openPage(phone);
    await ready(page);
    await startGame(page);
    await play(page).getByRole('button', { name: 'Set up from the scenario' }).tap();
    await expect.poll(() => counter(page, 'scots-wallace').count()).toBe(1);
    expect(await page.locator('.counter').count()).toBeGreaterThan(100);
    await goTo(page, '3318');
    const here = play(page).locator('.play-here[data-hex="3318"]');
    await expect.poll(() => here.getByRole('button', { name: /^Wallace/ }).count()).toBe(1);
    // Every line a player reads names counters as they print, never by an internal id.
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    // The phase and its reply read as two phrases ("moves cavalry (English may fire…").
    expect(await play(page).locator('.play-turn').innerText()).not.toMatch(/\w\(/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keyboard only: two counters behind a third fill the calculator with the rear attack, and the roll comes back as a loss', async () => {
    const { page, context, problems } = await openPage(desk);
    await ready(page);
    await startGame(page);
    // The defender faces up (0): its rear is 2110, 2011 and 1910 on this map.
    await place(page, english, /^CAV \[2\] \(de Thweng\)/, '2010', 0);
    await place(page, scotA, /^INF \[0\] \(Wallace\)/, '2011', 0); // faces up, at 2010
    await place(page, scotB, /^INF \[0\] \(Wallace\)/, '2110', -1); // faces up-left, at 2010
    expect(await counter(page, english).locator('text').last().textContent()).toBe('2');

    // The attack opens on the defender's hex; the counters next to it are offered as attackers.
    await goTo(page, '2010');
    await play(page).getByRole('button', { name: 'Attack this hex' }).press('Enter');
    for (const [hex, id] of [
      ['2011', scotA],
      ['2110', scotB],
    ] as const) {
      await page.locator(`[data-counter-pick="${hex}"]`).press('Space');
      await expect.poll(() => counter(page, id).getAttribute('data-state')).toBe('attacking');
    }
    const combat = page.locator('.play-combat');
    await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
    expect(await combat.locator('li[data-rule="3.1.2"]').textContent()).toMatch(/2/);
    await combat.getByRole('button', { name: 'Resolve in the calculator' }).press('Enter');

    const calc = combat.locator('[data-calculator="combat"]');
    await calc.waitFor();
    // Filled in from the board: 2 rear hexes, and the column's working names 3.1.2.
    expect(await calc.getByLabel('Rear-area hexes occupied').inputValue()).toBe('2');
    expect(await calc.locator('a', { hasText: '3.1.2' }).count()).toBeGreaterThan(0);
    const roll = losingRoll();
    const dice = calc.getByLabel('2D6 rolled');
    await dice.fill(String(roll));
    await dice.press('Enter');
    const apply = calc.getByRole('button', { name: `Apply roll ${roll} to the board` });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.play-combat-result li').count()).toBeGreaterThan(0);
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(internalId);
    const lost = Number(await play(page).locator('[data-losses="English"]').textContent());
    expect(lost).toBeGreaterThan(0);
    // The defender shows its SPs left, or is gone from the board.
    const left = await counter(page, english)
      .locator('text')
      .last()
      .textContent()
      .catch(() => null);
    if (lost < 2) expect(left).toBe(String(2 - lost));
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the game over a reload, and saves it to a file that opens again', async () => {
    const { page, context, problems } = await openPage(desk);
    await ready(page);
    await startGame(page);
    await play(page).getByRole('button', { name: 'Set up from the scenario' }).click();
    await play(page).getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => play(page).locator('.play-turn').getAttribute('data-phase')).toBe('2');

    await page.reload();
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await expect.poll(() => play(page).locator('.play-turn').getAttribute('data-phase')).toBe('2');
    expect(await counter(page, 'scots-wallace').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      play(page).getByRole('button', { name: 'Save as a file' }).click(),
    ]);
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    expect(JSON.parse(file)).toMatchObject({ format: 'medieval-game', scenarioId: 'stirling' });

    await play(page).getByRole('button', { name: 'New game…' }).click();
    await play(page).getByRole('button', { name: 'Yes, start again' }).click();
    await expect.poll(() => counter(page, 'scots-wallace').count()).toBe(0);

    const input = play(page).getByLabel('Open a file');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"medieval-game","version":2}'),
    });
    await expect
      .poll(() => play(page).locator('.play-notice').textContent())
      .toMatch(/could not be opened.*version.*unchanged/);
    await input.setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
    await expect.poll(() => counter(page, 'scots-wallace').count()).toBe(1);
    expect(await play(page).locator('.play-turn').getAttribute('data-phase')).toBe('2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shares the game as a link that opens it in another browser', async () => {
    const clipboard = { ...desk, permissions: ['clipboard-read', 'clipboard-write'] };
    const { page, context, problems } = await openPage(clipboard);
    await ready(page);
    await startGame(page);
    await play(page).getByRole('button', { name: 'Set up from the scenario' }).click();
    await play(page).getByRole('button', { name: 'Next phase' }).click();
    await play(page).getByRole('button', { name: 'Copy a link to this game' }).click();
    await expect.poll(() => play(page).getByText('Link copied.').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#game=[A-Za-z0-9_-]+$/);

    // A fresh browser has nothing kept: the link alone brings the game, then leaves the address.
    const other = await openPage(desk);
    await other.page.goto(new URL(link).pathname + new URL(link).hash);
    await other.page.locator('.scenario-board[data-state="ready"]').waitFor();
    await expect.poll(() => counter(other.page, 'scots-wallace').count()).toBe(1);
    expect(await play(other.page).locator('.play-turn').getAttribute('data-phase')).toBe('2');
    await expect.poll(() => other.page.evaluate(() => location.hash)).toBe('');
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
