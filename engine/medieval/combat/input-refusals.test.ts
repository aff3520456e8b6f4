import { describe, expect, it } from 'vitest';
import { checkCombatInput, plainCombat, type CombatUnit } from './input.ts';

const infantry = (sp = 2): CombatUnit => ({ kind: 'infantry', sp, armor: 0, cf: 0 });

describe('plainCombat: a frontal attack on clear terrain unless told otherwise (3.1.1)', () => {
  it('the defender stands on clear terrain, with no leader, banner or fortification', () => {
    expect(plainCombat([infantry()], [infantry()]).defender).toEqual({
      units: [infantry()],
      leader: 'none',
      banner: false,
      terrain: 'clear',
      fortified: false,
      leaderAlone: false,
    });
  });
});

describe('checkCombatInput: each refusal names its field, rule and reason', () => {
  it('1.1: an unknown unit type is refused by name', () => {
    const unknown = { kind: 'elephant', sp: 2, armor: 0, cf: 0 } as unknown as CombatUnit;
    expect(checkCombatInput(plainCombat([infantry()], [unknown]))).toEqual({
      ok: false,
      error: {
        field: 'defender.units.0.kind',
        rule: '1.1',
        message: 'unknown unit type "elephant"',
      },
    });
  });

  it('1.2: a unit has 1 to 10 whole SPs', () => {
    expect(checkCombatInput(plainCombat([infantry(11)], [infantry()]))).toEqual({
      ok: false,
      error: {
        field: 'attacker.units.0.sp',
        rule: '1.2',
        message: 'a unit has a whole number of SPs from 1 to 10, not 11',
      },
    });
  });

  it('5.2.5: a side with no unit cannot fight', () => {
    expect(checkCombatInput(plainCombat([infantry()], []))).toEqual({
      ok: false,
      error: {
        field: 'defender.units',
        rule: '5.2.5',
        message: 'the defender needs at least one unit',
      },
    });
  });

  it('3.1.1: at most the 3 hexes of the rear area can be occupied', () => {
    const input = plainCombat([infantry()], [infantry()], { attacker: { rearHexes: 4 } });
    expect(checkCombatInput(input)).toEqual({
      ok: false,
      error: {
        field: 'attacker.rearHexes',
        rule: '3.1.1',
        message: 'the rear area has 3 hexes: 0 to 3 can be occupied, not 4',
      },
    });
  });

  it('6.1: MORALE is a whole number on the track', () => {
    const input = plainCombat([infantry()], [infantry()], { morale: 1.5 });
    expect(checkCombatInput(input)).toEqual({
      ok: false,
      error: {
        field: 'morale',
        rule: '6.1',
        message: 'MORALE is a whole number on the track, not 1.5',
      },
    });
  });
});
