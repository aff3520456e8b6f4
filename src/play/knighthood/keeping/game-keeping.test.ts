import { describe, expect, it } from 'vitest';
import {
  encodeGameLink,
  readGameFile,
  writeGameFile,
} from '../../../../engine/knighthood/index.ts';
import { memoryShelf, type Shelf } from '../../../lib/keeping/shelf.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { GameKeeping, gameLinkKey } from './game-keeping.svelte.ts';

const keptGame = () => {
  const played = new PlayedGame();
  played.begin(smallGame());
  played.act({ type: 'next-phase' });
  return played.game!;
};

describe('GameKeeping', () => {
  it('reads the kept game back without writing it, and keeps every change', async () => {
    const text = writeGameFile(keptGame());
    const shelf = memoryShelf(new Map([['current', text]]));
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, shelf);
    await keeping.load('');
    expect(played.game?.phase).toBe('movement');
    expect(shelf.texts.get('current')).toBe(text);
    played.act({ type: 'next-phase' });
    await Promise.resolve();
    expect(shelf.texts.get('current')).toBe(keeping.fileText());
    expect(keeping.ready).toBe(true);
  });

  it('opens a link over the kept game only after setting the kept one aside', async () => {
    const kept = writeGameFile(keptGame());
    const shelf = memoryShelf(new Map([['current', kept]]));
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, shelf);
    await keeping.load(`#${gameLinkKey}${encodeGameLink(smallGame())}`);
    expect(played.game?.phase).toBe('opening-fire');
    expect(keeping.aside).toHaveLength(1);
    // The game set aside is the kept one, as the file writer writes it.
    const aside = readGameFile(keeping.aside[0]!.text);
    const before = readGameFile(kept);
    expect(aside.ok && aside.value).toEqual(before.ok && before.value);
    expect(keeping.offer?.text).toMatch(/set aside/);
    await keeping.bringBack(keeping.offer!.entry);
    expect(played.game?.phase).toBe('movement');
  });

  it('refuses a bad link in one line and changes nothing kept', async () => {
    const kept = writeGameFile(keptGame());
    const shelf = memoryShelf(new Map([['current', kept]]));
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, shelf);
    await keeping.load(`#${gameLinkKey}not-a-game`);
    expect(played.notice).toMatch(/^The link could not be opened/);
    expect(played.game?.phase).toBe('movement');
    expect([...shelf.texts.keys()]).toEqual(['current']);
  });

  it('sets an unreadable kept game aside before anything is kept over it', async () => {
    const shelf = memoryShelf(new Map([['current', '{garbled']]));
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, shelf);
    await keeping.load('');
    expect(played.game).toBeUndefined();
    expect(keeping.aside.map((e) => [e.label, e.text])).toEqual([
      ['Could not be read', '{garbled'],
    ]);
  });

  it('holds its writes when the browser refused to read, and says so', async () => {
    const broken: Shelf = {
      read: () => Promise.resolve({ ok: false, fault: 'missing' }),
      write: () => Promise.resolve({ ok: false, fault: 'missing' }),
      remove: () => Promise.resolve({ ok: false, fault: 'missing' }),
      list: () => Promise.resolve({ ok: false, fault: 'missing' }),
    };
    const played = new PlayedGame();
    const keeping = new GameKeeping(played, broken);
    await keeping.load('');
    expect(keeping.keeper.held).toBe(true);
    expect(keeping.status).toMatch(/will not keep this game/);
    await keeping.begin(smallGame());
    expect(played.game).toBeDefined();
  });
});
