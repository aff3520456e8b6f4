import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../core/index.ts';
import {
  captureChance,
  randomLeaderOdds,
  readLeaderHit,
  readRandomLeader,
  seekingChance,
} from './leaders.ts';
import { fraction, whole } from '../tables/index.ts';

describe('T18 Random leader chart', () => {
  it('gives Cautious 1 in 6, Deliberate 1 in 2, Bold 11 in 36, Rash 1 in 36, in all exactly 1', () => {
    const odds = randomLeaderOdds();
    expect(odds).toEqual({ A: chance(1, 6), B: chance(1, 2), C: chance(11, 36), D: chance(1, 36) });
    expect(sum(Object.values(odds))).toEqual(chance(1, 1));
  });
});

describe('T20 Leader hit chart and 7.10 capture', () => {
  it('9.14 example: a 4 is a severe wound, captured on 1-2; the 6 rolled leaves him free', () => {
    expect(readLeaderHit(4, 6)).toEqual({
      ok: true,
      value: { result: 'severe-wound', captured: false },
    });
    expect(readLeaderHit(4, 2)).toEqual({
      ok: true,
      value: { result: 'severe-wound', captured: true },
    });
    expect(readLeaderHit(4, 3)).toEqual({
      ok: true,
      value: { result: 'severe-wound', captured: false },
    });
  });

  it('7.10 example: unharmed, but captured on a 1', () => {
    expect(readLeaderHit(2, 1)).toEqual({
      ok: true,
      value: { result: 'unharmed', captured: true },
    });
    expect(readLeaderHit(1, 2)).toEqual({
      ok: true,
      value: { result: 'unharmed', captured: false },
    });
    expect(readLeaderHit(5)).toEqual({ ok: true, value: { result: 'mortal-wound' } });
    expect(readLeaderHit(6, 5)).toEqual({ ok: true, value: { result: 'killed', captured: true } });
    expect(readLeaderHit(6, 6)).toEqual({ ok: true, value: { result: 'killed', captured: false } });
  });

  it('a hit leader is captured 14 times in 36', () => {
    expect(captureChance()).toEqual(chance(14, 36));
  });

  it('refuses dice off the die, naming the roll', () => {
    expect(readLeaderHit(0)).toMatchObject({ ok: false, error: { field: 'roll', rule: 'T20' } });
    expect(readLeaderHit(3, 9)).toEqual({
      ok: false,
      error: { field: 'captureRoll', rule: '7.10', message: 'one die shows 1 to 6, not 9' },
    });
  });
});

describe('9.11 Seeking out a leader (T23)', () => {
  it('9.11 example: leader A seeks a C leader from a hill (+20), 25" away (-20), past one enemy unit (-10): 1-2 on 1D', () => {
    expect(seekingChance('A', 'C', ['elevated', 'within-30', 'enemy-between'])).toEqual({
      ok: true,
      value: { base: whole(3), modifier: -10, chance: whole(2), odds: chance(1, 3) },
    });
  });

  it('9.11 example: a 2/3 in contact (+20) is a 4/3', () => {
    expect(seekingChance('A', 'B', ['in-contact'])).toEqual({
      ok: true,
      value: { base: fraction(2, 3), modifier: 20, chance: fraction(4, 3), odds: chance(21, 36) },
    });
  });

  it('counts a repeated modifier each time', () => {
    const two = seekingChance('D', 'D', ['enemy-between', 'enemy-between']);
    expect(two.ok && two.value).toMatchObject({ modifier: -20, chance: whole(3) });
  });

  it('refuses modifiers T23 does not list', () => {
    expect(seekingChance('A', 'A', ['fog'])).toEqual({
      ok: false,
      error: { field: 'modifiers', rule: 'T23', message: 'T23 has no modifier "fog"' },
    });
  });
});

describe('T18 Reading a random leader (7.00)', () => {
  it('7.00 example: rolls of 2 and 6 then 6 give a B (Deliberate) and a D (Rash) leader', () => {
    expect(readRandomLeader(2)).toEqual({ ok: true, value: 'B' });
    expect(readRandomLeader(6, 6)).toEqual({ ok: true, value: 'D' });
  });
  it('7.00 example: a 6 then 5 or less is a C (Bold) leader', () => {
    expect(readRandomLeader(6, 5)).toEqual({ ok: true, value: 'C' });
    expect(readRandomLeader(6, 1)).toEqual({ ok: true, value: 'C' });
  });
  it('T18: 1 is A, 2 to 4 are B, 5 is C, whatever a second die says', () => {
    expect([1, 2, 3, 4, 5].map((roll) => readRandomLeader(roll, 6))).toEqual(
      ['A', 'B', 'B', 'B', 'C'].map((value) => ({ ok: true, value })),
    );
  });
  it('T18: a 6 with no second die asks for it; a die off 1-6 is an error naming its field', () => {
    expect(readRandomLeader(6)).toMatchObject({
      ok: false,
      error: { field: 'reroll', rule: 'T18', message: 'a 6 is rolled again: enter that die' },
    });
    expect(readRandomLeader(7)).toMatchObject({ ok: false, error: { field: 'roll', rule: 'T18' } });
    expect(readRandomLeader(0)).toMatchObject({ ok: false, error: { field: 'roll' } });
    expect(readRandomLeader(6, 7)).toMatchObject({
      ok: false,
      error: { field: 'reroll', rule: 'T18', message: 'one die shows 1 to 6, not 7' },
    });
  });
  it("T18 rolled afresh after a 6 and no second 6 (the register's other reading)", () => {
    const afresh = { randomLeaderSix: 'roll-afresh' } as const;
    expect(readRandomLeader(6, 5)).toEqual({ ok: true, value: 'C' });
    expect(readRandomLeader(6, 5, afresh)).toEqual({ ok: true, value: undefined });
    expect(readRandomLeader(6, 6, afresh)).toEqual({ ok: true, value: 'D' });
    expect(randomLeaderOdds(afresh)).toEqual({
      A: chance(6, 31),
      B: chance(18, 31),
      C: chance(6, 31),
      D: chance(1, 31),
    });
  });
  it('T18: the reading agrees with the odds, face by face (6 by 6 dice)', () => {
    const counts = { A: 0, B: 0, C: 0, D: 0 };
    for (let first = 1; first <= 6; first++)
      for (let second = 1; second <= 6; second++) {
        const read = readRandomLeader(first, second);
        if (read.ok && read.value) counts[read.value] += 1;
      }
    const odds = randomLeaderOdds();
    for (const leader of ['A', 'B', 'C', 'D'] as const)
      expect(chance(counts[leader], 36)).toEqual(odds[leader]);
  });
});
