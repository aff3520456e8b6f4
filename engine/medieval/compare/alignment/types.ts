/**
 * The alignment of the three Medieval editions' printed rules, by what each
 * rule is about: reviewed data, one file per chapter, read by the compare
 * view and the "what changed" summaries.
 */
import type { EditionId } from '../../types.ts';

/** The order of an aligned row's cells. */
export const alignedEditions = [
  'bannockburn-1314',
  'kosovo-1389',
  '1066',
] as const satisfies readonly EditionId[];

/**
 * One edition's side of a row: the printed rule number, two or more numbers
 * where that edition splits the rule (or the others merge it), or null where
 * the edition has no such rule.
 */
export type AlignedCell = string | readonly string[] | null;

/** What a rule difference does to play that the engine can work out in numbers. */
export type EffectId =
  | 'rear-attack'
  | 'ratio-clamp'
  | 'ranged-in-combat'
  | 'after-retreat'
  | 'pursuit'
  | 'leader-range'
  | 'ride-down'
  | 'combat-table';

/** A difference that changes play (not just the wording), in our words. */
export interface RuleChange {
  /**
   * The editions that read the way `summary` describes (or, for a rule some
   * editions lack, the editions that have it); the others do not.
   */
  in: readonly EditionId[];
  /** One sentence, shown in the summaries and beside the aligned rules. */
  summary: string;
  /** The engine's worked effect of this difference, when it models it. */
  effect?: EffectId;
}

export interface AlignedRow {
  /** Bannockburn 1314, Kosovo Field 1389 and 1066, in that order (`alignedEditions`). */
  rules: readonly [AlignedCell, AlignedCell, AlignedCell];
  changes?: readonly RuleChange[];
}

export interface AlignedChapter {
  /** URL slug of the chapter in the compare view. */
  id: string;
  title: string;
  /** Set when the whole chapter exists in these editions only; its change explains why. */
  onlyIn?: RuleChange;
  rows: readonly AlignedRow[];
}
