/**
 * The Medieval tools on the kit's tool state: one class per tool serves the
 * three editions (Bannockburn, Kosovo, 1066), each reading its own rule
 * numbers, tables and errata register. The working cites printed rule
 * numbers, which link to their short links.
 */
import { ok, type Result } from '../../../engine/core/index.ts';
import {
  getEdition,
  resolveReadings,
  type EditionId,
  type EditionProfile,
  type ResolvedReadings,
} from '../../../engine/medieval/index.ts';
import {
  BookTool,
  type BookAdapter,
  type FieldValue,
  type ToolAnswer,
} from '../kit/tool-state.svelte.ts';
import type { Step } from '../kit/step.ts';
import { ruleHref } from '../kit/format.ts';
import { isRuleNumber } from '../../lib/content/rule-numbers.ts';

/** The edition's profile; the registry only builds tools for the site's editions. */
export function profileOf(edition: EditionId): EditionProfile {
  const found = getEdition(edition);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

/** An edition as the kit reads it: rule numbers, their links, its register and default readings. */
export function medievalBook(edition: EditionId): BookAdapter<string, ResolvedReadings> {
  return {
    id: edition,
    isRule: (rule): rule is string => isRuleNumber(rule),
    label: (rule) => rule,
    href: (rule) => ruleHref(edition, rule) ?? '',
    loadRegister: async () => {
      const { errataAt, offeredReadingsOf } = await import('./register.ts');
      return {
        errataAt: (rule) =>
          errataAt(edition, rule).map((c) => ({
            id: c.id,
            title: c.title,
            reading: c.reading,
            alternative: c.alternative,
            option: c.option,
            withoutOption: c.withoutOption,
          })),
        offered: offeredReadingsOf(edition),
      };
    },
    defaultReadings: resolveReadings(profileOf(edition), {}),
  };
}

/** An answer in one line with its working: the Medieval tools show no odds table. */
export function answered(answer: string, steps: readonly Step[]): Result<ToolAnswer> {
  return ok({ answer, steps, caption: '', heading: '', rows: [], over: 1n, rolled: false });
}

export abstract class MedievalTool extends BookTool<string, ResolvedReadings> {
  readonly edition: EditionId;
  readonly profile: EditionProfile;

  constructor(edition: EditionId, defaults: Record<string, FieldValue>) {
    super(medievalBook(edition), defaults);
    this.edition = edition;
    this.profile = profileOf(edition);
  }

  /** The rules the working cites (or the error names): the register shows their entries. */
  get sectionsUsed(): readonly string[] {
    const result = this.result;
    return result.ok ? result.value.steps.map((s) => s.rule) : [result.error.rule];
  }
}
