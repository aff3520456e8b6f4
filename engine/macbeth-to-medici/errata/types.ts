import type { Erratum as CoreErratum } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';

/** A place where the book can be read two ways, with the reading the engine follows. */
export type Erratum = CoreErratum<SectionId, Readings>;
