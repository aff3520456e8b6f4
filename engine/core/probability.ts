/**
 * Exact probabilities as fractions of BigInts, so odds are computed, never
 * simulated, and stay exact for any dice pool: 1/36 × 1/6 is 1/216, and the
 * 6^24 outcomes of 24D6 are counted without rounding (a JavaScript number
 * stops being exact past 2^53, which two chances over 11 dice already pass).
 * A Probability holds bigints: show it with toNumber or formatOver, never
 * JSON.stringify it.
 */

export interface Probability {
  /** Numerator, a whole number ≥ 0, in lowest terms with `den`. */
  readonly num: bigint;
  /** Denominator, a whole number ≥ 1. */
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

/** A fraction in lowest terms; whole numbers are accepted as numbers or bigints. */
export function chance(num: number | bigint, den: number | bigint): Probability {
  const n = BigInt(num);
  const d = BigInt(den);
  const divisor = gcd(n, d);
  return { num: n / divisor, den: d / divisor };
}

export const never: Probability = chance(0, 1);
export const always: Probability = chance(1, 1);

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

/** Negative when a < b, zero when equal, positive when a > b. */
export function compare(a: Probability, b: Probability): number {
  const difference = a.num * b.den - b.num * a.den;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** True when both are the same fraction. */
export function equals(a: Probability, b: Probability): boolean {
  return compare(a, b) === 0;
}

/** The value as a JavaScript number, for display only. */
export function toNumber(p: Probability): number {
  // Past 64 bits, drop the same low bits of both: the ratio keeps a double's precision.
  const shift = BigInt(Math.max(0, p.den.toString(2).length - 64));
  return Number(p.num >> shift) / Number(p.den >> shift);
}

/** The fraction over a chosen denominator when it divides exactly ("7/36"), else lowest terms. */
export function formatOver(p: Probability, den: number | bigint): string {
  const over = BigInt(den);
  return (over * p.num) % p.den === 0n ? `${(over * p.num) / p.den}/${over}` : `${p.num}/${p.den}`;
}
