import type { SectionId } from './tables/sections.ts';

/** One line of a rule's working, citing the section it applies. */
export interface Step {
  readonly text: string;
  readonly section: SectionId;
}
