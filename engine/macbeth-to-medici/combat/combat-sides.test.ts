import { describe, expect, it } from 'vitest';
import { fail } from '../../core/index.ts';
import { countCauses, explainReadySide, readyBoth } from './combat-sides.ts';
import { defaultReadings } from '../readings.ts';
import { impactExtraDice, meleeExtraDice } from '../tables/index.ts';

describe('Melee combat: causes of extra dice', () => {
  it('counts plus and minus causes from the book’s list', () => {
    expect(
      countCauses(
        ['impetuous', 'unformed', 'attacked-in-flank'],
        meleeExtraDice,
        'a.causes',
        'melee-combat',
      ),
    ).toEqual({ ok: true, value: { plus: 1, minus: 2 } });
    expect(countCauses([], impactExtraDice, 'a.causes', 'impact-combat')).toEqual({
      ok: true,
      value: { plus: 0, minus: 0 },
    });
  });

  it('refuses a cause from the other list, or one given twice', () => {
    expect(countCauses(['impetuous'], impactExtraDice, 'b.causes', 'impact-combat')).toEqual({
      ok: false,
      error: {
        field: 'b.causes',
        rule: 'impact-combat',
        message: 'no such cause of an extra die: impetuous',
      },
    });
    expect(
      countCauses(['impetuous', 'impetuous'], meleeExtraDice, 'a.causes', 'melee-combat'),
    ).toEqual({
      ok: false,
      error: {
        field: 'a.causes',
        rule: 'melee-combat',
        message: 'each cause counts once: impetuous',
      },
    });
  });
});

describe('Impact combat: whole numbers and both sides', () => {
  it('readyBoth returns the first side’s error', () => {
    const side = {
      base: 4,
      factor: {
        dice: 'd6' as const,
        experience: 'green' as const,
        plusCauses: 0,
        minusCauses: 0,
        cap: 1,
      },
    };
    expect(readyBoth(() => ({ ok: true, value: side }))).toEqual({
      ok: true,
      value: { a: side, b: side },
    });
    const failed = readyBoth((id) => fail(`${id}.x`, 'melee-combat', 'bad side'));
    expect(failed.ok || failed.error.field).toBe('a.x');
  });
});

describe('Melee combat: a side’s working before the roll', () => {
  const green = {
    base: 3,
    factor: {
      dice: 'd6' as const,
      experience: 'green' as const,
      plusCauses: 0,
      minusCauses: 1,
      cap: 3,
    },
  };

  it('names the base, the dice after negation and the cap, citing the section', () => {
    expect(explainReadySide('a', green, 'melee-combat', defaultReadings)).toEqual({
      text: 'Side a: base 3, plus dice 1D6 against minus dice 3D6, factor held to ±3',
      rule: 'melee-combat',
    });
  });

  it('calls the side by its unit when the player named it', () => {
    const step = explainReadySide('a', green, 'melee-combat', defaultReadings, {
      a: 'Swiss pike',
      b: 'Town levy',
    });
    expect(step.text).toBe(
      'Swiss pike: base 3, plus dice 1D6 against minus dice 3D6, factor held to ±3',
    );
  });

  it('adds the Leadership that may replace a die, and the average die', () => {
    const led = {
      base: 4,
      factor: { ...green.factor, dice: 'average' as const, plusCauses: 1, leadership: 5, cap: 5 },
    };
    expect(explainReadySide('b', led, 'impact-combat', defaultReadings)).toEqual({
      text: 'Side b: base 4, plus dice 1AvD against minus dice 2AvD, factor held to ±5; Leadership 5 may replace a die',
      rule: 'impact-combat',
    });
  });
});
