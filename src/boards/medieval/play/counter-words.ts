/** Facings and states in words, for the panel's lists and the board's accessible names (names: the engine's nameCounters). */
import type { CounterStatus } from '../../../../engine/medieval/index.ts';

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
