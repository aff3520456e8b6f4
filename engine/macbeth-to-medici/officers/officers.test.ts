import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { averageDie, chance, chanceOf, d6 } from '../../core/index.ts';
import {
  commandRadius,
  keepHighestTwo,
  keptPairOdds,
  rollRatings,
  temperamentFor,
  temperamentOdds,
} from './officers.ts';

describe('Officer temperament: 2d6', () => {
  it.each([
    [2, 'enraged'],
    [3, 'cautious'],
    [5, 'cautious'],
    [6, 'bold'],
    [8, 'bold'],
    [9, 'rash'],
    [11, 'rash'],
    [12, 'enraged'],
  ] as const)('%i is %s', (score, temperament) => {
    expect(temperamentFor(score)).toEqual({ ok: true, value: temperament });
  });

  it('rejects a score two dice cannot make', () => {
    for (const score of [1, 13, 6.5]) {
      const result = temperamentFor(score);
      expect(result.ok ? null : result.error).toMatchObject({
        field: 'score',
        rule: 'officer-temperament',
      });
    }
  });

  it('Enraged 2 in 36, Rash 9, Bold 16, Cautious 9', () => {
    const odds = temperamentOdds();
    expect(chanceOf(odds, (t) => t === 'enraged')).toEqual(chance(2, 36));
    expect(chanceOf(odds, (t) => t === 'rash')).toEqual(chance(9, 36));
    expect(chanceOf(odds, (t) => t === 'bold')).toEqual(chance(16, 36));
    expect(chanceOf(odds, (t) => t === 'cautious')).toEqual(chance(9, 36));
    expect(odds.outOf).toBe(36n);
  });
});

describe('Leadership & Command: three dice, the lowest dropped', () => {
  it('keeps the two highest, higher first', () => {
    expect(keepHighestTwo([3, 1, 5])).toEqual({ high: 5, low: 3 });
    expect(keepHighestTwo([2, 6, 6])).toEqual({ high: 6, low: 6 });
  });

  it('on d6: a pair of 6s 16 in 216, 6 and 1 3 in 216, a pair of 1s 1 in 216', () => {
    const odds = keptPairOdds(d6);
    const pair = (high: number, low: number) =>
      chanceOf(odds, (p) => p.high === high && p.low === low);
    expect(odds.outOf).toBe(216n);
    expect(pair(6, 6)).toEqual(chance(16, 216));
    expect(pair(6, 1)).toEqual(chance(3, 216));
    expect(pair(1, 1)).toEqual(chance(1, 216));
    expect(odds.outcomes).toHaveLength(21);
  });

  it('on average dice: 5 and 5 16 in 216, 3 and 2 6 in 216, 2 and 2 1 in 216', () => {
    const odds = keptPairOdds(averageDie);
    const pair = (high: number, low: number) =>
      chanceOf(odds, (p) => p.high === high && p.low === low);
    expect(pair(5, 5)).toEqual(chance(16, 216));
    expect(pair(3, 2)).toEqual(chance(6, 216));
    expect(pair(2, 2)).toEqual(chance(1, 216));
  });

  it('checks rolled faces', () => {
    expect(rollRatings(d6, [4, 1, 6])).toEqual({ ok: true, value: { high: 6, low: 4 } });
    for (const faces of [
      [7, 1, 1],
      [1, 2],
    ]) {
      const result = rollRatings(d6, faces);
      expect(result.ok ? null : result.error).toMatchObject({
        field: 'dice',
        rule: 'leadership-and-command',
      });
    }
  });
});

describe('Command radius: Leadership + Command inches, Command twice for Regulars', () => {
  it.each([
    ['feudal', 4, 3, 7],
    ['tribal', 4, 3, 7],
    ['regular', 4, 3, 10],
    ['regular', 6, 6, 18],
    ['feudal', 1, 1, 2],
  ] as const)('%s, Leadership %i, Command %i: %i inches', (origin, leadership, command, inches) => {
    expect(commandRadius({ origin, leadership, command })).toEqual({ ok: true, value: inches });
  });

  it('command-radius: a Regular with Leadership 3 and Command 4 reaches 11 inches, or 7 under plain-sum', () => {
    const regular = { origin: 'regular', leadership: 3, command: 4 } as const;
    expect(commandRadius(regular)).toEqual({ ok: true, value: 11 });
    const plain = { ...defaultReadings, commandRadius: 'plain-sum' } as const;
    expect(commandRadius(regular, plain)).toEqual({ ok: true, value: 7 });
  });

  it('rejects ratings outside 1 to 6', () => {
    const bad = commandRadius({ origin: 'feudal', leadership: 0, command: 3 });
    expect(bad.ok ? null : bad.error).toMatchObject({
      field: 'leadership',
      rule: 'leadership-and-command',
    });
    const worse = commandRadius({ origin: 'feudal', leadership: 3, command: 7 });
    expect(worse.ok ? null : worse.error).toMatchObject({
      field: 'command',
      rule: 'leadership-and-command',
    });
  });
});
