import { describe, expect, it } from 'vitest';
import { defaultReadings, proposeFire, type KnightGame } from '../../../engine/knighthood/index.ts';
import { PlayedGame } from './played-game.svelte.ts';
import { smallGame } from './play.fixtures.ts';

describe('PlayedGame', () => {
  it('follows the readings the game was started with, not the register’s later choice', () => {
    const chosen = { ...defaultReadings, rallyBreak: 'breaks-again' as const };
    const played = new PlayedGame(chosen);
    played.begin(smallGame());
    expect(played.readings).toEqual(defaultReadings);
    expect(played.changedReadings).toEqual([]);
    const old: KnightGame = { ...smallGame() };
    delete (old as { readings?: unknown }).readings;
    played.begin(old);
    expect(played.readings).toEqual(chosen);
    expect(played.changedReadings).toEqual(['rallyBreak']);
  });

  it('records each action as one step, with its log line, and undoes and redoes it', () => {
    const played = new PlayedGame();
    let changes = 0;
    played.onchange = () => changes++;
    played.begin(smallGame());
    expect(played.canUndo).toBe(false);
    expect(played.act({ type: 'next-phase' })).toBe(true);
    expect(played.game?.phase).toBe('movement');
    expect(played.game?.log).toHaveLength(1);
    played.undo();
    expect(played.game?.phase).toBe('opening-fire');
    expect(played.canRedo).toBe(true);
    played.redo();
    expect(played.game?.phase).toBe('movement');
    expect(changes).toBe(3);
  });

  it('says a refused action where the player looks and changes nothing (5.40: already disordered)', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    played.act({ type: 'disorder', side: 'b', unit: 'u2' });
    const before = played.history;
    expect(played.act({ type: 'disorder', side: 'b', unit: 'u2' })).toBe(false);
    expect(played.history).toBe(before);
    expect(played.notice).toMatch(/^Not done: .*\(5\.40\)\.$/);
  });

  it('confirms a proposal as one step: chits, casualties, honor and the log together (4.01, 4.80)', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    const fire = proposeFire(played.game!, {
      firer: { side: 'a', unit: 'u1' },
      target: { side: 'b', unit: 'u2' },
      weapon: 0,
      hits: 2,
      chitsUsed: 1,
    });
    if (!fire.ok) throw new Error(fire.error.message);
    expect(played.confirm(fire.value)).toBe(true);
    expect(played.game?.sides.b.units['u2']?.casualties).toBe(2);
    expect(played.game?.log[0]?.text).toBe(fire.value.title);
    played.undo();
    expect(played.game?.sides.b.units['u2']?.casualties).toBe(0);
    expect(played.canUndo).toBe(false);
  });
});
