import { describe, expect, it, vi } from 'vitest';
import type { PursuitStep } from '../../../../../engine/medieval/index.ts';
import { applyAttack, countersOf, facingToward, newGame } from '../play.fixtures.ts';

vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return {
    gamesShelf: () => memoryShelf(new Map()),
    marksShelf: () => memoryShelf(new Map()),
  };
});

/** English cavalry on 2009 attacks a Scots infantry unit on 2010; the roll makes it retreat. */
function cavalryPursues() {
  const play = newGame();
  const { game, combat } = play;
  const [rider] = countersOf('English', 'cavalry');
  const [scot, other] = countersOf('Scots', 'infantry');
  if (!rider || !scot || !other) throw new Error('no pieces');
  game.act({ type: 'place', counter: scot, hex: '2010', facing: 0 });
  game.act({ type: 'place', counter: rider, hex: '2009', facing: facingToward('2009', '2010') });
  game.act({ type: 'set-sp', counter: scot, sp: 4 });
  game.act({ type: 'set-sp', counter: rider, sp: 10 });
  applyAttack(
    play,
    [rider],
    '2010',
    (o) =>
      o.result.defender.retreat > 0 &&
      o.result.attacker.retreat === 0 &&
      o.result.defender.loss < 4,
  );
  const after = combat.after;
  const step = after.steps.find((s): s is PursuitStep => s.kind === 'pursuit')!;
  // Another Scots infantry unit stands on a hex the pursuit may go on to.
  const free = after.paths.offered.find((h) => (game.onHex.get(h) ?? []).length === 0)!;
  game.act({ type: 'place', counter: other, hex: free, facing: 0 });
  game.act({ type: 'set-sp', counter: other, sp: 3 });
  return { play, after, step, rider, other, free };
}

describe('a pursuit path chosen on the board', () => {
  it('the waiting pursuit offers hexes touching its first hex; a one-hex pursuit previews nothing', () => {
    const { after, step } = cavalryPursues();
    expect(after.paths.active?.key).toBe(step.key);
    expect(after.paths.shown).toEqual(['2010']);
    expect(after.paths.offered).not.toContain('2009');
    expect(after.paths.offered).not.toContain('2010');
    expect(after.paths.preview(step)).toBeUndefined();
    expect(after.paths.choiceOf(step)).toEqual({});
    // A tap elsewhere is not the pursuit's.
    expect(after.paths.tap('0101')).toBe(false);
  });

  it('a tap goes on; the preview rides the unit down; the confirm applies the path', () => {
    const { play, after, step, rider, other, free } = cavalryPursues();
    expect(after.paths.tap(free)).toBe(true);
    expect(after.paths.shown).toEqual(['2010', free]);
    expect(after.paths.offered).not.toContain(free);
    const seen = after.paths.preview(step);
    expect(seen?.ok && seen.value.lines[0]?.rule).toBe(step.rideDown?.rule);
    expect(after.paths.formable(step)).toEqual([other]);
    expect(after.confirm(step, { roll: 1, pursue: true, ...after.paths.choiceOf(step) })).toBe(
      true,
    );
    expect(play.game.state!.counters[other]?.status).toBe('eliminated');
    expect(play.game.state!.counters[rider]?.hex).toBe(free);
    // Done: no pursuit takes the taps.
    expect(after.paths.active).toBeUndefined();
    expect(after.paths.offered).toEqual([]);
  });

  it('a unit named in shiltron is not ridden down: the preview refuses with the rule', () => {
    const { play, after, step, other, free } = cavalryPursues();
    after.paths.tap(free);
    expect(after.paths.formation?.formation).toBe('shiltron');
    after.paths.toggleFormation(step, other);
    expect(after.paths.isFormed(step, other)).toBe(true);
    // Its toggle names its hex, as alike units on different hexes would otherwise read the same.
    expect(after.paths.labelOf(other)).toMatch(new RegExp(` on ${free} in shiltron$`));
    const seen = after.paths.preview(step);
    expect(seen?.ok).toBe(false);
    if (seen && !seen.ok) expect(seen.error.rule).toBe(after.paths.formation?.protectedRule);
    // Confirm refuses the same way, naming the rule; a tap on the hex cuts the path back.
    expect(after.confirm(step, { roll: 1, pursue: true, ...after.paths.choiceOf(step) })).toBe(
      false,
    );
    expect(play.game.notice).toContain(after.paths.formation?.protectedRule);
    expect(after.paths.tap(free)).toBe(true);
    expect(after.paths.shown).toEqual(['2010']);
    after.paths.toggleFormation(step, other);
    expect(after.paths.isFormed(step, other)).toBe(false);
  });
});
