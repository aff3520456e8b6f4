import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  historyLimit,
  record,
  redo,
  startHistory,
  undo,
  type GameHistory,
} from './history.ts';

describe('undo and redo', () => {
  it('undoes and redoes in order, and a new step clears redo', () => {
    let history = record(record(startHistory(1), 2), 3);
    history = undo(undo(history));
    expect(history).toEqual({ past: [], present: 1, future: [2, 3] });
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history).toEqual({ past: [1], present: 2, future: [3] });
    expect(canUndo(history)).toBe(true);
    expect(record(history, 9)).toEqual({ past: [1, 2], present: 9, future: [] });
  });

  it('changes nothing with nothing to undo or redo', () => {
    const history = startHistory('a');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(canRedo(history)).toBe(false);
  });

  it('keeps at most the limit of earlier states, dropping the oldest', () => {
    let history = startHistory(0);
    for (let i = 1; i <= historyLimit; i++) history = record(history, i);
    expect(history.past).toHaveLength(historyLimit);
    expect(history.past[0]).toBe(0);
    history = record(history, historyLimit + 1);
    expect(history.past).toHaveLength(historyLimit);
    expect(history.past[0]).toBe(1);
    expect(record(record(startHistory(0), 1, 1), 2, 1).past).toEqual([1]);
  });

  it('undoing as many steps as were recorded gives back the first state', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 30 }), (first, steps) => {
        let history: GameHistory<number> = startHistory(first);
        for (const step of steps) history = record(history, step);
        history = steps.reduce((h) => undo(h), history);
        expect(history.present).toBe(first);
        history = steps.reduce((h) => redo(h), history);
        expect(history.present).toBe(steps.at(-1) ?? first);
      }),
    );
  });
});
