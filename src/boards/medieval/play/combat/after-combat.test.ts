import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHex, parseHex, stepFrom } from '../../../../../engine/core/index.ts';
import {
  analyseCombat,
  resultOfRoll,
  toBoardCombatInput,
} from '../../../../../engine/medieval/index.ts';
import { map, newGame, newPlay, setup, unitsOf } from '../play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

/** A Scots unit attacks an English unit and its leader on 2010 from 2009; the roll makes the defender retreat. */
function retreatingDefender() {
  const play = newGame();
  const { game, combat } = play;
  const [english] = unitsOf('English');
  const [scot] = unitsOf('Scots');
  const leader = setup.counters.find((c) => c.side === 'English' && c.kind === 'leader')!;
  const from = parseHex('2009', map);
  if (!from.ok) throw new Error('no hex');
  const facing = ([0, 1, 2, 3, 4, 5] as const).find(
    (f) => formatHex(stepFrom(from.value, f, map)) === '2010',
  )!;
  game.act({ type: 'place', counter: english!, hex: '2010', facing: 0 });
  game.act({ type: 'place', counter: leader.id, hex: '2010', facing: 0 });
  game.act({ type: 'place', counter: scot!, hex: '2009', facing });
  game.act({ type: 'set-sp', counter: english!, sp: 2 });
  game.act({ type: 'set-sp', counter: scot!, sp: 10 });
  combat.toggleAttacker(scot!);
  combat.attackHex('2010');
  if (!combat.reading?.ok) throw new Error('no combat');
  const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.reading.value));
  if (!analysis.ok) throw new Error('no analysis');
  const pick = analysis.value.outcomes.find(
    (o) =>
      o.result.defender.retreat > 0 &&
      o.result.attacker.retreat === 0 &&
      o.result.defender.loss < 2,
  )!;
  const roll = resultOfRoll(analysis.value, pick.roll);
  if (!roll.ok) throw new Error('no roll');
  expect(combat.applyOutcome(roll.value)).toBe(true);
  return { play, english: english!, scot: scot!, leader: leader.id };
}

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

  it('a retreat with more than one hex can go to another until something follows: the combat is applied again in its place (5.4.2)', () => {
    const { play, english } = retreatingDefender();
    const { game, combat } = play;
    const [choice] = combat.retreatChoices;
    expect(choice).toMatchObject({ unit: english, rule: '5.4.2' });
    const [first, other] = choice!.hexes;
    expect(choice!.to).toBe(first);
    expect(game.state!.counters[english]?.hex).toBe(first);
    const depth = game.history!.past.length;
    expect(combat.retreatTo(english, first!)).toBe(false);
    expect(combat.retreatTo(english, '0101')).toBe(false);
    expect(combat.retreatTo(english, other!)).toBe(true);
    expect(game.state!.counters[english]?.hex).toBe(other);
    expect(game.history!.past.length).toBe(depth);
    expect(combat.applied?.events.join(' ')).toContain(`to ${other}`);
    expect(combat.retreatChoices[0]?.to).toBe(other);
    expect(combat.after.waiting.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    // A step confirmed: the retreat stays where it is.
    const pursuit = combat.after.steps.find((s) => s.kind === 'pursuit')!;
    expect(combat.after.confirm(pursuit, { roll: 1 })).toBe(true);
    expect(combat.retreatChoices).toEqual([]);
    expect(combat.retreatTo(english, first!)).toBe(false);
  });
});
