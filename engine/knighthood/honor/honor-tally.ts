/**
 * 8.00–8.03 Honor points (T21): a player's or a leader's tally from the
 * events of a battle, in the order of 8.02's procedure: initial points, then
 * points gained and lost, then the share taken by the player's troop losses.
 */
import { fail, ok, quoteInput, type Result, type WorkingStep } from '../../core/index.ts';
import { checkOneDie } from '../dice/modifiers.ts';
import type { Readings } from '../readings.ts';
import { honorAwards, honorLosses, initialHonorPoints } from '../tables/morale-leaders.ts';

/** A T21 initial-points line. */
export type InitialHonorId = (typeof initialHonorPoints)[number]['id'];

/** A T21 honor-points line. */
export type HonorAwardId = (typeof honorAwards)[number]['id'];

/** One thing that happened, as T21 counts it. */
export type HonorEvent =
  | { readonly kind: 'initial'; readonly id: InitialHonorId }
  | {
      readonly kind: 'award';
      readonly id: HonorAwardId;
      /** T21's C column (close combat) or M column (missile fire). */
      readonly by: 'close-combat' | 'missile';
      /** How many times it happened (figures removed, banners taken); 1 when left out. */
      readonly count?: number;
      /** 8.03 Raids: the dice rolled, one list per turn in the camp (1D per figure, at most 3 turns). */
      readonly raidDice?: readonly (readonly number[])[];
    }
  | {
      readonly kind: 'losses';
      /** The share of the player's troops lost, in per cent (0 to 100). */
      readonly percentLost: number;
    };

/** One line of the working: what it was, the rule, its points and the running total. */
export interface HonorStep extends WorkingStep<'T21' | '8.03'> {
  readonly event: number;
  readonly points: number;
  readonly total: number;
}

/** 8.03: a camp is raided for at most three turns. */
export const maxRaidTurns = 3;

/** 8.02: the order of a tally, in short. */
export const honorProcedureOrder = 'Initial points, then gains and losses, then troop losses';

/**
 * 8.03: the raid dice a tally reads, one per raiding figure for each turn in
 * the camp; the figures are a whole number from 0, the turns 0 to 3.
 */
export function raidDiceCount(figures: number, turns: number): Result<number> {
  if (!Number.isInteger(figures) || figures < 0) {
    return fail('raidFigures', '8.03', `a whole number from 0, not ${figures}`);
  }
  if (!Number.isInteger(turns) || turns < 0 || turns > maxRaidTurns) {
    return fail('raidTurns', '8.03', `0 to ${maxRaidTurns}, not ${turns}`);
  }
  return ok(figures * turns);
}

function raidPoints(turns: readonly (readonly number[])[] | undefined, i: number): Result<number> {
  if (!turns || turns.length < 1 || turns.length > maxRaidTurns) {
    return fail(
      `events.${i}.raidDice`,
      '8.03',
      `a raid gives the dice of 1 to ${maxRaidTurns} turns in the camp`,
    );
  }
  let points = 0;
  for (const [t, dice] of turns.entries()) {
    for (const [d, face] of dice.entries()) {
      const die = checkOneDie(face, '8.03');
      if (!die.ok) return fail(`events.${i}.raidDice.${t}.${d}`, '8.03', die.error.message);
      points += die.value;
    }
  }
  return ok(points);
}

/** T21 lines for a leader captured, which 7.10 allows only in melee. */
const leaderCaptures: readonly string[] = ['captured-king', 'captured-leader'];

function awardPoints(
  event: Extract<HonorEvent, { kind: 'award' }>,
  i: number,
  readings: Readings,
): Result<number> {
  const line = honorAwards.find((a) => a.id === event.id);
  if (!line) return fail(`events.${i}.id`, 'T21', `T21 has no line ${quoteInput(event.id)}`);
  const count = event.count ?? 1;
  if (!Number.isInteger(count) || count < 1) {
    return fail(`events.${i}.count`, 'T21', `a count is a whole number from 1, not ${count}`);
  }
  if (
    event.by === 'missile' &&
    readings.captureByMissile === 'not-allowed' &&
    leaderCaptures.includes(line.id)
  ) {
    return fail(`events.${i}.by`, '7.10', `a leader is captured only in melee: "${line.label}"`);
  }
  const value = event.by === 'missile' ? line.missile : line.closeCombat;
  if (value === null) {
    return fail(`events.${i}.by`, 'T21', `T21 prints no missile-fire points for "${line.label}"`);
  }
  if (value !== 'raid') {
    if (event.raidDice) return fail(`events.${i}.raidDice`, '8.03', 'only a raid has raid dice');
    const lost = event.id === 'own-king-lost' && readings.ownKingLost === 'a-loss';
    return ok((lost ? -value : value) * count);
  }
  return raidPoints(event.raidDice, i);
}

/** T21 Players losses: the per cent of honor lost for a share of troops lost (none for no losses). */
export function honorLossPercent(percentLost: number): Result<number> {
  if (!Number.isFinite(percentLost) || percentLost < 0 || percentLost > 100) {
    return fail('percentLost', 'T21', `losses are 0 to 100 per cent, not ${percentLost}`);
  }
  if (percentLost === 0) return ok(0);
  const band = percentLost <= 25 ? 0 : percentLost <= 50 ? 1 : 2;
  return ok(honorLosses[band]?.percent ?? 0);
}

/**
 * 8.02 Procedure with T21: adds the initial points and every award in the
 * order given, then applies the troop losses (at most one such event) to a
 * positive total, the points lost rounded as `Readings.honorLossRounding` says;
 * one's own king lost scores as printed (+100) or as a loss (`Readings.ownKingLost`);
 * a leader captured by missile fire scores T21's M figure, or is refused under
 * 7.10 (`Readings.captureByMissile`).
 */
export function tallyHonor(
  events: readonly HonorEvent[],
  readings: Readings,
): Result<{ total: number; steps: HonorStep[] }> {
  const steps: HonorStep[] = [];
  let total = 0;
  const losses = events.flatMap((e, i) => (e.kind === 'losses' ? [{ e, i }] : []));
  if (losses.length > 1) {
    return fail(`events.${losses[1]?.i}`, '8.02', 'troop losses are counted once, at the end');
  }
  // Under the best-line reading only the first of the highest initial lines counts.
  const initial = events.flatMap((e, i) =>
    e.kind === 'initial'
      ? [{ i, points: initialHonorPoints.find((l) => l.id === e.id)?.points ?? 0 }]
      : [],
  );
  const best = initial.reduce<{ i: number; points: number } | undefined>(
    (top, e) => (top === undefined || e.points > top.points ? e : top),
    undefined,
  );
  for (const [i, event] of events.entries()) {
    if (event.kind === 'losses') continue;
    if (event.kind === 'initial') {
      const line = initialHonorPoints.find((l) => l.id === event.id);
      if (!line)
        return fail(`events.${i}.id`, 'T21', `T21 has no initial line ${quoteInput(event.id)}`);
      const counted = readings.initialHonor !== 'best-line' || best?.i === i;
      const points = counted ? line.points : 0;
      total += points;
      const text = counted ? line.label : `${line.label}: not counted, only the best line is`;
      steps.push({ event: i, rule: 'T21', text, points, total });
      continue;
    }
    const points = awardPoints(event, i, readings);
    if (!points.ok) return points;
    total += points.value;
    const label = honorAwards.find((a) => a.id === event.id)?.label ?? event.id;
    const rule = event.id === 'raided-camp' && event.by === 'close-combat' ? '8.03' : 'T21';
    steps.push({ event: i, rule, text: label, points: points.value, total });
  }
  const [loss] = losses;
  if (loss && loss.e.kind === 'losses') {
    const percent = honorLossPercent(loss.e.percentLost);
    if (!percent.ok) return fail(`events.${loss.i}.percentLost`, 'T21', percent.error.message);
    const share = (Math.max(total, 0) * -percent.value) / 100;
    const lost = readings.honorLossRounding === 'up' ? Math.ceil(share) : Math.floor(share);
    const points = 0 - lost;
    total += points;
    steps.push({
      event: loss.i,
      rule: 'T21',
      text: `Troop losses of ${loss.e.percentLost}%: ${percent.value}%`,
      points,
      total,
    });
  }
  return ok({ total, steps });
}

/**
 * 8.02 with T21 and 8.03: the tally's steps as working, each line with its
 * signed points and the running total: "Chivalry: +50, total 225".
 */
export function describeHonorTally(steps: readonly HonorStep[]): WorkingStep<HonorStep['rule']>[] {
  return steps.map((s) => ({
    text: `${s.text}: ${s.points > 0 ? '+' : ''}${s.points}, total ${s.total}`,
    rule: s.rule,
  }));
}
