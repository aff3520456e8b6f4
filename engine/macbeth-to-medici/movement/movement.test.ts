import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, listOutcomes, sum } from '../../core/index.ts';
import {
  coordinatedBody,
  movementRate,
  officerRate,
  reactionBonus,
  readTerrainDice,
  resolveTerrainDeduction,
  terrainDeductionOdds,
  terrainSlows,
  type TerrainMover,
} from './movement.ts';
import { defaultReadings } from '../readings.ts';
import type { TerrainClass } from '../tables/types.ts';

describe('Movement rates', () => {
  it('reads the Foot and Mounted columns', () => {
    expect(movementRate('normal', 'foot')).toBe(6);
    expect(movementRate('normal', 'mounted')).toBe(9);
    expect(movementRate('marching', 'foot')).toBe(4);
  });

  it('officers and messengers on their own move at the routing rate', () => {
    expect(officerRate('foot')).toBe(12);
    expect(officerRate('mounted')).toBe(18);
  });
});

describe('Movement rates: the Reaction bonus', () => {
  it.each([
    ['seasoned', 'foot', 'charge', 3],
    ['seasoned', 'foot', 'evade', 3],
    ['seasoned', 'mounted', 'charge', 6],
    ['seasoned', 'mounted', 'counter-charge', 6],
    ['seasoned', 'dismounted', 'charge', 3],
    ['seasoned', 'dismounted', 'counter-charge', 3],
    ['seasoned', 'dismounted', 'evade', 6],
    ['veteran', 'mounted', 'evade', 8],
    ['green', 'mounted', 'charge', 4],
    ['green', 'foot', 'charge', 2],
  ] as const)('%s %s troops, %s: +%i inches', (experience, type, move, inches) => {
    expect(reactionBonus(experience, type, move)).toBe(inches);
  });
});

describe('Terrain effects: deductions on two average dice', () => {
  it('class 1 the difference, class 2 the lower, class 3 the higher', () => {
    expect(readTerrainDice(1, 5, 2)).toBe(3);
    expect(readTerrainDice(1, 2, 5)).toBe(3);
    expect(readTerrainDice(2, 5, 2)).toBe(2);
    expect(readTerrainDice(2, 2, 5)).toBe(2);
    expect(readTerrainDice(3, 2, 5)).toBe(5);
    expect(readTerrainDice(3, 5, 2)).toBe(5);
  });

  function odds(
    cls: TerrainClass,
    mounted = false,
    mover: TerrainMover = 'unit',
    r = defaultReadings,
  ) {
    const o = terrainDeductionOdds({ cls, mounted, mover }, r);
    return (inches: number) => chanceOf(o, (v) => v === inches);
  }

  it('class 1 on foot: 0 10 in 36, 1 16, 2 8, 3 2', () => {
    const p = odds(1);
    expect([p(0), p(1), p(2), p(3), p(4)]).toEqual([
      chance(10, 36),
      chance(16, 36),
      chance(8, 36),
      chance(2, 36),
      chance(0, 1),
    ]);
  });

  it('class 2 on foot: 2 11 in 36, 3 16, 4 8, 5 1', () => {
    const p = odds(2);
    expect([p(2), p(3), p(4), p(5)]).toEqual([
      chance(11, 36),
      chance(16, 36),
      chance(8, 36),
      chance(1, 36),
    ]);
  });

  it('class 3 on foot: 5 11 in 36, 4 16, 3 8, 2 1; doubled when mounted', () => {
    const foot = odds(3);
    expect([foot(5), foot(4), foot(3), foot(2)]).toEqual([
      chance(11, 36),
      chance(16, 36),
      chance(8, 36),
      chance(1, 36),
    ]);
    const mounted = odds(3, true);
    expect([mounted(10), mounted(8), mounted(5)]).toEqual([
      chance(11, 36),
      chance(16, 36),
      chance(0, 1),
    ]);
  });

  it('with the 1-to-5 reading, class 3 on foot gives 5 with 9 in 25', () => {
    expect(odds(3, false, 'unit', { ...defaultReadings, averageDie: 'one-to-five' })(5)).toEqual(
      chance(9, 25),
    );
  });

  it.each([
    'officer',
    'messenger',
    'skirmishers',
    'routing',
    'charging',
    'counter-charging',
  ] as const)('%s movement is not slowed', (mover) => {
    expect(terrainSlows(mover)).toBe(false);
    expect(odds(3, true, mover)(0)).toEqual(chance(1, 1));
  });

  it('works out dice the player read, and rejects faces the average die lacks', () => {
    const deduct = (
      cls: TerrainClass,
      faces: number[],
      mounted = false,
      mover: TerrainMover = 'unit',
    ) => resolveTerrainDeduction({ cls, mounted, mover }, faces, defaultReadings);
    expect(deduct(3, [2, 5], true)).toEqual({ ok: true, value: 10 });
    expect(deduct(1, [5, 2])).toEqual({ ok: true, value: 3 });
    expect(deduct(2, [3, 4])).toEqual({ ok: true, value: 3 });
    expect(deduct(3, [3, 4], false, 'officer')).toEqual({ ok: true, value: 0 });
    const bad = deduct(3, [1, 6]);
    expect(bad.ok ? null : bad.error).toMatchObject({ field: 'dice', rule: 'terrain-effects' });
  });

  it('every distribution adds up to exactly 1', () => {
    fc.assert(
      fc.property(fc.constantFrom<TerrainClass>(1, 2, 3), fc.boolean(), (cls, mounted) => {
        const o = terrainDeductionOdds({ cls, mounted, mover: 'unit' }, defaultReadings);
        expect(sum(listOutcomes(o).map((x) => x.chance))).toEqual(chance(1, 1));
      }),
    );
  });
});

describe('Co-ordinated movement', () => {
  const unit = { distance: 5, inSight: true, tribal: false, rate: 6 };

  it('moves at the slowest rate and tests once for the worst terrain', () => {
    expect(
      coordinatedBody(3, 7, [
        { ...unit, rate: 9, terrain: 1 },
        { ...unit, rate: 6, terrain: 3 },
        { ...unit, distance: 7, rate: 4 },
      ]),
    ).toEqual({ ok: true, value: { rate: 4, terrain: 3 } });
    expect(coordinatedBody(1, 7, [unit])).toEqual({ ok: true, value: { rate: 6, terrain: null } });
  });

  it('allows at most Command units and at least one', () => {
    const four = coordinatedBody(3, 7, [unit, unit, unit, unit]);
    expect(four.ok ? null : four.error).toMatchObject({
      field: 'units',
      rule: 'coordinated-movement',
    });
    expect(coordinatedBody(3, 7, []).ok).toBe(false);
  });

  it('refuses Tribal units, units out of sight and units beyond the radius', () => {
    const tribal = coordinatedBody(3, 7, [unit, { ...unit, tribal: true }]);
    expect(tribal.ok ? null : tribal.error).toMatchObject({
      field: 'units.1',
      rule: 'coordinated-movement',
      message: 'Tribal units never brigade',
    });
    const far = coordinatedBody(3, 7, [{ ...unit, distance: 7.5 }]);
    expect(far.ok ? null : far.error).toMatchObject({
      field: 'units.0.distance',
      message: 'a brigaded unit must be in sight and within 7 inches',
    });
    const unseen = coordinatedBody(3, 7, [{ ...unit, inSight: false }]);
    expect(unseen.ok ? null : unseen.error).toMatchObject({ field: 'units.0.distance' });
  });
});
