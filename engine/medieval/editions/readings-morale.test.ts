/**
 * The morale and pursuit switches of the register: flipping each one changes
 * the odds as its other reading says; the defaults keep the reading the site chose.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { pursuitOdds, resolvePursuit } from '../morale/pursuit.ts';
import { getEdition, type EditionProfile } from './editions.ts';

const edition = (id: string): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

describe('1066 5.5.2, 1066-pursuit-beyond-5', () => {
  const n = edition('1066');
  it('7 hexes from the leader reads the 5-hex row (obligatory on 5 or less) by default', () => {
    const odds = pursuitOdds(n, { hexesFromLeader: 7, morale: 0 });
    expect(odds.ok && odds.value.obligatory).toEqual(chance(5, 6));
    const rolled = resolvePursuit(n, { hexesFromLeader: 7, morale: 0 }, 6);
    expect(rolled.ok && rolled.value.pursuit).toBe('voluntary');
  });

  it('with the pattern continued, every roll makes it obligatory', () => {
    const odds = pursuitOdds(
      n,
      { hexesFromLeader: 7, morale: 0 },
      { pursuitBeyondFive: 'every-roll' },
    );
    expect(odds.ok && odds.value.obligatory).toEqual(chance(1, 1));
    const rolled = resolvePursuit(n, { hexesFromLeader: 7, morale: 0 }, 6, {
      pursuitBeyondFive: 'every-roll',
    });
    expect(rolled.ok && rolled.value.pursuit).toBe('obligatory');
  });

  it('Bannockburn prints its last row "and more": the switch does not reach it', () => {
    const b = edition('bannockburn-1314');
    expect(
      pursuitOdds(b, { hexesFromLeader: 7, morale: 0 }, { pursuitBeyondFive: 'every-roll' }),
    ).toEqual(pursuitOdds(b, { hexesFromLeader: 7, morale: 0 }));
  });
});
