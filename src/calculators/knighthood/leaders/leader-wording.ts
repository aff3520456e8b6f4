/** Wording the leader tools share: the T18 classes as choices, and a lone leader's round of leader combat. */
import { plus } from '../../../../engine/core/index.ts';
import {
  describeLoneLeaderCombat,
  loneLeaderRoundSummary,
  type LeaderCombatOdds,
} from '../../../../engine/knighthood/index.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { viewSteps } from '../tool-state.svelte.ts';

export const leaderClassChoices = [
  { value: 'A', label: 'A: Cautious' },
  { value: 'B', label: 'B: Deliberate' },
  { value: 'C', label: 'C: Bold' },
  { value: 'D', label: 'D: Rash' },
] as const;

/** 9.14, 4 (the register's other reading): the unit fights him as a stand-in leader. */
export function answerLoneLeaderCombat(combat: LeaderCombatOdds): ToolAnswer {
  const { onlyFirstHits, onlySecondHits, bothHit, neitherHits } = combat;
  return {
    answer: `He is hit: ${formatPercent(plus(onlyFirstHits, bothHit))}`,
    chance: loneLeaderRoundSummary,
    caption: 'One round of leader combat against the unit',
    heading: 'Round',
    rows: [
      { key: 'unit', label: 'Unit hits', detail: 'he alone is hit', chance: onlyFirstHits },
      { key: 'both', label: 'Both hit', detail: 'each side scores a hit', chance: bothHit },
      {
        key: 'leader',
        label: 'He hits',
        detail: 'the unit alone is hit',
        chance: onlySecondHits,
      },
      { key: 'neither', label: 'No hits', detail: 'he survives the round', chance: neitherHits },
    ],
    over: 36n,
    steps: viewSteps(describeLoneLeaderCombat(combat, formatOdds)),
    rolled: false,
  };
}
