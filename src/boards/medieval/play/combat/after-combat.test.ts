import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newPlay, retreatingDefender } from '../play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('the steps after a combat applied on the Stirling board', () => {
  it("lists the defender's leader's death roll and the attacker's pursuit", () => {
    const { play, scot, leader } = retreatingDefender();
    const steps = play.combat.after.steps;
    expect(steps.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    expect(steps[0]).toMatchObject({ leader });
    expect(steps[1]).toMatchObject({ unit: scot, into: ['2010'] });
  });

  it('a confirmed step is one change of the history: its undo takes it back, and it waits again', () => {
    const { play, scot } = retreatingDefender();
    const { game, after } = { game: play.game, after: play.combat.after };
    const pursuit = after.steps.find((s) => s.kind === 'pursuit')!;
    const depth = game.history!.past.length;
    expect(after.confirm(pursuit, { roll: 1 })).toBe(true);
    expect(game.history!.past.length).toBe(depth + 1);
    expect(game.state!.counters[scot]?.hex).toBe('2010');
    expect(after.isDone(pursuit)).toBe(true);
    expect(after.last).toBe(pursuit.key);
    // A step is confirmed once.
    expect(after.confirm(pursuit, { roll: 1 })).toBe(false);
    after.undo(pursuit);
    expect(game.state!.counters[scot]?.hex).toBe('2009');
    expect(after.isDone(pursuit)).toBe(false);
    // The game's redo brings the step back as done.
    game.redo();
    expect(after.isDone(pursuit)).toBe(true);
  });

  it("a refused step is the game's notice, naming the rule; undoing the combat drops the steps", () => {
    const { play } = retreatingDefender();
    const { game, after } = { game: play.game, after: play.combat.after };
    const death = after.steps.find((s) => s.kind === 'leader-death')!;
    expect(after.confirm(death, { roll: 1 })).toBe(false);
    expect(game.notice).toMatch(/\(2D6\)$/);
    game.undo();
    expect(after.steps).toEqual([]);
  });

  it("the steps wait in the game itself, in the combat's own history step, and come back after a reload", async () => {
    const { play, scot } = retreatingDefender();
    const { game, after } = { game: play.game, after: play.combat.after };
    expect(game.state!.afterCombat?.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    expect(after.waiting.map((s) => s.key)).toEqual(after.steps.map((s) => s.key));
    expect(after.open).toBe(true);
    await Promise.resolve();
    const again = newPlay();
    await again.keeping.load('');
    const kept = again.combat.after;
    expect(kept.steps.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    expect(kept.open).toBe(true);
    const pursuit = kept.steps.find((s) => s.kind === 'pursuit')!;
    expect(kept.confirm(pursuit, { roll: 1 })).toBe(true);
    expect(again.game.state!.counters[scot]?.hex).toBe('2010');
    expect(kept.isDone(pursuit)).toBe(true);
    expect(kept.waiting.map((s) => s.kind)).toEqual(['leader-death']);
    // The done step stays in the list with what it did, and its undo.
    expect(kept.steps.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    expect(kept.linesOf(pursuit).length).toBeGreaterThan(0);
    expect(kept.last).toBe(pursuit.key);
  });

  it('rolls each step\'s dice; "by hand" drops what waits in one undoable change; done, the list closes', () => {
    const { play } = retreatingDefender();
    const { game, after } = { game: play.game, after: play.combat.after };
    const [death, pursuit] = after.steps;
    after.roll(death!, () => 0.99);
    expect(after.rolls[death!.key]).toBe(12);
    after.roll(pursuit!, () => 0);
    expect(after.rolls[pursuit!.key]).toBe(1);
    after.close();
    expect(after.open).toBe(true);
    after.leave();
    expect(game.state!.afterCombat).toBeUndefined();
    expect(after.open).toBe(false);
    game.undo();
    expect(after.waiting).toHaveLength(2);
    expect(after.open).toBe(true);
    expect(after.confirm(pursuit!, { roll: 1 })).toBe(true);
    expect(after.confirm(death!, { roll: 12 })).toBe(true);
    // All done: the list stays, with what each did, until it is closed.
    expect(after.waiting).toEqual([]);
    expect(after.open).toBe(true);
    expect(after.linesOf(pursuit!).length).toBeGreaterThan(0);
    after.close();
    expect(after.open).toBe(false);
  });
});
