import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../engine/core/index.ts';
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { GameRecord } from '../game-history.svelte.ts';
import { KeptGame, gameLinkKey, type GameCodec } from './game-keeping.svelte.ts';

/** A game that is one number, kept as its digits: enough to see what the kit keeps. */
const codec: GameCodec<number> = {
  writeGameFile: (n) => `n${n}`,
  readGameFile: (text) =>
    /^n\d+$/.test(text) ? ok(Number(text.slice(1))) : fail('file', 'x', 'no number'),
  encodeGameLink: (n) => String(n),
  decodeGameLink: (text) =>
    /^\d+$/.test(text) ? ok(Number(text)) : fail('link', 'x', 'no number'),
  label: (n) => `game ${n}`,
};

class Counter extends GameRecord<number> {
  add(): boolean {
    return this.game !== undefined && this.take(ok(this.game + 1));
  }
}

describe('KeptGame, whatever the book', () => {
  it('reads the kept game without writing it, then keeps each change', async () => {
    const shelf = memoryShelf(new Map([['current', 'n4']]));
    const played = new Counter();
    const keeping = new KeptGame(played, shelf, codec);
    await keeping.load('');
    expect(played.game).toBe(4);
    played.add();
    await Promise.resolve();
    expect(shelf.texts.get('current')).toBe('n5');
  });

  it('sets the kept game aside before a link replaces it, and brings it back', async () => {
    const shelf = memoryShelf(new Map([['current', 'n4']]));
    const played = new Counter();
    const keeping = new KeptGame(played, shelf, codec);
    await keeping.load(`#${gameLinkKey}9`);
    expect(played.game).toBe(9);
    expect(keeping.aside.map((e) => [e.label, e.text])).toEqual([['game 4', 'n4']]);
    expect(keeping.offer?.text).toBe(
      'Opened the game from the link; your previous game (game 4) is set aside.',
    );
    await keeping.bringBack(keeping.offer!.entry);
    expect(played.game).toBe(4);
  });

  it('refuses a bad link or file in one line and changes nothing kept', async () => {
    const shelf = memoryShelf(new Map([['current', 'n4']]));
    const played = new Counter();
    const keeping = new KeptGame(played, shelf, codec);
    await keeping.load(`#${gameLinkKey}x`);
    expect(played.notice).toBe(
      'The link could not be opened (no number); the game on the table is unchanged.',
    );
    expect(keeping.openFile('garbled')).toBe(false);
    expect([...shelf.texts.entries()]).toEqual([['current', 'n4']]);
  });
});
