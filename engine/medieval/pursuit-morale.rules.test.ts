/**
 * Kosovo Field's pursuit and morale test at the edges of their tables
 * (issue 14, item 2), through the edition's profile.
 */
import { describe, expect, it } from 'vitest';
import { chance, type Result } from '../core.ts';
import { getEdition, moraleTestOdds, pursuitOdds, resolveOptions } from './index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};
const kosovo = value(getEdition('kosovo-1389'));

describe('Kosovo Field pursuit (5.5.2, 5.5.3)', () => {
  it('5.5.3: at exactly 5 hexes from the leader the unit tests, and a 1 makes pursuit voluntary', () => {
    const odds = value(pursuitOdds(kosovo, { hexesFromLeader: 5, morale: 0 }));
    expect([odds.roll, odds.voluntary, odds.obligatory]).toEqual([
      true,
      chance(1, 6),
      chance(5, 6),
    ]);
  });

  it('5.5.2: beyond 5 hexes pursuit is obligatory without a roll', () => {
    const odds = value(pursuitOdds(kosovo, { hexesFromLeader: 6, morale: 0 }));
    expect([odds.roll, odds.obligatory, odds.rule]).toEqual([false, chance(1, 1), '5.5.2']);
  });
});

describe('Kosovo Field morale test (6.2.1)', () => {
  const passAtMost = (morale: number) =>
    value(moraleTestOdds(kosovo, { morale, leader: 'none' }, resolveOptions(kosovo))).passAtMost;

  it('reads the printed rows: +2 passes on 1–5, 0 on 1–3, −2 on 1', () => {
    expect([2, 1, 0, -1, -2].map(passAtMost)).toEqual([5, 4, 3, 2, 1]);
  });

  it('a MORALE beyond the printed rows reads the +2 or −2 row', () => {
    expect([passAtMost(3), passAtMost(8)]).toEqual([5, 5]);
    expect([passAtMost(-3), passAtMost(-8)]).toEqual([1, 1]);
  });
});
