/**
 * Small formatters the examples page's answers share, so each answer line
 * reads engine results the same way.
 */
import { formatOver, type Probability, type Result } from '../../../engine/core/index.ts';

/** The value of an engine result; a failure is a bug in this page's inputs and stops the build. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`examples: ${result.error.rule} ${result.error.message}`);
  return result.value;
}

/** A chance as so many in 36, the way two dice count it. */
export const over36 = (p: Probability) => formatOver(p, 36);

/** A chance as its lowest fraction. */
export const plain = (p: Probability) => `${p.num}/${p.den}`;

const words: Record<string, string> = {
  hit: 'a hit',
  miss: 'a miss',
  'roll-again': 'rolled again',
  'severe-wound': 'severe wound',
  'mortal-wound': 'mortal wound',
  'no-effect': 'no effect',
};

/** An engine code in words. */
export const say = (code: string) => words[code] ?? code;

/** The row with this id; a missing one is a bug in this page's inputs. */
export const find = <T extends { id: string }>(rows: readonly T[], id: string): T => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`examples: no table line "${id}"`);
  return row;
};
