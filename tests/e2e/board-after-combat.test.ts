/**
 * The steps after a combat on a scenario board, in Chromium: a game opened
 * from a link with two Scots units behind an English cavalry unit and its
 * leader, the attack applied with a roll that makes the defender retreat,
 * then the leader's death roll and a pursuit listed with their rules and
 * odds; the pursuit confirmed moves the unit, its undo takes it back. Axe
 * finds nothing and the console stays clean.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  analyseCombat,
  checkScenario,
  encodeGameLink,
  getEdition,
  readBoardCombat,
  readBoardSetup,
  startGame,
  toBoardCombatInput,
  type CounterOnBoard,
  type GameState,
} from '../../engine/medieval/index.ts';
import { axeViolations, type Harness, openPage, phone, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const path = '/bannockburn-1314/stirling/';
const play = (page: Page) => page.locator('.play-panel');
const english = 'english-de-thweng-cav2-1';
const leader = 'english-de-thweng';
const [scotA, scotB] = ['scots-wallace-inf0-1', 'scots-wallace-inf0-2'];

/** The game the link carries, and the roll that makes the defender retreat with no loss on either side. */
function setUp(): { link: string; roll: number } {
  const file = join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json');
  const scenario = checkScenario(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!scenario.ok) throw new Error(scenario.error.message);
  const setup = readBoardSetup(scenario.value);
  if (!setup.ok) throw new Error(setup.error.message);
  const game = startGame(setup.value, scenario.value);
  if (!game.ok) throw new Error(game.error.message);
  const on = (id: string, hex: string, facing: CounterOnBoard['facing'], sp: number | null) => ({
    [id]: { id, hex, facing, sp, status: 'ready' as const },
  });
  // The defender faces up (0): 2011 and 2110 are in its rear area on this map.
  const state: GameState = {
    ...game.value,
    counters: {
      ...game.value.counters,
      ...on(english, '2010', 0, 2),
      ...on(leader, '2010', 0, null),
      ...on(scotA, '2011', 0, 2),
      ...on(scotB, '2110', 5, 2),
    },
  };
  const edition = getEdition('bannockburn-1314');
  if (!edition.ok) throw new Error(edition.error.message);
  const combat = readBoardCombat(
    {
      state,
      setup: setup.value,
      map: setup.value.scenarioMap.map,
      terrain: {},
      attackers: [scotA, scotB],
      defenderHex: '2010',
    },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.value));
  if (!analysis.ok) throw new Error(analysis.error.message);
  const roll = analysis.value.outcomes.find(
    ({ result }) =>
      result.defender.retreat > 0 &&
      result.attacker.retreat === 0 &&
      result.attacker.loss === 0 &&
      result.defender.loss === 0,
  )?.roll;
  if (roll === undefined) throw new Error('no roll makes the defender retreat unharmed');
  return { link: `${path}#game=${encodeGameLink(state, setup.value)}`, roll };
}

/** Opens a hex through the board's "Go to hex" field. */
async function goTo(page: Page, hex: string) {
  const field = page.getByLabel('Go to hex');
  await field.fill(hex);
  await field.press('Enter');
  await expect.poll(() => page.locator('.board-panel').getAttribute('data-hex')).toBe(hex);
}

describe('the steps after a combat on the board', () => {
  it('a retreat calls for a death roll and a pursuit: confirmed, the unit pursues; undone, it is back', async () => {
    const { link, roll } = setUp();
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(link);
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    await play(page).and(page.locator('[data-state="playing"]')).waitFor();

    // The attack opens on 2010; the counters next to it are picked by a tap on their hexes' entries.
    await goTo(page, '2010');
    await play(page).getByRole('button', { name: 'Attack this hex' }).click();
    const combat = page.locator('.play-combat');
    for (const hex of ['2011', '2110'])
      await combat.locator(`[data-counter-pick="${hex}"]`).click();
    await expect.poll(() => combat.getAttribute('data-state')).toBe('ready');
    await combat.getByRole('button', { name: 'Resolve in the calculator' }).click();
    const calc = combat.locator('[data-calculator="combat"]');
    await calc.waitFor();
    const dice = calc.getByLabel('2D6 rolled');
    await dice.fill(String(roll));
    await dice.press('Enter');
    await calc.getByRole('button', { name: `Apply roll ${roll} to the board` }).click();

    const after = play(page).locator('.play-after');
    await after.waitFor();
    const death = after.locator('li[data-step="leader-death"]');
    expect(await death.getAttribute('data-state')).toBe('pending');
    expect(await death.locator('li[data-rule="8.2.5"]').textContent()).toMatch(/\(0\/36\)/);
    const pursuits = after.locator('li[data-step="pursuit"]');
    expect(await pursuits.count()).toBe(2);
    const pursuit = pursuits.first();
    expect(await pursuit.locator('li[data-rule="5.5.2"]').textContent()).toMatch(
      /obligatory 5\/6, voluntary 1\/6/,
    );

    await pursuit.getByLabel('1D6 rolled').fill('3');
    await pursuit.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => pursuit.getAttribute('data-state')).toBe('done');
    expect(await pursuit.innerText()).toMatch(/pursuit obligatory/);
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
    expect(await page.locator('.scenario-board').innerText()).not.toMatch(
      /\b(scots|english)-[a-z0-9-]+/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
