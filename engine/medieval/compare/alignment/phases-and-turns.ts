/** Phases and turns: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const phasesAndTurns: AlignedChapter = {
  id: 'phases-and-turns',
  title: 'Phases and turns',
  rows: [{ rules: ['2.0', '2.0', '2.0'] }, { rules: ['2.1', '2.1', '2.1'] }],
};
