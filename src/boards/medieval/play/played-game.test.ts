import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, unitsOf } from './play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('the game followed on the Stirling board', () => {
  it('names the phase by side: the Scots hold the initiative, so they are player A', () => {
    const { game } = newGame();
    expect(game.phaseText).toEqual({
      name: 'Scots moves cavalry',
      reply: 'English may fire and countercharge',
    });
  });

  it('applies actions with undo and redo, and a refused one is the notice and changes nothing', () => {
    const { game } = newGame();
    const id = unitsOf('Scots')[0]!;
    expect(game.canUndo).toBe(false);
    expect(game.act({ type: 'place', counter: id, hex: '2010', facing: 0 })).toBe(true);
    expect(game.canUndo).toBe(true);
    expect(game.describeHex('2010')).toMatch(/^counters: Scots .*, \? SP, facing up$/);
    const before = game.state;
    expect(game.act({ type: 'move', counter: id, hex: '9999' })).toBe(false);
    expect(game.notice).toMatch(/9999/);
    expect(game.state).toBe(before);
    game.undo();
    expect(game.state?.counters[id]?.hex).toBeNull();
    expect(game.describeHex('2010')).toBe('');
    expect(game.canRedo).toBe(true);
    game.redo();
    expect(game.state?.counters[id]?.hex).toBe('2010');
  });

  it('moves MORALE a box for a side and steps a leader’s fatigue', () => {
    const { game } = newGame();
    game.moraleFor('Scots');
    game.moraleFor('Scots');
    game.moraleFor('English');
    expect(game.state?.morale.counter).toBe(1);
    const fatigue = game.state?.fatigue['scots-wallace'] ?? 0;
    game.stepFatigue('scots-wallace', 1);
    expect(game.state?.fatigue['scots-wallace']).toBe(fatigue + 1);
    game.stepFatigue('scots-wallace', -1);
    expect(game.state?.fatigue['scots-wallace']).toBe(fatigue);
  });

  it('asks to keep the game after every change of its history', () => {
    const { game } = newGame();
    const kept = vi.fn();
    game.onchange = kept;
    game.act({ type: 'next-phase' });
    game.undo();
    game.redo();
    expect(kept).toHaveBeenCalledTimes(3);
  });
});
