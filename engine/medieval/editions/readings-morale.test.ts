/**
 * The morale and pursuit switches of the register: flipping each one changes
 * the odds as its other reading says; the defaults keep the reading the site chose.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { sideAftermath } from '../combat/aftermath.ts';
import { plainCombat } from '../combat/input.ts';
import { parseCombatCell } from '../combat/results.ts';
import { pursuitOdds, resolvePursuit } from '../morale/pursuit.ts';
import { resolveReadings } from './editions.ts';
import { edition } from './editions.fixtures.ts';
import type { Readings } from './readings.ts';

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

describe('1066 8.1.5 against the 8.0 captions, 1066-leader-ranges', () => {
  function setUp() {
    const n = edition('1066');
    const cell = parseCombatCell('D1');
    if (!cell.ok) throw new Error(cell.error.message);
    const combat = plainCombat(
      [{ kind: 'infantry', sp: 3, armor: 0, cf: 0 }],
      [{ kind: 'infantry', sp: 1, armor: 0, cf: 0 }],
      { attacker: { leader: 'in-range' } },
    );
    const pursuit = (readings: Readings = {}) =>
      sideAftermath('attacker', cell.value, combat, n, resolveReadings(n, readings), {
        attacker: { grandLeader: true },
      }).pursuit?.obligatory;
    return { n, cell, combat, pursuit };
  }

  it('a grand leader in range is taken 3 hexes away (obligatory on 3 or less), 2 under the captions', () => {
    const { pursuit } = setUp();
    expect(pursuit()).toEqual(chance(3, 6));
    expect(pursuit({ grandLeaderRange: 'captions' })).toEqual(chance(2, 6));
  });
});
