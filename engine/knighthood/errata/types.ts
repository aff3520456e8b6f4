import type { Erratum as CoreErratum } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { TableId } from '../tables/index.ts';

/**
 * What an entry cites: a table ("T9"), a printed rule number ("4.50"), or
 * "dice" for the unnumbered Dice paragraph of the Basics.
 */
export type RuleRef = TableId | `${number}.${number}` | 'dice';

/** A place where the book can be read two ways, with the reading the engine follows. */
export type Erratum = CoreErratum<RuleRef, Readings>;
