/**
 * Undo and redo for a game followed on the board: the states before and
 * after the present one, bounded so a long game keeps a phone's memory small.
 */
import type { GameState } from '../../board/types.ts';

export interface GameHistory<T = GameState> {
  /** Earlier states, oldest first. */
  past: readonly T[];
  present: T;
  /** States undone, the next one to redo first. */
  future: readonly T[];
}

/** How many earlier states a history keeps by default. */
export const historyLimit = 200;

/** A history holding one state. */
export function startHistory<T>(present: T): GameHistory<T> {
  return { past: [], present, future: [] };
}

/** A new present state; the old one joins the past (the oldest drop beyond `limit`) and redo is cleared. */
export function record<T>(history: GameHistory<T>, next: T, limit = historyLimit): GameHistory<T> {
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
}

/** Back one state; with nothing to undo, the history unchanged. */
export function undo<T>(history: GameHistory<T>): GameHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Forward one undone state; with nothing to redo, the history unchanged. */
export function redo<T>(history: GameHistory<T>): GameHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
