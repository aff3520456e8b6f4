/**
 * Knighthood and the Middle Ages III's tools on the kit's tool state: rules
 * read by their printed numbers ("5.10", "T11") and link to their short links;
 * the Basics' unnumbered paragraphs (Dice, Ground scale) link to their headings.
 */
import type { WorkingStep } from '../../../engine/core/index.ts';
import {
  defaultReadings,
  tableIds,
  unnumberedSectionNames,
  type Readings,
  type RuleRef,
  type UnnumberedSection,
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

const isUnnumbered = (rule: string): rule is UnnumberedSection => rule in unnumberedSectionNames;

/** Where each unnumbered paragraph sits on the Basics page: its heading's anchor. */
const unnumberedAnchors: Readonly<Record<UnnumberedSection, string>> = {
  dice: 'dice',
  'ground-scale': 'scales-and-time',
};

const isRule = (rule: string): rule is RuleRef =>
  isUnnumbered(rule) ||
  (tableIds as readonly string[]).includes(rule) ||
  /^\d+\.\d+(-[a-z-]+)?$/.test(rule);

export const knighthoodBook: BookAdapter<RuleRef, Readings> = {
  id: book,
  isRule,
  label: (rule) => (isUnnumbered(rule) ? unnumberedSectionNames[rule] : rule),
  href: (rule) =>
    isUnnumbered(rule)
      ? `${pageHref(`${book}/the-basics`)}#${unnumberedAnchors[rule]}`
      : rulePermalink(book, rule),
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
