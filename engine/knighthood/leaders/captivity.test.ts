import { describe, expect, it } from 'vitest';
import { chance, formatOver, sum } from '../../core/index.ts';
import { fraction } from '../tables/cells.ts';
import {
  bannerCapture,
  describeCaptivity,
  describeCaptivityRolls,
  escapeOdds,
  mortalWoundLife,
  ransomAttempt,
  readEscapeAttempt,
} from './captivity.ts';

describe('7.10 Escape', () => {
  it("7.10: escapes on 1/3 (3 in 36); a failure is fatal on the captor's 1: 33 and 165 in 216", () => {
    const odds = escapeOdds(false);
    expect(odds).toEqual({
      escapeNumber: fraction(1, 3),
      escapes: chance(3, 36),
      killed: chance(33, 216),
      stillHeld: chance(165, 216),
    });
    expect(sum([odds.escapes, odds.killed, odds.stillHeld])).toEqual(chance(1, 1));
  });

  it('7.10: with his guards in CC he escapes on 1/5, 5 in 36', () => {
    expect(escapeOdds(true)).toEqual({
      escapeNumber: fraction(1, 5),
      escapes: chance(5, 36),
      killed: chance(31, 216),
      stillHeld: chance(155, 216),
    });
  });

  it('7.10: reads an attempt from the dice, both sides of 1/3 and 1/5', () => {
    expect(readEscapeAttempt(false, { first: 1, second: 3 })).toEqual({
      ok: true,
      value: 'escaped',
    });
    expect(readEscapeAttempt(false, { first: 1, second: 4, captor: 1 })).toEqual({
      ok: true,
      value: 'killed',
    });
    expect(readEscapeAttempt(false, { first: 1, second: 4, captor: 2 })).toEqual({
      ok: true,
      value: 'still-held',
    });
    expect(readEscapeAttempt(false, { first: 2, captor: 6 })).toEqual({
      ok: true,
      value: 'still-held',
    });
    expect(readEscapeAttempt(true, { first: 1, second: 5 })).toEqual({
      ok: true,
      value: 'escaped',
    });
    expect(readEscapeAttempt(true, { first: 1, second: 6, captor: 1 })).toEqual({
      ok: true,
      value: 'killed',
    });
  });

  it('7.10: refuses missing, needless and impossible dice, naming each', () => {
    const error = (field: string, message: string) => ({
      ok: false,
      error: { field, rule: '7.10', message },
    });
    expect(readEscapeAttempt(false, { first: 1 })).toEqual(
      error('second', 'a first die of 1 is rolled again: give the second die'),
    );
    expect(readEscapeAttempt(false, { first: 2, second: 1, captor: 3 })).toEqual(
      error('second', 'a first die of 2 needs no second die'),
    );
    expect(readEscapeAttempt(false, { first: 2 })).toEqual(
      error('captor', 'after a failed escape the captor rolls 1D: give his die'),
    );
    expect(readEscapeAttempt(false, { first: 1, second: 2, captor: 1 })).toEqual(
      error('captor', 'the captor rolls only after a failed escape'),
    );
    expect(readEscapeAttempt(false, { first: 0 })).toEqual(
      error('first', 'one die shows 1 to 6, not 0'),
    );
    expect(readEscapeAttempt(false, { first: 1, second: 7 })).toEqual(
      error('second', 'one die shows 1 to 6, not 7'),
    );
    expect(readEscapeAttempt(false, { first: 3, captor: 0 })).toEqual(
      error('captor', 'one die shows 1 to 6, not 0'),
    );
  });
});

describe('9.12 Ransoming leaders', () => {
  it('9.12: the price is his starting honor points; 3 or less frees him, 1 in 2', () => {
    expect(ransomAttempt(75)).toEqual({ ok: true, value: { price: 75, succeeds: chance(1, 2) } });
    expect(ransomAttempt(75, 3)).toEqual({
      ok: true,
      value: { price: 75, succeeds: chance(1, 2), freed: true },
    });
    expect(ransomAttempt(75, 4)).toEqual({
      ok: true,
      value: { price: 75, succeeds: chance(1, 2), freed: false },
    });
    expect(ransomAttempt(0)).toMatchObject({ ok: true, value: { price: 0 } });
  });

  it('9.12: refuses a price that is not a whole number from 0, and a roll off the die', () => {
    expect(ransomAttempt(-1)).toEqual({
      ok: false,
      error: {
        field: 'startingHonor',
        rule: '9.12',
        message: "the price is the leader's starting honor points, a whole number from 0, not -1",
      },
    });
    expect(ransomAttempt(7.5)).toMatchObject({ ok: false, error: { field: 'startingHonor' } });
    expect(ransomAttempt(30, 0)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '9.12', message: 'one die shows 1 to 6, not 0' },
    });
  });
});

describe('7.00 Results: mortal wound', () => {
  it('7.00: a mortally wounded leader lives 1D turns, 1 in 6 each', () => {
    const life = mortalWoundLife(false);
    expect(life).toEqual({
      ok: true,
      value: { turns: [1, 2, 3, 4, 5, 6].map((turns) => ({ turns, chance: chance(1, 6) })) },
    });
    expect(mortalWoundLife(false, 4)).toMatchObject({ ok: true, value: { rolled: 4 } });
  });

  it('7.00: a leader already wounded dies at once, whatever the die', () => {
    expect(mortalWoundLife(true)).toEqual({
      ok: true,
      value: { turns: [{ turns: 0, chance: chance(1, 1) }] },
    });
    expect(mortalWoundLife(true, 4)).toMatchObject({ ok: true, value: { rolled: 0 } });
    expect(mortalWoundLife(false, 7)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '7.00', message: 'one die shows 1 to 6, not 7' },
    });
  });
});

describe('7.20 Capturing a banner', () => {
  it('7.20: the winner takes it on 5 or less, the loser only on a 1', () => {
    expect(bannerCapture(true)).toEqual({ ok: true, value: { needed: 5, chance: chance(5, 6) } });
    expect(bannerCapture(false)).toEqual({ ok: true, value: { needed: 1, chance: chance(1, 6) } });
    expect(bannerCapture(true, 5)).toMatchObject({ ok: true, value: { captured: true } });
    expect(bannerCapture(true, 6)).toMatchObject({ ok: true, value: { captured: false } });
    expect(bannerCapture(false, 1)).toMatchObject({ ok: true, value: { captured: true } });
    expect(bannerCapture(false, 2)).toMatchObject({ ok: true, value: { captured: false } });
    expect(bannerCapture(false, 9)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '7.20', message: 'one die shows 1 to 6, not 9' },
    });
  });
});

describe('7.10 and 9.12 working', () => {
  const over = (p: Parameters<typeof formatOver>[0]) => formatOver(p, 36);

  it('7.10, 9.12: words the escape number, the captor’s 1 and the ransom’s 3 or less', () => {
    expect(describeCaptivity(false, 50, over)).toEqual([
      { text: 'He escapes on 1/3: 3/36', rule: '7.10' },
      { text: 'After a failed attempt the captor kills him on a 1 on 1D', rule: '7.10' },
      {
        text: 'A ransom costs 50 honor points, lost whatever the die, and frees him on 3 or less',
        rule: '9.12',
      },
    ]);
  });

  it('7.10: while his guards fight he escapes on 1/5; a free ransom costs 0', () => {
    const [escape, , ransom] = describeCaptivity(true, 0, over);
    expect(escape).toEqual({
      text: 'He escapes on 1/5 while his guards fight: 5/36',
      rule: '7.10',
    });
    expect(ransom?.text).toMatch(/^A ransom costs 0 honor points/);
  });
});

describe('7.10 and 9.12: the dice read', () => {
  it("7.10: a failed escape and the captor's 1; 9.12: a failed ransom loses the price", () => {
    expect(
      describeCaptivityRolls({
        escape: { dice: [1, 4, 1], outcome: 'killed' },
        ransom: { roll: 5, freed: false, price: 50 },
      }),
    ).toEqual([
      { text: 'Escape dice 1 4 1: he fails, and the captor kills him', rule: '7.10' },
      { text: 'Ransom die 5: still held, and the 50 HP are lost', rule: '9.12' },
    ]);
  });

  it('7.10 and 9.12: an escape and a ransom that work; no dice, no steps', () => {
    expect(
      describeCaptivityRolls({
        escape: { dice: [2, 4], outcome: 'still-held' },
        ransom: { roll: 3, freed: true, price: 50 },
      }),
    ).toEqual([
      { text: 'Escape dice 2 4: he fails and is still held', rule: '7.10' },
      { text: 'Ransom die 3: he is freed', rule: '9.12' },
    ]);
    expect(describeCaptivityRolls({ escape: { dice: [1, 2], outcome: 'escaped' } })).toEqual([
      { text: 'Escape dice 1 2: he escapes', rule: '7.10' },
    ]);
    expect(describeCaptivityRolls({})).toEqual([]);
  });
});
