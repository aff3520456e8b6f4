import { describe, expect, it } from 'vitest';
import {
  breakthroughOptions,
  checkCombatShape,
  followUpRuling,
  mayBreakThrough,
  reachOf,
  type FollowingUnit,
  type FormationUnit,
} from './aftermath.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { MoraleClass } from '../tables/types.ts';
import type { MovementLine } from '../tables/movement.ts';

const longbows: FormationUnit = { shape: 'line', morale: 'C', regular: true, longbows: true };
const shape = (unit: Partial<FormationUnit>, readings: Partial<Readings> = {}): string => {
  const result = checkCombatShape({ ...longbows, ...unit }, { ...defaultReadings, ...readings });
  return result.ok
    ? result.value.map((n) => `${n.rule}: ${n.text}`).join(' | ')
    : `${result.error.field} ${result.error.rule}: ${result.error.message}`;
};
const classes: readonly MoraleClass[] = ['A', 'B', 'C', 'D', 'E'];

describe('9.02 Wedge and 9.04 Shield walls: A and B morale only', () => {
  it.each(classes)('a line of any morale (%s) is allowed with nothing to note', (morale) => {
    expect(shape({ morale, regular: false, longbows: false })).toBe('');
  });

  it('a wedge: A and B allowed, C, D and E refused naming 9.02', () => {
    expect(shape({ shape: 'wedge', morale: 'A' })).toBe('');
    expect(shape({ shape: 'wedge', morale: 'B' })).toBe('');
    for (const morale of ['C', 'D', 'E'] as const) {
      expect(shape({ shape: 'wedge', morale })).toBe(
        `morale 9.02: only A and B morale units may form a wedge, not ${morale}`,
      );
    }
  });

  it('a shield wall: A and B allowed with the history note, C to E refused naming 9.04', () => {
    const note = '9.04: Only armies that formed shield walls in history may use them.';
    expect(shape({ shape: 'shield-wall', morale: 'A' })).toBe(note);
    expect(shape({ shape: 'shield-wall', morale: 'B' })).toBe(note);
    for (const morale of ['C', 'D', 'E'] as const) {
      expect(shape({ shape: 'shield-wall', morale })).toBe(
        `morale 9.04: only A and B morale troops may form a shield wall, not ${morale}`,
      );
    }
  });
});

describe('9.03 Hollow wedge: regular English longbows', () => {
  const note = '9.03: A hollow wedge fights as a line 2 MMS deep.';

  it('regular longbows of any morale by default', () => {
    for (const morale of classes) expect(shape({ shape: 'hollow-wedge', morale })).toBe(note);
  });

  it('irregulars or other troops are refused', () => {
    const refused = 'shape 9.03: only regular English longbows may form a hollow wedge';
    expect(shape({ shape: 'hollow-wedge', regular: false })).toBe(refused);
    expect(shape({ shape: 'hollow-wedge', longbows: false })).toBe(refused);
    expect(shape({ shape: 'hollow-wedge', regular: false, longbows: false })).toBe(refused);
  });

  it('the other reading holds it to 9.02: B allowed, C refused', () => {
    const wedgeRule = { hollowWedgeMorale: 'a-or-b-too' } as const;
    expect(shape({ shape: 'hollow-wedge', morale: 'A' }, wedgeRule)).toBe(note);
    expect(shape({ shape: 'hollow-wedge', morale: 'B' }, wedgeRule)).toBe(note);
    expect(shape({ shape: 'hollow-wedge', morale: 'C' }, wedgeRule)).toBe(
      'morale 9.02: a hollow wedge is a wedge: A and B morale only, not C',
    );
    expect(shape({ shape: 'hollow-wedge', morale: 'E', regular: false }, wedgeRule)).toBe(
      'shape 9.03: only regular English longbows may form a hollow wedge',
    );
  });
});

describe('5.40 Breakthroughs: who may, and what it may do', () => {
  it('cavalry in any shape; infantry only in a wedge, not a hollow wedge', () => {
    expect(mayBreakThrough('cavalry', 'line')).toBe(true);
    expect(mayBreakThrough('cavalry', 'wedge')).toBe(true);
    expect(mayBreakThrough('infantry', 'wedge')).toBe(true);
    expect(mayBreakThrough('infantry', 'line')).toBe(false);
    expect(mayBreakThrough('infantry', 'hollow-wedge')).toBe(false);
    expect(mayBreakThrough('infantry', 'shield-wall')).toBe(false);
  });

  it("the book's three options in order; 1 and 3 are the next turn's move", () => {
    expect(breakthroughOptions.map((o) => [o.id, o.isNextTurnMove])).toEqual([
      ['rally-back', true],
      ['stand', false],
      ['attack', true],
    ]);
    expect(breakthroughOptions.map((o) => o.text)).toEqual([
      'rally back, in any formation, to any point on its charge line',
      'stay where it is',
      "charge another unit within 1CI as a normal charge, the defender's reaction distance counted from the rear of the unit broken through",
    ]);
  });
});

describe('5.40 Following up', () => {
  const unit: FollowingUnit = {
    regular: false,
    impetuous: false,
    maneuverFactor: 4,
    chargeIncrement: 10,
  };
  const rule = (change: Partial<FollowingUnit>, pushBack: number): string => {
    const result = followUpRuling({ ...unit, ...change }, pushBack);
    return result.ok
      ? `${result.value.followUp}${result.value.mayRetire ? ' (may retire)' : ''}: ${result.value.why}`
      : `${result.error.field} ${result.error.rule}: ${result.error.message}`;
  };

  it('irregulars must follow up within their MF (4" of 4"), may past it (5")', () => {
    expect(rule({}, 2)).toBe('must: irregular, 2" is within its MF');
    expect(rule({}, 4)).toBe('must: irregular, 4" is within its MF');
    expect(rule({}, 5)).toBe('may: 5" is beyond what obliges it');
  });

  it('R troops need not follow up and may retire, however short the push back', () => {
    expect(rule({ regular: true }, 2)).toBe(
      'need-not (may retire): R troops; they may retire instead',
    );
    expect(rule({ regular: true }, 11)).toBe(
      'need-not (may retire): R troops; they may retire instead',
    );
  });

  it('impetuous units must within 1CI (10" of 10"), past it only an irregular within MF must', () => {
    expect(rule({ impetuous: true, regular: true }, 10)).toBe(
      'must (may retire): impetuous, 10" is within 1CI',
    );
    expect(rule({ impetuous: true, regular: true }, 11)).toBe(
      'need-not (may retire): R troops; they may retire instead',
    );
    expect(rule({ impetuous: true, maneuverFactor: 12 }, 11)).toBe(
      'must: irregular, 11" is within its MF',
    );
    expect(rule({ impetuous: true }, 11)).toBe('may: 11" is beyond what obliges it');
    expect(rule({ impetuous: true }, 3)).toBe('must: impetuous, 3" is within 1CI');
  });

  it('refuses a push back under 2" or not whole, and reaches of 0" or less', () => {
    expect(rule({}, 1)).toBe('pushBack 5.40: a push back is a whole 2" or more, not 1');
    expect(rule({}, 2.5)).toBe('pushBack 5.40: a push back is a whole 2" or more, not 2.5');
    expect(rule({ maneuverFactor: 0 }, 2)).toBe(
      'maneuverFactor 5.40: a maneuver factor is over 0", not 0',
    );
    expect(rule({ maneuverFactor: Number.NaN }, 2)).toBe(
      'maneuverFactor 5.40: a maneuver factor is over 0", not NaN',
    );
    expect(rule({ chargeIncrement: 0 }, 2)).toBe(
      'chargeIncrement 5.40: a charge increment is over 0", not 0',
    );
    expect(rule({ chargeIncrement: Number.POSITIVE_INFINITY }, 2)).toBe(
      'chargeIncrement 5.40: a charge increment is over 0", not Infinity',
    );
    expect(rule({ maneuverFactor: 0.5, chargeIncrement: 0.5 }, 2)).toBe(
      'may: 2" is beyond what obliges it',
    );
  });
});

describe('T5 and 3.30: the reach that following up is measured by', () => {
  it('MF as printed and CI the 2-15" band: CL cavalry 5" and 10", other infantry 3" and 6"', () => {
    expect(reachOf('cl-cavalry')).toEqual({
      ok: true,
      value: { maneuverFactor: 5, chargeIncrement: 10 },
    });
    expect(reachOf('other-infantry')).toEqual({
      ok: true,
      value: { maneuverFactor: 3, chargeIncrement: 6 },
    });
  });

  it('leaders have no MF in T5', () => {
    expect(reachOf('leaders')).toMatchObject({
      ok: false,
      error: {
        field: 'movement',
        rule: 'T5',
        message: 'T5 gives no maneuver factor for "leaders"',
      },
    });
    expect(reachOf('nothing' as MovementLine)).toMatchObject({ ok: false, error: { rule: 'T5' } });
  });
});
