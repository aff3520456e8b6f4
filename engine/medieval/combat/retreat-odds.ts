/**
 * Exact odds of a combat before the roll, as the calculator shows them at
 * once: each 2D6 result with its losses and retreat, then the scatter or
 * disorganization test. odds.ts chains the leader death roll and pursuit on
 * top. Every figure is a fraction; nothing is simulated.
 */
import { never, plus, sum, times, chance, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import {
  sideRetreat,
  type AftermathContext,
  type Side,
  type SideRetreat,
} from './retreat-aftermath.ts';
import type { CombatInput } from './input.ts';
import type { SideEffect } from './results.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
import type { CombatAnalysis, CombatOutcome } from './resolve-combat.ts';

export type OutcomeWith<A> = CombatOutcome & { attacker: A; defender: A };

export interface SideRetreatOdds {
  /** P(retreat of at least k hexes), k = 1…5. */
  retreatAtLeast: Probability[];
  expectedLoss: Probability;
  /** P(at least one unit scatters / disorganizes), over all rolls. */
  breaks: Probability;
  /** P(this side loses every unit). */
  wipedOut: Probability;
}

export interface RetreatOdds {
  outcomes: OutcomeWith<SideRetreat>[];
  attacker: SideRetreatOdds;
  defender: SideRetreatOdds;
}

/** The chance of a figure over all rolls: each roll's chance times the figure on that roll. */
export function weighOutcomes<A>(
  outcomes: readonly OutcomeWith<A>[],
  pick: (o: OutcomeWith<A>) => Probability,
): Probability {
  return sum(outcomes.map((o) => times(o.chance, pick(o))));
}

/** Retreat, losses, breaks and wipe-out for one side, over every roll. */
export function retreatOddsOf(
  outcomes: readonly OutcomeWith<SideRetreat>[],
  side: Side,
): SideRetreatOdds {
  const certain = (yes: boolean) => chance(yes ? 1 : 0, 1);
  return {
    retreatAtLeast: [1, 2, 3, 4, 5].map((k) =>
      weighOutcomes(outcomes, (o) => certain(o[side].retreat.required >= k)),
    ),
    expectedLoss: outcomes.reduce(
      (total, o) => plus(total, times(o.chance, chance(o[side].loss, 1))),
      never,
    ),
    breaks: weighOutcomes(outcomes, (o) => o[side].anyBreaks),
    wipedOut: weighOutcomes(outcomes, (o) => certain(o[side].units.length === 0)),
  };
}

type SideStep<A> = (
  side: Side,
  effects: Record<Side, SideEffect>,
  input: CombatInput,
  edition: EditionProfile,
  readings: ResolvedReadings,
  context: AftermathContext,
) => A;

/** 5.4.5–5.4.6: each result of the analysis with what it does to each side, once the board's retreat room is checked. */
export function chainOutcomes<A>(
  step: SideStep<A>,
  edition: EditionProfile,
  analysis: CombatAnalysis,
  input: CombatInput,
  context: AftermathContext,
): Result<OutcomeWith<A>[]> {
  for (const side of ['attacker', 'defender'] as const) {
    const hexes = context[side]?.hexesCanRetreat;
    if (hexes !== undefined && (!Number.isInteger(hexes) || hexes < 0)) {
      return fail(
        `${side}.hexesCanRetreat`,
        edition.rules.combat.retreatLoss,
        `hexes that can be retreated is a whole number from 0, not ${hexes}`,
      );
    }
  }
  return ok(
    analysis.outcomes.map((outcome) => {
      const effects = { attacker: outcome.result.attacker, defender: outcome.result.defender };
      return {
        ...outcome,
        attacker: step('attacker', effects, input, edition, analysis.readings, context),
        defender: step('defender', effects, input, edition, analysis.readings, context),
      };
    }),
  );
}

/**
 * 5.1.1 e–g: the odds of a combat's retreat, losses and breaks, without the
 * leader death roll and pursuit (chainCombatOddsUnder adds them).
 */
export function chainRetreatOddsUnder(
  edition: EditionProfile,
  analysis: CombatAnalysis,
  input: CombatInput,
  context: AftermathContext = {},
): Result<RetreatOdds> {
  const chained = chainOutcomes(sideRetreat, edition, analysis, input, context);
  if (!chained.ok) return chained;
  const outcomes = chained.value;
  return ok({
    outcomes,
    attacker: retreatOddsOf(outcomes, 'attacker'),
    defender: retreatOddsOf(outcomes, 'defender'),
  });
}
