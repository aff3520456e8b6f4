/**
 * The answer of a pass-or-fail check on one die (polearm cohesion, rough
 * terrain): both outcomes with their chances before the roll, then the roll
 * read against them. The engine decides; this only words it.
 */
import { not, type Probability } from '../../../engine/core/index.ts';
import type { OneDieCheck } from '../../../engine/knighthood/index.ts';
import { formatChance, formatSigned } from '../kit/format.ts';
import type { ToolAnswer } from '../kit/tool-state.svelte.ts';
import { viewSteps, type KnighthoodStep } from './tool-state.svelte.ts';

export interface CheckOutcome {
  readonly key: string;
  readonly label: string;
  readonly detail: string;
}

export interface OneDieWording {
  readonly pass: CheckOutcome;
  readonly fail: CheckOutcome;
  readonly caption: string;
  /** The working before the roll. */
  readonly steps: readonly KnighthoodStep[];
  /** The rule the roll is read by. */
  readonly rule: KnighthoodStep['rule'];
}

/** Both outcomes' odds, and the roll's outcome when a die was read. */
export function answerOneDieCheck(
  check: OneDieCheck,
  roll: number | undefined,
  wording: OneDieWording,
): ToolAnswer {
  const { modifier, passChance, passed } = check;
  const outcomes: [CheckOutcome, Probability, boolean][] = [
    [wording.pass, passChance, true],
    [wording.fail, not(passChance), false],
  ];
  const rows = outcomes.map(([outcome, odds, passes]) => ({
    ...outcome,
    chance: odds,
    current: passed === passes,
  }));
  const base = { caption: wording.caption, heading: 'Outcome', rows, over: 6n };
  if (passed === undefined || roll === undefined) {
    return {
      ...base,
      answer: `${wording.pass.label} ${formatChance(passChance, 6)}`,
      steps: viewSteps(wording.steps),
      rolled: false,
    };
  }
  const outcome = passed ? wording.pass : wording.fail;
  const read: KnighthoodStep = {
    text: `${roll} ${formatSigned(modifier)} = ${roll + modifier}: ${outcome.label.toLowerCase()}`,
    rule: wording.rule,
  };
  return {
    ...base,
    answer: `${outcome.label}: ${outcome.detail}`,
    chance: `This result: ${formatChance(passed ? passChance : not(passChance), 6)} before the roll`,
    steps: viewSteps([...wording.steps, read]),
    rolled: true,
  };
}
