import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveCost } from './cost.ts';
import { turnCost, type TurnInput } from './turns.ts';
import { checkRideDown } from './ride-down.ts';
import type { TerrainId } from '../tables/types.ts';
import { editionIds } from '../types.ts';

const edition = fc.constantFrom(...editionIds);
const terrain = fc.constantFrom<TerrainId>(
  'clear',
  'stream',
  'road',
  'swamps',
  'forest',
  'village',
  'hill',
);
const mounted = fc.constantFrom<'cavalry' | 'horse-archers'>('cavalry', 'horse-archers');
const turnInput = fc.record({
  kind: mounted,
  cf: fc.integer({ min: 0, max: 3 }),
  armor: fc.integer({ min: 0, max: 2 }),
  degrees: fc.constantFrom(60, 120, 180),
  inZoc: fc.boolean(),
  terrain,
  onRoad: fc.boolean(),
});

const mpOf = (e: string, input: TurnInput, readings = {}) => {
  const result = turnCost(e, input, readings);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.mp;
};

describe('movement properties', () => {
  it('a turn never costs a negative number of MPs', () => {
    fc.assert(
      fc.property(
        edition,
        turnInput,
        fc.constantFrom<'table' | 'example'>('table', 'example'),
        (e, input, reading) => {
          const option = { turnTerrainCost: reading };
          expect(mpOf(e, input, option)).toBeGreaterThanOrEqual(0);
          expect(mpOf(e, { ...input, kind: 'infantry', cf: 0 }, option)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a mounted unit’s turn costs more with every point of CF and of armor', () => {
    fc.assert(
      fc.property(edition, turnInput, (e, input) => {
        const offRoad = { ...input, onRoad: false };
        if (input.cf < 3)
          expect(mpOf(e, { ...offRoad, cf: input.cf + 1 })).toBeGreaterThan(mpOf(e, offRoad));
        if (input.armor < 2) {
          expect(mpOf(e, { ...offRoad, armor: input.armor + 1 })).toBeGreaterThan(mpOf(e, offRoad));
        }
      }),
    );
  });

  it('the same turn or move always gets the same answer', () => {
    const move = fc.record({
      kind: fc.constantFrom('cavalry', 'infantry', 'leader', 'archers') as fc.Arbitrary<'cavalry'>,
      armor: fc.integer({ min: 0, max: 2 }),
      terrain,
      stream: fc.boolean(),
      road: fc.boolean(),
      fortifications: fc.constantFrom('none', 'walls', 'gate') as fc.Arbitrary<'none'>,
      friendlyOccupied: fc.boolean(),
      passingZoc: fc.boolean(),
    });
    fc.assert(
      fc.property(edition, turnInput, move, (e, t, m) => {
        expect(turnCost(e, t)).toEqual(turnCost(e, t));
        expect(moveCost(e, m)).toEqual(moveCost(e, m));
        const cost = moveCost(e, m);
        if (cost.ok) expect(cost.value.mp).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a ride down that works against some armor also works against less (B/N 5.8.2)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bannockburn-1314', '1066'),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        terrain,
        (e, cf, armor, targetArmor, where) => {
          const at = (a: number) =>
            checkRideDown(e, {
              rider: { kind: 'cavalry', cf, armor },
              targets: [{ kind: 'infantry', armor: a, sp: 1 }],
              terrain: where,
            });
          const harder = at(targetArmor);
          const easier = at(targetArmor - 1);
          if (harder.ok && easier.ok && harder.value.possible)
            expect(easier.value.possible).toBe(true);
        },
      ),
    );
  });
});
