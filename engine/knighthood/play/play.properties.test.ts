/**
 * Properties over any sequence of actions and results a game can meet:
 * undoing every step gives back the game it started from, and every game
 * reached survives a file and a link unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { record, startHistory, type GameHistory } from '../../core/index.ts';
import { proposeCloseCombat, proposeFire } from './apply/hits.ts';
import { proposeBannerCapture, proposeLeaderHit, proposeMoraleResult } from './apply/fates.ts';
import { confirmProposal, type Proposal } from './apply/proposal.ts';
import { applyAction, type GameAction } from './game/actions.ts';
import type { KnightGame } from './game/state.ts';
import { testGame } from './play.fixtures.ts';
import { expectUndoneToStart } from '../../core/history.fixtures.ts';
import { expectRoundTrip } from '../../core/saving/saved-readers.fixtures.ts';
import { gameReaders } from './saving/saving.fixtures.ts';
import type { Result } from '../../core/index.ts';

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

type Step =
  | { kind: 'action'; action: GameAction }
  | { kind: 'result'; make: (game: KnightGame) => Result<Proposal> };

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

/** Plays the steps, recording each one that applies as one history step. */
function play(list: readonly Step[]): { history: GameHistory<KnightGame>; recorded: number } {
  let history = startHistory(testGame());
  let recorded = 0;
  for (const step of list) {
    let next: Result<KnightGame>;
    if (step.kind === 'action') next = applyAction(history.present, step.action);
    else {
      const proposal = step.make(history.present);
      next = proposal.ok ? confirmProposal(history.present, proposal.value) : proposal;
    }
    if (next.ok) {
      history = record(history, next.value);
      recorded += 1;
    }
  }
  return { history, recorded };
}

const total = { steps: 0, recorded: 0 };

describe('a game followed step by step', () => {
  it('returns to the game it started from when every step is undone', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const { history, recorded } = play(list);
        expectUndoneToStart(history, recorded, testGame());
        total.steps += list.length;
        total.recorded += recorded;
      }),
      { numRuns: 200 },
    );
    // The sequences are not mostly refusals: a good share of the steps apply.
    expect(total.recorded).toBeGreaterThan(total.steps / 4);
  });

  it('never changes the game it is given, and keeps every count within the roster', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const start = testGame();
        const frozen = structuredClone(start);
        const { history } = play(list);
        expect(start).toEqual(frozen);
        for (const id of ['a', 'b'] as const) {
          const { army, units } = history.present.sides[id];
          for (const unit of army.units) {
            const state = units[unit.id]!;
            expect(state.casualties).toBeGreaterThanOrEqual(0);
            expect(state.casualties).toBeLessThanOrEqual(unit.figures);
            for (const chits of state.ammunition)
              if (chits !== null) expect(chits).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads back the same game from its file and from its link', () => {
    fc.assert(
      fc.property(steps, (list) => {
        expectRoundTrip(gameReaders, play(list).history.present);
      }),
      { numRuns: 150 },
    );
  });
});
