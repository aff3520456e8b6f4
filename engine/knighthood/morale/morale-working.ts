/**
 * The working of a morale check (6.00, T17A, T17B) before the die is read:
 * each T17A line that counts, the total the die is read with, and the choice
 * a regular unit has once it has rolled.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { RuleRef } from '../errata/types.ts';
import { moraleResultNames, type MoraleResult } from '../tables/morale-leaders.ts';
import type { MoraleClass } from '../tables/types.ts';
import { rules } from '../working/citations.ts';
import { regularChoices, type CountedModifier } from './morale-modifiers.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** T17B: a result's name by its code (R is "Retire"). */
export function moraleResultName(code: MoraleResult): string {
  return moraleResultNames.find((r) => r.code === code)?.name ?? code;
}

/** T17A: each line that counts (×n when it counts more than once), then 1D plus their total on the class's line. */
export function describeMoraleModifiers(
  lines: readonly CountedModifier[],
  total: number,
  moraleClass: MoraleClass,
): WorkingStep<RuleRef>[] {
  return [
    ...lines.map((l) => ({
      text: `${l.label}${l.times > 1 ? ` ×${l.times}` : ''}: ${signed(l.value)}`,
      rule: l.rule ?? rules.moraleModifiers,
    })),
    {
      text: `1D ${signed(total)} read on class ${moraleClass}’s line`,
      rule: rules.moraleModifiers,
    },
  ];
}

/** 6.00: a regular unit may take the result 1 below or 1 above its modified roll instead. */
export function describeRegularChoice(
  moraleClass: MoraleClass,
  modifiedRoll: number,
): WorkingStep<RuleRef> {
  const shift = regularChoices(moraleClass, modifiedRoll);
  return {
    text: `Regular: may take ${moraleResultName(shift.down)} (1 less) or ${moraleResultName(shift.up)} (1 more) instead`,
    rule: rules.morale,
  };
}
