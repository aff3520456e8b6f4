/** From Macbeth to Medici's sections (it has no rule numbers) as the play page links them. */
import { sections, type SectionId } from '../../../../engine/macbeth-to-medici/index.ts';
import { ruleHref } from '../../../calculators/kit/format.ts';
import { rulePermalink } from '../../../lib/content/page-paths.ts';
import type { Cite } from '../../kit/cite.ts';

const book = 'macbeth-to-medici';

/**
 * A section by its name, linked to its short link. (Through the kit's ruleHref,
 * as every other play page links its rules, so the page shares their chunk.)
 */
export const citeSection: Cite = (rule) =>
  Object.hasOwn(sections, rule)
    ? {
        label: sections[rule as SectionId],
        href: ruleHref(book, rule) ?? rulePermalink(book, rule),
      }
    : { label: rule, href: undefined };
