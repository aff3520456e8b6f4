/** Who takes a side's SP losses after a combat. */
import { fail, ok, type Result } from '../../../core/result.ts';

/**
 * 5.4.7 (Kosovo: the 5.4.6 example): the player splits a side's loss among
 * the units that fought. A split given for the side must add up to the loss
 * (or to every SP, when the loss is larger); without one, each SP comes
 * from the unit with most SPs left, the first listed on a tie, which spares
 * units from elimination (6.1.4) as long as it can.
 */
export function allotLosses(
  fighters: readonly { id: string; sp: number }[],
  loss: number,
  chosen: Readonly<Record<string, number>> | undefined,
  field: string,
  rule: string,
): Result<Map<string, number>> {
  const taken = new Map(fighters.map((f) => [f.id, 0]));
  const total = Math.min(
    loss,
    fighters.reduce((sum, f) => sum + f.sp, 0),
  );
  const mine = Object.entries(chosen ?? {}).flatMap(([id, n]) => {
    const fighter = fighters.find((f) => f.id === id);
    return fighter ? [{ id, n, sp: fighter.sp }] : [];
  });
  if (mine.length > 0) {
    let sum = 0;
    for (const { id, n, sp } of mine) {
      if (!Number.isInteger(n) || n < 0 || n > sp)
        return fail(`${field}.${id}`, rule, `${id} can take 0 to ${sp} SPs, not ${n}`);
      taken.set(id, n);
      sum += n;
    }
    return sum === total
      ? ok(taken)
      : fail(field, rule, `the side loses ${total} SP${total === 1 ? '' : 's'}, not ${sum}`);
  }
  for (let i = 0; i < total; i++) {
    const next = fighters.reduce((a, b) =>
      b.sp - (taken.get(b.id) ?? 0) > a.sp - (taken.get(a.id) ?? 0) ? b : a,
    );
    taken.set(next.id, (taken.get(next.id) ?? 0) + 1);
  }
  return ok(taken);
}
