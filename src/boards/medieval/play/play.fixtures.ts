/**
 * The Stirling board for play along's tests: the scenario read from its file,
 * its board setup, a board reading that records what it adopts, and a game
 * started on it. Each test file mocks the games' store (board-storage.ts) itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHex, parseHex, stepFrom, type Facing } from '../../../../engine/core/index.ts';
import {
  analyseCombat,
  checkScenario,
  readBoardSetup,
  resultOfRoll,
  toBoardCombatInput,
  type BoardSetup,
  type CombatOutcome,
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

/** A side's counters of one kind ('infantry', 'cavalry', 'leader'…), in setup order. */
export const countersOf = (side: string, kind: string) =>
  setup.counters.filter((c) => c.side === side && c.kind === kind).map((c) => c.id);

export function newPlay(key = gameKey): PlayAlong {
  return new PlayAlong(boardReading(), scenario, key);
}

/** A new game at the scenario's start. */
export function newGame(): PlayAlong {
  const play = newPlay();
  play.start();
  return play;
}

/** The facing from a hex toward a hex that touches it. */
export function facingToward(from: string, to: string): Facing {
  const at = parseHex(from, map);
  if (!at.ok) throw new Error(`no hex ${from}`);
  const facing = ([0, 1, 2, 3, 4, 5] as const).find(
    (f) => formatHex(stepFrom(at.value, f, map)) === to,
  );
  if (facing === undefined) throw new Error(`${to} does not touch ${from}`);
  return facing;
}

/**
 * Opens an attack on `hex` by `attackers` and applies the first roll of the
 * Bannockburn table whose outcome `wanted` accepts.
 */
export function applyAttack(
  play: PlayAlong,
  attackers: readonly string[],
  hex: string,
  wanted: (outcome: CombatOutcome) => boolean,
): void {
  const { combat } = play;
  attackers.forEach((id) => combat.toggleAttacker(id));
  combat.attackHex(hex);
  if (!combat.reading?.ok) throw new Error('no combat');
  const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.reading.value));
  if (!analysis.ok) throw new Error('no analysis');
  const pick = analysis.value.outcomes.find(wanted);
  if (!pick) throw new Error('no such roll');
  const roll = resultOfRoll(analysis.value, pick.roll);
  if (!roll.ok || !combat.applyOutcome(roll.value)) throw new Error('not applied');
}

/** A Scots unit attacks an English unit and its leader on 2010 from 2009; the roll makes the defender retreat. */
export function retreatingDefender() {
  const play = newGame();
  const { game } = play;
  const [english] = unitsOf('English');
  const [scot] = unitsOf('Scots');
  const leader = setup.counters.find((c) => c.side === 'English' && c.kind === 'leader')!;
  game.act({ type: 'place', counter: english!, hex: '2010', facing: 0 });
  game.act({ type: 'place', counter: leader.id, hex: '2010', facing: 0 });
  game.act({ type: 'place', counter: scot!, hex: '2009', facing: facingToward('2009', '2010') });
  game.act({ type: 'set-sp', counter: english!, sp: 2 });
  game.act({ type: 'set-sp', counter: scot!, sp: 10 });
  applyAttack(
    play,
    [scot!],
    '2010',
    (o) =>
      o.result.defender.retreat > 0 &&
      o.result.attacker.retreat === 0 &&
      o.result.defender.loss < 2,
  );
  return { play, english: english!, scot: scot!, leader: leader.id };
}
