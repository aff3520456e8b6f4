/**
 * Stacking (4.5.1; fortified: B/N 11.1.8–11.1.9, K 12.1.8–12.1.9): the
 * warning a calculator shows for a hex over its limit.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { getMovementRules } from './rules.ts';
import type { StackingCheck } from './stacking.ts';

/**
 * 4.5.1 (fortified: B/N 11.1.8, K 12.1.8; its cavalry B/N 11.1.9, K 12.1.9):
 * why a hex `who` names is over its limit, or nothing when it is within. A
 * warning, not a verdict: scenarios make exceptions.
 */
export function explainStackingOver(
  profile: EditionProfile,
  who: string,
  check: StackingCheck,
): WorkingStep[] {
  if (check.allowed) return [];
  const rules = getMovementRules(profile);
  const { sp, limit, cavalrySp, cavalryLimit } = check;
  const exceptions = '(check your scenario for exceptions).';
  if (sp <= limit && cavalryLimit !== null) {
    const text = `${who} holds ${cavalrySp} SP of cavalry; a fortified hex may hold ${cavalryLimit} SP of cavalry ${exceptions}`;
    return [{ text, rule: rules.fortCavalry }];
  }
  const rule = cavalryLimit === null ? rules.stacking : rules.fortStacking;
  return [{ text: `${who} holds ${sp} SP; a hex may hold ${limit} SP ${exceptions}`, rule }];
}
