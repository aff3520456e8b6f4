import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDice, formatOver, listOutcomes, type Outcomes } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import {
  capFactor,
  factorDice,
  factorOdds,
  resolveFactor,
  type FactorInput,
  type FactorPlace,
} from './random-factor.ts';
import type { Experience } from '../tables/index.ts';

const melee: FactorPlace = { section: 'melee-combat' };
const seasoned: FactorInput = {
  dice: 'd6',
  experience: 'seasoned',
  plusCauses: 0,
  minusCauses: 0,
  cap: 5,
};
const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });

/** Each factor with its chance over `den`, lowest first. */
function oddsOver(result: ReturnType<typeof factorOdds>, den: number): [number, string][] {
  if (!result.ok) throw new Error(result.error.message);
  return listOutcomes(result.value, (a, b) => a - b).map((r) => [
    r.value,
    formatOver(r.chance, den),
  ]);
}

function total(outcomes: Outcomes<number>): bigint {
  return outcomes.outcomes.reduce((n, o) => n + o.ways, 0n);
}

describe('Melee combat: the random factor distribution', () => {
  it('Seasoned on d6: -5 to +5, 0 in 6 of 36', () => {
    expect(oddsOver(factorOdds(seasoned, melee), 36)).toEqual(
      [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((f) => [f, `${6 - Math.abs(f)}/36`]),
    );
  });

  it('Green on d6 takes the highest of 2 minus dice: +5 in 1 of 216, -5 in 11', () => {
    const odds = oddsOver(factorOdds({ ...seasoned, experience: 'green' }, melee), 216);
    expect(odds[0]).toEqual([-5, '11/216']);
    expect(odds.at(-1)).toEqual([5, '1/216']);
    expect(odds.find(([f]) => f === 0)).toEqual([0, '36/216']);
  });

  it('Veteran on d6 takes the highest of 2 plus dice: +5 in 11 of 216, -5 in 1', () => {
    const odds = oddsOver(factorOdds({ ...seasoned, experience: 'veteran' }, melee), 216);
    expect(odds[0]).toEqual([-5, '1/216']);
    expect(odds.at(-1)).toEqual([5, '11/216']);
  });

  it('Normal and average dice: the average die ranges -3 to +3, 0 in 10 of 36', () => {
    expect(oddsOver(factorOdds({ ...seasoned, dice: 'average' }, melee), 36)).toEqual([
      [-3, '1/36'],
      [-2, '4/36'],
      [-1, '8/36'],
      [0, '10/36'],
      [1, '8/36'],
      [2, '4/36'],
      [3, '1/36'],
    ]);
    const trueD5 = reading({ averageDie: 'one-to-five' });
    expect(oddsOver(factorOdds({ ...seasoned, dice: 'average' }, melee, trueD5), 25)[0]).toEqual([
      -4,
      '1/25',
    ]);
  });

  it('the cap holds the factor: cap 4 gathers +4 and +5, cap 5 leaves +5 alone', () => {
    const cap4 = oddsOver(factorOdds({ ...seasoned, cap: 4 }, melee), 36);
    expect(cap4[0]).toEqual([-4, '3/36']);
    expect(cap4.at(-1)).toEqual([4, '3/36']);
    expect(oddsOver(factorOdds({ ...seasoned, cap: 1 }, melee), 36)).toEqual([
      [-1, '15/36'],
      [0, '6/36'],
      [1, '15/36'],
    ]);
    expect(oddsOver(factorOdds({ ...seasoned, cap: 0 }, melee), 1)).toEqual([[0, '1/1']]);
  });

  it('capFactor: just inside and just outside the cap, both ways', () => {
    expect(capFactor(3, 3)).toBe(3);
    expect(capFactor(4, 3)).toBe(3);
    expect(capFactor(-3, 3)).toBe(-3);
    expect(capFactor(-4, 3)).toBe(-3);
    expect(capFactor(2, 3)).toBe(2);
  });

  it('Leadership and Command ratings: Leadership 6 in place of a plus die gives 0 to +5 evenly', () => {
    const odds = oddsOver(factorOdds({ ...seasoned, leadership: 6 }, melee), 6);
    expect(odds).toEqual([0, 1, 2, 3, 4, 5].map((f) => [f, '1/6']));
    // Declared in place of a plus die, Leadership 1 cannot be turned down: -5 to 0.
    const declared = reading({ leadershipSubstitution: 'replaces-a-plus-die' });
    expect(oddsOver(factorOdds({ ...seasoned, leadership: 1 }, melee, declared), 6)).toEqual(
      [-5, -4, -3, -2, -1, 0].map((f) => [f, '1/6']),
    );
    // Chosen after the roll, Leadership 1 replaces the minus die: 0 to +5.
    expect(oddsOver(factorOdds({ ...seasoned, leadership: 1 }, melee), 6)[0]).toEqual([0, '1/6']);
  });

  it('Melee combat: several plus dice take the highest, or add each cause die under add-each', () => {
    const twoPlus = { ...seasoned, plusCauses: 1 };
    expect(oddsOver(factorOdds(twoPlus, melee), 216).at(-1)).toEqual([5, '11/216']);
    const adding = oddsOver(
      factorOdds({ ...twoPlus, cap: 11 }, melee, reading({ extraDice: 'add-each' })),
      216,
    );
    expect(adding[0]).toEqual([-4, '1/216']);
    expect(adding.at(-1)).toEqual([11, '1/216']);
  });

  it('property: every distribution sums to exactly 1 and stays within the cap', () => {
    const experience = fc.constantFrom<Experience>('green', 'seasoned', 'veteran');
    fc.assert(
      fc.property(
        experience,
        fc.nat(3),
        fc.nat(3),
        fc.nat(6),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        fc.constantFrom<Readings['extraDice']>('highest', 'add-each'),
        (e, p, m, cap, leadership, extraDice) => {
          const input = {
            ...seasoned,
            experience: e,
            plusCauses: p,
            minusCauses: m,
            cap,
            leadership,
          };
          const odds = factorOdds(input, melee, reading({ extraDice }));
          if (!odds.ok) throw new Error(odds.error.message);
          expect(total(odds.value)).toBe(odds.value.outOf);
          for (const o of odds.value.outcomes) expect(Math.abs(o.value)).toBeLessThanOrEqual(cap);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Melee combat: the random factor for dice the player read', () => {
  it('Veteran: plus 5 and 2, minus 3 gives +2, step by step', () => {
    const working = resolveFactor(
      { ...seasoned, experience: 'veteran' },
      { plus: [5, 2], minus: [3] },
      melee,
    );
    expect(working).toEqual({
      ok: true,
      value: {
        factor: 2,
        steps: [
          {
            text: 'One plus and one minus die (1 more plus die: Veteran); 0 plus and 0 minus dice for causes',
            rule: 'melee-combat',
          },
          { text: 'Plus dice 5, 2: highest 5, score 5', rule: 'melee-combat' },
          { text: 'Minus dice 3: highest 3, score 3', rule: 'melee-combat' },
          { text: 'Random factor +2', rule: 'melee-combat' },
        ],
      },
    });
  });

  it('Green: negation, the cap and the Leadership show as steps', () => {
    const input = {
      ...seasoned,
      experience: 'green' as const,
      plusCauses: 2,
      cap: 3,
      leadership: 2,
    };
    const working = resolveFactor(input, { plus: [6, 1], minus: [5] }, melee);
    expect(working.ok && working.value.factor).toBe(3);
    expect(working.ok && working.value.steps.map((s) => s.text)).toEqual([
      'One plus and one minus die (1 more minus die: Green); 2 plus and 0 minus dice for causes',
      '1 plus and 1 minus dice cancel out: 2 plus and 1 minus dice rolled',
      'Plus dice 6, 1: highest 6, score 6',
      'Minus dice 5: highest 5, score 5',
      "The officer's Leadership 2 in place of a minus die",
      'Random factor +4, held to ±3: +3',
    ]);
    expect(working.ok && working.value.steps[4]?.rule).toBe('leadership-and-command');
  });

  it('Leadership and Command ratings: the officer keeps the dice when that is best, or takes a plus die', () => {
    const kept = resolveFactor({ ...seasoned, leadership: 3 }, { plus: [6], minus: [1] }, melee);
    expect(kept.ok && kept.value.factor).toBe(5);
    expect(kept.ok && kept.value.steps.at(-2)?.text).toBe(
      "The officer's Leadership 3 leaves the dice as rolled",
    );
    const plus = resolveFactor({ ...seasoned, leadership: 4 }, { plus: [2], minus: [5] }, melee);
    expect(plus.ok && plus.value.factor).toBe(-1);
    expect(plus.ok && plus.value.steps.at(-2)?.text).toBe(
      "The officer's Leadership 4 in place of a plus die",
    );
    // A tie between the dice as rolled and the Leadership keeps the dice.
    const tie = resolveFactor({ ...seasoned, leadership: 4 }, { plus: [4], minus: [1] }, melee);
    expect(tie.ok && tie.value.steps.at(-2)?.text).toBe(
      "The officer's Leadership 4 leaves the dice as rolled",
    );
    const declared = reading({ leadershipSubstitution: 'replaces-a-plus-die' });
    const forced = resolveFactor(
      { ...seasoned, leadership: 2 },
      { plus: [5], minus: [5] },
      melee,
      declared,
    );
    expect(forced.ok && forced.value.factor).toBe(-3);
  });

  it('Leadership against two dice on a side: the lower minus die, the higher plus die', () => {
    // Green: 3 against 6 and 5; Leadership 2 in place of the 6 leaves 5: −2.
    const green = { ...seasoned, experience: 'green' as const, leadership: 2 };
    const minus = resolveFactor(green, { plus: [3], minus: [6, 5] }, melee);
    expect(minus.ok && minus.value.factor).toBe(-2);
    // Declared for a plus die, a Veteran's 6 and 1 keep the 6 beside Leadership 3.
    const declared = reading({ leadershipSubstitution: 'replaces-a-plus-die' });
    const veteran = { ...seasoned, experience: 'veteran' as const, leadership: 3 };
    const plus = resolveFactor(veteran, { plus: [6, 1], minus: [5] }, melee, declared);
    expect(plus.ok && plus.value.factor).toBe(1);
    expect(plus.ok && plus.value.steps.at(-2)?.text).toBe(
      "The officer's Leadership 3 in place of a plus die",
    );
    // Declared, Leadership 1 takes the Veteran's lower plus die: +5 still in 11 of 216.
    const veteranOdds = oddsOver(factorOdds({ ...veteran, leadership: 1 }, melee, declared), 216);
    expect(veteranOdds.at(-1)).toEqual([5, '11/216']);
    const odds = oddsOver(factorOdds({ ...green, leadership: 1, cap: 5 }, melee), 216);
    // Leadership 1 replaces the higher minus die: +5 needs a plus 6 and a lower minus die of 1.
    expect(odds.at(-1)).toEqual([5, '11/216']);
  });

  it('a Veteran with two minus causes: the Veteran die is cancelled', () => {
    const input = { ...seasoned, experience: 'veteran' as const, minusCauses: 2 };
    const working = resolveFactor(input, { plus: [4], minus: [2, 3] }, melee);
    expect(working.ok && working.value.steps[1]?.text).toBe(
      '1 plus and 1 minus dice cancel out: 1 plus and 2 minus dice rolled',
    );
    expect(working.ok && working.value.factor).toBe(1);
  });

  it('add-each: the Veteran pair takes the highest and the cause die adds', () => {
    const input = { ...seasoned, experience: 'veteran' as const, plusCauses: 1, cap: 9 };
    const working = resolveFactor(
      input,
      { plus: [5, 2, 6], minus: [3] },
      melee,
      reading({ extraDice: 'add-each' }),
    );
    expect(working.ok && working.value.factor).toBe(8);
    expect(working.ok && working.value.steps[1]?.text).toBe(
      'Plus dice 5, 2, 6: highest 5, plus 6 from the dice that add, score 11',
    );
  });

  it('Seasoned: no extra die, no negation step', () => {
    const working = resolveFactor(
      { ...seasoned, minusCauses: 1 },
      { plus: [2], minus: [1, 1] },
      melee,
    );
    expect(working.ok && working.value.steps.map((s) => s.text)).toEqual([
      'One plus and one minus die; 0 plus and 1 minus dice for causes',
      'Plus dice 2: highest 2, score 2',
      'Minus dice 1, 1: highest 1, score 1',
      'Random factor +1',
    ]);
    const negative = resolveFactor(seasoned, { plus: [1], minus: [6] }, melee);
    expect(negative.ok && negative.value.steps.at(-1)?.text).toBe('Random factor -5');
    const zero = resolveFactor(seasoned, { plus: [3], minus: [3] }, melee);
    expect(zero.ok && zero.value.steps.at(-1)?.text).toBe('Random factor 0');
  });

  it('typed errors: wrong dice count, faces the die cannot show, bad counts, bad Leadership', () => {
    expect(resolveFactor(seasoned, { plus: [3, 4], minus: [2] }, melee)).toEqual({
      ok: false,
      error: { field: 'plus', rule: 'melee-combat', message: '1D6 is 1 dice, not 2' },
    });
    const avg = resolveFactor(
      { ...seasoned, dice: 'average' },
      { plus: [3], minus: [1] },
      { section: 'impact-combat', prefix: 'b.' },
    );
    expect(avg.ok || avg.error).toEqual({
      field: 'b.minus',
      rule: 'impact-combat',
      message: 'die 1 (AvD) shows 2, 3, 4, 5, not 1',
    });
    expect(resolveFactor(seasoned, { plus: [7], minus: [2] }, melee).ok).toBe(false);
    const negative = factorOdds({ ...seasoned, minusCauses: -1 }, { section: 'archery' });
    expect(negative.ok || negative.error).toEqual({
      field: 'minusCauses',
      rule: 'archery',
      message: 'minusCauses is a whole number, 0 or more, not -1',
    });
    expect(factorOdds({ ...seasoned, plusCauses: 0.5 }, melee).ok).toBe(false);
    expect(factorOdds({ ...seasoned, cap: -1 }, melee).ok).toBe(false);
    expect(resolveFactor({ ...seasoned, leadership: 9 }, { plus: [1], minus: [1] }, melee)).toEqual(
      {
        ok: false,
        error: {
          field: 'leadership',
          rule: 'leadership-and-command',
          message: "Leadership is one die's score, 1 to 6, not 9",
        },
      },
    );
    for (const leadership of [0, 7, 2.5]) {
      const bad = factorOdds({ ...seasoned, leadership }, melee);
      expect(bad.ok || bad.error.field).toBe('leadership');
      expect(bad.ok || bad.error.rule).toBe('leadership-and-command');
    }
    expect(factorOdds({ ...seasoned, leadership: 1 }, melee).ok).toBe(true);
    expect(factorOdds({ ...seasoned, leadership: 6 }, melee).ok).toBe(true);
  });
});

describe('Melee combat: the dice a side rolls after negation (what the player enters)', () => {
  const dice = (input: FactorInput, readings = defaultReadings) => {
    const { plus, minus } = factorDice(input, readings);
    return [describeDice(plus), describeDice(minus)];
  };

  it("Seasoned: one plus and one minus die of the unit's kind", () => {
    expect(dice(seasoned)).toEqual(['1D6', '1D6']);
    expect(dice({ ...seasoned, dice: 'average' })).toEqual(['1AvD', '1AvD']);
    expect(dice({ ...seasoned, dice: 'average' }, reading({ averageDie: 'one-to-five' }))).toEqual([
      '1d5',
      '1d5',
    ]);
  });

  it('Green with a minus cause rolls three minus dice; a plus cause cancels one', () => {
    expect(dice({ ...seasoned, experience: 'green', minusCauses: 1 })).toEqual(['1D6', '3D6']);
    expect(dice({ ...seasoned, experience: 'green', plusCauses: 1 })).toEqual(['1D6', '1D6']);
  });

  it('Veteran with two plus causes rolls four plus dice, one minus die', () => {
    expect(dice({ ...seasoned, experience: 'veteran', plusCauses: 2 })).toEqual(['4D6', '1D6']);
  });
});
