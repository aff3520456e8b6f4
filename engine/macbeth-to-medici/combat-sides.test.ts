import { describe, expect, it } from 'vitest';
import { fail } from '../core/index.ts';
import { checkWhole, countCauses, readyBoth } from './combat-sides.ts';
import { impactExtraDice, meleeExtraDice } from './tables/index.ts';

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
  it('checkWhole: just inside and just outside the minimum', () => {
    expect(checkWhole(1, 1, 'a.ranks', 'impact-combat')).toEqual({ ok: true, value: 1 });
    expect(checkWhole(0, 1, 'a.ranks', 'impact-combat').ok).toBe(false);
    expect(checkWhole(1.5, 1, 'a.ranks', 'impact-combat').ok).toBe(false);
  });

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
