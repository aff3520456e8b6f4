/**
 * Close combat lookups: the T15 standing of each side from the difference in
 * combat value points (5.40), its hit number, and the T14 polearm cohesion
 * check (5.30).
 */
import { chance, fail, ok, type Result } from '../../core/index.ts';
import { addModifiers, checkOneDie, type OneDieCheck } from '../dice/modifiers.ts';
import { cohesionModifiers, combatHitChart, type CombatStanding } from '../tables/combat.ts';
import type { HitNumber } from '../tables/cells.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** A T15 match-up line ("Cav. vs. Inf." is a cavalry side fighting infantry). */
export type MatchUp = (typeof combatHitChart)[number]['id'];

/**
 * T15 key (5.40): a side's standing from its points less the enemy's. 0 and
 * +1 are even (the key gives the higher side of a difference of 1 an even
 * chance), +2 to +5 advantage, +6 or more overwhelming, -1 or less disadvantage.
 */
export function combatStanding(difference: number): Result<CombatStanding> {
  if (!Number.isInteger(difference)) {
    return fail(
      'difference',
      '5.40',
      `combat value points differ by a whole number, not ${difference}`,
    );
  }
  if (difference <= -1) return ok('disadvantage');
  if (difference <= 1) return ok('even');
  return ok(difference <= 5 ? 'advantage' : 'overwhelming');
}

/** 5.40: a side's hit number on T15 from both sides' final combat values. */
export function closeCombatHitNumber(
  matchUp: MatchUp,
  ownPoints: number,
  enemyPoints: number,
): Result<{ standing: CombatStanding; hit: HitNumber }> {
  const standing = combatStanding(ownPoints - enemyPoints);
  if (!standing.ok) return fail('points', '5.40', standing.error.message);
  const line = combatHitChart.find((row) => row.id === matchUp);
  if (!line) return fail('matchUp', 'T15', `T15 has no match-up "${matchUp}"`);
  return ok({ standing: standing.value, hit: line.hits[standing.value] });
}

/**
 * T14 Polearm cohesion (5.30): 1D plus the modifiers; a modified 1 or less is
 * incohesive, 2 or more cohesive; under the register's other reading of "1-"
 * and "6+" a natural 1 always fails and a natural 6 always holds.
 */
export function cohesionCheck(
  modifiers: readonly string[],
  roll?: number,
  readings: Pick<Readings, 'cohesionEnds'> = defaultReadings,
): Result<OneDieCheck> {
  const modifier = addModifiers(cohesionModifiers, modifiers, 'T14');
  if (!modifier.ok) return modifier;
  const natural = readings.cohesionEnds === 'natural-ends';
  const passes = (face: number): boolean =>
    natural && face === 1 ? false : natural && face === 6 ? true : face + modifier.value >= 2;
  const passChance = chance([1, 2, 3, 4, 5, 6].filter(passes).length, 6);
  if (roll === undefined) return ok({ modifier: modifier.value, passChance });
  const die = checkOneDie(roll, 'T14');
  return die.ok ? ok({ modifier: modifier.value, passChance, passed: passes(die.value) }) : die;
}
