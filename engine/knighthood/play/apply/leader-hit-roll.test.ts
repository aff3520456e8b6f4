import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../core/index.ts';
import { leaderHitOdds, readLeaderHitRoll } from './leader-hit-roll.ts';

describe('a leader hit from the dice (T20, 7.10)', () => {
  it('gives each T20 result its share of 1D, adding to one', () => {
    const odds = leaderHitOdds('missile');
    expect(odds.map((o) => [o.result, toNumber(o.chance) * 6])).toEqual([
      ['unharmed', 2],
      ['severe-wound', 2],
      ['mortal-wound', 1],
      ['killed', 1],
    ]);
    expect(odds.every((o) => o.captured === null)).toBe(true);
  });

  it('gives the capture chance only in melee (7.10): 5 in 6 on a 6', () => {
    expect(toNumber(leaderHitOdds('close-combat').at(-1)!.captured!)).toBeCloseTo(5 / 6);
  });

  it('reads the boundaries of each line: 2 unharmed, 3 severe, 5 mortal, 6 killed', () => {
    const read = (roll: number) => {
      const r = readLeaderHitRoll(roll, 'missile');
      return r.ok ? r.value.result : r.error.field;
    };
    expect([2, 3, 4, 5, 6].map(read)).toEqual([
      'unharmed',
      'severe-wound',
      'severe-wound',
      'mortal-wound',
      'killed',
    ]);
  });

  it('captures in melee on the capture die’s range: a mortal wound on 1-3, not 4', () => {
    expect(readLeaderHitRoll(5, 'close-combat', 3)).toEqual({
      ok: true,
      value: { result: 'mortal-wound', captured: true },
    });
    expect(readLeaderHitRoll(5, 'close-combat', 4)).toEqual({
      ok: true,
      value: { result: 'mortal-wound', captured: false },
    });
  });

  it('refuses a die that is no face, naming the field', () => {
    const bad = readLeaderHitRoll(7, 'missile');
    expect(!bad.ok && bad.error.field).toBe('roll');
    const noCapture = readLeaderHitRoll(4, 'close-combat');
    expect(!noCapture.ok && noCapture.error).toMatchObject({ field: 'captureRoll', rule: '7.10' });
  });
});
