/**
 * Undo and redo for any game followed at the table: the states before and
 * after the present one, bounded so a long game keeps a phone's memory small.
 * Knows no game: a system records whole states it never mutates.
 */

export interface GameHistory<T> {
  /** Earlier states, oldest first. */
  readonly past: readonly T[];
  readonly present: T;
  /** States undone, the next one to redo first. */
  readonly future: readonly T[];
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

/** Whether undo or redo would change anything, for the buttons that offer them. */
export function canUndo<T>(history: GameHistory<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: GameHistory<T>): boolean {
  return history.future.length > 0;
}
