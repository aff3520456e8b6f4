/**
 * A Knighthood one-die check (polearm cohesion, rough terrain) laid out by
 * the kit: its working linked to the book's rules, and the roll read last.
 */
import type { OneDieCheck } from '../../../engine/knighthood/index.ts';
import { answerOneDieCheck, type CheckOutcome } from '../kit/one-die-answer.ts';
import { formatOdds, formatSigned } from '../kit/format.ts';
import type { ToolAnswer } from '../kit/tool-state.svelte.ts';
import { viewSteps, type KnighthoodStep } from './tool-state.svelte.ts';

export interface KnighthoodCheckWording {
  readonly pass: CheckOutcome;
  readonly fail: CheckOutcome;
  readonly caption: string;
  /** The working before the roll. */
  readonly steps: readonly KnighthoodStep[];
  /** The rule the roll is read by. */
  readonly rule: KnighthoodStep['rule'];
}

/** Both outcomes' odds, and the roll's outcome when a die was read. */
export function answerKnighthoodCheck(
  check: OneDieCheck,
  roll: number | undefined,
  wording: KnighthoodCheckWording,
): ToolAnswer {
  const { modifier, passed } = check;
  const read: KnighthoodStep[] =
    passed === undefined || roll === undefined
      ? []
      : [
          {
            text: `${roll} ${formatSigned(modifier)} = ${roll + modifier}: ${(passed ? wording.pass : wording.fail).label.toLowerCase()}`,
            rule: wording.rule,
          },
        ];
  const answered: OneDieCheck =
    roll === undefined ? { modifier, passChance: check.passChance } : check;
  return answerOneDieCheck(
    answered,
    { ...wording, steps: viewSteps([...wording.steps, ...read]) },
    formatOdds,
  );
}
