import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../core/index.ts';
import { captureChance, randomLeaderOdds, readLeaderHit, seekingChance } from './leaders.ts';
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
