/**
 * The Stirling board for play along's tests: the scenario read from its file,
 * its board setup, a board reading that records what it adopts, and a game
 * started on it. Each test file mocks the games' store (board-storage.ts) itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkScenario,
  readBoardSetup,
  type BoardSetup,
  type Scenario,
  type TerrainMarks,
} from '../../../../engine/medieval/index.ts';
import { PlayAlong } from './play-along.svelte.ts';
import type { BoardReading } from './played-game.svelte.ts';

export const gameKey = 'bannockburn-1314/stirling';

const read = checkScenario(
  JSON.parse(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  ) as unknown,
);
if (!read.ok) throw new Error(read.error.message);
export const scenario: Scenario = read.value;
const built = readBoardSetup(scenario);
if (!built.ok) throw new Error(built.error.message);
export const setup: BoardSetup = built.value;
export const map = setup.scenarioMap.map;

export function boardReading(): BoardReading & { adopted: TerrainMarks[] } {
  const adopted: TerrainMarks[] = [];
  return {
    setup,
    marks: {},
    chosen: undefined,
    adopted,
    adopt: (_stagger, marks) => Promise.resolve(void adopted.push(marks)),
  };
}

export const unitsOf = (side: string) =>
  setup.counters.filter((c) => c.side === side && c.kind !== 'leader').map((c) => c.id);

export function newPlay(key = gameKey): PlayAlong {
  return new PlayAlong(boardReading(), scenario, key);
}

/** A new game at the scenario's start. */
export function newGame(): PlayAlong {
  const play = newPlay();
  play.start();
  return play;
}
