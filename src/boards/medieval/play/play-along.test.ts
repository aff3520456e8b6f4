import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, setup } from './play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('setting a game up from the Stirling scenario', () => {
  it('starts at the scenario’s first turn with every counter in the tray, then sets them up', () => {
    const play = newGame();
    expect(play.game.state).toMatchObject({ turn: 11, phase: 1 });
    expect(play.game.tray).toHaveLength(setup.counters.length);
    expect(play.game.notice).toMatch(/^New game/);
    play.deploy();
    expect(play.game.state?.counters['scots-wallace']?.hex).toBe('3318');
    expect(play.game.tray.length).toBeLessThan(setup.counters.length);
    expect(play.game.onHex.get('3318')).toContain('scots-wallace');
    // Stirling's setup lists more cavalry than its zones hold: each kind counted with its zone, no ids.
    expect(play.game.notice).toMatch(
      /^No room within the stacking limit for 2 × CAV \[0\] \(Moray\) \(zone around 4006\);/,
    );
    expect(play.game.notice).not.toMatch(/scots-|english-/);
  });

  it('a new game over one played sets the old one aside and drops the picked counter', async () => {
    const play = newGame();
    play.deploy();
    play.counters.pick('scots-wallace');
    play.start();
    await play.keeping.settled;
    expect(play.counters.selected).toBeUndefined();
    expect(play.game.tray).toHaveLength(setup.counters.length);
    expect(play.keeping.offer?.text).toMatch(/^Started a new game; your previous game/);
    expect(play.game.notice).toBe('');
  });
});
