/**
 * The properties every play-along game holds over any sequence of actions
 * and results it can meet: undoing every step gives back the start, nothing
 * given is ever changed, every count stays within the rosters, and every game
 * reached survives a file and a link. Each system gives its steps and checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { record, startHistory, undo, type GameHistory } from './history.ts';
import type { Result } from './result.ts';
import { expectRoundTrip, type SavedReaders } from './saving/saved-readers.fixtures.ts';

/** A game of two sides, a and b. */
export interface TwoSides {
  readonly sides: { readonly a: unknown; readonly b: unknown };
}

/** One step of a game: an action, or a result proposed from the game as it is and confirmed. */
export type PlayStep<G, A, P> =
  { kind: 'action'; action: A } | { kind: 'result'; make: (game: G) => Result<P> };

export interface PlayAlong<G extends TwoSides, A, P> {
  start: () => G;
  applyAction: (game: G, action: A) => Result<G>;
  confirmProposal: (game: G, proposal: P) => Result<G>;
  steps: fc.Arbitrary<readonly PlayStep<G, A, P>[]>;
  readers: SavedReaders<G>;
  /** Every count a side keeps stays within its roster. */
  expectWithinRoster: (side: G['sides']['a']) => void;
  /** Whether a proposal, drafted against the game, always confirms. */
  proposalsConfirm: boolean;
}

/** Plays the steps, recording each one that applies as one history step. */
export function playSteps<G extends TwoSides, A, P>(
  along: PlayAlong<G, A, P>,
  list: readonly PlayStep<G, A, P>[],
) {
  let history: GameHistory<G> = startHistory(along.start());
  let recorded = 0;
  let refusedConfirm = 0;
  for (const step of list) {
    let next: Result<G>;
    if (step.kind === 'action') next = along.applyAction(history.present, step.action);
    else {
      const proposal = step.make(history.present);
      next = proposal.ok ? along.confirmProposal(history.present, proposal.value) : proposal;
      if (proposal.ok && !next.ok) refusedConfirm += 1;
    }
    if (next.ok) {
      history = record(history, next.value);
      recorded += 1;
    }
  }
  return { history, recorded, refusedConfirm };
}

/** Undoing every recorded step gives back the game the history started from, with nothing left to undo. */
export function expectUndoneToStart<G>(history: GameHistory<G>, recorded: number, start: G): void {
  let back = history;
  for (let i = 0; i < recorded; i++) back = undo(back);
  expect(back.present).toEqual(start);
  expect(back.past).toEqual([]);
}

/** Registers the properties of a game followed step by step. */
export function describePlayAlong<G extends TwoSides, A, P>(along: PlayAlong<G, A, P>): void {
  const total = { steps: 0, recorded: 0 };
  describe('a game followed step by step', () => {
    it('returns to the game it started from when every step is undone', () => {
      fc.assert(
        fc.property(along.steps, (list) => {
          const { history, recorded, refusedConfirm } = playSteps(along, list);
          if (along.proposalsConfirm) expect(refusedConfirm).toBe(0);
          expectUndoneToStart(history, recorded, along.start());
          total.steps += list.length;
          total.recorded += recorded;
        }),
        { numRuns: 200 },
      );
      // The sequences are not mostly refusals: a good share of the steps apply.
      expect(total.recorded).toBeGreaterThan(total.steps / 4);
    });

    it('never changes the game it is given, and keeps every count within the rosters', () => {
      fc.assert(
        fc.property(along.steps, (list) => {
          const start = along.start();
          const frozen = structuredClone(start);
          const { history } = playSteps(along, list);
          expect(start).toEqual(frozen);
          along.expectWithinRoster(history.present.sides.a);
          along.expectWithinRoster(history.present.sides.b);
        }),
        { numRuns: 100 },
      );
    });

    it('reads back the same game from its file and from its link', () => {
      fc.assert(
        fc.property(along.steps, (list) => {
          expectRoundTrip(along.readers, playSteps(along, list).history.present);
        }),
        { numRuns: 150 },
      );
    });
  });
}
