/**
 * After the hit: a captured leader's escape (7.10) and ransom (9.12), how long
 * a mortal wound leaves him (7.00 Results), and taking a banner (7.20).
 */
import {
  chance,
  fail,
  not,
  ok,
  times,
  type Probability,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import { hitChance, readFirstDie, readSecondDie } from '../dice/hit-numbers.ts';
import { checkOneDie } from '../dice/modifiers.ts';
import { formatHitNumber, fraction, type HitNumber } from '../tables/cells.ts';
import type { RuleRef } from '../errata/types.ts';
import { rules } from '../working/citations.ts';

/** 7.10: the escape number, 1/3, or 1/5 while the unit guarding him is in close combat. */
export function escapeNumber(guardsInCloseCombat: boolean): HitNumber {
  return guardsInCloseCombat ? fraction(1, 5) : fraction(1, 3);
}

/** 7.10: the captor's roll that kills a leader after a failed escape: "1" on 1D. */
const killedByCaptorOn = 1;

/**
 * 7.10: one escape attempt as exact odds: he gets away on the escape number
 * (3 or 5 in 36); if he fails, the captor's 1 on 1D kills him by accident.
 */
export function escapeOdds(guardsInCloseCombat: boolean): {
  escapeNumber: HitNumber;
  escapes: Probability;
  killed: Probability;
  stillHeld: Probability;
} {
  const escapes = hitChance(escapeNumber(guardsInCloseCombat));
  const killed = times(not(escapes), chance(killedByCaptorOn, 6));
  return {
    escapeNumber: escapeNumber(guardsInCloseCombat),
    escapes,
    killed,
    stillHeld: times(not(escapes), chance(6 - killedByCaptorOn, 6)),
  };
}

/**
 * 7.10: one escape attempt read from the dice: the escape dice (a first die of 1
 * needs a second) and, when he fails, the captor's die.
 */
export function readEscapeAttempt(
  guardsInCloseCombat: boolean,
  dice: { first: number; second?: number; captor?: number },
): Result<'escaped' | 'killed' | 'still-held'> {
  const hit = escapeNumber(guardsInCloseCombat);
  const first = checkOneDie(dice.first, '7.10');
  if (!first.ok) return fail('first', '7.10', first.error.message);
  let reading = readFirstDie(hit, first.value);
  if (reading === 'roll-again') {
    if (dice.second === undefined) {
      return fail('second', '7.10', 'a first die of 1 is rolled again: give the second die');
    }
    const second = checkOneDie(dice.second, '7.10');
    if (!second.ok) return fail('second', '7.10', second.error.message);
    reading = readSecondDie(hit, second.value);
  } else if (dice.second !== undefined) {
    return fail('second', '7.10', `a first die of ${dice.first} needs no second die`);
  }
  if (reading === 'hit') {
    if (dice.captor !== undefined) {
      return fail('captor', '7.10', 'the captor rolls only after a failed escape');
    }
    return ok('escaped');
  }
  if (dice.captor === undefined) {
    return fail('captor', '7.10', 'after a failed escape the captor rolls 1D: give his die');
  }
  const captor = checkOneDie(dice.captor, '7.10');
  if (!captor.ok) return fail('captor', '7.10', captor.error.message);
  return ok(captor.value <= killedByCaptorOn ? 'killed' : 'still-held');
}

/** 9.12: a bribe gets the leader away on 3 or less on 1D. */
const ransomSucceedsOn = 3;

/**
 * 9.12 Ransoming leaders: the price is his starting honor points, deducted
 * (and lost to everyone) before the roll; 3 or less on 1D frees him to join a
 * friendly unit one turn later. Gives the price, the odds, and the result of a roll if given.
 */
export function ransomAttempt(
  startingHonor: number,
  roll?: number,
): Result<{ price: number; succeeds: Probability; freed?: boolean }> {
  if (!Number.isInteger(startingHonor) || startingHonor < 0) {
    return fail(
      'startingHonor',
      '9.12',
      `the price is the leader's starting honor points, a whole number from 0, not ${startingHonor}`,
    );
  }
  const succeeds = chance(ransomSucceedsOn, 6);
  if (roll === undefined) return ok({ price: startingHonor, succeeds });
  const die = checkOneDie(roll, '9.12');
  if (!die.ok) return die;
  return ok({ price: startingHonor, succeeds, freed: die.value <= ransomSucceedsOn });
}

/**
 * 7.10 and 9.12: the working of a captured leader before the dice: his escape
 * number and its chance (worded by `formatChance`), the captor's fatal face after
 * a failure, and the ransom's price and the faces that free him.
 */
export function describeCaptivity(
  guardsInCloseCombat: boolean,
  price: number,
  formatChance: (p: Probability) => string,
): WorkingStep<RuleRef>[] {
  const odds = escapeOdds(guardsInCloseCombat);
  const guarded = guardsInCloseCombat ? ' while his guards fight' : '';
  return [
    {
      text: `He escapes on ${formatHitNumber(odds.escapeNumber)}${guarded}: ${formatChance(odds.escapes)}`,
      rule: rules.captivity,
    },
    {
      text: `After a failed attempt the captor kills him on a ${killedByCaptorOn} on 1D`,
      rule: rules.captivity,
    },
    {
      text: `A ransom costs ${price} honor points, lost whatever the die, and frees him on ${ransomSucceedsOn} or less`,
      rule: rules.ransom,
    },
  ];
}

/** 7.10: what an escape attempt came to, in words. */
export const escapeOutcomes: Readonly<Record<'escaped' | 'killed' | 'still-held', string>> = {
  escaped: 'he escapes',
  killed: 'he fails, and the captor kills him',
  'still-held': 'he fails and is still held',
};

/**
 * 7.10 and 9.12: the dice of a captured leader read: the escape dice and what
 * they came to, and the ransom die (the price is lost if he stays held).
 */
export function describeCaptivityRolls(rolls: {
  escape?: { dice: readonly number[]; outcome: keyof typeof escapeOutcomes };
  ransom?: { roll: number; freed: boolean; price: number };
}): WorkingStep<RuleRef>[] {
  const steps: WorkingStep<RuleRef>[] = [];
  const { escape, ransom } = rolls;
  if (escape) {
    steps.push({
      text: `Escape dice ${escape.dice.join(' ')}: ${escapeOutcomes[escape.outcome]}`,
      rule: rules.captivity,
    });
  }
  if (ransom) {
    const held = `still held, and the ${ransom.price} HP are lost`;
    steps.push({
      text: `Ransom die ${ransom.roll}: ${ransom.freed ? 'he is freed' : held}`,
      rule: rules.ransom,
    });
  }
  return steps;
}

/**
 * 7.00 Results, mortal wound: the leader lives 1D turns, each 1 in 6; a leader
 * already wounded dies at once (0 turns). With a roll, the turns he has.
 */
export function mortalWoundLife(
  previouslyWounded: boolean,
  roll?: number,
): Result<{ turns: { turns: number; chance: Probability }[]; rolled?: number }> {
  const turns = previouslyWounded
    ? [{ turns: 0, chance: chance(1, 1) }]
    : [1, 2, 3, 4, 5, 6].map((t) => ({ turns: t, chance: chance(1, 6) }));
  if (roll === undefined) return ok({ turns });
  const die = checkOneDie(roll, '7.00');
  if (!die.ok) return die;
  return ok({ turns, rolled: previouslyWounded ? 0 : die.value });
}

/**
 * 7.20 Capturing a banner: a side that won the fight takes it on 5 or less on
 * 1D, a side that lost it only on a 1.
 */
export function bannerCapture(
  wonTheFight: boolean,
  roll?: number,
): Result<{ needed: number; chance: Probability; captured?: boolean }> {
  const needed = wonTheFight ? 5 : 1;
  if (roll === undefined) return ok({ needed, chance: chance(needed, 6) });
  const die = checkOneDie(roll, '7.20');
  if (!die.ok) return die;
  return ok({ needed, chance: chance(needed, 6), captured: die.value <= needed });
}
