/** Display helpers shared by every calculator: chances and rule links. */
import { formatOver, toNumber, type Probability } from '../../../engine/core/index.ts';
import { isRuleNumber } from '../../lib/content/rule-numbers.ts';
import { rulePermalink } from '../../lib/content/page-paths.ts';

/** "6/36 · 16.7%" (or the lowest-terms fraction when it is not a multiple of 1/36). */
export function formatChance(p: Probability, over: number | bigint = 36): string {
  return `${formatOver(p, over)} · ${formatPercent(p)}`;
}

/** Longest exact fraction shown inline ("1218/1296"); a longer one waits behind a tap. */
const shortFraction = 9;

/** The exact fraction over `over`, when it is short enough to read beside its percent. */
export function shortExact(p: Probability, over: number | bigint = 36): string | undefined {
  const exact = formatOver(p, over);
  return exact.length <= shortFraction ? exact : undefined;
}

/**
 * Percent first, for a player: "25.0% (9/36)", or "5.5%" alone when the exact
 * fraction is a long one (the odds table shows it on a tap).
 */
export function formatOdds(p: Probability, over: number | bigint = 36): string {
  const exact = shortExact(p, over);
  return exact ? `${formatPercent(p)} (${exact})` : formatPercent(p);
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
