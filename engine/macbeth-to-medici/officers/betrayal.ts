/**
 * Officer morale test, betrayal: after a snap to Enraged the chance roll, and
 * for a betrayed officer the duel, read from the dice the table rolled, with
 * the working each step shows.
 */
import {
  buildDice,
  checkRolled,
  fail,
  ok,
  type Die,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import { betrayalPercent } from '../tables/units.ts';
import type { SectionId } from '../tables/sections.ts';
import type { Origin } from '../tables/types.ts';
import { duelResult, type Betrayal } from './officer-morale.ts';

const rule = 'officer-morale-test';

/**
 * Officer morale test: the book gives the betrayal chance in per cent; read
 * here as a percentile die (1 to 100), betrayed on the chance or under.
 */
export const percentileDie: Die = {
  label: 'D100',
  faces: Array.from({ length: 100 }, (_, i) => i + 1),
};

/** What an officer's betrayal roll needs: his origin and the die each duellist rolls. */
export interface BetrayalDuellists {
  readonly origin: Origin;
  /** The betrayed officer's die, and the nearest friendly officer's. */
  readonly own: Die;
  readonly rival: Die;
}

/** The dice rolled: the percentile roll, then (if he is betrayed) one die each. */
export interface BetrayalRoll {
  readonly percent: number;
  readonly own?: number;
  readonly rival?: number;
}

export interface ResolvedBetrayal {
  readonly betrayal: Exclude<Betrayal, 'none'>;
  readonly steps: WorkingStep<SectionId>[];
}

/** Officer morale test: whether a percentile roll means betrayal for this origin (40/60/80 %). */
export function isBetrayed(origin: Origin, percent: number): boolean {
  return percent <= betrayalPercent[origin];
}

const duelWords: Record<Exclude<Betrayal, 'none' | 'loyal'>, string> = {
  'kills-rival': 'he kills the other officer and turns shaken',
  killed: 'the other officer kills him and turns shaken',
  'both-slain': 'a draw: both are slain',
};

/**
 * Officer morale test: the betrayal roll read step by step. The percentile
 * roll against the origin's chance (40/60/80 %); over it he stays loyal. At
 * or under it he rides for the nearest friendly officer and both roll one
 * die: the loser is killed, a draw slays both, the victor turns Shaken.
 * Impossible dice are refused, naming the field (`percent`, `own`, `rival`).
 */
export function resolveBetrayal(
  duellists: BetrayalDuellists,
  roll: BetrayalRoll,
): Result<ResolvedBetrayal> {
  const percent = checkRolled(buildDice([1, percentileDie]), roll.percent, 'percent', rule);
  if (!percent.ok) return percent;
  const chance = betrayalPercent[duellists.origin];
  const betrayed = isBetrayed(duellists.origin, percent.value);
  const first: WorkingStep<SectionId> = {
    text: `Percentile roll ${percent.value} against a ${chance}% chance (${duellists.origin}): ${betrayed ? 'he feels betrayed' : 'he stays loyal'}`,
    rule,
  };
  if (!betrayed) return ok({ betrayal: 'loyal', steps: [first] });
  if (roll.own === undefined) return fail('own', rule, 'he is betrayed: roll his die for the duel');
  const own = checkRolled(buildDice([1, duellists.own]), roll.own, 'own', rule);
  if (!own.ok) return own;
  if (roll.rival === undefined)
    return fail('rival', rule, "he is betrayed: roll the other officer's die for the duel");
  const rival = checkRolled(buildDice([1, duellists.rival]), roll.rival, 'rival', rule);
  if (!rival.ok) return rival;
  const betrayal = duelResult(own.value, rival.value) as Exclude<Betrayal, 'none' | 'loyal'>;
  return ok({
    betrayal,
    steps: [
      first,
      {
        text: `Duel, one die each: his ${own.value} against the other officer's ${rival.value}: ${duelWords[betrayal]}`,
        rule,
      },
    ],
  });
}
