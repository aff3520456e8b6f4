/**
 * Knighthood and the Middle Ages III's tools on the kit's tool state: its
 * printed rule and table numbers as rules, their short links, its conflicts
 * register and readings.
 */
import {
  conflictsAt,
  defaultReadings,
  type Readings,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { BookTool, type BookAdapter, type FieldValue } from '../kit/tool-state.svelte.ts';
import { isRuleNumber } from '../../lib/rule-numbers.ts';
import { rulePermalink } from '../../lib/page-paths.ts';

export const book = 'knighthood-3';

export const knighthoodBook: BookAdapter<RuleRef, Readings> = {
  id: book,
  isRule: (rule): rule is RuleRef => isRuleNumber(rule),
  label: (rule) => rule,
  href: (rule) => rulePermalink(book, rule),
  conflictsAt,
  defaultReadings,
};

export abstract class KnighthoodTool extends BookTool<RuleRef, Readings> {
  constructor(defaults: Record<string, FieldValue>) {
    super(knighthoodBook, defaults);
  }
}
