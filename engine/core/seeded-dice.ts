/**
 * Seeded rolls: the generator's state (pure-rand's xoroshiro128+) is a plain
 * array of numbers, so a roll can be stored and replayed. A module of its own
 * so that a page loads the generator with its first seeded roll
 * (loadSeededDice), not with the dice it only reads.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { checkRolled, describeDice, eachDie, type DiceExpression } from './dice.ts';
import { fail, ok, type Result } from './result.ts';

/** Plain-data state of the seeded generator: four 32-bit integers, safe in a URL or JSON. */
export type DiceState = readonly number[];

/** Starts a generator from any integer seed. */
export function seedDice(seed: number): DiceState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

function isDiceState(state: unknown): state is DiceState {
  return (
    Array.isArray(state) &&
    state.length === 4 &&
    state.every((n) => Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff) &&
    state.some((n) => n !== 0)
  );
}

/** A seeded roll: each die's face, the total with its modifier, and the state to store next. */
export interface SeededRoll {
  faces: number[];
  total: number;
  state: DiceState;
}

/** Rolls the expression from a seeded state; the same state always gives the same roll. */
export function rollDice(expression: DiceExpression, state: DiceState): SeededRoll {
  const rng = xoroshiro128plusFromState(state);
  const faces = eachDie(expression).map(
    (die) => die.faces[uniformInt(rng, 0, die.faces.length - 1)] ?? 0,
  );
  return {
    faces,
    total: faces.reduce((a, b) => a + b, expression.modifier),
    state: [...rng.getState()],
  };
}

/** Where a test's dice come from: the total the player rolled, or the seeded generator. */
export type DiceSource = { rolled: number } | { seeded: DiceState };

/**
 * Takes the dice for one test: a rolled total is checked against the dice;
 * a seeded draw returns the faces and the next state to store.
 */
export function takeDice(
  expression: DiceExpression,
  source: DiceSource,
  field = 'dice',
  rule = describeDice(expression),
): Result<{ total: number; faces?: number[]; state?: DiceState }> {
  if ('rolled' in source) {
    const checked = checkRolled(expression, source.rolled, field, rule);
    return checked.ok ? ok({ total: checked.value }) : checked;
  }
  if (!isDiceState(source.seeded)) {
    return fail(field, rule, 'a dice state is four whole 32-bit numbers, not all zero');
  }
  return ok(rollDice(expression, source.seeded));
}
