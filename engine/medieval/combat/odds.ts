/**
 * Exact odds of a whole combat before the roll, chained: each 2D6 result,
 * then the scatter or disorganization test, the leader death roll and the
 * pursuit test. Every figure is a fraction; nothing is simulated.
 */
import { never, type Probability } from '../../core/probability.ts';
import { ok, type Result } from '../../core/result.ts';
import {
  sideAftermath,
  type AftermathContext,
  type Side,
  type SideAftermath,
} from './aftermath.ts';
import type { CombatInput } from './input.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { CombatAnalysis } from './resolve-combat.ts';
import {
  chainOutcomes,
  retreatOddsOf,
  weighOutcomes,
  type OutcomeWith,
  type SideRetreatOdds,
} from './retreat-odds.ts';

export type OutcomeChain = OutcomeWith<SideAftermath>;

export interface SideOdds extends SideRetreatOdds {
  /** P(the leader on the hex dies). */
  leaderDies: Probability;
  /** P(this side must pursue). */
  pursuitObligatory: Probability;
}

export interface CombatOdds {
  outcomes: OutcomeChain[];
  attacker: SideOdds;
  defender: SideOdds;
}

function sideOdds(outcomes: readonly OutcomeChain[], side: Side): SideOdds {
  return {
    ...retreatOddsOf(outcomes, side),
    leaderDies: weighOutcomes(outcomes, (o) => o[side].leaderDeath?.dies ?? never),
    pursuitObligatory: weighOutcomes(outcomes, (o) => o[side].pursuit?.obligatory ?? never),
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
  const chained = chainOutcomes(sideAftermath, edition, analysis, input, context);
  if (!chained.ok) return chained;
  const outcomes = chained.value;
  return ok({
    outcomes,
    attacker: sideOdds(outcomes, 'attacker'),
    defender: sideOdds(outcomes, 'defender'),
  });
}
