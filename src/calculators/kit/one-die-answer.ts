/**
 * The answer of a pass-or-fail test on one die, in any book: both outcomes
 * with their chances before the roll, then the roll read against them. The
 * engine decides and writes the working; this only lays it out.
 */
import { not, type OneDieCheck, type Probability } from '../../../engine/core/index.ts';
import { formatChance } from './format.ts';
import type { Step } from './step.ts';
import type { ToolAnswer } from './tool-state.svelte.ts';

export interface CheckOutcome {
  /** The odds row's key: `data-outcome` in the page. */
  readonly key: string;
  readonly label: string;
  /** What this outcome does to the unit. */
  readonly detail: string;
}

export interface OneDieWording {
  readonly pass: CheckOutcome;
  readonly fail: CheckOutcome;
  readonly caption: string;
  /** The working, with the roll's reading last once a die was read. */
  readonly steps: readonly Step[];
  /** False when the rules decide without a roll: the answer is the outcome itself. */
  readonly rolls?: boolean;
}

/** Both outcomes' odds, and the roll's outcome once the check has one. */
export function answerOneDieCheck(
  check: OneDieCheck,
  wording: OneDieWording,
  /** How a chance reads: the Medieval books' "3/6 · 50.0%", or percent first. */
  format: (p: Probability, over: number) => string = formatChance,
): ToolAnswer {
  const { passChance, passed } = check;
  const outcomes: [CheckOutcome, Probability, boolean][] = [
    [wording.pass, passChance, true],
    [wording.fail, not(passChance), false],
  ];
  const rows = outcomes.map(([outcome, odds, passes]) => ({
    ...outcome,
    chance: odds,
    current: passed === passes,
  }));
  const base = {
    caption: wording.caption,
    heading: 'Outcome',
    rows,
    over: 6n,
    steps: wording.steps,
  };
  if (passed === undefined)
    return {
      ...base,
      answer: `${wording.pass.label} ${format(passChance, 6)}`,
      rolled: false,
    };
  const outcome = passed ? wording.pass : wording.fail;
  const before = format(passed ? passChance : not(passChance), 6);
  return {
    ...base,
    answer: `${outcome.label}: ${outcome.detail}`,
    ...(wording.rolls === false ? {} : { chance: `This result: ${before} before the roll` }),
    rolled: wording.rolls !== false,
  };
}
