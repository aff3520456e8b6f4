/**
 * The working of a charged unit's reaction (5.01, T11) and of its defensive
 * fire column (5.10, T12), and the names of T12's results.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { RuleRef } from '../errata/types.ts';
import type { DefensiveFireResult } from '../tables/missile.ts';
import { rules } from '../working/citations.ts';
import { reactionsAllowed } from './reactions.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const counted = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** T12: what defensive fire counts as on each result; "no effect" means its ammunition is spent. */
export const defensiveFireRangeNames: Readonly<Record<DefensiveFireResult, string>> = {
  close: 'Close range',
  medium: 'Medium range',
  long: 'Long range',
  'no-effect': 'No effect (ammunition spent)',
};

/**
 * T11, 5.01: the unit's reaction points at the charge's CI, the modifiers
 * when any were ticked, and the reactions those points buy (each costing no
 * more than them).
 */
export function describeReaction(
  reaction: { readonly base: number; readonly modifier: number; readonly points: number },
  increments: number,
  modified: boolean,
): WorkingStep<RuleRef>[] {
  const { base, modifier, points } = reaction;
  const allowed = reactionsAllowed(points);
  return [
    { text: `${counted(base, 'reaction point')} at ${increments}CI`, rule: rules.reactionChart },
    ...(modified
      ? [
          {
            text: `Modifiers ${signed(modifier)}: ${counted(points, 'point')}`,
            rule: rules.reactionChart,
          },
        ]
      : []),
    {
      text:
        allowed.length === 0
          ? 'No reaction: it stands as it is'
          : `It may choose: ${allowed.map((r) => `${r.label[0]!.toLowerCase()}${r.label.slice(1)} (${r.cost} RP)`).join('; ')}`,
      rule: rules.charge,
    },
  ];
}

/** 5.01: the answer's headline: the points and how many reactions they allow. */
export function summarizeReaction(points: number): string {
  return `${counted(points, 'reaction point')}: ${counted(reactionsAllowed(points).length, 'reaction')} allowed`;
}

/** 5.10: the T12 column fired in; one CI fewer than the charge's when the firer is not its target. */
export function describeDefensiveFireColumn(
  column: number,
  increments: number,
): WorkingStep<RuleRef> {
  return {
    text: `Defensive fire in the ${column}CI column${column === increments ? '' : ' (one CI fewer: not the target)'}`,
    rule: rules.defensiveFire,
  };
}

/** T12, T9: a result with a range takes its hit number from the hit chart at that range. */
export function describeDefensiveFireResult(range: DefensiveFireResult): string {
  return range === 'no-effect' ? 'No hit roll' : `Hit number from ${rules.hitChart} at this range`;
}
