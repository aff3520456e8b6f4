/**
 * 8.2.4–8.2.5: a leader stacked with units that must retreat rolls 2D6 and
 * dies if the roll, less every SP those units lost (including losses for
 * hexes they could not retreat, 5.4.6), is at most the retreat required.
 */
import { chanceOfTotal, checkRolled, diceDistribution, twoD6 } from '../../core/dice.ts';
import type { Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';

export interface LeaderDeathSituation {
  /** Hexes the result requires the stack to retreat (Dx/Ax). */
  retreat: number;
  /** SPs the stack lost in this combat, including 5.4.6 losses. */
  losses: number;
}

function check({ retreat, losses }: LeaderDeathSituation): Result<true> {
  if (!Number.isInteger(retreat) || retreat < 1 || retreat > 5) {
    return fail(
      'retreat',
      '8.2.4',
      `a leader only rolls when the stack retreats 1 to 5 hexes, not ${retreat}`,
    );
  }
  if (!Number.isInteger(losses) || losses < 0)
    return fail('losses', '8.2.5', `losses are a whole number from 0, not ${losses}`);
  return ok(true);
}

/** The 2D6 totals on which the leader dies, and their exact chance. */
export function leaderDeathOdds(
  situation: LeaderDeathSituation,
): Result<{ diesOn: number[]; dies: Probability }> {
  const checked = check(situation);
  if (!checked.ok) return checked;
  const dies = (total: number) => total - situation.losses <= situation.retreat;
  return ok({
    diesOn: diceDistribution(twoD6)
      .map((r) => r.total)
      .filter(dies),
    dies: chanceOfTotal(twoD6, dies),
  });
}

/** 8.2.4: whether a rolled 2D6 kills the leader. */
export function resolveLeaderDeath(
  situation: LeaderDeathSituation,
  roll: number,
): Result<{ dies: boolean; modifiedRoll: number }> {
  const checked = check(situation);
  if (!checked.ok) return checked;
  const rolled = checkRolled(twoD6, roll, 'roll');
  if (!rolled.ok) return rolled;
  const modifiedRoll = roll - situation.losses;
  return ok({ dies: modifiedRoll <= situation.retreat, modifiedRoll });
}
