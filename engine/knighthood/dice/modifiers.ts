/** Table modifiers chosen by id, and the shape of a check made on one die. */
import { fail, ok, type Result } from '../../core/index.ts';

/** The total of the chosen lines of a modifier table; an id the table does not list is an error naming it. */
export function addModifiers(
  table: readonly { readonly id: string; readonly value: number }[],
  ids: readonly string[],
  rule: string,
): Result<number> {
  let total = 0;
  for (const id of ids) {
    const line = table.find((m) => m.id === id);
    if (!line) return fail('modifiers', rule, `${rule} has no modifier "${id}"`);
    total += line.value;
  }
  return ok(total);
}

export type { OneDieCheck } from '../../core/index.ts';

/** A die the player read for a one-die check: 1 to 6, or an error naming the rule. */
export function checkOneDie(roll: number, rule: string): Result<number> {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) {
    return fail('roll', rule, `one die shows 1 to 6, not ${roll}`);
  }
  return ok(roll);
}
