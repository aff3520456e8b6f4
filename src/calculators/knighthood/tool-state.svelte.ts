/**
 * Knighthood and the Middle Ages III's tools on the kit's tool state: rules
 * read by their printed numbers ("5.10", "T11") and link to their short links;
 * the Dice paragraph, which has no number, links to its heading.
 */
import type { WorkingStep } from '../../../engine/core/index.ts';
import {
  defaultReadings,
  tableIds,
  type Readings,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import {
  BookTool,
  viewRuleSteps,
  type BookAdapter,
  type FieldValue,
} from '../kit/tool-state.svelte.ts';
import type { Step } from '../kit/step.ts';
import { pageHref, rulePermalink } from '../../lib/content/page-paths.ts';

export const book = 'knighthood-3';

const isRule = (rule: string): rule is RuleRef =>
  rule === 'dice' ||
  (tableIds as readonly string[]).includes(rule) ||
  /^\d+\.\d+(-[a-z-]+)?$/.test(rule);

export const knighthoodBook: BookAdapter<RuleRef, Readings> = {
  id: book,
  isRule,
  label: (rule) => (rule === 'dice' ? 'Dice' : rule),
  href: (rule) =>
    rule === 'dice' ? `${pageHref(`${book}/the-basics`)}#dice` : rulePermalink(book, rule),
  loadRegister: async () => {
    const { errataAt, offeredReadings } = await import('./register.ts');
    return { errataAt, offered: offeredReadings };
  },
  defaultReadings,
};

/** A step of the working, citing the rule or table behind it. */
export type KnighthoodStep = WorkingStep<RuleRef>;

/** The working as the kit shows it: each step linked to its rule or table. */
export function viewSteps(steps: readonly KnighthoodStep[]): Step[] {
  return viewRuleSteps(knighthoodBook, steps);
}

export abstract class KnighthoodTool extends BookTool<RuleRef, Readings> {
  constructor(defaults: Record<string, FieldValue>) {
    super(knighthoodBook, defaults);
  }
}
