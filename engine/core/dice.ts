/**
 * Dice for every test of the games: either dice the player rolled (checked
 * against what those dice can show) or a seeded generator whose whole state
 * is one number, so a roll can be stored, replayed and shared.
 * Nothing here draws unseeded randomness.
 */
import { fail, ok, type Result } from './result.ts';

/** The dice the rules use: one die (1D6) or the sum of two (2D6). */
export type DiceKind = '1D6' | '2D6';

const ranges: Record<DiceKind, { count: number; min: number; max: number }> = {
  '1D6': { count: 1, min: 1, max: 6 },
  '2D6': { count: 2, min: 2, max: 12 },
};

/** Checks a total the player rolled: 1D6 shows 1–6, 2D6 totals 2–12. */
export function checkRolled(kind: DiceKind, total: number, field = 'dice'): Result<number> {
  const { min, max } = ranges[kind];
  if (!Number.isInteger(total) || total < min || total > max) {
    return fail(field, kind, `${kind} shows a whole number from ${min} to ${max}, not ${total}`);
  }
  return ok(total);
}

/** Plain-data state of the seeded generator: safe to put in a URL or JSON. */
export interface DiceState {
  seed: number;
}

/** Starts a generator from any integer seed. */
export function seedDice(seed: number): DiceState {
  return { seed: seed >>> 0 };
}

/** One step of mulberry32: the next state and a uniform number in [0, 1). */
function step(state: DiceState): { state: DiceState; unit: number } {
  const seed = (state.seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: { seed }, unit: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

/** Rolls dice from a seeded state; returns each die, the total and the next state. */
export function rollDice(
  kind: DiceKind,
  state: DiceState,
): { dice: number[]; total: number; state: DiceState } {
  const dice: number[] = [];
  let current = state;
  for (let i = 0; i < ranges[kind].count; i += 1) {
    const next = step(current);
    dice.push(1 + Math.floor(next.unit * 6));
    current = next.state;
  }
  return { dice, total: dice.reduce((a, b) => a + b, 0), state: current };
}

/**
 * Exact distribution of a dice total as counts over 6 (1D6) or 36 (2D6).
 * Odds are computed from these counts, never simulated.
 */
export function diceDistribution(kind: DiceKind): { total: number; ways: number; outOf: number }[] {
  const { min, max, count } = ranges[kind];
  const outOf = 6 ** count;
  const rows = [];
  for (let total = min; total <= max; total += 1) {
    const ways = count === 1 ? 1 : 6 - Math.abs(total - 7);
    rows.push({ total, ways, outOf });
  }
  return rows;
}

/** Where a test's dice come from: the total the player rolled, or the seeded generator. */
export type DiceSource = { rolled: number } | { seeded: DiceState };

/**
 * Takes the dice for one test: a rolled total is checked against the dice;
 * a seeded draw returns the faces and the next state to store.
 */
export function takeDice(
  kind: DiceKind,
  source: DiceSource,
  field = 'dice',
): Result<{ total: number; dice?: number[]; state?: DiceState }> {
  if ('rolled' in source) {
    const checked = checkRolled(kind, source.rolled, field);
    return checked.ok ? ok({ total: checked.value }) : checked;
  }
  if (
    !Number.isInteger(source.seeded.seed) ||
    source.seeded.seed < 0 ||
    source.seeded.seed > 0xffffffff
  ) {
    return fail(
      field,
      kind,
      `a seed is a whole number from 0 to 4294967295, not ${source.seeded.seed}`,
    );
  }
  return ok(rollDice(kind, source.seeded));
}
