import type { WorkingStep } from '../../../engine/core/index.ts';

/** One step of an answer's working as the kit shows it: the core step, and its link when the rule has one. */
export type Step = WorkingStep & {
  /** A link the system worked out itself (books without printed rule numbers). */
  readonly href?: string | undefined;
};
