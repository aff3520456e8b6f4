import type { Readings } from '../readings.ts';
import type { TableId } from '../tables/index.ts';

export type ConflictKind = 'contradiction' | 'misprint' | 'gap';

/**
 * What an entry cites: a table ("T9"), a printed rule number ("4.50"), or
 * "dice" for the unnumbered Dice paragraph of the Basics.
 */
export type RuleRef = TableId | `${number}.${number}` | 'dice';

type ReadingChoice = {
  [K in keyof Readings]-?: { name: K; value: Readings[K] };
}[keyof Readings];

/** A place where the book can be read two ways, with the reading the engine follows. */
export interface Conflict {
  id: string;
  kind: ConflictKind;
  /** The rules and tables the entry concerns; the pages show it under each. */
  cites: readonly RuleRef[];
  title: string;
  /** The reading the engine uses. */
  reading: string;
  /** The other reading. */
  alternative: string;
  /** The option that switches to the other reading, where the engine offers one. */
  option?: ReadingChoice;
}
