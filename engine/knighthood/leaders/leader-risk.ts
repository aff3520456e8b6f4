/**
 * Risk to a leader (7.00, T19, T20, 7.10): when he must check his
 * vulnerability (VF), the chance each check hits him, and what a run of
 * checks does to him as an exact distribution of wound and capture.
 */
import {
  fail,
  ok,
  type Outcomes,
  type Probability,
  type Result,
  listOutcomes,
  repeatOutcomes,
  certain,
} from '../../core/index.ts';
import { hitChance, hitWays, readFirstDie, readSecondDie } from '../dice/hit-numbers.ts';
import { checkOneDie } from '../dice/modifiers.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { HitNumber } from '../tables/cells.ts';
import {
  leaderHits,
  leaderVulnerability,
  type LeaderClass,
  type LeaderHitResult,
} from '../tables/morale-leaders.ts';

/**
 * Where the danger comes from (7.00 Risk to leader): his unit fired on (T19
 * MF column, one check), his unit in close combat (T19 CC column, one check),
 * or he is meleed alone (CC column, one check per figure on 1 MMS of the attacker).
 */
export type LeaderDanger = 'unit-fired-on' | 'unit-in-close-combat' | 'meleed-alone';

/** A leader's state after his checks: his worst wound so far, and whether he was taken (7.10). */
export interface LeaderFate {
  readonly condition: LeaderHitResult;
  readonly captured: boolean;
}

/** A leader's checks and every fate they can leave him in, each with its exact chance. */
export interface LeaderRiskOdds {
  readonly checks: number;
  readonly hitNumber: HitNumber;
  readonly hitChance: Probability;
  readonly fates: { value: LeaderFate; chance: Probability }[];
}

/** 9.07 Berserkers: for vulnerability to fire and in CC a berserker counts as a D class leader. */
export const berserkerVulnerability: LeaderClass = 'D';

/** T19: the number a leader's VF check is hit on, from the MF column for fire and the CC column otherwise. */
export function vulnerabilityNumber(leader: LeaderClass, danger: LeaderDanger): HitNumber {
  const line = leaderVulnerability[leader];
  return danger === 'unit-fired-on' ? line.missile : line.closeCombat;
}

/**
 * 7.00: how many VF checks a leader makes. An attached leader checks once each
 * time his unit suffers casualties from fire or in close combat (see the
 * register on when a leader checks); a leader meleed alone checks once for every
 * figure on 1 MMS of the attacking unit (the 9.14 example: 2 MMS of chivalry,
 * three checks).
 */
export function vulnerabilityChecks(danger: LeaderDanger, figuresOnOneMms = 0): Result<number> {
  if (danger !== 'meleed-alone') return ok(1);
  if (!Number.isInteger(figuresOnOneMms) || figuresOnOneMms < 1 || figuresOnOneMms > 4) {
    return fail(
      'figuresOnOneMms',
      '7.00',
      `an MMS holds 1 to 4 figures (T1), not ${figuresOnOneMms}`,
    );
  }
  return ok(figuresOnOneMms);
}

/** T19 (7.00): the exact chance one VF check hits: every T19 number is a fraction, so 1/2 is 2 in 36. */
export function vulnerabilityChance(leader: LeaderClass, danger: LeaderDanger): Probability {
  return hitChance(vulnerabilityNumber(leader, danger));
}

/**
 * 7.00 Results: a new T20 result on top of the leader's condition. Two severe
 * wounds make a mortal one; a mortal wound on a wounded leader kills him, and
 * so (the site's reading, see the register) does any wound on a mortally wounded
 * one; under the other reading a severe wound adds nothing to a mortal one.
 */
export function worsenCondition(
  condition: LeaderFate['condition'],
  result: LeaderHitResult,
  readings: Pick<Readings, 'woundOnMortal'> = defaultReadings,
): LeaderFate['condition'] {
  if (result === 'unharmed') return condition;
  if (condition === 'unharmed') return result;
  if (
    condition === 'mortal-wound' &&
    result === 'severe-wound' &&
    readings.woundOnMortal === 'adds-nothing'
  )
    return condition;
  return condition === 'severe-wound' && result === 'severe-wound' ? 'mortal-wound' : 'killed';
}

/** One VF check as outcomes out of 36 x 6 x 6: missed, or hit with a T20 result and (in melee) a capture roll. */
function oneCheck(leader: LeaderClass, danger: LeaderDanger): Outcomes<LeaderFate | null> {
  const ways = BigInt(hitWays(vulnerabilityNumber(leader, danger)));
  const melee = danger !== 'unit-fired-on';
  const outcomes = [{ value: null as LeaderFate | null, ways: (36n - ways) * 36n }];
  for (const line of leaderHits) {
    const faces = BigInt(line.roll.to - line.roll.from + 1);
    const taken = melee ? BigInt(line.capture.to - line.capture.from + 1) : 0n;
    outcomes.push({
      value: { condition: line.result, captured: true },
      ways: ways * faces * taken,
    });
    outcomes.push({
      value: { condition: line.result, captured: false },
      ways: ways * faces * (6n - taken),
    });
  }
  return { outcomes: outcomes.filter((o) => o.ways > 0n), outOf: 36n * 36n };
}

/**
 * 7.00, T19, T20, 7.10: every fate a leader can meet from his VF checks, with
 * its exact chance. Each hit is read on T20 and, in melee, the captor rolls
 * the capture column for it; the fates are listed from unharmed and free to killed and taken.
 */
export function leaderRisk(
  leader: LeaderClass,
  danger: LeaderDanger,
  figuresOnOneMms = 0,
  readings: Pick<Readings, 'woundOnMortal'> = defaultReadings,
): Result<LeaderRiskOdds> {
  const checks = vulnerabilityChecks(danger, figuresOnOneMms);
  if (!checks.ok) return checks;
  const start: LeaderFate = { condition: 'unharmed', captured: false };
  const fates = repeatOutcomes(
    checks.value,
    oneCheck(leader, danger),
    (fate: LeaderFate, hit: LeaderFate | null): LeaderFate =>
      hit === null
        ? fate
        : {
            condition: worsenCondition(fate.condition, hit.condition, readings),
            captured: fate.captured || hit.captured,
          },
    certain(start),
  );
  const order = ['unharmed', 'severe-wound', 'mortal-wound', 'killed'];
  const rank = (f: LeaderFate): number => order.indexOf(f.condition) * 2 + (f.captured ? 1 : 0);
  return ok({
    checks: checks.value,
    hitNumber: vulnerabilityNumber(leader, danger),
    hitChance: vulnerabilityChance(leader, danger),
    fates: listOutcomes(fates, (a, b) => rank(a) - rank(b)),
  });
}

/**
 * T19 (7.00 example): reads one VF check from the dice rolled. Every T19
 * number is a fraction, so a first die of 1 needs a second die; no other does.
 */
export function readVulnerabilityCheck(
  leader: LeaderClass,
  danger: LeaderDanger,
  first: number,
  second?: number,
): Result<{ hit: boolean }> {
  const hit = vulnerabilityNumber(leader, danger);
  const die = checkOneDie(first, 'T19');
  if (!die.ok) return fail('first', 'T19', die.error.message);
  const reading = readFirstDie(hit, die.value);
  if (reading !== 'roll-again') {
    if (second !== undefined) {
      return fail('second', 'T19', `a first die of ${first} needs no second die`);
    }
    return ok({ hit: reading === 'hit' });
  }
  if (second === undefined) {
    return fail('second', 'T19', `a first die of ${first} is rolled again: give the second die`);
  }
  const again = checkOneDie(second, 'T19');
  if (!again.ok) return fail('second', 'T19', again.error.message);
  return ok({ hit: readSecondDie(hit, again.value) === 'hit' });
}

/** 7.00: extra hits on a destroyed unit beyond its last figure all fall on its attached leader. */
export function automaticLeaderHits(hits: number, figuresLeft: number): Result<number> {
  for (const [field, value] of [
    ['hits', hits],
    ['figuresLeft', figuresLeft],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      return fail(field, '7.00', `${field} is a whole number from 0, not ${value}`);
    }
  }
  return ok(Math.max(hits - figuresLeft, 0));
}
