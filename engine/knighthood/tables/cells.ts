/**
 * Hit numbers as the tables print them (Dice, T9 key). A whole number is read
 * on one die; a fraction such as "2/3" is read on two dice as tens and ones.
 * "X" on T9 is no effect: nothing the dice show can hit.
 */
export type HitNumber =
  | { readonly kind: 'whole'; readonly value: number }
  | { readonly kind: 'fraction'; readonly first: number; readonly second: number }
  | { readonly kind: 'no-effect' };

/** A whole hit number, hit on that or less on 1D (T9 key: "#2"). */
export function whole(value: number): HitNumber {
  return { kind: 'whole', value };
}

/** A fractional hit number, that or less on two dice read as tens and ones (T9 key: "(2/3)"). */
export function fraction(first: number, second: number): HitNumber {
  return { kind: 'fraction', first, second };
}

/** T9 "X": no effect. */
export const noEffect: HitNumber = { kind: 'no-effect' };

/** The hit number as the tables print it: "2", "2/3" or "X". */
export function formatHitNumber(hit: HitNumber): string {
  if (hit.kind === 'whole') return String(hit.value);
  if (hit.kind === 'fraction') return `${hit.first}/${hit.second}`;
  return 'X';
}
