/**
 * The movement switches of the register: flipping each one changes the MP
 * cost as its other reading says; the defaults keep the reading the site chose.
 */
import { describe, expect, it } from 'vitest';
import { turnCost } from '../movement/turns.ts';
import type { Readings } from './readings.ts';

describe('4.3.3, infantry-turn-extras', () => {
  const turn = (readings: Readings = {}) => {
    const cost = turnCost(
      'bannockburn-1314',
      { kind: 'infantry', cf: 0, armor: 1, degrees: 60, inZoc: true, terrain: 'forest' },
      readings,
    );
    if (!cost.ok) throw new Error(cost.error.message);
    return cost.value;
  };

  it('infantry turning in a ZoC in forest pay 1 + 1 + the terrain; read flat, 1 MP', () => {
    expect(turn().mp).toBeGreaterThan(2);
    expect(turn().errata).toContain('infantry-turn-extras');
    expect(turn({ infantryTurnExtras: 'flat' }).mp).toBe(1);
  });

  it('the switch leaves cavalry alone', () => {
    const cavalry = (readings: Readings = {}) =>
      turnCost(
        'bannockburn-1314',
        { kind: 'cavalry', cf: 0, armor: 1, degrees: 60, inZoc: true, terrain: 'forest' },
        readings,
      );
    expect(cavalry({ infantryTurnExtras: 'flat' })).toEqual(cavalry());
  });
});
