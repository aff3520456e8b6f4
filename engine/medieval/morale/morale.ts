/**
 * MORALE (6.1, Kosovo 6.2), scatter regrouping (9.1.6–9.1.8) and fatigue
 * (Bannockburn/1066 13.2, Kosovo 14.3).
 */
import { checkRolled, oneD6 } from '../../core/dice.ts';
import { chance, never, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { ruleOf } from '../editions/rule-map.ts';
import type { ResolvedReadings } from '../editions/readings.ts';

/** Events that move the MORALE counter (6.1.4–6.1.7). */
export type MoraleEvent =
  'unit-eliminated' | 'banner-fell' | 'banner-recaptured' | 'leader-killed' | 'grand-leader-killed';

const boxes: Record<MoraleEvent, { boxes: number; rule: string }> = {
  'unit-eliminated': { boxes: 1, rule: '6.1.4' },
  'banner-fell': { boxes: 3, rule: '6.1.5' },
  'banner-recaptured': { boxes: 3, rule: '6.1.5' },
  'leader-killed': { boxes: 8, rule: '6.1.6' },
  'grand-leader-killed': { boxes: 12, rule: '6.1.7' },
};

/**
 * 6.1.4–6.1.7: boxes the MORALE counter moves in favour of the side that
 * caused the event (the killer, the banner's enemy, the recapturing side).
 * Ride downs (5.8.4), scatter losses (9.1.5) and losses from a leader's
 * death (8.1.6) do not move it: those are not events here.
 */
export function moraleMove(event: MoraleEvent): { boxes: number; rule: string } {
  return boxes[event];
}

/** Kosovo 6.2: the chance of passing a morale test, and the roll that passes. */
export function moraleTestOdds(
  edition: EditionProfile,
  situation: { morale: number; leader: 'none' | 'in-range' | 'on-hex' },
  readings: ResolvedReadings,
): Result<{ passAtMost: number; modifier: number; passes: Probability; erratum?: string }> {
  const table = edition.tables.moraleTest;
  if (!table)
    return fail('edition', edition.rules.morale.chapter, `${edition.title} has no morale test`);
  const rule = ruleOf(edition.rules, 'morale.testRoll');
  if (!Number.isInteger(situation.morale))
    return fail('morale', rule, `MORALE is a whole number, not ${situation.morale}`);
  // Beyond the printed rows the nearest row applies (+2 or −2).
  const morale = Math.max(-2, Math.min(2, situation.morale));
  const row = table.rows.find((r) => r.morale === morale);
  if (!row) return fail('morale', rule, `no morale test row for ${morale}`);
  const bonus =
    situation.leader === 'on-hex'
      ? table.leaderOnHex
      : situation.leader === 'in-range'
        ? table.leaderInRange
        : 0;
  // 6.2.2–6.2.3 add the bonus to a roll that passes low (erratum 'kosovo-morale-test-leader').
  const modifier = readings.moraleTestLeader === 'add' ? bonus : -bonus;
  let ways = 0;
  for (let face = 1; face <= 6; face += 1) if (face + modifier <= row.passAtMost) ways += 1;
  return ok({
    passAtMost: row.passAtMost,
    modifier,
    passes: chance(ways, 6),
    ...(bonus > 0 ? { erratum: 'kosovo-morale-test-leader' } : {}),
  });
}

/** Kosovo 6.2.1: whether a rolled 1D6 passes the morale test. */
export function resolveMoraleTest(
  edition: EditionProfile,
  situation: { morale: number; leader: 'none' | 'in-range' | 'on-hex' },
  readings: ResolvedReadings,
  roll: number,
): Result<{ passed: boolean; modifiedRoll: number }> {
  const odds = moraleTestOdds(edition, situation, readings);
  if (!odds.ok) return odds;
  const rolled = checkRolled(oneD6, roll, 'roll');
  if (!rolled.ok) return rolled;
  const modifiedRoll = roll + odds.value.modifier;
  return ok({ passed: modifiedRoll <= odds.value.passAtMost, modifiedRoll });
}

/**
 * 9.1.6–9.1.7 (Bannockburn, 1066): a scattered unit regroups on 4 or more. If
 * its leader is dead it returns near the grand leader at −1 SP (a 1-SP unit
 * is eliminated); if the grand leader is dead too it is eliminated.
 */
export function regroupOdds(
  edition: EditionProfile,
  situation: { leaderAlive: boolean; grandLeaderAlive: boolean; sp: number },
): Result<{ regroups: Probability; spAfter: number; eliminated: boolean; rule: string }> {
  if (edition.afterRetreat !== 'scatter')
    return fail(
      'edition',
      edition.rules.morale.breakChapter,
      `${edition.title} has no scatter track`,
    );
  const regroup = ruleOf(edition.rules, 'morale.regroup');
  const leaderDead = ruleOf(edition.rules, 'morale.regroupLeaderDead');
  if (!Number.isInteger(situation.sp) || situation.sp < 1)
    return fail('sp', leaderDead, `a scattered unit has at least 1 SP, not ${situation.sp}`);
  if (!situation.leaderAlive && !situation.grandLeaderAlive) {
    return ok({ regroups: never, spAfter: 0, eliminated: true, rule: leaderDead });
  }
  const spAfter = situation.leaderAlive ? situation.sp : situation.sp - 1;
  return ok({
    regroups: spAfter > 0 ? chance(3, 6) : never,
    spAfter,
    eliminated: spAfter === 0,
    rule: situation.leaderAlive ? regroup : leaderDead,
  });
}

/**
 * Fatigue above 12: Bannockburn/1066 13.2.1 roll 1D6 per unit, below 4
 * scatters (horse archers are exempt, 10.5.11); Kosovo 14.3.1 counts the
 * units as disorganized in combat, with no roll.
 */
export function fatigueCheck(
  edition: EditionProfile,
  fatigue: number,
): Result<{
  effect: 'none' | 'scatter-test' | 'counts-disorganized';
  scatters: Probability;
  rule: string;
}> {
  if (!Number.isInteger(fatigue) || fatigue < 0)
    return fail(
      'fatigue',
      edition.rules.morale.fatigueStart,
      `fatigue is a whole number from 0, not ${fatigue}`,
    );
  if (fatigue <= 12)
    return ok({ effect: 'none', scatters: never, rule: edition.rules.morale.fatigueAbove12 });
  return edition.has.disorganization
    ? ok({
        effect: 'counts-disorganized',
        scatters: never,
        rule: ruleOf(edition.rules, 'morale.fatigueDisorganized'),
      })
    : ok({
        effect: 'scatter-test',
        scatters: chance(3, 6),
        rule: edition.rules.morale.fatigueAbove12,
      });
}
