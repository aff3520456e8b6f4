import type { Erratum as CoreErratum, ReadingReader } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { TableId } from '../tables/index.ts';

/** The Basics' paragraphs the book prints without a number, by their printed names. */
export type UnnumberedSection = 'dice' | 'ground-scale';

/**
 * What an entry cites: a table ("T9"), a printed rule number ("4.50"), or one
 * of the Basics' unnumbered paragraphs ("dice", "ground-scale").
 */
export type RuleRef = TableId | `${number}.${number}` | UnnumberedSection;

/** A place where the book can be read two ways, with the reading the engine follows. */
export type Erratum = CoreErratum<RuleRef, Readings>;

/** The readers of a switch only the play along reads: no calculator computes what it changes. */
export const playAlong: readonly ReadingReader[] = ['play-along'];
