/** From Macbeth to Medici's sections (it has no rule numbers) as the play page links them. */
import { sections, type SectionId } from '../../../../engine/macbeth-to-medici/index.ts';
import { rulePermalink } from '../../../lib/content/page-paths.ts';
import type { Cite } from '../../kit/cite.ts';

export const citeSection: Cite = (rule) =>
  Object.hasOwn(sections, rule)
    ? { label: sections[rule as SectionId], href: rulePermalink('macbeth-to-medici', rule) }
    : { label: rule, href: undefined };
