/**
 * The turn sequence (the turn chapter, 2.10): each side in turn moves
 * through six phases; the side that won the first move always goes first,
 * and a game turn ends when both sides have had theirs.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { RuleRef } from '../../errata/types.ts';

export type SideId = 'a' | 'b';
export const sideIds: readonly SideId[] = ['a', 'b'];

/** The other side. */
export const otherSide = (side: SideId): SideId => (side === 'a' ? 'b' : 'a');

/** The six phases of the moving side's turn, in order. */
export type PhaseId =
  'opening-fire' | 'movement' | 'combat' | 'rally' | 'ending-fire' | 'end-of-turn';

/** The rule the turn sequence is printed under: the turn chapter, which has no number of its own. */
export const turnRule: RuleRef = '2.00';
/** 2.10 First move. */
export const firstMoveRule: RuleRef = '2.10';

/** The phases with their numbers and names, in the site's words. */
export const turnPhases: readonly {
  readonly id: PhaseId;
  readonly number: number;
  readonly name: string;
}[] = [
  { id: 'opening-fire', number: 1, name: 'Fire (opening)' },
  { id: 'movement', number: 2, name: 'Movement' },
  { id: 'combat', number: 3, name: 'Combat' },
  { id: 'rally', number: 4, name: 'Rally' },
  { id: 'ending-fire', number: 5, name: 'Fire (ending)' },
  { id: 'end-of-turn', number: 6, name: 'End of turn' },
];

// Pure annotations let a page that uses none of play along drop it from its bundle.
export const phaseIds: readonly PhaseId[] = /* @__PURE__ */ turnPhases.map((p) => p.id);

/** Where the game stands: the game turn, the side moving and its phase. */
export interface TurnPoint {
  readonly turn: number;
  readonly moving: SideId;
  readonly phase: PhaseId;
}

/** The phase's number and name: "2. Movement". */
export function describePhase(phase: PhaseId): string {
  const entry = turnPhases.find((p) => p.id === phase);
  return entry ? `${entry.number}. ${entry.name}` : phase;
}

/**
 * The turn sequence: the next phase; after the first side's end of turn the
 * other side moves, and after the second side's the next game turn begins.
 */
export function nextTurnPoint(at: TurnPoint, firstMove: SideId): TurnPoint {
  const index = phaseIds.indexOf(at.phase);
  if (index < phaseIds.length - 1) return { ...at, phase: phaseIds[index + 1]! };
  if (at.moving === firstMove)
    return { turn: at.turn, moving: otherSide(firstMove), phase: 'opening-fire' };
  return { turn: at.turn + 1, moving: firstMove, phase: 'opening-fire' };
}

/** The phase before; the first phase of the first game turn has none. */
export function previousTurnPoint(at: TurnPoint, firstMove: SideId): Result<TurnPoint> {
  const index = phaseIds.indexOf(at.phase);
  if (index > 0) return ok({ ...at, phase: phaseIds[index - 1]! });
  if (at.moving !== firstMove)
    return ok({ turn: at.turn, moving: firstMove, phase: 'end-of-turn' });
  if (at.turn <= 1)
    return fail('phase', turnRule, 'the game starts here: there is no earlier phase');
  return ok({ turn: at.turn - 1, moving: otherSide(firstMove), phase: 'end-of-turn' });
}
