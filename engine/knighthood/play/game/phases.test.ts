import { describe, expect, it } from 'vitest';
import { describePhase, nextTurnPoint, previousTurnPoint, type TurnPoint } from './phases.ts';

describe('the turn sequence (2.10 and the turn chapter)', () => {
  it('runs the six phases of the first side, then of the other, then the next game turn', () => {
    let at: TurnPoint = { turn: 1, moving: 'b', phase: 'opening-fire' };
    const seen: string[] = [];
    for (let i = 0; i < 13; i++) {
      seen.push(`${at.turn}${at.moving} ${at.phase}`);
      at = nextTurnPoint(at, 'b');
    }
    expect(seen.slice(0, 7)).toEqual([
      '1b opening-fire',
      '1b movement',
      '1b combat',
      '1b rally',
      '1b ending-fire',
      '1b end-of-turn',
      '1a opening-fire',
    ]);
    expect(seen[12]).toBe('2b opening-fire');
  });

  it('steps back through the same points and refuses to go before the first', () => {
    let at: TurnPoint = { turn: 3, moving: 'a', phase: 'rally' };
    for (let i = 0; i < 20; i++) {
      const back = previousTurnPoint(at, 'a');
      if (!back.ok) throw new Error(back.error.message);
      expect(nextTurnPoint(back.value, 'a')).toEqual(at);
      at = back.value;
    }
    const first = previousTurnPoint({ turn: 1, moving: 'a', phase: 'opening-fire' }, 'a');
    expect(first).toMatchObject({ ok: false, error: { field: 'phase', rule: '2.00' } });
    expect(previousTurnPoint({ turn: 1, moving: 'b', phase: 'opening-fire' }, 'a')).toEqual({
      ok: true,
      value: { turn: 1, moving: 'a', phase: 'end-of-turn' },
    });
  });

  it('names a phase by its number', () => {
    expect(describePhase('rally')).toBe('4. Rally');
  });
});
