/**
 * The From Macbeth to Medici game opened from a hostile address or kept text
 * (docs/keeping.md): loading never throws; a bad `#game=` link or kept text is
 * one line and changes nothing kept but the unreadable text set aside; a good
 * link sets the kept game aside first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  hostileJsonText,
  hostileString,
} from '../../../../engine/core/hostile-inputs.fixtures.ts';
import {
  encodeGameLink,
  readGameFile,
  writeGameFile,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { gameLinkKey } from '../../kit/keeping/game-keeping.svelte.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { GameKeeping } from './game-keeping.svelte.ts';

const runs = 200;
const kept = writeGameFile(smallGame());
/** A kept text as the game it holds (the writer may order its keys its own way). */
const gameIn = (text: string) => {
  const read = readGameFile(text);
  return read.ok ? read.value : read.error.message;
};

describe('the game from a hostile address or kept text', () => {
  it('a bad link is one safe line and changes nothing kept', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (link) => {
        const texts = new Map([['current', kept]]);
        const played = new PlayedGame();
        const keeping = new GameKeeping(played, memoryShelf(texts));
        await keeping.load(`#${gameLinkKey}${link}`);
        if (keeping.aside.length === 0) {
          expect([...texts.entries()]).toEqual([['current', kept]]);
          if (played.notice) expectSafeMessage({ field: 'link', message: played.notice });
        } else {
          // A link that reads is a game: the kept one is set aside first, whole.
          expect(gameIn(keeping.aside[0]!.text)).toEqual(gameIn(kept));
        }
      }),
      { numRuns: runs },
    );
  });

  it('a kept text that cannot be read is set aside before anything is kept over it', async () => {
    await fc.assert(
      fc.asyncProperty(hostileJsonText, async (text) => {
        const texts = new Map([['current', text]]);
        const played = new PlayedGame();
        const keeping = new GameKeeping(played, memoryShelf(texts));
        await keeping.load('');
        if (played.game === undefined && text !== '')
          expect(keeping.aside.map((e) => e.text)).toContain(text);
        expect(texts.get('current')).toBe(text);
      }),
      { numRuns: runs },
    );
  });

  it('a good link replaces the kept game only after setting it aside', async () => {
    const texts = new Map([['current', kept]]);
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, memoryShelf(texts));
    const next = smallGame();
    await keeping.load(`#${gameLinkKey}${encodeGameLink({ ...next, turn: 3 })}`);
    expect(played.game?.turn).toBe(3);
    expect(keeping.aside.map((e) => gameIn(e.text))).toEqual([gameIn(kept)]);
  });
});
