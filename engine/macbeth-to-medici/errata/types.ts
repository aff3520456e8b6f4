import type { Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';

export type ConflictKind = 'contradiction' | 'misprint' | 'gap';

type ReadingChoice = {
  [K in keyof Readings]-?: { name: K; value: Readings[K] };
}[keyof Readings];

/** A place where the book can be read two ways, with the reading the engine follows. */
export interface Conflict {
  id: string;
  kind: ConflictKind;
  /** The sections the entry concerns; the pages show it under each. */
  cites: readonly SectionId[];
  title: string;
  /** The reading the engine uses by default. */
  reading: string;
  /** The other reading. */
  alternative: string;
  /** The option that switches to the other reading, where the engine offers one. */
  option?: ReadingChoice;
}
