/**
 * Strengths entered once, on a 390 px phone on the Stirling board: the
 * Strengths button at the head of play along opens one row per setup group;
 * a group set once survives a reload and travels in a game link to a fresh
 * browser; a combat with a unit at "? SP" asks for it in place. Axe finds
 * nothing on the open panel in either theme, and the console stays clean.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import {
  applyAction,
  checkScenario,
  encodeGameLink,
  readBoardSetup,
  startGame as beginGame,
  type GameAction,
} from '../../engine/medieval/index.ts';
import { axeViolationsInBothThemes, phone } from './harness.ts';
import { internalId, stirlingPath as path, useBoardPages } from './board-support.ts';

const openPage = useBoardPages();

const play = (page: Page) => page.locator('.play-panel');
const toggle = (page: Page) => play(page).locator('.strengths-toggle');
const group = (page: Page, id: string) =>
  play(page).locator(`.strength-groups > li[data-group="${id}"]`);
const wallace = 'scots-wallace-infantry-0';
const surrey = 'english-surrey-cavalry-2';
const units = 115;

const [scotA, cavalry] = ['scots-wallace-inf0-1', 'english-de-thweng-cav2-1'];

/** A Stirling game whose only placed counters are a Scots infantry facing an English cavalry on 2010, SPs unset. */
function combatLink(): string {
  const scenario = checkScenario(
    JSON.parse(readFileSync('scenarios/bannockburn-1314/stirling.json', 'utf8')) as unknown,
  );
  if (!scenario.ok) throw new Error(scenario.error.message);
  const setup = readBoardSetup(scenario.value);
  if (!setup.ok) throw new Error(setup.error.message);
  const started = beginGame(setup.value, scenario.value);
  if (!started.ok) throw new Error(started.error.message);
  const actions: GameAction[] = [
    { type: 'place', counter: cavalry, hex: '2010', facing: 0 },
    { type: 'place', counter: scotA, hex: '2011', facing: 0 },
  ];
  const state = actions.reduce((now, action) => {
    const next = applyAction(now, action, { setup: setup.value, scenario: scenario.value });
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, started.value);
  return encodeGameLink(state, setup.value);
}

/** Opens a hex through the board's "Go to hex" field. */
async function goTo(page: Page, hex: string) {
  const field = page.getByLabel('Go to hex');
  await field.fill(hex);
  await field.press('Enter');
  await expect.poll(() => page.locator('.board-panel').getAttribute('data-hex')).toBe(hex);
}

async function ready(page: Page) {
  await page.goto(path);
  await page
    .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
    .waitFor();
}

async function startGame(page: Page) {
  await page.locator('.play-start').getByRole('button', { name: 'Start a game' }).tap();
  await play(page).and(page.locator('[data-state="playing"]')).waitFor();
}

/** Opens the Strengths panel with one tap, unless it is open. */
async function openStrengths(page: Page) {
  await play(page).and(page.locator('[data-state="playing"]')).waitFor();
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).tap();
  await play(page).locator('.strengths-panel').waitFor();
}

/** Every button and field is at least 44 px each way. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.locator('button, input').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const { width, height } = node.getBoundingClientRect();
      return width < 44 || height < 44
        ? [`${node.getAttribute('aria-label') ?? node.textContent}: ${width}×${height}`]
        : [];
    }),
  );
}

describe('strengths entered once', () => {
  it('sets a group once, keeps it over a reload and in a link opened elsewhere', async () => {
    const { page, context, problems } = await openPage({
      ...phone,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await startGame(page);
    expect(await toggle(page).textContent()).toContain(`${units} at ? SP`);
    await openStrengths(page);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await group(page, wallace).getAttribute('data-state')).toBe('unset');

    // One typed value sets the 9 INF [0] (Wallace); two taps on + set Surrey's 4 CAV [2] to 2.
    const field = group(page, wallace).getByRole('spinbutton');
    await field.fill('3');
    await field.press('Enter');
    await expect.poll(() => group(page, wallace).getAttribute('data-state')).toBe('all-set');
    const more = group(page, surrey).getByRole('button', { name: /^One SP more/ });
    await more.tap();
    await more.tap();
    await expect
      .poll(() => group(page, surrey).locator('.group-state').getAttribute('data-sp'))
      .toBe('2');
    expect(await toggle(page).textContent()).toContain(`${units - 13} at ? SP`);

    // One counter that differs, set in its group's list.
    await group(page, surrey)
      .getByRole('button', { name: /^Counters of CAV \[2\] \(Surrey\)/ })
      .tap();
    const first = group(page, surrey).locator('.group-counters li').first();
    await first.getByRole('button', { name: /^One SP less/ }).tap();
    await expect.poll(() => group(page, surrey).getAttribute('data-state')).toBe('differ');

    expect(await smallTargets(play(page).locator('.play-strengths'))).toEqual([]);
    expect(await play(page).locator('.play-strengths').innerText()).not.toMatch(internalId);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await play(page).locator('.strengths-panel').scrollIntoViewIfNeeded();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.reload();
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await openStrengths(page);
    await expect
      .poll(() => group(page, wallace).locator('.group-state').getAttribute('data-sp'))
      .toBe('3');
    expect(await group(page, surrey).getAttribute('data-state')).toBe('differ');

    await play(page).getByRole('button', { name: 'Copy a link to this game' }).tap();
    await expect.poll(() => play(page).getByText('Link copied.').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openPage(phone);
    await other.page.goto(new URL(link).pathname + new URL(link).hash);
    await other.page.locator('.scenario-board[data-state="ready"]').waitFor();
    await openStrengths(other.page);
    await expect
      .poll(() => group(other.page, wallace).locator('.group-state').getAttribute('data-sp'))
      .toBe('3');
    expect(await group(other.page, surrey).getAttribute('data-state')).toBe('differ');
    expect(await toggle(other.page).textContent()).toContain(`${units - 13} at ? SP`);
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('asks for the SPs a combat lacks in the combat, and sets a whole group from there', async () => {
    const { page, context, problems } = await openPage(phone);
    await page.goto(`${path}#game=${combatLink()}`);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();
    await goTo(page, '2010');
    await play(page).getByRole('button', { name: 'Attack this hex' }).tap();
    const combat = page.locator('.play-combat[data-hex="2010"]');
    await combat.locator('[data-counter-pick="2011"]').tap();
    const ask = combat.locator('.combat-ask');
    await expect.poll(() => ask.locator('li').count()).toBe(2);
    expect(await ask.innerText()).not.toMatch(internalId);
    expect(await smallTargets(ask)).toEqual([]);

    const scot = ask.locator(`li[data-counter="${scotA}"]`);
    await scot.getByRole('spinbutton').fill('2');
    await scot.getByRole('button', { name: 'Set all 9 INF [0] (Wallace)' }).tap();
    const english = ask.locator(`li[data-counter="${cavalry}"]`);
    await english.getByRole('spinbutton').fill('2');
    await english.getByRole('spinbutton').press('Enter');
    await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
    expect(await ask.count()).toBe(0);
    expect(await toggle(page).textContent()).toContain(`${units - 10} at ? SP`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says beside its field that a group starts below full strength, as the setup prints it', async () => {
    const { page, context, problems } = await openPage(phone);
    await page.goto('/kosovo-1389/milos-obilic/');
    await page
      .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
      .waitFor();
    await startGame(page);
    await openStrengths(page);
    const below = play(page).locator('.strength-groups > li .group-below');
    await expect.poll(() => below.count()).toBe(4);
    const vukovic = play(page).locator('.strength-groups > li', { has: page.getByText('Vuković') });
    const line = vukovic.locator('.group-below');
    expect(await line.getAttribute('data-sp')).toBe('7');
    expect(await line.getAttribute('data-rule')).toBe('13.1.1');
    expect(await line.innerText()).toMatch(/7 SPs below full strength/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
