/**
 * Exact distributions over any kind of result, not only dice totals: the
 * highest of two dice, a plus die against a minus die, a pass or a fail "up".
 * Each outcome counts its ways out of a common total as bigints, so combining
 * many dice stays exact. Equal results are merged (by `key`), which keeps
 * folds over large pools small: the highest of ten dice has six outcomes.
 */
import { chance, type Probability } from './probability.ts';
import type { Die } from './dice.ts';

export interface Outcome<T> {
  readonly value: T;
  /** Equally likely ways to get this value, out of `outOf`. */
  readonly ways: bigint;
}

export interface Outcomes<T> {
  readonly outcomes: readonly Outcome<T>[];
  /** All the equally likely ways together: the outcomes' ways add up to it. */
  readonly outOf: bigint;
}

/** How equal results are recognised; numbers and strings by value, objects by their JSON. */
type KeyOf<T> = (value: T) => string;

const byJson = <T>(value: T): string => JSON.stringify(value);

function merge<T>(entries: Iterable<Outcome<T>>, outOf: bigint, key: KeyOf<T>): Outcomes<T> {
  const merged = new Map<string, Outcome<T>>();
  for (const entry of entries) {
    const k = key(entry.value);
    const seen = merged.get(k);
    merged.set(k, { value: entry.value, ways: (seen?.ways ?? 0n) + entry.ways });
  }
  return { outcomes: [...merged.values()], outOf };
}

/** The one certain outcome. */
export function certain<T>(value: T): Outcomes<T> {
  return { outcomes: [{ value, ways: 1n }], outOf: 1n };
}

/** One die's faces as outcomes: the average die gives 3 and 4 two ways each. */
export function dieOutcomes(die: Die): Outcomes<number> {
  return merge(
    die.faces.map((face) => ({ value: face, ways: 1n })),
    BigInt(die.faces.length),
    String,
  );
}

/** Each outcome turned into another value; values that become equal are merged. */
export function mapOutcomes<T, U>(
  from: Outcomes<T>,
  to: (value: T) => U,
  key: KeyOf<U> = byJson,
): Outcomes<U> {
  return merge(
    from.outcomes.map((o) => ({ value: to(o.value), ways: o.ways })),
    from.outOf,
    key,
  );
}

/** Two independent distributions combined outcome by outcome. */
export function combineOutcomes<A, B, C>(
  a: Outcomes<A>,
  b: Outcomes<B>,
  combine: (a: A, b: B) => C,
  key: KeyOf<C> = byJson,
): Outcomes<C> {
  const pairs = a.outcomes.flatMap((x) =>
    b.outcomes.map((y) => ({ value: combine(x.value, y.value), ways: x.ways * y.ways })),
  );
  return merge(pairs, a.outOf * b.outOf, key);
}

/**
 * `count` independent copies folded with `combine`, starting from `start`:
 * the highest of three dice is `repeatOutcomes(3, d, Math.max, certain(-Infinity))`.
 */
export function repeatOutcomes<T, S>(
  count: number,
  each: Outcomes<T>,
  combine: (so: S, next: T) => S,
  start: Outcomes<S>,
  key: KeyOf<S> = byJson,
): Outcomes<S> {
  let result = start;
  for (let i = 0; i < count; i += 1) result = combineOutcomes(result, each, combine, key);
  return result;
}

/** A distribution of distributions flattened: the next step depends on the last. */
export function chainOutcomes<T, U>(
  from: Outcomes<T>,
  next: (value: T) => Outcomes<U>,
  key: KeyOf<U> = byJson,
): Outcomes<U> {
  const branches = from.outcomes.map((o) => ({ weight: o.ways, then: next(o.value) }));
  const outOf = branches.reduce((lcm, b) => lcmOf(lcm, b.then.outOf), 1n);
  const entries = branches.flatMap(({ weight, then }) =>
    then.outcomes.map((o) => ({ value: o.value, ways: weight * o.ways * (outOf / then.outOf) })),
  );
  return merge(entries, from.outOf * outOf, key);
}

function gcdOf(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcdOf(b, a % b);
}

function lcmOf(a: bigint, b: bigint): bigint {
  return (a / gcdOf(a, b)) * b;
}

/** The exact chance of the outcomes `wanted` accepts. */
export function chanceOf<T>(from: Outcomes<T>, wanted: (value: T) => boolean): Probability {
  const ways = from.outcomes.filter((o) => wanted(o.value)).reduce((n, o) => n + o.ways, 0n);
  return chance(ways, from.outOf);
}

/** Each outcome with its exact chance, in the order given by `order` (lowest first). */
export function listOutcomes<T>(
  from: Outcomes<T>,
  order?: (a: T, b: T) => number,
): { value: T; chance: Probability }[] {
  const rows = from.outcomes.map((o) => ({ value: o.value, chance: chance(o.ways, from.outOf) }));
  return order ? rows.sort((a, b) => order(a.value, b.value)) : rows;
}
