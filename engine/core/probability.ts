/**
 * Exact probabilities as fractions, so odds are computed, never simulated,
 * and a chain of dice (2D6 then 1D6 then 2D6) stays exact: 1/36 × 1/6 is
 * 1/216, not 0.00462962….
 */

export interface Probability {
  /** Numerator, a whole number ≥ 0. */
  num: number;
  /** Denominator, a whole number ≥ 1. */
  den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** A fraction in lowest terms. */
export function chance(num: number, den: number): Probability {
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

export const never: Probability = { num: 0, den: 1 };
export const always: Probability = { num: 1, den: 1 };

export function plus(a: Probability, b: Probability): Probability {
  return chance(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function times(a: Probability, b: Probability): Probability {
  return chance(a.num * b.num, a.den * b.den);
}

/** 1 − p. */
export function not(p: Probability): Probability {
  return chance(p.den - p.num, p.den);
}

/** Adds up a list of probabilities. */
export function sum(ps: readonly Probability[]): Probability {
  return ps.reduce(plus, never);
}

/** The value as a JavaScript number, for display only. */
export function toNumber(p: Probability): number {
  return p.num / p.den;
}

/** The fraction over a chosen denominator when it divides exactly ("7/36"), else lowest terms. */
export function formatOver(p: Probability, den: number): string {
  return (den * p.num) % p.den === 0 ? `${(den * p.num) / p.den}/${den}` : `${p.num}/${p.den}`;
}
