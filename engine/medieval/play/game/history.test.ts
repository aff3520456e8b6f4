import { describe, expect, it } from 'vitest';
import { historyLimit, record, redo, startHistory, undo } from './history.ts';

describe('undo and redo', () => {
  it('undoes and redoes in order, and a new step clears redo', () => {
    let history = record(record(startHistory(1), 2), 3);
    history = undo(undo(history));
    expect(history).toEqual({ past: [], present: 1, future: [2, 3] });
    history = redo(history);
    expect(history).toEqual({ past: [1], present: 2, future: [3] });
    expect(record(history, 9)).toEqual({ past: [1, 2], present: 9, future: [] });
  });

  it('changes nothing with nothing to undo or redo', () => {
    const history = startHistory('a');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
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
});
