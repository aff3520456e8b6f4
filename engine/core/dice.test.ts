import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averageDie,
  buildDice,
  chanceOfTotal,
  checkFaces,
  checkRolled,
  d6,
  describeDice,
  diceDistribution,
  eachDie,
  oneD6,
  twoD6,
  withModifier,
  type DiceExpression,
} from './dice.ts';
import { loadSeededDice } from './load-seeded-dice.ts';
import { rollDice, seedDice, takeDice } from './seeded-dice.ts';
import { always, chance, sum } from './probability.ts';

const anyDie = fc.constantFrom(d6, averageDie);
const anyExpression: fc.Arbitrary<DiceExpression> = fc
  .tuple(
    fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), anyDie), { minLength: 1, maxLength: 3 }),
    fc.integer({ min: -3, max: 3 }),
  )
  .map(([dice, modifier]) => withModifier(buildDice(...dice), modifier));

describe('dice expressions', () => {
  it('are written the way players write them', () => {
    expect(describeDice(twoD6)).toBe('2D6');
    expect(describeDice(withModifier(buildDice([1, d6], [2, averageDie]), -1))).toBe('1D6+2AvD-1');
  });
});

describe('checkRolled', () => {
  it('accepts every total the dice can show', () => {
    for (let total = 1; total <= 6; total += 1)
      expect(checkRolled(oneD6, total)).toEqual({ ok: true, value: total });
    for (let total = 2; total <= 12; total += 1) expect(checkRolled(twoD6, total).ok).toBe(true);
  });

  it('names the field and the rule the caller gives when a total is impossible', () => {
    expect(checkRolled(twoD6, 1, 'combatRoll')).toEqual({
      ok: false,
      error: {
        field: 'combatRoll',
        rule: '2D6',
        message: '2D6 shows a whole number from 2 to 12, not 1',
      },
    });
    expect(checkRolled(oneD6, 7, 'die', '5.5')).toMatchObject({
      error: { field: 'die', rule: '5.5' },
    });
    for (const bad of [0, 7, 2.5, Number.NaN, -3, Number.POSITIVE_INFINITY]) {
      expect(checkRolled(oneD6, bad).ok).toBe(false);
    }
  });

  it('knows the average die never shows 1 or 6', () => {
    expect(checkRolled(buildDice([1, averageDie]), 6).ok).toBe(false);
    expect(checkRolled(buildDice([2, averageDie]), 4).ok).toBe(true);
    expect(checkRolled(buildDice([2, averageDie]), 11)).toMatchObject({
      error: { message: '2AvD shows a whole number from 4 to 10, not 11' },
    });
  });
});

describe('checkFaces', () => {
  it('checks each die in order and adds the modifier', () => {
    const mixed = withModifier(buildDice([1, d6], [1, averageDie]), 1);
    expect(checkFaces(mixed, [6, 3])).toEqual({ ok: true, value: { faces: [6, 3], total: 10 } });
    expect(checkFaces(mixed, [6, 6], 'faces', '7.2')).toEqual({
      ok: false,
      error: { field: 'faces', rule: '7.2', message: 'die 2 (AvD) shows 2, 3, 4, 5, not 6' },
    });
    expect(checkFaces(mixed, [6])).toMatchObject({
      error: { message: '1D6+1AvD+1 is 2 dice, not 1' },
    });
  });
});

describe('seeded dice', () => {
  it('replays the same rolls from the same plain-data state', () => {
    const first = rollDice(twoD6, seedDice(1314));
    const again = rollDice(twoD6, JSON.parse(JSON.stringify(seedDice(1314))) as number[]);
    expect(again).toEqual(first);
    expect(rollDice(twoD6, first.state)).not.toEqual(first);
  });

  it('only ever rolls faces of its dice that add up to the total', () => {
    fc.assert(
      fc.property(fc.integer(), anyExpression, (seed, expression) => {
        const roll = rollDice(expression, seedDice(seed));
        expect(checkFaces(expression, roll.faces)).toEqual({
          ok: true,
          value: { faces: roll.faces, total: roll.total },
        });
        expect(checkRolled(expression, roll.total).ok).toBe(true);
      }),
    );
  });
});

describe('diceDistribution', () => {
  it('gives 2D6 the familiar 1-2-3-4-5-6-5-4-3-2-1 ways out of 36', () => {
    expect(diceDistribution(twoD6).map((r) => r.ways)).toEqual(
      [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map(BigInt),
    );
    expect(diceDistribution(twoD6)[0]?.outOf).toBe(36n);
  });

  it('weighs the average die 1-2-2-1 over 2 to 5', () => {
    expect(diceDistribution(buildDice([1, averageDie])).map((r) => [r.total, r.chance])).toEqual([
      [2, chance(1, 6)],
      [3, chance(2, 6)],
      [4, chance(2, 6)],
      [5, chance(1, 6)],
    ]);
  });

  it('sums to exactly 1 for any expression', () => {
    fc.assert(
      fc.property(anyExpression, (expression) => {
        expect(sum(diceDistribution(expression).map((r) => r.chance))).toEqual(always);
      }),
    );
  });

  it('stays exact for pools of 20 dice and more (6^24 outcomes pass 2^53)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 24 }),
        fc.integer({ min: 0, max: 6 }),
        (sixes, averages) => {
          const pool = buildDice([sixes, d6], [averages, averageDie]);
          const rows = diceDistribution(pool);
          expect(rows[0]?.outOf).toBe(6n ** BigInt(sixes + averages));
          expect(sum(rows.map((r) => r.chance))).toEqual(always);
          expect(rows.reduce((n, r) => n + r.ways, 0n)).toBe(rows[0]?.outOf);
        },
      ),
      { numRuns: 10 },
    );
    expect(diceDistribution(buildDice([24, d6]))[0]?.chance).toEqual(chance(1n, 6n ** 24n));
  });

  it('gives the exact chance of the totals asked for', () => {
    expect(chanceOfTotal(twoD6, (t) => t >= 10)).toEqual(chance(6, 36));
    expect(chanceOfTotal(oneD6, () => false)).toEqual(chance(0, 1));
  });
});

describe('takeDice', () => {
  it('checks a rolled total, or draws from the seed and hands back the next state', () => {
    expect(takeDice(twoD6, { rolled: 7 })).toEqual({ ok: true, value: { total: 7 } });
    expect(takeDice(oneD6, { rolled: 7 }, 'pursuitRoll')).toMatchObject({
      ok: false,
      error: { field: 'pursuitRoll', rule: '1D6' },
    });
    const drawn = takeDice(twoD6, { seeded: seedDice(42) });
    expect(drawn.ok && drawn.value.state).toEqual(rollDice(twoD6, seedDice(42)).state);
    expect(takeDice(twoD6, { seeded: [0, 0, 0, 0] }).ok).toBe(false);
    expect(takeDice(twoD6, { seeded: [1, 2, 3] }).ok).toBe(false);
    expect(takeDice(twoD6, { seeded: [1.5, 2, 3, 4] }).ok).toBe(false);
  });
});

describe('dice one by one, and the seeded generator on demand', () => {
  it('lists each die of an expression in order, one entry per die', () => {
    expect(eachDie(twoD6)).toEqual([d6, d6]);
    expect(eachDie(buildDice([1, d6], [2, averageDie]))).toEqual([d6, averageDie, averageDie]);
    expect(eachDie(withModifier(oneD6, 3))).toEqual([d6]);
  });

  it('loads the seeded rolls as the same functions', async () => {
    const loaded = await loadSeededDice();
    expect(loaded.seedDice).toBe(seedDice);
    expect(loaded.rollDice(twoD6, seedDice(7))).toEqual(rollDice(twoD6, seedDice(7)));
  });
});
