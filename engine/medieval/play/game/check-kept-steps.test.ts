/**
 * A game read back (a reload, a file, a link) keeps the steps a combat still
 * calls for (8.2.4, 7.1.5, 5.5.2), and writes no list where none waits nor
 * river sides where none is marked (3.2.3).
 */
import { describe, expect, it } from 'vitest';
import { combatOn } from '../board-combat/after-combat.fixtures.ts';
import { keepSteps } from '../board-combat/after-combat.ts';
import { defender, front, piece } from '../board-combat/combat.fixtures.ts';
import { checkGameState } from './check.ts';

const leader = piece('sc-wallace', 'Scots', 'leader', '0406');
const wallace = { ...leader, counter: { ...leader.counter, banner: true } };
const fight = () =>
  combatOn([defender, wallace, front], 'D1 -3', {
    extra: {
      banners: { 'sc-wallace': 'held' },
      fatigue: { 'sc-wallace': 0 },
      losses: { Scots: 0, English: 0 },
    },
  });

describe('checking a game read back', () => {
  it('keeps the waiting steps as they were kept', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps);
    expect(kept.afterCombat).toHaveLength(3);
    const read = checkGameState(kept, run.context.setup);
    expect(read.ok && read.value.afterCombat).toEqual(kept.afterCombat);
  });

  it('refuses a damaged waiting step by its place in the list', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps);
    const damaged = { ...kept, afterCombat: [{ ...kept.afterCombat![0]!, kind: 'rout' }] };
    expect(checkGameState(damaged, run.context.setup)).toMatchObject({
      ok: false,
      error: { field: 'afterCombat.0.kind' },
    });
  });

  it('an empty list of steps or of river sides is not kept', () => {
    const run = fight();
    const read = checkGameState(
      { ...run.applied.after, afterCombat: [], riverSides: [] },
      run.context.setup,
    );
    expect(read.ok && read.value).not.toHaveProperty('afterCombat');
    expect(read.ok && read.value).not.toHaveProperty('riverSides');
  });
});
