/**
 * The leader-risk dice read through the engine: each VF check (T19), the T20
 * die of every hit and, in melee, its capture die (7.10), then a mortal
 * wound's 1D of turns (7.00). Only the engine decides; this pairs the dice
 * with their checks and words each step.
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  leaderHitResultNames,
  readFirstDie,
  readLeaderHit,
  readVulnerabilityCheck,
  vulnerabilityNumber,
  worsenCondition,
  type LeaderClass,
  type LeaderDanger,
  type LeaderFate,
  rules,
  type Readings,
} from '../../../../engine/knighthood/index.ts';
import type { KnighthoodStep } from '../tool-state.svelte.ts';

/** A leader's condition in a sentence, from T20's result names. */
export const conditions = Object.fromEntries(
  Object.entries(leaderHitResultNames).map(([id, names]) => [id, names.short]),
) as Record<LeaderFate['condition'], string>;

/** How many VF first dice call for a second die (every T19 number is a fraction: a 1 does). */
export function secondDiceCalled(
  leader: LeaderClass,
  danger: LeaderDanger,
  first: readonly number[],
): number {
  const hit = vulnerabilityNumber(leader, danger);
  return first.filter((f) => readFirstDie(hit, f) === 'roll-again').length;
}

/** T19: which checks hit, each read with the second die its first die called for. */
export function readChecks(
  leader: LeaderClass,
  danger: LeaderDanger,
  first: readonly number[],
  second: readonly number[],
): Result<{ hits: boolean[]; steps: KnighthoodStep[] }> {
  const hit = vulnerabilityNumber(leader, danger);
  const seconds = [...second];
  const hits: boolean[] = [];
  const steps: KnighthoodStep[] = [];
  for (const [i, face] of first.entries()) {
    const again = readFirstDie(hit, face) === 'roll-again' ? seconds.shift() : undefined;
    const read = readVulnerabilityCheck(leader, danger, face, again);
    if (!read.ok) {
      const field = read.error.field === 'second' ? 'vfSecond' : 'vfDice';
      return { ok: false, error: { ...read.error, field } };
    }
    hits.push(read.value.hit);
    const dice = again === undefined ? `${face}` : `${face} then ${again}`;
    steps.push({
      text: `Check ${i + 1}: ${dice}, ${read.value.hit ? 'hit' : 'missed'}`,
      rule: rules.leaderVulnerability,
    });
  }
  return ok({ hits, steps });
}

/** T20 and 7.10: each hit's result and, in melee, its capture die; the fate they leave him in. */
export function readHits(
  rolls: readonly number[],
  captureRolls: readonly number[] | undefined,
  readings: Readings,
): Result<{ fate: LeaderFate; steps: KnighthoodStep[] }> {
  let fate: LeaderFate = { condition: 'unharmed', captured: false };
  const steps: KnighthoodStep[] = [];
  for (const [i, roll] of rolls.entries()) {
    const capture = captureRolls?.[i];
    const read = readLeaderHit(roll, capture);
    if (!read.ok) {
      const field = read.error.field === 'captureRoll' ? 'captureDice' : 'hitDice';
      return { ok: false, error: { ...read.error, field } };
    }
    const { result, captured } = read.value;
    steps.push({
      text: `Hit ${i + 1}: ${roll}, ${conditions[result].toLowerCase()}`,
      rule: rules.leaderHitChart,
    });
    if (capture !== undefined) {
      steps.push({
        text: `Capture die ${capture}: ${captured ? 'taken' : 'not taken'}`,
        rule: rules.captivity,
      });
    }
    fate = {
      condition: worsenCondition(fate.condition, result, readings),
      captured: fate.captured || captured === true,
    };
  }
  return ok({ fate, steps });
}
