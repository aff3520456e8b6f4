import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { defensiveFireRange, reactionPointsFor } from './charges.ts';

describe('T11 Reaction chart', () => {
  it('reaction example: moving infantry (2RP) hit on the flank (-1) has 1RP', () => {
    expect(reactionPointsFor('moving-infantry', 3, ['flank-or-rear'])).toEqual({
      ok: true,
      value: { base: 2, modifier: -1, points: 1 },
    });
  });

  it('adds the plus modifiers and never goes below none', () => {
    expect(reactionPointsFor('stationary-cavalry', 1, ['leader-attached', 'morale-a'])).toEqual({
      ok: true,
      value: { base: 2, modifier: 2, points: 4 },
    });
    expect(reactionPointsFor('moving-infantry', 1, ['disordered'])).toEqual({
      ok: true,
      value: { base: 0, modifier: -1, points: 0 },
    });
    expect(reactionPointsFor('moving-infantry', 2, ['disordered'])).toEqual({
      ok: true,
      value: { base: 1, modifier: -1, points: 0 },
    });
  });

  it('refuses charge increments other than 1 to 3, unknown lines and modifiers', () => {
    for (const ci of [0, 4, 1.5]) {
      expect(reactionPointsFor('moving-cavalry', ci, [])).toEqual({
        ok: false,
        error: {
          field: 'chargeIncrements',
          rule: 'T11',
          message: `a charge uses 1, 2 or 3 charge increments, not ${ci}`,
        },
      });
    }
    expect(reactionPointsFor('resting-infantry' as 'moving-infantry', 1, [])).toEqual({
      ok: false,
      error: { field: 'state', rule: 'T11', message: 'T11 has no line "resting-infantry"' },
    });
    expect(reactionPointsFor('moving-cavalry', 1, ['rain'])).toMatchObject({
      ok: false,
      error: { field: 'modifiers' },
    });
  });
});

describe('T11 lines, as printed and as the 5.01 example counts', () => {
  it('T11: every line at 1, 2 and 3CI', () => {
    const base = (state: Parameters<typeof reactionPointsFor>[0]) =>
      [1, 2, 3].map((ci) => {
        const read = reactionPointsFor(state, ci, []);
        return read.ok ? read.value.points : read.error.field;
      });
    expect(base('stationary-infantry')).toEqual([1, 2, 3]);
    expect(base('moving-infantry')).toEqual([0, 1, 2]);
    expect(base('stationary-cavalry')).toEqual([2, 2, 3]);
    expect(base('moving-cavalry')).toEqual([1, 2, 3]);
  });

  it('movingInfantryReaction "example-count": moving infantry read the stationary line; other lines unchanged', () => {
    const counted = { movingInfantryReaction: 'example-count' } as const;
    expect(reactionPointsFor('moving-infantry', 2, [], counted)).toEqual({
      ok: true,
      value: { base: 2, modifier: 0, points: 2 },
    });
    expect(reactionPointsFor('moving-infantry', 3, ['flank-or-rear'], counted)).toEqual({
      ok: true,
      value: { base: 3, modifier: -1, points: 2 },
    });
    expect(reactionPointsFor('moving-cavalry', 1, [], counted)).toEqual({
      ok: true,
      value: { base: 1, modifier: 0, points: 1 },
    });
  });
});

describe('T12 Defensive fire', () => {
  it('a 2CI charge: close on 1, medium on 2-3, long on 4-5, no effect on 6', () => {
    expect(defensiveFireRange(2)).toEqual({
      ok: true,
      value: {
        odds: [
          { range: 'close', chance: chance(1, 6) },
          { range: 'medium', chance: chance(2, 6) },
          { range: 'long', chance: chance(2, 6) },
          { range: 'no-effect', chance: chance(1, 6) },
        ],
      },
    });
    expect(defensiveFireRange(0)).toEqual({
      ok: false,
      error: {
        field: 'chargeIncrements',
        rule: 'T12',
        message: 'a charge uses 1, 2 or 3 charge increments, not 0',
      },
    });
  });

  it('a 1CI charge: medium on 1-2, long on 3-4, no effect on 5-6', () => {
    expect(defensiveFireRange(1)).toEqual({
      ok: true,
      value: {
        odds: [
          { range: 'medium', chance: chance(2, 6) },
          { range: 'long', chance: chance(2, 6) },
          { range: 'no-effect', chance: chance(2, 6) },
        ],
      },
    });
  });

  it('a 3CI charge: close on 1-2 (the "C" read as Close), medium on 3-4, long on 5-6', () => {
    const read = defensiveFireRange(3, 2);
    expect(read).toEqual({
      ok: true,
      value: {
        odds: [
          { range: 'close', chance: chance(2, 6) },
          { range: 'medium', chance: chance(2, 6) },
          { range: 'long', chance: chance(2, 6) },
        ],
        range: 'close',
      },
    });
    expect(defensiveFireRange(2, 6)).toMatchObject({ ok: true, value: { range: 'no-effect' } });
    expect(defensiveFireRange(2, 1)).toMatchObject({ ok: true, value: { range: 'close' } });
  });

  it('refuses bad increments and dice', () => {
    expect(defensiveFireRange(4)).toMatchObject({
      ok: false,
      error: { field: 'chargeIncrements', rule: 'T12' },
    });
    expect(defensiveFireRange(1, 0)).toMatchObject({
      ok: false,
      error: { field: 'roll', rule: 'T12' },
    });
  });
});
