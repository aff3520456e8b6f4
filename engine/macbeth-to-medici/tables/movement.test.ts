/**
 * Golden tests: the tables of Movement, Initiative & reaction, Unit
 * interpenetration and Rallying as printed (seed 003), row by row.
 */
import { describe, expect, it } from 'vitest';
import {
  frontageChangeInches,
  initiativeRatings,
  interpenetrationDice,
  mountedTerrainMultiplier,
  movementRates,
  rallyTests,
  terrainClasses,
} from './movement.ts';
import type { Pace, RallyActivity } from './types.ts';

describe('Movement (inches): Foot and Mounted', () => {
  const PRINTED: [Pace, string][] = [
    ['marching', 'Marching 4 6'],
    ['normal', 'Normal Move 6 9'],
    ['doubling-or-evading', 'Doubling or Evading 8 12'],
    ['routing', 'Routing 12 18'],
  ];

  it.each(PRINTED)('%s: %s', (pace, printed) => {
    const [foot, mounted] = printed.split(' ').slice(-2).map(Number);
    expect(movementRates[pace]).toEqual({ foot, mounted });
  });

  it('has the four printed rows only', () => {
    expect(Object.keys(movementRates)).toEqual(PRINTED.map(([pace]) => pace));
  });
});

describe('Terrain Effects', () => {
  const PRINTED: [number, string, string][] = [
    [1, 'Difference in 2d5', 'low wall, gentle slope, or shallow stream'],
    [2, 'The lower of 2d5', 'steep or muddy slope, belt of trees or ford'],
    [3, 'The higher of 2d5', 'marsh, woods or buildings'],
  ];

  it.each(PRINTED)('class %i: %s (%s)', (id, deduction, features) => {
    const row = terrainClasses.find((t) => t.id === id);
    const reading = deduction.split(' ')[deduction.startsWith('The') ? 1 : 0]?.toLowerCase();
    expect(row?.reading).toBe(reading);
    for (const example of row?.examples.split(', ') ?? ['missing']) {
      expect(features.replace(/\bor /g, '')).toContain(example.replace(/\bor /g, ''));
    }
  });

  it('has the three classes in order and doubles deductions for mounted troops', () => {
    expect(terrainClasses.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(mountedTerrainMultiplier).toBe(2);
  });
});

describe('Initiative & reaction: ratings', () => {
  const PRINTED: [string, string][] = [
    ['two', '2 Green Close Foot'],
    ['three', '3 Seasoned Loose Dismounted'],
    ['four', '4 Veteran Open Mounted'],
  ];

  it.each(PRINTED)('rating %s: %s', (_, printed) => {
    const [rating, experience, order, mobility] = printed.toLowerCase().split(' ');
    const value = Number(rating);
    expect(initiativeRatings.experience[experience as 'green']).toBe(value);
    expect(initiativeRatings.order[order as 'close']).toBe(value);
    expect(initiativeRatings.mobility[mobility as 'foot']).toBe(value);
  });

  it('has three grades in each category', () => {
    for (const category of Object.values(initiativeRatings)) {
      expect(Object.values(category).sort()).toEqual([2, 3, 4]);
    }
  });
});

describe('Unit interpenetration: dice', () => {
  it('mounted roll 2 dice, other troops 1; add 1, 2 or 3 for marching, normal, faster', () => {
    expect(interpenetrationDice).toEqual({
      base: { mounted: 2, other: 1 },
      pace: { marching: 1, normal: 2, faster: 3 },
    });
  });
});

describe('Rallying: voluntary tests by movement', () => {
  const PRINTED: [RallyActivity, string][] = [
    ['standing', 'Standing 4'],
    ['march', 'March 3'],
    ['normal-move', 'Normal move 2'],
  ];

  it.each(PRINTED)('%s: %s', (activity, printed) => {
    expect(rallyTests[activity]).toBe(Number(printed.split(' ').at(-1)));
  });

  it('has the three printed rows only', () => {
    expect(Object.keys(rallyTests)).toEqual(PRINTED.map(([a]) => a));
  });
});

describe('Manoeuvring: frontage change', () => {
  it('costs 1 inch per element', () => {
    expect(frontageChangeInches).toBe(1);
  });
});
