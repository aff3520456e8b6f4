/**
 * A board opened from a hostile address or kept text, 1000 runs each: the
 * `#board=` marks, the `#game=` link and the game kept in the browser.
 * Loading never throws, a bad link or kept text is one safe line and changes
 * nothing kept, a good one gives a board and a game that write back the same
 * and sets the kept version aside, to be brought back.
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
import { PlayAlong } from './play/play-along.svelte.ts';
import type { BoardReading } from './play/played-game.svelte.ts';
import { ScenarioBoardState } from './scenario-board.svelte.ts';

// The browser's storage, in memory.
const kept = new Map<string, string>();
const keptGames = new Map<string, string>();
vi.mock('./board-storage.ts', async () => {
  const { memoryShelf } = await import('../../lib/keeping/shelf.ts');
  return {
    boardKey: (edition: string, id: string) => `${edition}/${id}`,
    marksShelf: () => memoryShelf(kept),
    gamesShelf: () => memoryShelf(keptGames),
  };
});
beforeEach(() => {
  kept.clear();
  keptGames.clear();
});
/** The texts set aside under `key`, oldest first. */
const asideIn = (shelf: Map<string, string>) =>
  [...shelf]
    .filter(([k]) => k.startsWith(`${key}:aside:`))
    .map(([, text]) => (JSON.parse(text) as { text: string }).text);

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
  adopt: () => Promise.resolve(),
});
const deployedGame = (() => {
  const play = new PlayAlong(boardReading(), scenario, key);
  play.start();
  play.deploy();
  return play;
})();
const compactGame = JSON.parse(
  Buffer.from(deployedGame.keeping.linkText(), 'base64url').toString(),
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

  it('#board= in the address: a bad one changes nothing kept; a good one sets the kept marks aside', async () => {
    // One board for every run (building its view takes tens of milliseconds): each load
    // first reads the kept marks back, as a page opened afresh does.
    const board = new ScenarioBoardState(setups, 'odd');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fragmentOf('board='), fc.constantFrom('#board=o.3318f', '#board=-', '#board=o')),
        async (fragment) => {
          kept.clear();
          kept.set(key, 'o.3318f');
          board.notice = '';
          await board.load(fragment);
          expect(board.loaded).toBe(true);
          expect(board.fault).toBeUndefined();
          if (board.notice) {
            expectSafeMessage({ field: 'link', message: board.notice });
            expect(board.marks).toEqual({ '3318': ['forest'] });
            expect(kept.get(key)).toBe('o.3318f');
            expect(asideIn(kept)).toEqual([]);
          } else {
            expect(decodeBoard(board.linkText, map).ok).toBe(true);
            expect(kept.get(key)).toBe(board.linkText);
            // Odd columns are this scenario's own stagger: the board writes them as "-".
            expect(asideIn(kept)).toEqual(board.linkText === '-.3318f' ? [] : ['-.3318f']);
          }
        },
      ),
      { numRuns: fuzzRuns },
    );
  });

  it('#game= in the address, and any game kept in the browser', async () => {
    await fc.assert(
      fc.asyncProperty(fragmentOf('game='), hostileJsonText, async (fragment, keptText) => {
        keptGames.clear();
        keptGames.set(key, keptText);
        const play = new PlayAlong(boardReading(), scenario, key);
        await play.keeping.load(fragment);
        if (play.game.notice) expectSafeMessage({ field: 'game', message: play.game.notice });
        // Nothing kept is lost: it is still the kept game, or it is set aside.
        expect([keptGames.get(key), ...asideIn(keptGames)]).toContain(keptText);
        if (play.game.state) {
          const again = new PlayAlong(boardReading(), scenario, 'again');
          expect(again.keeping.openFile(play.keeping.fileText())).toBe(true);
          expect(again.game.state).toEqual(play.game.state);
        }
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('a good #game= link over a kept game sets the kept game aside, and Undo brings it back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (steps) => {
        keptGames.clear();
        const before = new PlayAlong(boardReading(), scenario, key);
        before.start();
        for (let i = 0; i < steps; i++) before.game.act({ type: 'next-phase' });
        await before.keeping.settled;
        const keptText = before.keeping.fileText();
        await vi.waitFor(() => expect(keptGames.get(key)).toBe(keptText));
        const play = new PlayAlong(boardReading(), scenario, key);
        await play.keeping.load(`#game=${deployedGame.keeping.linkText()}`);
        expect(play.game.state).toEqual(deployedGame.game.state);
        expect(asideIn(keptGames)).toEqual([keptText]);
        expect(play.keeping.offer?.text).toMatch(
          /your previous game \(turn \d+, phase \d+\) is set aside/,
        );
        await play.keeping.bringBack(play.keeping.offer!.entry);
        expect(play.game.state).toEqual(before.game.state);
        expect(keptGames.get(key)).toBe(keptText);
      }),
      { numRuns: 20 },
    );
  });

  it('a malformed % escape in either fragment is refused by name, not thrown', async () => {
    const board = new ScenarioBoardState(setups, 'odd');
    await board.load('#board=o.3318f%E0%A4%A');
    expect(board.notice).toBe(
      'The board link could not be read ("3318f%E0%A4%A" is not a hex number followed by terrain letters); your marks are unchanged.',
    );
    const play = new PlayAlong(boardReading(), scenario, key);
    await play.keeping.load('#game=%E0%A4%A');
    expect(play.game.notice).toBe(
      'The link could not be opened (the link does not hold a game); the game on the board is unchanged.',
    );
  });
});
