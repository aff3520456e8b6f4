import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../core/index.ts';
import { leaderHitOdds, readLeaderHitRoll } from './leader-hit-roll.ts';

const sixths = (p: Parameters<typeof toNumber>[0] | null) => (p === null ? null : toNumber(p) * 6);

describe('T20 and 7.10 at every face', () => {
  it('T20: a 1 leaves the leader unharmed, like a 2', () => {
    expect(readLeaderHitRoll(1, 'missile')).toEqual({
      ok: true,
      value: { result: 'unharmed', captured: false },
    });
  });

  it('7.10: in melee each line has its own capture range (1, 1-2, 1-3, 1-5 in 6)', () => {
    const melee = leaderHitOdds('close-combat');
    expect(melee.map((o) => [o.result, sixths(o.chance), sixths(o.captured)])).toEqual([
      ['unharmed', 2, 1],
      ['severe-wound', 2, 2],
      ['mortal-wound', 1, 3],
      ['killed', 1, 5],
    ]);
  });

  it('7.10: the capture die takes the leader at the top of its range, not one above', () => {
    const captured = (roll: number, capture: number) => {
      const r = readLeaderHitRoll(roll, 'close-combat', capture);
      return r.ok ? r.value.captured : r.error.field;
    };
    expect([captured(1, 1), captured(1, 2)]).toEqual([true, false]);
    expect([captured(3, 2), captured(4, 3)]).toEqual([true, false]);
    expect([captured(6, 5), captured(6, 6), captured(6, 1)]).toEqual([true, false, true]);
  });

  it('7.10: a leader hit by missile fire is never captured, whatever capture die is given', () => {
    expect(readLeaderHitRoll(6, 'missile', 1)).toEqual({
      ok: true,
      value: { result: 'killed', captured: false },
    });
  });

  it('T20: refuses a die of 0, 7 or a fraction, naming the die and the value', () => {
    for (const roll of [0, 7, 2.5]) {
      const r = readLeaderHitRoll(roll, 'missile');
      expect(r).toMatchObject({ ok: false, error: { field: 'roll', rule: 'T20' } });
      expect(!r.ok && r.error.message).toContain(String(roll));
    }
  });

  it('7.10: refuses a capture die of 0, 7 or a fraction in melee, naming the capture die', () => {
    for (const capture of [0, 7, 1.5]) {
      const r = readLeaderHitRoll(6, 'close-combat', capture);
      expect(r).toMatchObject({ ok: false, error: { field: 'captureRoll', rule: '7.10' } });
      expect(!r.ok && r.error.message).toContain(String(capture));
    }
  });
});
