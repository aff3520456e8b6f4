import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { disorderedByTerrain, haltingNumber, terrainCheck } from './terrain-check.ts';

describe('3.9 Rough terrain: halting numbers from T6', () => {
  it('adds the points of mixed terrain', () => {
    expect(haltingNumber(['slope', 'open-woods'])).toEqual({ ok: true, value: 2 });
    expect(haltingNumber(['river', 'swamp'])).toEqual({ ok: true, value: 8 });
    expect(haltingNumber([])).toEqual({ ok: true, value: 0 });
  });

  it('refuses terrain T6 does not list', () => {
    expect(haltingNumber(['slope', 'lava'])).toEqual({
      ok: false,
      error: { field: 'terrain', rule: 'T6', message: 'T6 has no terrain "lava"' },
    });
  });
});

describe('3.9 Rough terrain: the halting check', () => {
  it('3.9 example: CL infantry up a lightly wooded slope (1 + 1) must roll better than 2; a 5 passes', () => {
    expect(terrainCheck(['slope', 'open-woods'], [], 5)).toEqual({
      ok: true,
      value: { halt: 2, modifier: 0, passChance: chance(4, 6), passed: true },
    });
    expect(terrainCheck(['slope', 'open-woods'], [], 2)).toMatchObject({
      ok: true,
      value: { passed: false },
    });
    expect(terrainCheck(['slope', 'open-woods'], [], 3)).toMatchObject({
      ok: true,
      value: { passed: true },
    });
  });

  it('adds the modifiers to the die: open order +2, cavalry -1', () => {
    expect(terrainCheck(['river'], ['open-order'])).toEqual({
      ok: true,
      value: { halt: 5, modifier: 2, passChance: chance(3, 6) },
    });
    expect(terrainCheck(['river'], ['cavalry'])).toEqual({
      ok: true,
      value: { halt: 5, modifier: -1, passChance: chance(0, 1) },
    });
  });

  it('refuses unknown terrain, modifiers and dice off the die', () => {
    expect(terrainCheck(['bog'], [])).toMatchObject({
      ok: false,
      error: { field: 'terrain', rule: 'T6' },
    });
    expect(terrainCheck(['ford'], ['flying'])).toEqual({
      ok: false,
      error: { field: 'modifiers', rule: 'T6', message: 'T6 has no modifier "flying"' },
    });
    expect(terrainCheck(['ford'], [], 0)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '3.9', message: 'one die shows 1 to 6, not 0' },
    });
  });
});

describe('Disorder in rough terrain: 3.9 read here, 3.30 as the other reading', () => {
  const unit = { openOrder: false, overMf: false, slopeOnly: false };

  it('3.9: only a move over the MF disorders, never on a slope alone, never OO', () => {
    expect(disorderedByTerrain(unit)).toBe(false);
    expect(disorderedByTerrain({ ...unit, overMf: true })).toBe(true);
    expect(disorderedByTerrain({ ...unit, overMf: true, slopeOnly: true })).toBe(false);
    expect(disorderedByTerrain({ ...unit, overMf: true, openOrder: true })).toBe(false);
  });

  it('3.30: every unit but OO in rough terrain is disordered', () => {
    const every = { roughTerrainDisorder: 'every-unit' } as const;
    expect(disorderedByTerrain(unit, every)).toBe(true);
    expect(disorderedByTerrain({ ...unit, slopeOnly: true }, every)).toBe(true);
    expect(disorderedByTerrain({ ...unit, openOrder: true }, every)).toBe(false);
  });
});
