import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { closeCombatHitNumber, cohesionCheck, combatStanding } from './close-combat.ts';
import { fraction, whole } from '../tables/index.ts';

describe('5.40 Close combat: the T15 standing from the difference in points', () => {
  it.each([
    [-6, 'disadvantage'],
    [-1, 'disadvantage'],
    [0, 'even'],
    [1, 'even'],
    [2, 'advantage'],
    [5, 'advantage'],
    [6, 'overwhelming'],
    [12, 'overwhelming'],
  ])('a difference of %i is %s', (difference, standing) => {
    expect(combatStanding(difference)).toEqual({ ok: true, value: standing });
  });

  it('refuses a difference that is not whole', () => {
    expect(combatStanding(0.5)).toEqual({
      ok: false,
      error: {
        field: 'difference',
        rule: '5.40',
        message: 'combat value points differ by a whole number, not 0.5',
      },
    });
  });
});

describe('5.40 Close combat: hit numbers from T15', () => {
  it('9.14 example: a B leader with 4 points against a D leader with 4, both mounted: even, 2 or less', () => {
    expect(closeCombatHitNumber('cav-vs-cav', 4, 4)).toEqual({
      ok: true,
      value: { standing: 'even', hit: whole(2) },
    });
  });

  it('cavalry with the advantage over infantry needs 4/3; infantry at a disadvantage against cavalry 1/3', () => {
    expect(closeCombatHitNumber('cav-vs-inf', 9, 6)).toEqual({
      ok: true,
      value: { standing: 'advantage', hit: fraction(4, 3) },
    });
    expect(closeCombatHitNumber('inf-vs-cav', 6, 9)).toEqual({
      ok: true,
      value: { standing: 'disadvantage', hit: fraction(1, 3) },
    });
    expect(closeCombatHitNumber('inf-vs-inf', 10, 4)).toEqual({
      ok: true,
      value: { standing: 'overwhelming', hit: whole(4) },
    });
  });

  it('refuses unknown match-ups and points that are not whole', () => {
    expect(closeCombatHitNumber('inf-vs-wagons' as 'inf-vs-inf', 4, 4)).toEqual({
      ok: false,
      error: { field: 'matchUp', rule: 'T15', message: 'T15 has no match-up "inf-vs-wagons"' },
    });
    expect(closeCombatHitNumber('inf-vs-inf', 4.5, 4)).toMatchObject({
      ok: false,
      error: {
        field: 'points',
        rule: '5.40',
        message: 'combat value points differ by a whole number, not 0.5',
      },
    });
  });
});

describe('5.30 Cohesion: T14 on the modified roll', () => {
  it('with no modifiers only a 1 is incohesive', () => {
    expect(cohesionCheck([])).toEqual({
      ok: true,
      value: { modifier: 0, passChance: chance(5, 6) },
    });
    expect(cohesionCheck([], 1)).toMatchObject({ ok: true, value: { passed: false } });
    expect(cohesionCheck([], 2)).toMatchObject({ ok: true, value: { passed: true } });
  });

  it('a unit that moved (-4) holds only on a 6; a leader and good morale make it 4 in 6', () => {
    const moved = cohesionCheck(['moved-or-changed-formation'], 5);
    expect(moved).toEqual({
      ok: true,
      value: { modifier: -4, passChance: chance(1, 6), passed: false },
    });
    expect(cohesionCheck(['moved-or-changed-formation'], 6)).toMatchObject({
      ok: true,
      value: { passed: true },
    });
    expect(
      cohesionCheck(['moved-or-changed-formation', 'leader-attached', 'morale-a-or-b']),
    ).toEqual({
      ok: true,
      value: { modifier: -2, passChance: chance(3, 6) },
    });
  });

  it('with enough bonuses it cannot fail; with -7 it cannot hold', () => {
    expect(cohesionCheck(['leader-attached'], 1)).toEqual({
      ok: true,
      value: { modifier: 1, passChance: chance(1, 1), passed: true },
    });
    expect(cohesionCheck(['moved-or-changed-formation', 'disordered', 'morale-d-or-e'])).toEqual({
      ok: true,
      value: { modifier: -7, passChance: chance(0, 1) },
    });
  });

  it('refuses unknown modifiers and dice off the die', () => {
    expect(cohesionCheck(['square', 'wedge'])).toEqual({
      ok: false,
      error: { field: 'modifiers', rule: 'T14', message: 'T14 has no modifier "wedge"' },
    });
    for (const roll of [0, 7, 3.5]) {
      expect(cohesionCheck([], roll)).toEqual({
        ok: false,
        error: { field: 'roll', rule: 'T14', message: `one die shows 1 to 6, not ${roll}` },
      });
    }
  });
});

describe('T14 "1-" and "6+" read as natural ends (the register\'s other reading)', () => {
  const bonuses = ['leader-attached', 'morale-a-or-b', 'square', 'regular'];
  const naturalEnds = { cohesionEnds: 'natural-ends' } as const;

  it('a natural 1 fails whatever the bonuses; on the modified roll it passes', () => {
    expect(cohesionCheck(bonuses, 1)).toMatchObject({ ok: true, value: { passed: true } });
    expect(cohesionCheck(bonuses, 1, naturalEnds)).toMatchObject({
      ok: true,
      value: { passed: false, passChance: chance(5, 6) },
    });
  });

  it('a natural 6 holds whatever the penalties', () => {
    const worst = ['moved-or-changed-formation', 'disordered', 'morale-d-or-e'];
    expect(cohesionCheck(worst, 6)).toMatchObject({ ok: true, value: { passed: false } });
    expect(cohesionCheck(worst, 6, naturalEnds)).toMatchObject({
      ok: true,
      value: { passed: true, passChance: chance(1, 6) },
    });
  });
});
