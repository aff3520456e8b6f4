/**
 * Dice as data: a die is its list of faces, a dice expression is a list of
 * dice (count × die) with an optional modifier. Any expression gets its exact
 * distribution and checks of a total or of faces the player rolled; seeded
 * rolls are in seeded-dice.ts. No unseeded randomness.
 */
import { chance, type Probability } from './probability.ts';
import { fail, ok, type Result } from './result.ts';

/** One die: the faces it shows, each equally likely. */
export interface Die {
  /** How players write it after a count: 'D6' in '2D6'. */
  readonly label: string;
  readonly faces: readonly number[];
}

/** The six-sided die. */
export const d6: Die = { label: 'D6', faces: [1, 2, 3, 4, 5, 6] };

/** The average die (From Macbeth to Medici): a d6 marked 2, 3, 3, 4, 4, 5. */
export const averageDie: Die = { label: 'AvD', faces: [2, 3, 3, 4, 4, 5] };

/** Dice rolled together and added up, plus a modifier. */
export interface DiceExpression {
  readonly dice: readonly { readonly count: number; readonly die: Die }[];
  readonly modifier: number;
}

/** Builds an expression: `buildDice([2, d6])` is 2D6, `buildDice([1, d6], [1, averageDie])` one of each. */
export function buildDice(...dice: [count: number, die: Die][]): DiceExpression {
  return { dice: dice.map(([count, die]) => ({ count, die })), modifier: 0 };
}

/** The same expression with a modifier added to its total. */
export function withModifier(expression: DiceExpression, modifier: number): DiceExpression {
  return { ...expression, modifier: expression.modifier + modifier };
}

/** The dice of the Medieval tables: one die, and the sum of two. */
export const oneD6 = buildDice([1, d6]);
export const twoD6 = buildDice([2, d6]);

/** How players write an expression: '2D6', '1D6+1AvD', '3D6-2'. */
export function describeDice(expression: DiceExpression): string {
  const dice = expression.dice.map(({ count, die }) => `${count}${die.label}`).join('+');
  const { modifier } = expression;
  return modifier === 0 ? dice : `${dice}${modifier > 0 ? '+' : ''}${modifier}`;
}

/** Each die of the expression in order, one entry per die rolled. */
export function eachDie(expression: DiceExpression): Die[] {
  return expression.dice.flatMap(({ count, die }) => Array<Die>(count).fill(die));
}

/** One possible total, the ways to roll it and all the equally likely outcomes. */
export interface DiceTotal {
  total: number;
  ways: bigint;
  outOf: bigint;
  chance: Probability;
}

/**
 * Exact distribution of the total, lowest first, counting every outcome of
 * every die as a bigint so large pools stay exact. Totals that cannot occur
 * are left out.
 */
export function diceDistribution(expression: DiceExpression): DiceTotal[] {
  let ways = new Map<number, bigint>([[expression.modifier, 1n]]);
  let outOf = 1n;
  for (const die of eachDie(expression)) {
    const next = new Map<number, bigint>();
    for (const [total, count] of ways)
      for (const face of die.faces) next.set(total + face, (next.get(total + face) ?? 0n) + count);
    ways = next;
    outOf *= BigInt(die.faces.length);
  }
  return [...ways.entries()]
    .sort(([a], [b]) => a - b)
    .map(([total, count]) => ({ total, ways: count, outOf, chance: chance(count, outOf) }));
}

/** The exact chance that the total is one `wanted` accepts. */
export function chanceOfTotal(
  expression: DiceExpression,
  wanted: (total: number) => boolean,
): Probability {
  const rows = diceDistribution(expression);
  const ways = rows.filter((r) => wanted(r.total)).reduce((n, r) => n + r.ways, 0n);
  return chance(ways, rows[0]?.outOf ?? 1n);
}

/** Checks a total the player rolled against what the dice can show. */
export function checkRolled(
  expression: DiceExpression,
  total: number,
  field = 'dice',
  rule = describeDice(expression),
): Result<number> {
  const totals = diceDistribution(expression).map((r) => r.total);
  const min = totals[0] ?? 0;
  const max = totals.at(-1) ?? 0;
  if (!Number.isInteger(total) || !totals.includes(total)) {
    const shows =
      totals.length === max - min + 1
        ? `a whole number from ${min} to ${max}`
        : `one of ${totals.join(', ')}`;
    return fail(field, rule, `${describeDice(expression)} shows ${shows}, not ${total}`);
  }
  return ok(total);
}

/** Checks each die the player read, in the expression's order; returns their total. */
export function checkFaces(
  expression: DiceExpression,
  faces: readonly number[],
  field = 'dice',
  rule = describeDice(expression),
): Result<{ faces: number[]; total: number }> {
  const dice = eachDie(expression);
  const label = describeDice(expression);
  if (faces.length !== dice.length) {
    return fail(field, rule, `${label} is ${dice.length} dice, not ${faces.length}`);
  }
  for (const [i, die] of dice.entries()) {
    if (!die.faces.includes(faces[i] ?? Number.NaN)) {
      const shown = [...new Set(die.faces)].join(', ');
      return fail(field, rule, `die ${i + 1} (${die.label}) shows ${shown}, not ${faces[i]}`);
    }
  }
  return ok({ faces: [...faces], total: faces.reduce((a, b) => a + b, expression.modifier) });
}
