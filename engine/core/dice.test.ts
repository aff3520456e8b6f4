import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkRolled, diceDistribution, rollDice, seedDice, takeDice } from './dice.ts';

describe('checkRolled', () => {
  it('accepts every total the dice can show', () => {
    for (let total = 1; total <= 6; total += 1)
      expect(checkRolled('1D6', total)).toEqual({ ok: true, value: total });
    for (let total = 2; total <= 12; total += 1) expect(checkRolled('2D6', total).ok).toBe(true);
  });

  it('names the field and the dice when a total is impossible', () => {
    expect(checkRolled('2D6', 1, 'combatRoll')).toEqual({
      ok: false,
      error: {
        field: 'combatRoll',
        rule: '2D6',
        message: '2D6 shows a whole number from 2 to 12, not 1',
      },
    });
    for (const bad of [0, 7, 2.5, Number.NaN, -3, Number.POSITIVE_INFINITY]) {
      expect(checkRolled('1D6', bad).ok).toBe(false);
    }
  });
});

describe('seeded dice', () => {
  it('replays the same rolls from the same plain-data state', () => {
    const first = rollDice('2D6', seedDice(1314));
    const again = rollDice('2D6', JSON.parse(JSON.stringify(seedDice(1314))) as { seed: number });
    expect(again).toEqual(first);
    expect(rollDice('2D6', first.state)).not.toEqual(first);
  });

  it('only ever rolls faces 1 to 6 that add up to the total', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('1D6' as const, '2D6' as const), (seed, kind) => {
        const roll = rollDice(kind, seedDice(seed));
        expect(roll.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
        expect(roll.total).toBe(roll.dice.reduce((a, b) => a + b, 0));
        expect(checkRolled(kind, roll.total).ok).toBe(true);
      }),
    );
  });
});

describe('diceDistribution', () => {
  it('gives 2D6 the familiar 1-2-3-4-5-6-5-4-3-2-1 ways out of 36', () => {
    expect(diceDistribution('2D6').map((r) => r.ways)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('sums to certainty for each kind of dice', () => {
    for (const kind of ['1D6', '2D6'] as const) {
      const rows = diceDistribution(kind);
      expect(rows.reduce((sum, r) => sum + r.ways, 0)).toBe(rows[0]?.outOf);
    }
  });
});

describe('takeDice', () => {
  it('checks a rolled total, or draws from the seed and hands back the next state', () => {
    expect(takeDice('2D6', { rolled: 7 })).toEqual({ ok: true, value: { total: 7 } });
    expect(takeDice('1D6', { rolled: 7 }, 'pursuitRoll')).toMatchObject({
      ok: false,
      error: { field: 'pursuitRoll', rule: '1D6' },
    });
    const drawn = takeDice('2D6', { seeded: seedDice(42) });
    expect(drawn.ok && drawn.value.state).toEqual(rollDice('2D6', seedDice(42)).state);
    expect(takeDice('2D6', { seeded: { seed: -1 } }).ok).toBe(false);
  });
});
