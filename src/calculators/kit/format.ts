/** Display helpers shared by every calculator: chances and rule links. */
import { formatOver, toNumber, type Probability } from '../../../engine/core/index.ts';
import { isRuleNumber } from '../../lib/content/rule-numbers.ts';
import { rulePermalink } from '../../lib/content/page-paths.ts';

/** "6/36 · 16.7%" (or the lowest-terms fraction when it is not a multiple of 1/36). */
export function formatChance(p: Probability, over: number | bigint = 36): string {
  return `${formatOver(p, over)} · ${formatPercent(p)}`;
}

/** A modifier as printed: "+2", "-1", "0". */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function formatPercent(p: Probability): string {
  const percent = toNumber(p) * 100;
  return `${percent === 0 || percent === 100 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** The short link of a printed rule number, or undefined for table names and the like. */
export function ruleHref(edition: string, rule: string): string | undefined {
  return isRuleNumber(rule) ? rulePermalink(edition, rule) : undefined;
}
