import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gameKey, newGame, newPlay } from '../play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('keeping the game played on the Stirling board', () => {
  it('keeps the game in the browser, and opens it again after a reload', async () => {
    const play = newGame();
    play.deploy();
    await Promise.resolve();
    const again = newPlay();
    await again.keeping.load('');
    expect(again.game.state?.counters['scots-wallace']?.hex).toBe('3318');
  });

  it('sets aside a kept game it cannot read instead of overwriting it', async () => {
    keptGames.set(gameKey, '{"format":"medieval-game","version":2}');
    const play = newPlay();
    await play.keeping.load('');
    expect(play.game.notice).toMatch(/could not be read.*version/);
    const aside = [...keptGames].find(([k]) => k.startsWith(`${gameKey}:aside:`));
    expect(aside?.[1]).toMatch(/\\"version\\":2/);
    expect(keptGames.get(gameKey)).toMatch(/"version":2/);
    expect(play.game.state).toBeUndefined();
  });

  it('exports a file and a link that open the same game, and a bad file changes nothing', async () => {
    const play = newGame();
    play.deploy();
    const file = play.keeping.fileText();
    const link = play.keeping.linkText();
    const other = newPlay('other');
    expect(other.keeping.openFile(file)).toBe(true);
    expect(other.game.state).toEqual(play.game.state);
    expect(other.game.board).not.toBe(play.game.board);
    const linked = newPlay('linked');
    await linked.keeping.load(`#game=${link}`);
    expect(linked.game.state).toEqual(play.game.state);
    expect(other.keeping.openFile('not a game')).toBe(false);
    expect(other.game.notice).toMatch(/could not be opened.*unchanged/);
    expect(other.game.state).toEqual(play.game.state);
  });
});
