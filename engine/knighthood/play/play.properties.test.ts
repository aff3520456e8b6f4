/**
 * Properties over any sequence of actions and results a game can meet:
 * undoing every step gives back the game it started from, and every game
 * reached survives a file and a link unchanged.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { proposeCloseCombat, proposeFire } from './apply/hits.ts';
import { proposeBannerCapture, proposeLeaderHit, proposeMoraleResult } from './apply/fates.ts';
import { confirmProposal, type Proposal } from './apply/proposal.ts';
import { applyAction, type GameAction } from './game/actions.ts';
import type { KnightGame } from './game/state.ts';
import { testGame } from './play.fixtures.ts';
import { describePlayAlong, type PlayStep } from '../../core/play-along.fixtures.ts';
import { gameReaders } from './saving/saving.fixtures.ts';

const side = fc.constantFrom('a' as const, 'b' as const);
const unitRef = fc.record({ side, unit: fc.constantFrom('u1', 'u2', 'u3') });
const leaderRef = fc.record({ side, leader: fc.constantFrom('l1', 'l2') });
const count = fc.integer({ min: -1, max: 10 });

const action: fc.Arbitrary<GameAction> = fc.oneof(
  fc.constant({ type: 'next-phase' as const }),
  fc.constant({ type: 'previous-phase' as const }),
  fc
    .record({ type: fc.constant('casualties' as const), figures: count })
    .chain((a) => unitRef.map((u) => ({ ...a, ...u }))),
  fc
    .record({ type: fc.constantFrom('disorder' as const, 'reorder' as const) })
    .chain((a) => unitRef.map((u) => ({ ...a, ...u }))),
  fc
    .record({
      type: fc.constant('morale' as const),
      result: fc.constantFrom('A' as const, 'C' as const, 'R' as const, 'B' as const, 'D' as const),
    })
    .chain((a) => unitRef.map((u) => ({ ...a, ...u }))),
  fc
    .record({
      type: fc.constant('spend-ammunition' as const),
      weapon: fc.integer({ min: 0, max: 1 }),
      chits: count,
    })
    .chain((a) => unitRef.map((u) => ({ ...a, ...u }))),
  fc
    .record({
      type: fc.constant('attach-leader' as const),
      unit: fc.constantFrom('u1', 'u2', null),
    })
    .chain((a) => leaderRef.map((l) => ({ ...a, ...l }))),
  fc
    .record({
      type: fc.constant('leader-hit' as const),
      result: fc.constantFrom(
        'unharmed' as const,
        'severe-wound' as const,
        'mortal-wound' as const,
        'killed' as const,
      ),
      captured: fc.boolean(),
    })
    .chain((a) => leaderRef.map((l) => ({ ...a, ...l }))),
  fc.record({
    type: fc.constantFrom('banner-captured' as const, 'banner-recaptured' as const),
    side,
    banner: fc.constant('b1'),
  }),
  fc.record({
    type: fc.constant('honor' as const),
    side,
    event: fc.constant({ kind: 'award' as const, id: 'chivalry', by: 'missile' as const }),
  }),
);

type Step = PlayStep<KnightGame, GameAction, Proposal>;

const sideResult = fc.record({
  hits: fc.nat(6),
  lost: fc.nat(6),
  brokeThrough: fc.boolean(),
  pushedBack: fc.nat(6),
  disordered: fc.boolean(),
});
const pair = fc.tuple(unitRef, unitRef);

const result: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      target: unitRef,
      firer: unitRef,
      hits: fc.nat(8),
      chitsUsed: fc.constantFrom(0, 1, 3, 5),
    })
    .map((f) => ({
      kind: 'result' as const,
      make: (game: KnightGame) => proposeFire(game, { ...f, weapon: 0 }),
    })),
  fc.tuple(pair, sideResult, sideResult).map(([[a, b], ra, rb]) => ({
    kind: 'result' as const,
    make: (game: KnightGame) => proposeCloseCombat(game, { a, b, result: { a: ra, b: rb } }),
  })),
  fc
    .tuple(
      unitRef,
      fc.constantFrom('A' as const, 'C' as const, 'R' as const, 'B' as const, 'D' as const),
    )
    .map(([u, r]) => ({
      kind: 'result' as const,
      make: (game: KnightGame) => proposeMoraleResult(game, u, r),
    })),
  fc
    .record({
      leader: leaderRef,
      result: fc.constantFrom(
        'unharmed' as const,
        'severe-wound' as const,
        'mortal-wound' as const,
        'killed' as const,
      ),
      captured: fc.boolean(),
    })
    .map((h) => ({
      kind: 'result' as const,
      make: (game: KnightGame) =>
        proposeLeaderHit(game, {
          ...h.leader,
          result: h.result,
          captured: h.captured,
          by: 'close-combat',
        }),
    })),
  side.map((s) => ({
    kind: 'result' as const,
    make: (game: KnightGame) => proposeBannerCapture(game, s, 'b1'),
  })),
);
const steps = fc.array(
  fc.oneof(
    action.map((a) => ({ kind: 'action' as const, action: a })),
    result,
  ),
  { minLength: 3, maxLength: 30, size: 'large' },
);

describePlayAlong({
  start: testGame,
  applyAction,
  confirmProposal,
  steps,
  readers: gameReaders,
  expectWithinRoster: ({ army, units }) => {
    for (const unit of army.units) {
      const state = units[unit.id]!;
      expect(state.casualties).toBeGreaterThanOrEqual(0);
      expect(state.casualties).toBeLessThanOrEqual(unit.figures);
      for (const chits of state.ammunition)
        if (chits !== null) expect(chits).toBeGreaterThanOrEqual(0);
    }
  },
  proposalsConfirm: false,
});
