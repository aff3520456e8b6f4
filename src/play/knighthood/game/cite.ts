/** Knighthood's rule numbers as the play page links them. */
import { ruleHref } from '../../../calculators/kit/format.ts';
import type { Cite } from '../../kit/cite.ts';

export const citeRule: Cite = (rule) => ({ label: rule, href: ruleHref('knighthood-3', rule) });
