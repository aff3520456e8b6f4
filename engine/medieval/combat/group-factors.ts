/**
 * 1.7: a group's charge factor or armor is the mean of its units' values,
 * a missing value counting as 0. How the mean is rounded is an erratum
 * ('group-factor-rounding'): the 1.7 example rounds to the nearest, .5 up
 * (2.25 → 2, 0.5 → 1), and is the default as the rule that speaks to group
 * factors; 1.6's general rule rounds every division up (option 'up').
 */
import type { ResolvedReadings } from '../editions/readings.ts';

/** 1.7: the mean of the values, rounded to the nearest (.5 up) or, under 1.6, up; 0 for an empty group. */
export function groupFactor(
  values: readonly number[],
  rounding: ResolvedReadings['groupRounding'],
): number {
  const n = values.length;
  if (n === 0) return 0;
  const total = values.reduce((a, b) => a + b, 0);
  // Whole-number arithmetic keeps 2.5 and 0.5 exact: nearest is floor(total / n + 1/2).
  return rounding === 'up' ? Math.ceil(total / n) : Math.floor((2 * total + n) / (2 * n));
}

/** True when the two roundings of 1.6 and 1.7 give different answers for these values. */
export function roundingMatters(values: readonly number[]): boolean {
  return groupFactor(values, 'up') !== groupFactor(values, 'nearest');
}

/** 1.6 a–b: halving rounds up, so 1 SP halved is still 1 and 5 halved is 3. */
export function halve(value: number): number {
  return Math.ceil(value / 2);
}
