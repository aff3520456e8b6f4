/** Counters in words, for the panel's lists and the board's accessible names. */
import type { CounterStatus, SetupCounter } from '../../../../engine/medieval/index.ts';

/** Facings in words, clockwise from the top hexside. */
export const facingWords = [
  'up',
  'up-right',
  'down-right',
  'down',
  'down-left',
  'up-left',
] as const;

export const statusWords: Record<CounterStatus, string> = {
  ready: 'ready',
  disorganized: 'disorganized',
  scattered: 'scattered',
  panicked: 'panicked',
  'off-map': 'off the map',
  eliminated: 'eliminated',
};

/** A unit's label with its leader ("INF [0] (Wallace)"); a leader's own label. */
export const nameCounter = (c: SetupCounter | undefined): string =>
  c ? (c.kind === 'leader' ? c.label : `${c.label}${c.leader ? ` (${c.leader})` : ''}`) : '';
