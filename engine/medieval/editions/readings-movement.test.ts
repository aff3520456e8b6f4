/**
 * The movement switches of the register: flipping each one changes the MP
 * cost as its other reading says; the defaults keep the reading the site chose.
 */
import { describe, expect, it } from 'vitest';
import { reentryHexes, returnTurn } from '../movement/map.ts';
import { moveCost } from '../movement/cost.ts';
import { checkTerrainEntry } from '../movement/terrain.ts';
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

describe('4.4.3, return-turn', () => {
  const exit = { turn: 2, phase: 1, player: 'A', arm: 'cavalry' } as const;
  it('left in turn 2, phase 1: back on turn 5 (example a); counted from the turn’s end, turn 6', () => {
    const printed = returnTurn('bannockburn-1314', exit);
    const other = returnTurn('bannockburn-1314', exit, { returnCount: 'from-turn-end' });
    expect(printed.ok && printed.value.turn).toBe(5);
    expect(other.ok && other.value.turn).toBe(6);
  });
});

describe('4.4.4, reentry-edge', () => {
  const bounds = { firstColumn: 1, lastColumn: 30, firstRow: 0, lastRow: 20 };
  const input = { departureHex: '0300', kind: 'infantry', edge: 'top', bounds } as const;
  it('4 hexes from 0300 stop at the corner; wrapped, they run 2 hexes down the left edge', () => {
    const printed = reentryHexes('kosovo-1389', input);
    const other = reentryHexes('kosovo-1389', input, { reentryCorner: 'wrap' });
    expect(printed.ok && printed.value.hexes).toEqual([
      '0100',
      '0200',
      '0300',
      '0400',
      '0500',
      '0600',
      '0700',
    ]);
    expect(other.ok && other.value.hexes).toEqual([
      '0102',
      '0101',
      '0100',
      '0200',
      '0300',
      '0400',
      '0500',
      '0600',
      '0700',
    ]);
  });
});

describe('4.2.7, swamp-movement', () => {
  const enter = (edition: string, readings: Readings = {}) => {
    const cost = moveCost(edition, { kind: 'cavalry', armor: 1, terrain: 'swamps' }, readings);
    if (!cost.ok) throw new Error(cost.error.message);
    return cost.value;
  };
  const kosovo = { swampEntry: 'kosovo-costs' } as const;

  it('Bannockburn: "-" read as clear ground (1 MP); at Kosovo’s cost, 3 MP for cavalry', () => {
    expect(enter('bannockburn-1314').mp).toBe(1);
    expect(enter('bannockburn-1314', kosovo).mp).toBe(3);
  });

  it('1066: closed off a road; at Kosovo’s cost, open for 3 MP with the 4.2.7 loss and scatter', () => {
    expect(enter('1066').allowed).toBe(false);
    expect(enter('1066', kosovo)).toMatchObject({ allowed: true, mp: 3 });
    const entry = { kind: 'infantry', cf: 0, terrain: 'swamps' } as const;
    const closed = checkTerrainEntry('1066', entry);
    const open = checkTerrainEntry('1066', entry, kosovo);
    expect(closed.ok && closed.value.prohibited).toBe(true);
    expect(open.ok && [open.value.prohibited, open.value.spLoss, open.value.scatter]).toEqual([
      false,
      1,
      true,
    ]);
  });
});

describe('4.2.6 against the 5.7.6 example, ford-example', () => {
  const entry = { kind: 'cavalry', cf: 2, terrain: 'clear', ford: true } as const;
  it('a ford entered at CF 2 costs 1 SP and a scatter; read as the example, the CF drops to 0', () => {
    const printed = checkTerrainEntry('bannockburn-1314', entry);
    const other = checkTerrainEntry('bannockburn-1314', entry, { fordEntry: 'cf-zero' });
    expect(
      printed.ok && [printed.value.spLoss, printed.value.scatter, printed.value.cfAfter],
    ).toEqual([1, true, 2]);
    expect(other.ok && [other.value.spLoss, other.value.scatter, other.value.cfAfter]).toEqual([
      0,
      false,
      0,
    ]);
    expect(printed.ok && printed.value.errata).toContain('ford-example');
  });
});
