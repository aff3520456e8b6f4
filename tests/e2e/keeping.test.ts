/**
 * Nothing a player keeps is lost, in Chromium: an army, a board's marks and a
 * game kept in the browser survive unreadable links, are set aside (and come
 * back by Undo or "Bring back") when a readable link replaces them, and a
 * browser whose storage is missing, throwing or full says so in one line,
 * with no uncaught exception.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkScenario,
  encodeGameLink,
  readBoardSetup,
  startGame,
} from '../../engine/medieval/index.ts';
import { axeViolations, type Harness, openPage, phone, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const desk = { viewport: { width: 1280, height: 900 } };
const armyPath = '/knighthood-3/army-builder/';
const boardPath = '/bannockburn-1314/stirling/';

const builder = (page: Page) => page.locator('[data-calculator="army-builder"]');
const keeping = (page: Page) => page.locator('.army-keeping');
const armyName = (page: Page) => builder(page).getByLabel('Army name').inputValue();
const unitCount = (page: Page) => builder(page).locator('fieldset.army-unit').count();
const play = (page: Page) => page.locator('.play-panel');
const phase = (page: Page) => play(page).locator('.play-turn').getAttribute('data-phase');
const marked = (page: Page, mark: string) =>
  page.locator(`.scenario-board svg path.terrain[data-terrain="${mark}"]`).count();

/** Opens an address afresh: a change of the fragment alone would not reload the page. */
async function visit(page: Page, address: string) {
  await page.goto('about:blank');
  await page.goto(address);
}

async function armyReady(page: Page, address = armyPath) {
  await visit(page, address);
  await page.locator('.army-keeping[data-state="ready"]').waitFor();
}

async function boardReady(page: Page, address = boardPath) {
  await visit(page, address);
  await page
    .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
    .waitFor();
}

/** Keeps an army called `name` with one unit, as a player would. */
async function keepArmy(page: Page, name: string) {
  await armyReady(page);
  await builder(page).getByLabel('Army name').fill(name);
  await builder(page).getByRole('button', { name: 'Add a unit' }).click();
  await expect.poll(() => unitCount(page)).toBe(1);
  await page.waitForTimeout(300); // the kept copy is written after each change
}

/** The army name in the browser's kept copy, read straight from IndexedDB. */
async function keptArmyName(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((done) => {
        const open = indexedDB.open('knighthood-3-armies');
        open.onerror = () => done(undefined);
        open.onsuccess = () => {
          const read = open.result.transaction('armies').objectStore('armies').get('current');
          read.onerror = () => done(undefined);
          read.onsuccess = () => {
            const text: unknown = read.result;
            done(
              typeof text === 'string'
                ? (JSON.parse(text) as { army?: { name?: string } }).army?.name
                : undefined,
            );
          };
        };
      }),
  );
}

/** A valid `?army=` link to an army called `name` with no units, made by another browser. */
async function armyLink(name: string): Promise<string> {
  const other = await openPage(harness, desk);
  await armyReady(other.page);
  await builder(other.page).getByLabel('Army name').fill(name);
  await builder(other.page).getByRole('button', { name: 'Make a link' }).click();
  const link = await builder(other.page).getByLabel('Link to this army').inputValue();
  await other.context.close();
  return new URL(link).pathname + new URL(link).search;
}

/** A valid `#game=` link: the scenario's first phase, nothing placed, no marks. */
function gameLink(): string {
  const file = join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json');
  const scenario = checkScenario(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!scenario.ok) throw new Error(scenario.error.message);
  const setup = readBoardSetup(scenario.value, { lowerColumns: 'odd' });
  if (!setup.ok) throw new Error(setup.error.message);
  const game = startGame(setup.value, scenario.value);
  if (!game.ok) throw new Error(game.error.message);
  return `${boardPath}#game=${encodeGameLink(game.value, setup.value, {}, undefined)}`;
}

/** Waits until the board's marks are written to the browser, as a reload would find them. */
async function boardKept(page: Page) {
  await expect
    .poll(() => page.locator('.scenario-board').getAttribute('data-keeping'))
    .toBe('kept');
}

/** Marks a hex by the board's "Go to hex" field and its panel. */
async function mark(page: Page, hex: string, terrain: string) {
  const field = page.getByLabel('Go to hex');
  await field.fill(hex);
  await field.press('Enter');
  await page.locator(`.board-panel[data-hex="${hex}"] button[data-terrain="${terrain}"]`).click();
  await expect.poll(() => marked(page, terrain)).toBe(1);
}

describe('kept armies', () => {
  it('an unreadable ?army= link changes nothing kept, and a reload still has the army', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await keepArmy(page, 'Mine');
    await armyReady(page, `${armyPath}?army=x`);
    // Said at the builder's top, where a player opening a link is looking.
    const refusal = builder(page).locator('.calc-title + [data-state="error"]');
    await expect.poll(() => refusal.textContent()).toContain('Your army is unchanged');
    expect(await refusal.isVisible()).toBe(true);
    expect(await armyName(page)).toBe('Mine');
    expect(await unitCount(page)).toBe(1);
    await page.reload();
    await page.locator('.army-keeping[data-state="ready"]').waitFor();
    await expect.poll(() => armyName(page)).toBe('Mine');
    expect(await unitCount(page)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a valid link sets the kept army aside: Undo and "Bring back" return it', async () => {
    const link = await armyLink('Theirs');
    const { page, context, problems } = await openPage(harness, desk);
    await keepArmy(page, 'Mine');
    await armyReady(page, link);
    await expect.poll(() => armyName(page)).toBe('Theirs');
    const notice = builder(page).locator('.calc-title + .keeping-notice');
    await expect.poll(() => notice.textContent()).toContain('"Mine" is set aside');
    expect((await notice.boundingBox())?.y).toBeLessThan(900);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => armyName(page)).toBe('Mine');
    expect(await unitCount(page)).toBe(1);

    // Opened again, the link's army replaces it; the list of set-aside armies brings it back.
    await armyReady(page, link);
    await expect.poll(() => armyName(page)).toBe('Theirs');
    const aside = keeping(page).locator('.keeping-aside');
    await aside.locator('summary').click();
    await aside
      .locator('li', { hasText: 'Mine' })
      .first()
      .getByRole('button', { name: 'Bring back' })
      .click();
    await expect.poll(() => armyName(page)).toBe('Mine');
    expect(await unitCount(page)).toBe(1);
    // The kept copy is written just after the change: reload once it holds the army brought back.
    await expect.poll(() => keptArmyName(page)).toBe('Mine');
    await page.reload();
    await page.locator('.army-keeping[data-state="ready"]').waitFor();
    await expect.poll(() => armyName(page)).toBe('Mine');
    // The reload restores the scroll where "Bring back" was pressed, which can leave the keep
    // buttons under the sticky header: axe counts the header as covering them, though any
    // scroll uncovers them. Checked from the top of the page, as a reader arrives.
    await page.evaluate(() => scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('kept marks and games', () => {
  it('board links: a bad one changes no mark; a good one sets the marks aside, and Undo returns them', async () => {
    const { page, context, problems } = await openPage(harness, desk);
    await boardReady(page);
    await mark(page, '3318', 'forest');
    await boardKept(page);
    for (const bad of ['zz', 'e.9999f']) {
      await boardReady(page, `${boardPath}#board=${bad}`);
      await expect.poll(() => page.locator('.board-problem').count()).toBe(1);
      expect(await marked(page, 'forest')).toBe(1);
    }
    for (const good of ['o.1702d', '-', 'o']) {
      await boardReady(page, `${boardPath}#board=${good}`);
      const notice = page.locator('.scenario-board .keeping-notice');
      await expect.poll(() => notice.textContent()).toContain('set aside');
      expect(await marked(page, 'forest')).toBe(0);
      await notice.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => marked(page, 'forest')).toBe(1);
      await boardKept(page);
    }
    await page.reload();
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await expect.poll(() => marked(page, 'forest')).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('game links: a bad one keeps the game; a good one sets it aside, and it comes back', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await boardReady(page);
    await page.locator('.play-start').getByRole('button', { name: 'Start a game' }).click();
    // Starting loads the play kit first: wait on the panel's state, not a one-second poll.
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    for (let i = 0; i < 5; i++)
      await play(page).getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => phase(page)).toBe('6');
    await expect.poll(() => play(page).getAttribute('data-keeping')).toBe('kept');

    await boardReady(page, `${boardPath}#game=x`);
    await expect
      .poll(() => play(page).locator('.play-notice').textContent())
      .toContain('unchanged');
    expect(await phase(page)).toBe('6');

    await boardReady(page, gameLink());
    await expect.poll(() => phase(page)).toBe('1');
    const notice = page.locator('.scenario-board .keeping-notice');
    await expect.poll(() => notice.textContent()).toContain('set aside');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => phase(page)).toBe('6');
    await expect.poll(() => play(page).getAttribute('data-keeping')).toBe('kept');

    await boardReady(page, gameLink());
    await expect.poll(() => phase(page)).toBe('1');
    const aside = page.locator('.scenario-board .keeping-aside');
    await aside.locator('summary').click();
    await aside.getByRole('button', { name: 'Bring back' }).first().click();
    await expect.poll(() => phase(page)).toBe('6');
    await expect.poll(() => play(page).getAttribute('data-keeping')).toBe('kept');
    await page.reload();
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await expect.poll(() => phase(page)).toBe('6');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Ways a browser's storage fails, set up before any page script runs. */
const faults = {
  'IndexedDB missing': () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
  'open throwing': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied storage.', 'SecurityError');
    };
  },
  'quota exceeded': () => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
} as const;

describe('storage faults are said in one line', () => {
  for (const [name, fault] of Object.entries(faults)) {
    it(`${name}: the builder says it will not keep the army, and saving throws nothing`, async () => {
      const { page, context, problems } = await openPage(harness, desk);
      await page.addInitScript(fault);
      await armyReady(page);
      await builder(page).getByLabel('Army name').fill('Fragile');
      await builder(page).getByRole('button', { name: 'Save in this browser' }).click();
      const status = keeping(page).locator('.keeping-status');
      await expect.poll(() => status.textContent()).toContain('will not keep this army');
      expect(await status.textContent()).toContain('export it as a file');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`${name}: the board says it will not keep the game, and a later step does not hide it`, async () => {
      const { page, context, problems } = await openPage(harness, phone);
      await page.addInitScript(fault);
      await boardReady(page);
      await page.locator('.play-start').getByRole('button', { name: 'Start a game' }).click();
      // Starting loads the play kit first: wait on the panel's state, not a one-second poll.
      await play(page).and(page.locator('[data-state="playing"]')).waitFor();
      await play(page).getByRole('button', { name: 'Next phase' }).click();
      await expect.poll(() => phase(page)).toBe('2');
      const status = page.locator('.scenario-board .keeping-status');
      await expect.poll(() => status.textContent()).toContain('will not keep');
      expect(await status.textContent()).toContain('save the game as a file');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
