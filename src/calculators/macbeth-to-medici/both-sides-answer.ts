/**
 * The answer of a two-sided fight (Impact combat, Melee combat): every result
 * as a row, winner by margin; before the roll each side's chance to win, after
 * it the scores, the result and how likely it was.
 */
import {
  chanceOf,
  listOutcomes,
  ok,
  type Outcomes,
  type Result,
} from '../../../engine/core/index.ts';
import type { SideId, Step as EngineStep } from '../../../engine/macbeth-to-medici/index.ts';
import { formatChance, formatPercent } from '../kit/format.ts';
import { viewSteps, type ToolAnswer } from './tool-state.svelte.ts';

interface Fight {
  readonly winner: SideId | 'draw';
  readonly difference: number;
}

interface Rolled {
  readonly scores: Readonly<Record<SideId, number>>;
  readonly steps: readonly EngineStep[];
}

/** Side a's margin: positive when a wins, negative when b wins. */
const margin = (o: Fight) => (o.winner === 'b' ? -o.difference : o.difference);

/**
 * Builds the tool's answer from the engine's odds and, once dice are read, its
 * resolution; `before` is each side's working shown until then.
 */
export function answerBothSides<T extends Fight>(
  odds: Outcomes<T>,
  rolled: Result<T & Rolled> | undefined,
  fight: { name: string; describe: (o: T) => string; before: readonly EngineStep[] },
): Result<ToolAnswer> {
  if (rolled && !rolled.ok) return rolled;
  // A result is its outcome's fields; the resolution adds scores and steps, which are left out.
  const fields = Object.keys(odds.outcomes[0]?.value ?? {}) as (keyof T)[];
  const key = (o: T) => JSON.stringify(fields.map((f) => o[f]));
  const rolledKey = rolled && key(rolled.value);
  const rows = listOutcomes(odds, (x, y) => margin(y) - margin(x)).map((o) => ({
    key: key(o.value),
    label: o.value.winner === 'draw' ? 'Draw' : `${o.value.winner} by ${o.value.difference}`,
    detail: fight.describe(o.value),
    chance: o.chance,
    current: key(o.value) === rolledKey,
  }));
  const over = odds.outOf;
  const base = { caption: `Every result of the ${fight.name}`, heading: 'Winner', rows, over };
  if (!rolled) {
    const win = (id: SideId | 'draw') => formatPercent(chanceOf(odds, (o) => o.winner === id));
    return ok({
      ...base,
      answer: `a wins ${win('a')} · b wins ${win('b')} · draw ${win('draw')}`,
      chance: undefined,
      steps: viewSteps(fight.before),
      rolled: false,
    });
  }
  const r = rolled.value;
  const row = rows.find((x) => x.current);
  return ok({
    ...base,
    answer: `${r.scores.a} against ${r.scores.b}: ${r.winner === 'draw' ? 'draw' : `${r.winner} wins`}; ${fight.describe(r)}`,
    chance: row && `This result: ${formatChance(row.chance, over)} before the roll`,
    steps: viewSteps(r.steps),
    rolled: true,
  });
}
