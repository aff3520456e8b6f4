/**
 * The seed of a dice entry given none: the clock, plus one for every seed
 * already handed out, so entries made in the same millisecond (a tool's
 * first and second dice) never draw the same faces.
 */
let handedOut = 0;

export function freshSeed(): number {
  return Date.now() + handedOut++;
}
