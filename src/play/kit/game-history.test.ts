import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../engine/core/index.ts';
import { GameRecord } from './game-history.svelte.ts';
import { changedReadings } from './game-readings.ts';

class Counter extends GameRecord<number> {
  add(n: number): boolean {
    return this.change((game): Result<number> =>
      n > 0 ? ok(game + n) : fail('n', 'rule 1', 'adds at least 1'),
    );
  }
}

describe('GameRecord', () => {
  it('records each change as one step, undoes and redoes it, and calls onchange each time', () => {
    const played = new Counter();
    let changes = 0;
    played.onchange = () => changes++;
    played.begin(1);
    expect(played.add(2)).toBe(true);
    expect(played.game).toBe(3);
    played.undo();
    expect(played.game).toBe(1);
    expect(played.canRedo).toBe(true);
    played.redo();
    expect(played.game).toBe(3);
    expect(changes).toBe(3);
  });

  it('says a refusal with its rule and changes nothing', () => {
    const played = new Counter();
    played.begin(1);
    expect(played.add(0)).toBe(false);
    expect(played.notice).toBe('Not done: adds at least 1 (rule 1).');
    expect(played.game).toBe(1);
    expect(played.canUndo).toBe(false);
  });

  it('changes nothing and calls no one before a game is on the table', () => {
    const played = new Counter();
    let changes = 0;
    played.onchange = () => changes++;
    expect(played.add(2)).toBe(false);
    expect([played.game, played.notice, changes]).toEqual([undefined, '', 0]);
  });
});

describe('changedReadings', () => {
  it('names the switches set other than the book’s', () => {
    expect(changedReadings({ x: 'a', y: 1 }, { x: 'b', y: 1 })).toEqual(['x']);
  });
});
