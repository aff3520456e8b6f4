/** What the play-along properties check of any game's history. */
import { expect } from 'vitest';
import { undo, type GameHistory } from './history.ts';

/** Undoing every recorded step gives back the game the history started from, with nothing left to undo. */
export function expectUndoneToStart<S>(history: GameHistory<S>, recorded: number, start: S): void {
  let back = history;
  for (let i = 0; i < recorded; i++) back = undo(back);
  expect(back.present).toEqual(start);
  expect(back.past).toEqual([]);
}
