/**
 * What every dice entry shares, kept apart from the totals entry (DiceEntry)
 * so a tool that reads faces only does not ship it: fresh seeds, the seeded
 * generator, loaded with a page's first seeded roll, and the log of rolls.
 */
import { loadSeededDice, type DiceState } from '../../../engine/core/index.ts';

/** Seeds handed out so far: entries made in the same millisecond never share one. */
let handedOut = 0;

/**
 * The seed of a dice entry given none: the clock, plus one for every seed
 * already handed out (a tool's first and second dice are made together).
 */
export function freshSeed(): number {
  return Date.now() + handedOut++;
}

type SeededDice = Awaited<ReturnType<typeof loadSeededDice>>;
/** The seeded rolls, once the first one has loaded them. */
let seeded: SeededDice | undefined;

/** Loads the seeded rolls (once, with a page's first seeded roll). */
export async function loadSeeded(): Promise<SeededDice> {
  seeded ??= await loadSeededDice();
  return seeded;
}

/** The seeded rolls if a roll has loaded them: a logged seeded entry implies they are. */
export function seededIfLoaded(): SeededDice | undefined {
  return seeded;
}

export interface RollEntry {
  total: number;
  /** Each die's face, when it is known (tapped or drawn). */
  faces?: number[];
  source: 'typed' | 'tapped' | 'seeded';
  /** The generator state a seeded roll was drawn from. */
  state?: DiceState;
}

/** How a log entry reads: "7 (3+4, seeded)". */
export function describeEntry(entry: RollEntry): string {
  const faces = entry.faces && entry.faces.length > 1 ? `${entry.faces.join('+')}, ` : '';
  return `${entry.total} (${faces}${entry.source})`;
}
