/**
 * A leader hit read from the dice (T20, 7.10): the chance of each result
 * before the roll, and the result and capture a rolled die and capture die
 * give. Only a leader hit in melee rolls for capture (7.10).
 */
import { chance, fail, ok, type Probability, type Result } from '../../../core/index.ts';
import { leaderHits, type LeaderHitResult } from '../../tables/morale-leaders.ts';

const isFace = (n: number | undefined): n is number =>
  n !== undefined && Number.isInteger(n) && n >= 1 && n <= 6;
const width = (r: { from: number; to: number }): number => r.to - r.from + 1;

/** T20: each result's chance on 1D, and in melee the chance he is also captured. */
export function leaderHitOdds(
  by: 'missile' | 'close-combat',
): { result: LeaderHitResult; chance: Probability; captured: Probability | null }[] {
  return leaderHits.map((line) => ({
    result: line.result,
    chance: chance(width(line.roll), 6),
    captured: by === 'close-combat' ? chance(width(line.capture), 6) : null,
  }));
}

/** T20, 7.10: the result a die gives, and whether the capture die (melee only) takes him. */
export function readLeaderHitRoll(
  roll: number,
  by: 'missile' | 'close-combat',
  captureRoll?: number,
): Result<{ result: LeaderHitResult; captured: boolean }> {
  if (!isFace(roll)) return fail('roll', 'T20', `a die shows 1 to 6, not ${String(roll)}`);
  const line = leaderHits.find((l) => roll >= l.roll.from && roll <= l.roll.to);
  if (!line) return fail('roll', 'T20', `T20 has no line for ${roll}`);
  if (by === 'missile') return ok({ result: line.result, captured: false });
  if (!isFace(captureRoll))
    return fail('captureRoll', '7.10', `a die shows 1 to 6, not ${String(captureRoll)}`);
  return ok({
    result: line.result,
    captured: captureRoll >= line.capture.from && captureRoll <= line.capture.to,
  });
}
