/**
 * 1.7 group factors: the working the group factor calculator shows. The mean
 * comes first; the rounding line is added only where the 'group-factor-rounding'
 * erratum's two readings (1.6 up, the 1.7 example nearest) give different answers.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
import { ruleOf, type RuleMap } from '../editions/rule-map.ts';
import { roundingMatters } from './group-factors.ts';

/** 1.7 (rounding by 1.6 or the 1.7 example): the mean of the values and, where it matters, how it is rounded. */
export function explainGroupFactor(
  values: readonly number[],
  rounding: ResolvedReadings['groupRounding'],
  rules: RuleMap,
): WorkingStep[] {
  const byRule = ruleOf(rules, 'combat.rounding');
  const example = ruleOf(rules, 'combat.groupExample');
  const total = values.reduce((a, b) => a + b, 0);
  const mean = {
    rule: example,
    text: `mean of ${values.length} values: ${total} ÷ ${values.length}`,
  };
  if (!roundingMatters(values)) return [mean];
  return [
    mean,
    rounding === 'up'
      ? { rule: byRule, text: `rounded up, as ${byRule} rounds every division` }
      : { rule: example, text: `rounded to the nearest, .5 up, as the ${example} example does` },
  ];
}
