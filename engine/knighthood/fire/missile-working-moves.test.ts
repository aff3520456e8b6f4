/**
 * The missile fire working after a move (T8) and on the hit chart (T9): each
 * move band says what it leaves the unit to fire with, and the chart line
 * names the weapon's range in inches, the signed modifier and the column.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { missileDice, missileHitNumber, type MoveBeforeFire } from './missile-fire.ts';
import { describeMissileFire } from './missile-working.ts';

const value = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected a value');
  return result.value;
};
const shooters = (weapon: 'bow' | 'crossbow', moved: MoveBeforeFire) => ({
  weapon,
  openOrder: false,
  frontFigures: 6,
  mmsWide: 2,
  ranks: 2,
  moved,
  disordered: false,
});
const at = (weapon: 'bow' | 'crossbow', range: 'medium' | 'long', armourClass: number) => ({
  weapon,
  regular: false,
  range,
  armourClass,
  targetDepth: 1,
  modifiers: [] as string[],
  rateOfFire: 1,
});
const working = (
  unit: ReturnType<typeof shooters>,
  target: ReturnType<typeof at> & { modifiers: string[] },
) =>
  describeMissileFire(
    unit,
    value(missileDice(unit, defaultReadings)),
    target,
    value(missileHitNumber(target)),
  ).map((s) => s.text);

describe('T8: what a move leaves a unit to fire with', () => {
  it('a bow moving up to half fires full dice, more than half half dice; a crossbow moving more than half cannot fire', () => {
    expect(working(shooters('bow', 'half'), at('bow', 'medium', 0))[1]).toBe(
      'Up to half its move: full dice',
    );
    expect(working(shooters('bow', 'full'), at('bow', 'medium', 0))[1]).toBe(
      'More than half its move: half dice',
    );
    expect(working(shooters('crossbow', 'full'), at('crossbow', 'long', 5))[1]).toBe(
      'More than half its move: no fire',
    );
  });
});

describe('T9: the chart line', () => {
  it('a bow at medium range in light cover: 10", a negative modifier, column 2, hit on 3/3', () => {
    const covered = { ...at('bow', 'medium', 0), modifiers: ['light-cover'] };
    expect(working(shooters('bow', 'half'), covered).at(-1)).toBe(
      'Bow at medium range (up to 10") against AC 0, modifier -1: T9 column 2, hit on 3/3',
    );
  });

  it('T10: a net modifier of 0 (target depth +1, LS target −1) is shown as 0, unsigned', () => {
    const ls = { ...at('bow', 'medium', 0), modifiers: ['target-ls'] };
    expect(working(shooters('bow', 'half'), ls).at(-1)).toMatch(/against AC 0, modifier 0: /);
  });

  it('a crossbow at long range: 20", a positive modifier signed +', () => {
    expect(working(shooters('crossbow', 'half'), at('crossbow', 'long', 5)).at(-1)).toMatch(
      /^Crossbow at long range \(up to 20"\) against AC 5, modifier \+3: T9 column 7, /,
    );
  });

  it('a bow beyond T9’s best column is held there and says so', () => {
    expect(working(shooters('bow', 'half'), at('bow', 'medium', 0)).at(-1)).toBe(
      'Bow at medium range (up to 10") against AC 0, modifier +1: T9 column 1 (held at the best column), hit on 3',
    );
  });
});
