/**
 * The working of the polearm cohesion check before the die is read (5.30,
 * T14), and what each outcome means for the unit.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { RuleRef } from '../errata/types.ts';
import { rules } from '../working/citations.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** T14: 1D plus the modifiers; a modified 2 or more is cohesive, 1 or less is not. */
export function describeCohesion(modifier: number): WorkingStep<RuleRef>[] {
  return [
    {
      text: `1D ${signed(modifier)}: a modified 2 or more is cohesive, 1 or less is not`,
      rule: rules.polearmCohesionChart,
    },
  ];
}

/** 5.30: a cohesive polearm unit keeps its depth and weapon bonuses; one that is not fights as LHW without depth. */
export const cohesionOutcomes = {
  cohesive: { label: 'Cohesive', detail: 'fights with all its depth and weapon bonuses' },
  incohesive: { label: 'Not cohesive', detail: 'fights as LHW with no depth bonus' },
} as const;
