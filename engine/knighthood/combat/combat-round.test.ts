import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, seedDice, sum } from '../../core/index.ts';
import { fraction, whole } from '../tables/index.ts';
import { defaultReadings } from '../readings.ts';
import {
  combatRoundOdds,
  pushBackOdds,
  readCombatRound,
  resolveRound,
  rollCombatRound,
  type RoundSide,
} from './combat-round.ts';

const infantry: RoundSide = { dice: 8, hit: whole(2), mayBreakThrough: false, mms: 4 };
const cavalry: RoundSide = { dice: 8, hit: whole(3), mayBreakThrough: true, mms: 6 };
const mustWin = { ...defaultReadings, breakthrough: 'must-win' } as const;

describe('5.40 Push back: the side that lost 2 or more figures more goes back 1" a figure', () => {
  it('a difference of 1 pushes nobody back; of 2 pushes back 2" without disorder', () => {
    expect(resolveRound(infantry, infantry, 3, 2, defaultReadings)).toEqual({
      a: { hits: 3, lost: 2, brokeThrough: false, pushedBack: 0, disordered: false },
      b: { hits: 2, lost: 3, brokeThrough: false, pushedBack: 0, disordered: false },
    });
    expect(resolveRound(infantry, infantry, 4, 2, defaultReadings).b).toEqual({
      hits: 2,
      lost: 4,
      brokeThrough: false,
      pushedBack: 2,
      disordered: false,
    });
  });

  it('pushback disorder: pushed back over 2" (3") is disordered', () => {
    expect(resolveRound(infantry, infantry, 2, 5, defaultReadings).a).toEqual({
      hits: 2,
      lost: 5,
      brokeThrough: false,
      pushedBack: 3,
      disordered: true,
    });
  });

  it('the turn sequence\'s reading: a 2" push back is disorder already', () => {
    const twoOrMore = { ...defaultReadings, pushbackDisorder: 'two-or-more' } as const;
    expect(resolveRound(infantry, infantry, 4, 2, twoOrMore).b).toMatchObject({
      pushedBack: 2,
      disordered: true,
    });
    expect(resolveRound(infantry, infantry, 3, 2, twoOrMore).b.disordered).toBe(false);
  });
});

describe('Breakthroughs: cavalry and wedges with hits on over half their dice', () => {
  it('6 MMS of cavalry with 5 hits of 8 break through: 5 + 6 lost, pushed back 10", disordered', () => {
    expect(resolveRound(cavalry, infantry, 5, 1, defaultReadings)).toEqual({
      a: { hits: 5, lost: 1, brokeThrough: true, pushedBack: 0, disordered: false },
      b: { hits: 1, lost: 11, brokeThrough: false, pushedBack: 10, disordered: true },
    });
  });

  it('hits on exactly half the dice do not break through', () => {
    expect(resolveRound(cavalry, infantry, 4, 1, defaultReadings).a.brokeThrough).toBe(false);
  });

  it('infantry not in wedge never breaks through', () => {
    expect(resolveRound(infantry, cavalry, 8, 0, defaultReadings).a.brokeThrough).toBe(false);
  });

  it('a broken-through unit is disordered even when the losses are level', () => {
    const result = resolveRound(cavalry, { ...cavalry, mms: 1 }, 5, 6, defaultReadings);
    expect(result.a).toMatchObject({
      brokeThrough: true,
      lost: 7,
      disordered: true,
      pushedBack: 0,
    });
    expect(result.b).toMatchObject({
      brokeThrough: true,
      lost: 11,
      pushedBack: 4,
      disordered: true,
    });
  });

  it('by the other reading the breaker must also score more hits than it takes', () => {
    expect(resolveRound(cavalry, cavalry, 5, 6, mustWin).a.brokeThrough).toBe(false);
    expect(resolveRound(cavalry, cavalry, 5, 5, mustWin).a.brokeThrough).toBe(false);
    expect(resolveRound(cavalry, cavalry, 6, 5, mustWin).a.brokeThrough).toBe(true);
  });
});

describe('5.40 one round as an exact joint distribution', () => {
  it('one die each at 3: four results of 1/4, nobody pushed back', () => {
    const one = { ...infantry, dice: 1, hit: whole(3) };
    const odds = combatRoundOdds(one, one, defaultReadings);
    expect(
      odds.ok && odds.value.results.map((r) => [r.value.a.hits, r.value.b.hits, r.chance]),
    ).toEqual([
      [0, 0, chance(1, 4)],
      [0, 1, chance(1, 4)],
      [1, 0, chance(1, 4)],
      [1, 1, chance(1, 4)],
    ]);
    expect(odds).toMatchObject({
      ok: true,
      value: {
        neitherPushedBack: chance(1, 1),
        aPushesBack: chance(0, 1),
        bPushesBack: chance(0, 1),
      },
    });
  });

  it('2 MMS of cavalry on 2 dice at 3 against a unit that cannot fight back', () => {
    const rider = { ...cavalry, dice: 2, mms: 2 };
    const odds = combatRoundOdds(rider, { ...infantry, dice: 0 }, defaultReadings);
    expect(odds).toMatchObject({
      ok: true,
      value: {
        aPushesBack: chance(1, 4),
        bPushesBack: chance(0, 1),
        neitherPushedBack: chance(3, 4),
        aBreaksThrough: chance(1, 4),
        bBreaksThrough: chance(0, 1),
        aDisordered: chance(0, 1),
        bDisordered: chance(1, 4),
      },
    });
    if (odds.ok) {
      expect(pushBackOdds(odds.value, 'b')).toEqual([
        { inches: 0, chance: chance(3, 4) },
        { inches: 4, chance: chance(1, 4) },
      ]);
      expect(pushBackOdds(odds.value, 'a')).toEqual([{ inches: 0, chance: chance(1, 1) }]);
    }
  });

  it('infantry at 1/3 against cavalry at 4/3 (T15): each side at its own hit number', () => {
    const foot = { ...infantry, dice: 2, hit: fraction(1, 3) };
    const horse = { ...cavalry, dice: 1, hit: fraction(4, 3), mms: 1 };
    const odds = combatRoundOdds(foot, horse, defaultReadings);
    // Foot: 0 hits (33/36)^2; horse hits 21/36 and breaks through with 1 hit of 1 die.
    expect(odds.ok && odds.value.bBreaksThrough).toEqual(chance(21, 36));
    expect(odds.ok && odds.value.aBreaksThrough).toEqual(chance(0, 1));
    expect(odds.ok && odds.value.bPushesBack).toEqual(chance(21 * 33 * 33, 36 ** 3));
  });

  it('property: the results add up to exactly 1, and so do pushed back a, b or neither', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (da, db, ha, hb) => {
          const odds = combatRoundOdds(
            { ...cavalry, dice: da, hit: whole(ha) },
            { ...infantry, dice: db, hit: whole(hb) },
            defaultReadings,
          );
          if (!odds.ok) throw new Error(odds.error.message);
          expect(sum(odds.value.results.map((r) => r.chance))).toEqual(chance(1, 1));
          const v = odds.value;
          expect(sum([v.aPushesBack, v.bPushesBack, v.neitherPushedBack])).toEqual(chance(1, 1));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses sides off the table, naming the side', () => {
    expect(combatRoundOdds({ ...cavalry, mms: 0 }, infantry, defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'a.mms',
        rule: '5.40',
        message: 'a unit has a whole number of MMS from 1, not 0',
      },
    });
    expect(combatRoundOdds(cavalry, { ...infantry, mms: 1.5 }, defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'b.mms' },
    });
    expect(combatRoundOdds({ ...cavalry, dice: -1 }, infantry, defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'a.dice', rule: '5.40' },
    });
    expect(combatRoundOdds(cavalry, { ...infantry, dice: 2.5 }, defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'b.dice', rule: '5.40' },
    });
  });
});

describe('5.40 a round from entered or seeded dice', () => {
  const two = { ...infantry, dice: 2, hit: fraction(2, 3) };

  it('reads each side against its own hit number, second dice included', () => {
    const result = readCombatRound(
      two,
      { ...two, hit: whole(1) },
      [{ first: 1 }, { first: 2, second: 3 }],
      [{ first: 2 }, { first: 6 }],
      defaultReadings,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        a: { hits: 2, lost: 0, brokeThrough: false, pushedBack: 0, disordered: false },
        b: { hits: 0, lost: 2, brokeThrough: false, pushedBack: 2, disordered: false },
      },
    });
  });

  it('refuses the wrong number of dice and a bad die, naming the side', () => {
    expect(readCombatRound(two, two, [{ first: 1 }], [], defaultReadings)).toEqual({
      ok: false,
      error: { field: 'a.dice', rule: '5.40', message: 'this side rolls 2 dice, not 1' },
    });
    expect(
      readCombatRound(two, two, [{ first: 1 }, { first: 1 }], [{ first: 1 }], defaultReadings),
    ).toMatchObject({
      ok: false,
      error: { field: 'b.dice', message: 'this side rolls 2 dice, not 1' },
    });
    expect(
      readCombatRound(
        two,
        two,
        [{ first: 7 }, { first: 1 }],
        [{ first: 1 }, { first: 1 }],
        defaultReadings,
      ),
    ).toMatchObject({ ok: false, error: { field: 'a.dice.0.first', rule: 'dice' } });
    expect(
      readCombatRound(
        two,
        two,
        [{ first: 1 }, { first: 1 }],
        [{ first: 1 }, { first: 2 }],
        defaultReadings,
      ),
    ).toMatchObject({ ok: false, error: { field: 'b.dice.1.second', rule: 'dice' } });
    expect(readCombatRound({ ...two, mms: 0 }, two, [], [], defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'a.mms' },
    });
  });

  it('rolls the same round from the same seed, side a first, and reads its own dice back', () => {
    const first = rollCombatRound(cavalry, infantry, seedDice(11), defaultReadings);
    const again = rollCombatRound(cavalry, infantry, seedDice(11), defaultReadings);
    expect(first).toEqual(again);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.diceA).toHaveLength(8);
    expect(first.value.diceB).toHaveLength(8);
    expect(first.value.state).not.toEqual(seedDice(11));
    expect(
      readCombatRound(cavalry, infantry, first.value.diceA, first.value.diceB, defaultReadings),
    ).toEqual({ ok: true, value: first.value.result });
  });

  it('refuses a seeded round with a bad side or state', () => {
    expect(
      rollCombatRound(cavalry, { ...infantry, mms: 0 }, seedDice(1), defaultReadings),
    ).toMatchObject({
      ok: false,
      error: { field: 'b.mms' },
    });
    expect(
      rollCombatRound({ ...cavalry, dice: -1 }, infantry, seedDice(1), defaultReadings).ok,
    ).toBe(false);
    expect(
      rollCombatRound(cavalry, { ...infantry, dice: -1 }, seedDice(1), defaultReadings).ok,
    ).toBe(false);
    expect(rollCombatRound(cavalry, infantry, [], defaultReadings).ok).toBe(false);
  });
});
