import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, unitsOf } from './play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('the picked counter on the Stirling board', () => {
  it('offers the markers this edition puts on a unit, and none on a leader', () => {
    const { counters } = newGame();
    // Bannockburn scatters units; leaders never scatter.
    expect(counters.statusChoices(unitsOf('Scots')[0]!)).toEqual(['scattered']);
    expect(counters.statusChoices('scots-wallace')).toEqual([]);
  });

  it('moves a picked counter to a tapped hex, turns it, and undoes and redoes each step', () => {
    const { counters, game } = newGame();
    const id = unitsOf('Scots')[0]!;
    expect(counters.moveSelectedTo('2010')).toBe(false);
    counters.pick(id);
    expect(counters.moveSelectedTo('2010')).toBe(true);
    expect(counters.selected).toBe(id);
    expect(game.state?.counters[id]).toMatchObject({ hex: '2010', facing: 0 });
    counters.turnSelected(-1);
    expect(game.state?.counters[id]?.facing).toBe(5);
    counters.turnSelected(1);
    counters.turnSelected(1);
    expect(game.state?.counters[id]?.facing).toBe(1);
    game.undo();
    expect(game.state?.counters[id]?.facing).toBe(0);
    game.redo();
    expect(game.state?.counters[id]?.facing).toBe(1);
    expect(counters.moveSelectedTo('9999')).toBe(false);
    expect(game.notice).toMatch(/9999/);
    counters.pick(id);
    expect(counters.selected).toBeUndefined();
  });

  it('steps SPs: an unset SP starts at 1, then goes up and down by one', () => {
    const { counters, game } = newGame();
    const id = unitsOf('Scots')[0]!;
    counters.stepSp(id, -1);
    expect(game.state?.counters[id]?.sp).toBe(1);
    counters.stepSp(id, 1);
    counters.stepSp(id, 1);
    counters.stepSp(id, -1);
    expect(game.state?.counters[id]?.sp).toBe(2);
  });
});
