/** Wording the leader tools share: the T18 classes as choices, and a side of a leader combat. */
import { formatHitNumber, type LeaderCombatSide } from '../../../engine/knighthood/index.ts';
import { formatChance } from '../kit/format.ts';

export const leaderClassChoices = [
  { value: 'A', label: 'A: Cautious' },
  { value: 'B', label: 'B: Deliberate' },
  { value: 'C', label: 'C: Bold' },
  { value: 'D', label: 'D: Rash' },
] as const;

/** "Seeker: 4 points, even, hits on 2 (12/36 · 33.3%)". */
export function describeCombatSide(name: string, side: LeaderCombatSide): string {
  return `${name}: ${side.points} points, ${side.standing}, hits on ${formatHitNumber(side.hit)} (${formatChance(side.hitChance)})`;
}
