/**
 * A board opened from a hostile address or kept text, 1000 runs
 * each: the `#board=` marks, the `#game=` link and the game kept in the
 * browser. Loading never throws, a bad link or kept text is one safe line and
 * changes nothing, a good one gives a board and a game that write back the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  badEscapes,
  expectSafeMessage,
  fuzzRuns,
  hostileJsonText,
  hostileString,
  jsonTextOf,
  spoiled,
} from '../../../engine/core/hostile-inputs.fixtures.ts';
import { encodeLinkText } from '../../../engine/core/index.ts';
import { checkScenario, readBoardSetup, type BoardSetup } from '../../../engine/medieval/index.ts';
import { decodeBoard, encodeBoard } from './board-link.ts';
import { PlayAlong, type BoardReading } from './play-along.svelte.ts';
import { ScenarioBoardState } from './scenario-board.svelte.ts';

// The browser's storage, in memory.
const kept = new Map<string, string>();
vi.mock('./board-storage.ts', () => ({
  boardKey: (edition: string, id: string) => `${edition}/${id}`,
  readKept: (key: string) => Promise.resolve(kept.get(key)),
  keep: (key: string, text: string) => Promise.resolve(void kept.set(key, text)),
}));
vi.mock('./game-storage.ts', () => ({
  readKeptGame: (key: string) => Promise.resolve(kept.get(`game:${key}`)),
  keepGame: (key: string, text: string) => Promise.resolve(void kept.set(`game:${key}`, text)),
  setAsideGame: (key: string, text: string) =>
    Promise.resolve(void kept.set(`game:${key}:unreadable`, text)),
}));
beforeEach(() => kept.clear());

const read = checkScenario(
  JSON.parse(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  ) as unknown,
);
if (!read.ok) throw new Error(read.error.message);
const scenario = read.value;
const setupOf = (lowerColumns: 'odd' | 'even'): BoardSetup => {
  const built = readBoardSetup(scenario, { lowerColumns });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
};
const setups = { odd: setupOf('odd'), even: setupOf('even') };
const map = setups.odd.scenarioMap.map;
const key = 'bannockburn-1314/stirling';

const boardReading = (): BoardReading => ({
  setup: setups.odd,
  marks: {},
  chosen: undefined,
  adopt: () => undefined,
});
const deployedGame = (() => {
  const play = new PlayAlong(boardReading(), scenario, key);
  play.start();
  play.deploy();
  return play;
})();
const compactGame = JSON.parse(
  Buffer.from(deployedGame.linkText(), 'base64url').toString(),
) as unknown;

/** A fragment as an address bar holds it: the value raw (bad escapes and all) or percent-encoded. */
const fragmentOf = (linkKey: string) =>
  fc
    .tuple(
      fc.oneof(
        hostileString,
        fc.constantFrom(...badEscapes).map((e) => `o.3318f${e}`),
        spoiled(compactGame).map((v) => encodeLinkText(jsonTextOf(v))),
        hostileJsonText.filter((j) => j.length < 200_000).map(encodeLinkText),
      ),
      fc.boolean(),
    )
    .map(
      ([value, encoded]) =>
        `#${linkKey}${encoded ? encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) : value}`,
    );

describe('board and game links against hostile input', { timeout: 300_000 }, () => {
  it('the marks reader: any text is marks that write back the same, or a safe refusal', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const marks = decodeBoard(text, map);
        if (!marks.ok) expectSafeMessage(marks.error, text);
        else expect(decodeBoard(encodeBoard(marks.value), map)).toEqual(marks);
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('#board= in the address: loads, or says so in one safe line and keeps the marks', async () => {
    // One board for every run (building its view takes tens of milliseconds): each load
    // first reads the kept marks back, as a page opened afresh does.
    const board = new ScenarioBoardState(setups, 'odd');
    await fc.assert(
      fc.asyncProperty(fragmentOf('board='), async (fragment) => {
        kept.clear();
        kept.set(key, 'o.3318f');
        board.notice = '';
        await board.load(fragment);
        expect(board.loaded).toBe(true);
        if (board.notice) {
          expectSafeMessage({ field: 'link', message: board.notice });
          expect(board.marks).toEqual({ '3318': ['forest'] });
        } else expect(decodeBoard(board.linkText, map).ok).toBe(true);
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('#game= in the address, and any game kept in the browser', async () => {
    await fc.assert(
      fc.asyncProperty(fragmentOf('game='), hostileJsonText, async (fragment, keptText) => {
        kept.clear();
        kept.set(`game:${key}`, keptText);
        const play = new PlayAlong(boardReading(), scenario, key);
        await play.load(fragment);
        if (play.notice) expectSafeMessage({ field: 'game', message: play.notice });
        if (play.game) {
          const again = new PlayAlong(boardReading(), scenario, 'again');
          expect(again.openFile(play.fileText())).toBe(true);
          expect(again.game).toEqual(play.game);
        }
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('a malformed % escape in either fragment is refused by name, not thrown', async () => {
    const board = new ScenarioBoardState(setups, 'odd');
    await board.load('#board=o.3318f%E0%A4%A');
    expect(board.notice).toBe(
      'The board link could not be read ("3318f%E0%A4%A" is not a hex number followed by terrain letters); your marks are unchanged.',
    );
    const play = new PlayAlong(boardReading(), scenario, key);
    await play.load('#game=%E0%A4%A');
    expect(play.notice).toBe(
      'The link could not be opened (the link does not hold a game); the game on the board is unchanged.',
    );
  });
});
