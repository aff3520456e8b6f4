/**
 * What the scenario board's browser tests share: a harness started before a
 * file's tests and closed after them, the Stirling page and its setup read
 * from the scenario file, and the rolls the engine works out for a combat.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import {
  analyseCombat,
  checkScenario,
  getEdition,
  plainCombat,
  readBoardCombat,
  readBoardSetup,
  startGame,
  toBoardCombatInput,
  type BoardSetup,
  type CombatResult,
  type CombatUnit,
  type CounterOnBoard,
  type GameState,
  type Scenario,
} from '../../engine/medieval/index.ts';
import { openPage, startHarness, type Harness, type WatchedPage } from './harness.ts';

export const stirlingPath = '/bannockburn-1314/stirling/';
export const desk = { viewport: { width: 1280, height: 900 } };
/** A counter's internal id, as the setup makes them ("scots-moray-inf1-3"): never shown as text. */
export const internalId = /\b(scots|english)-[a-z0-9-]+/;
export const english = 'english-de-thweng-cav2-1';
export const [scotA, scotB] = ['scots-wallace-inf0-1', 'scots-wallace-inf0-2'] as const;

/** Starts a browser harness for the file's tests; the function it gives opens a watched page. */
export function useBoardPages(): (options?: BrowserContextOptions) => Promise<WatchedPage> {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return (options = {}) => {
    if (!harness) throw new Error('the harness has not started');
    return openPage(harness, options);
  };
}

/** Opens a board page and waits until the board and its grid are ready. */
export async function openBoard(page: Page, path = stirlingPath): Promise<void> {
  await page.goto(path);
  await page
    .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
    .waitFor();
}

/** The Stirling scenario, its board setup and a game at its start. */
export function readStirling(): { scenario: Scenario; setup: BoardSetup; started: GameState } {
  const file = join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json');
  const scenario = checkScenario(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!scenario.ok) throw new Error(scenario.error.message);
  const setup = readBoardSetup(scenario.value);
  if (!setup.ok) throw new Error(setup.error.message);
  const started = startGame(setup.value, scenario.value);
  if (!started.ok) throw new Error(started.error.message);
  return { scenario: scenario.value, setup: setup.value, started: started.value };
}

/** A roll that takes SPs from the defender when two 2-SP infantry attack a 2-SP cavalry unit from its rear. */
export function losingRoll(): number {
  const inf: CombatUnit = { kind: 'infantry', sp: 2, armor: 0, cf: 0 };
  const cav: CombatUnit = { kind: 'cavalry', sp: 2, armor: 2, cf: 0 };
  const analysis = analyseCombat(
    'bannockburn-1314',
    plainCombat([inf, inf], [cav], { attacker: { rearHexes: 2 } }),
  );
  if (!analysis.ok) throw new Error(analysis.error.message);
  const roll = analysis.value.outcomes.find((o) => o.result.defender.loss > 0)?.roll;
  if (roll === undefined) throw new Error('no roll takes SPs from the defender');
  return roll;
}

/** The first roll whose result `wanted` accepts in a combat read off the board: by default the defender retreats and no one loses SPs. */
export function retreatRoll(
  state: GameState,
  setup: BoardSetup,
  attackers: readonly string[],
  defenderHex: string,
  wanted: (result: CombatResult) => boolean = (result) =>
    result.defender.retreat > 0 &&
    result.attacker.retreat === 0 &&
    result.attacker.loss === 0 &&
    result.defender.loss === 0,
): number {
  const edition = getEdition('bannockburn-1314');
  if (!edition.ok) throw new Error(edition.error.message);
  const map = setup.scenarioMap.map;
  const combat = readBoardCombat(
    { state, setup, map, terrain: {}, attackers: [...attackers], defenderHex },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.value));
  if (!analysis.ok) throw new Error(analysis.error.message);
  const roll = analysis.value.outcomes.find(({ result }) => wanted(result))?.roll;
  if (roll === undefined) throw new Error('no roll gives the result wanted');
  return roll;
}

/** One counter placed and ready, to spread into a state's counters. */
export const counterAt = (
  id: string,
  hex: string,
  facing: CounterOnBoard['facing'],
  sp: number | null,
) => ({ [id]: { id, hex, facing, sp, status: 'ready' as const } });

/** Taps the middle of a target as a finger would, scrolled into view first, counting the taps. */
export function countTaps(page: Page): { taps: number; tap: (target: Locator) => Promise<void> } {
  const finger = {
    taps: 0,
    async tap(target: Locator) {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error('not shown');
      finger.taps += 1;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    },
  };
  return finger;
}

/** Opens a hex through the board's own "Go to hex" field. */
export async function goTo(page: Page, hex: string): Promise<void> {
  const field = page.getByLabel('Go to hex');
  await field.fill(hex);
  await field.press('Enter');
  await expect.poll(() => page.locator('.board-panel').getAttribute('data-hex')).toBe(hex);
}
