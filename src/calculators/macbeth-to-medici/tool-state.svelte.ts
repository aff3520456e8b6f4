/**
 * From Macbeth to Medici's tools on the kit's tool state: how its named
 * sections read and link, its errata register and readings.
 */
import {
  defaultReadings,
  sections,
  type NotedTable,
  type Readings,
  type SectionId,
} from '../../../engine/macbeth-to-medici/index.ts';
import type { WorkingStep } from '../../../engine/core/index.ts';
import { BookTool, type BookAdapter, type FieldValue } from '../kit/tool-state.svelte.ts';
import type { Step } from '../kit/step.ts';
import { rulePermalink } from '../../lib/content/page-paths.ts';

export const book = 'macbeth-to-medici';

/** The short link of a section: `/macbeth-to-medici/r/control-test/`. */
export function sectionHref(section: SectionId): string {
  return rulePermalink(book, section);
}

export const m2mBook: BookAdapter<SectionId, Readings> = {
  id: book,
  isRule: (rule): rule is SectionId => rule in sections,
  label: (section) => sections[section],
  href: sectionHref,
  loadRegister: async () => {
    const { errataAt, offeredReadings } = await import('./register.ts');
    return { errataAt, offered: offeredReadings };
  },
  defaultReadings,
};

/** The engine's working as the kit shows it: each step linked to its section. */
export function viewSteps(steps: readonly WorkingStep<SectionId>[]): Step[] {
  return steps.map((s) => ({
    text: s.text,
    rule: sections[s.rule],
    href: sectionHref(s.rule),
  }));
}

export abstract class M2mTool extends BookTool<SectionId, Readings> {
  /** The tables whose printed notes the tool shows, loaded with the register. */
  protected readonly notedTables: readonly NotedTable[] = [];

  constructor(defaults: Record<string, FieldValue>) {
    super(m2mBook, defaults);
  }

  override async loadRegister(): Promise<void> {
    const [, { findTableNotes }] = await Promise.all([
      super.loadRegister(),
      import('./register.ts'),
    ]);
    this.tableNotes = viewSteps(this.notedTables.flatMap((table) => findTableNotes(table)));
  }
}
