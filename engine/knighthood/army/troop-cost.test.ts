import { describe, expect, it } from 'vitest';
import { troopCosts } from '../tables/index.ts';
import { figureCost, minimumFigureCost } from './troop-cost.ts';

describe('1.60 Troop cost (T4)', () => {
  it('a regular EH knight of morale A with lance and protected horse: 13 + 1 + 1 + 2 = 17', () => {
    expect(
      figureCost({
        armour: 'EH',
        morale: 'A',
        mounted: true,
        extras: ['pike-spear-javelin-lance', 'protected-cavalry', 'regular-cavalry'],
      }),
    ).toEqual({ ok: true, value: { base: 13, extras: 4, total: 17 } });
  });

  it('a medium C crossbowman on foot: 4 + 2 = 6; the cheapest light foot costs the minimum 2', () => {
    expect(figureCost({ armour: 'M', morale: 'C', mounted: false, extras: ['crossbow'] })).toEqual({
      ok: true,
      value: { base: 4, extras: 2, total: 6 },
    });
    expect(figureCost({ armour: 'L', morale: 'E', mounted: false, extras: [] })).toEqual({
      ok: true,
      value: { base: 2, extras: 0, total: 2 },
    });
    expect(minimumFigureCost).toBe(2);
  });

  it('refuses what T4 does not price: E light cavalry, A light troops, SH of D morale', () => {
    expect(figureCost({ armour: 'L', morale: 'E', mounted: true, extras: [] })).toEqual({
      ok: false,
      error: {
        field: 'morale',
        rule: 'T4',
        message: 'T4 prints no cost for L cavalry of morale E',
      },
    });
    expect(figureCost({ armour: 'L', morale: 'A', mounted: false, extras: [] })).toMatchObject({
      ok: false,
      error: { message: 'T4 prints no cost for L infantry of morale A' },
    });
    expect(figureCost({ armour: 'SH', morale: 'D', mounted: true, extras: [] }).ok).toBe(false);
  });

  it('1.61: every figure T4 prices costs at least 2', () => {
    const cells = Object.values(troopCosts).flatMap((row) => Object.values(row));
    const prices = cells.flatMap((c) => [c.infantry, c.cavalry]).filter((p) => p !== null);
    expect(Math.min(...prices)).toBe(minimumFigureCost);
  });

  it('refuses cost lines T4 does not list', () => {
    expect(
      figureCost({ armour: 'H', morale: 'B', mounted: false, extras: ['bow-or-sling', 'musket'] }),
    ).toEqual({
      ok: false,
      error: { field: 'extras', rule: 'T4', message: 'T4 has no cost line "musket"' },
    });
  });
});
