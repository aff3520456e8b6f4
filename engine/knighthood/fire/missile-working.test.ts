import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { missileDice, missileHitNumber } from './missile-fire.ts';
import { secondDiceSlotName } from '../dice/dice-names.ts';
import {
  describeMissileFire,
  describeSecondDice,
  describeTargetDepthCap,
} from './missile-working.ts';

const value = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected a value');
  return result.value;
};

describe('The missile fire working (4.01, 4.20, T8, T9)', () => {
  const unit = {
    weapon: 'bow' as const,
    openOrder: false,
    frontFigures: 6,
    mmsWide: 2,
    ranks: 2,
    moved: 'up-to-mf' as const,
    disordered: true,
  };
  const target = {
    weapon: 'bow' as const,
    regular: false,
    range: 'close' as const,
    armourClass: 3,
    targetDepth: 1,
    modifiers: [],
    rateOfFire: 1,
  };

  it('4.20: full dice, T8 move, halved for disorder, then the T9 column and hit number', () => {
    const dice = value(missileDice(unit, defaultReadings));
    const chart = value(missileHitNumber(target));
    const steps = describeMissileFire(unit, dice, target, chart);
    expect(steps.map((s) => s.rule)).toEqual(['4.20', 'T8', '4.20', '4.01', 'T9']);
    expect(steps[0]!.text).toBe(
      `${dice.fullDice} dice: 1 per front-rank figure, 1 per MMS of each rank behind that may fire`,
    );
    expect(steps[1]!.text).toBe('Up to its MF: full dice');
    expect(steps[2]!.text).toBe('Disordered: half the dice, rounding down');
    expect(steps[3]!.text).toBe(`${dice.dice} dice rolled`);
    expect(steps[4]!.text).toMatch(
      /^Bow at close range \(up to \d+"\) against AC 3, modifier \+\d+: T9 column \d+/,
    );
  });

  it('4.01: without disorder there is no halving step; one die is "die"', () => {
    const steps = describeMissileFire(
      { ...unit, disordered: false },
      { fullDice: 1, allowed: 'full', dice: 1 },
      target,
      value(missileHitNumber(target)),
    );
    expect(steps.map((s) => s.text)).toContain('1 die rolled');
    expect(steps).toHaveLength(4);
  });

  it('T10: a target depth cut by its cap shows the ranks counted and the bonus taken', () => {
    const uphill = { ...target, targetDepth: 3, uphill: true };
    const chart = value(missileHitNumber(uphill));
    const steps = describeMissileFire(
      unit,
      value(missileDice(unit, defaultReadings)),
      uphill,
      chart,
    );
    expect(steps.map((s) => s.rule)).toEqual(['4.20', 'T8', '4.20', '4.01', 'T10', 'T9']);
    expect(steps[4]!.text).toBe('Target depth: 3 ranks counted, but at most +2 uphill: +2');
    const inCover = { ...target, targetDepth: 2, modifiers: ['light-cover'] };
    expect(describeTargetDepthCap(value(missileHitNumber(inCover)).depth).text).toBe(
      'Target depth: 2 ranks counted, but at most +1 in cover: +1',
    );
  });

  it('T9: a fraction’s second dice hit on its second figure or less', () => {
    expect(describeSecondDice(3, [1, 4])).toBe('Second dice 1 4: a 3 or less hits');
    expect(secondDiceSlotName(2)).toBe('Second dice (one per first die of 2)');
    expect(secondDiceSlotName(1, 'Second VF dice')).toBe('Second VF dice (one per first die of 1)');
  });
});
