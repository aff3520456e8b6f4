/**
 * The turn sequence: one game turn is the book's steps in order, from the
 * officers' own moves to the fatigue tests; after the last step the next game
 * turn begins. Both sides act within each step.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { SectionId } from '../../tables/sections.ts';
import { turnSequence } from '../../tables/turn-sequence.ts';

export type SideId = 'a' | 'b';
export const sideIds: readonly SideId[] = ['a', 'b'];

/** The other side. */
export const otherSide = (side: SideId): SideId => (side === 'a' ? 'b' : 'a');

/** The section the turn's order is printed under. */
export const turnRule: SectionId = 'turn-sequence';

/** The last step of a game turn (the sequence's index). */
// A pure call, so a page that uses none of play along drops it from its bundle.
export const lastStep = /* @__PURE__ */ (() => turnSequence.length - 1)();

/** Where the game stands: the game turn and the step of the sequence (0 first). */
export interface TurnPoint {
  readonly turn: number;
  readonly step: number;
}

/** The step's number and words: "9. Artillery fire, then its Control tests". */
export function describeStep(step: number): string {
  const entry = turnSequence[step];
  return entry ? `${step + 1}. ${entry.step}` : `step ${step + 1}`;
}

/** The section that governs a step. */
export const stepRule = (step: number): SectionId => turnSequence[step]?.section ?? turnRule;

/** The next step; after the last, the first step of the next game turn. */
export function nextTurnPoint(at: TurnPoint): TurnPoint {
  return at.step < lastStep ? { turn: at.turn, step: at.step + 1 } : { turn: at.turn + 1, step: 0 };
}

/** The step before; the first step of the first game turn has none. */
export function previousTurnPoint(at: TurnPoint): Result<TurnPoint> {
  if (at.step > 0) return ok({ turn: at.turn, step: at.step - 1 });
  if (at.turn <= 1) return fail('step', turnRule, 'the game starts here: there is no earlier step');
  return ok({ turn: at.turn - 1, step: lastStep });
}
