/**
 * Exact odds of a whole combat before the roll, chained: each 2D6 result,
 * then the scatter or disorganization test, the leader death roll and the
 * pursuit test. Every figure is a fraction; nothing is simulated.
 */
import { never, plus, sum, times, chance, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import {
  sideAftermath,
  type AftermathContext,
  type Side,
  type SideAftermath,
} from './aftermath.ts';
import type { CombatInput } from './input.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { CombatAnalysis, CombatOutcome } from './resolve-combat.ts';

export interface OutcomeChain extends CombatOutcome {
  attacker: SideAftermath;
  defender: SideAftermath;
}

export interface SideOdds {
  /** P(retreat of at least k hexes), k = 1…5. */
  retreatAtLeast: Probability[];
  expectedLoss: Probability;
  /** P(at least one unit scatters / disorganizes), over all rolls. */
  breaks: Probability;
  /** P(the leader on the hex dies). */
  leaderDies: Probability;
  /** P(this side must pursue). */
  pursuitObligatory: Probability;
  /** P(this side loses every unit). */
  wipedOut: Probability;
}

export interface CombatOdds {
  outcomes: OutcomeChain[];
  attacker: SideOdds;
  defender: SideOdds;
}

function sideOdds(outcomes: readonly OutcomeChain[], side: Side): SideOdds {
  const weigh = (pick: (o: OutcomeChain) => Probability) =>
    sum(outcomes.map((o) => times(o.chance, pick(o))));
  const certain = (yes: boolean) => chance(yes ? 1 : 0, 1);
  return {
    retreatAtLeast: [1, 2, 3, 4, 5].map((k) =>
      weigh((o) => certain(o[side].retreat.required >= k)),
    ),
    expectedLoss: outcomes.reduce(
      (total, o) => plus(total, times(o.chance, chance(o[side].loss, 1))),
      never,
    ),
    breaks: weigh((o) => o[side].anyBreaks),
    leaderDies: weigh((o) => o[side].leaderDeath?.dies ?? never),
    pursuitObligatory: weigh((o) => o[side].pursuit?.obligatory ?? never),
    wipedOut: weigh((o) => certain(o[side].units.length === 0)),
  };
}

/**
 * 5.1.1 with 8.2.4 and 5.5: the full chain of odds for a combat analysed
 * under this edition's profile. chainCombatOdds (combat-by-id.ts) looks the
 * edition up from the analysis.
 */
export function chainCombatOddsUnder(
  edition: EditionProfile,
  analysis: CombatAnalysis,
  input: CombatInput,
  context: AftermathContext = {},
): Result<CombatOdds> {
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
  const outcomes = analysis.outcomes.map((outcome) => {
    const effects = { attacker: outcome.result.attacker, defender: outcome.result.defender };
    return {
      ...outcome,
      attacker: sideAftermath('attacker', effects, input, edition, analysis.options, context),
      defender: sideAftermath('defender', effects, input, edition, analysis.options, context),
    };
  });
  return ok({
    outcomes,
    attacker: sideOdds(outcomes, 'attacker'),
    defender: sideOdds(outcomes, 'defender'),
  });
}
