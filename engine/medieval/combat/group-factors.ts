/**
 * 1.7: a group's charge factor or armor is the mean of its units' values,
 * a missing value counting as 0. How the mean is rounded is a conflict
 * ('group-factor-rounding'): 1.6 rounds every division up, the 1.7 example
 * rounds to the nearest.
 */
import type { ResolvedOptions } from '../editions/options.ts';

/** 1.7: the rounded mean of the values (0 for an empty group). */
export function groupFactor(
  values: readonly number[],
  rounding: ResolvedOptions['groupRounding'],
): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  // Guard against 2.0000000001 from floating division before rounding up.
  const exact = Math.round(mean * 1e9) / 1e9;
  return rounding === 'up' ? Math.ceil(exact) : Math.floor(exact + 0.5);
}

/** True when the two roundings of 1.6 and 1.7 give different answers for these values. */
export function roundingMatters(values: readonly number[]): boolean {
  return groupFactor(values, 'up') !== groupFactor(values, 'nearest');
}

/** 1.6 a–b: halving rounds up, so 1 SP halved is still 1 and 5 halved is 3. */
export function halve(value: number): number {
  return Math.ceil(value / 2);
}
