/**
 * The steps after an applied combat (5.1.1 g onward) that the board can
 * follow: leaders' death rolls (8.2.4), banners falling with their holder
 * (7.1.5), then pursuit (5.5). Each step carries
 * its rule, its exact odds and the dice it needs; confirming one runs its
 * game actions together, so undo takes back one step.
 */
import { fail, ok, type Result } from '../../../core/result.ts';
import type { GameState } from '../../board/types.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { Readings } from '../../editions/readings.ts';
import { leaderDeathOdds } from '../../morale/leader-death.ts';
import { pursuitOdds } from '../../morale/pursuit.ts';
import type { PlayContext } from '../game/state.ts';
import {
  applyLeaderDeath,
  findLeaderDeaths,
  type LeaderDeathChoice,
  type LeaderDeathStep,
} from './leader-fate.ts';
import {
  applyPursuit,
  findPursuits,
  type PursuitChoice,
  type PursuitStep,
} from './pursuit-on-board.ts';
import {
  applyBannerFall,
  findBannerFalls,
  type BannerFallChoice,
  type BannerFallStep,
} from './banner-fall.ts';
import type { AppliedCombat, StepOutcome } from './step-kit.ts';

export type { AppliedCombat, StepOutcome } from './step-kit.ts';
export type { LeaderDeathChoice, LeaderDeathStep } from './leader-fate.ts';
export type { PursuitChoice, PursuitStep } from './pursuit-on-board.ts';
export type { BannerFallChoice, BannerFallStep } from './banner-fall.ts';

export type AfterCombatStep = LeaderDeathStep | BannerFallStep | PursuitStep;
export type AfterCombatChoice = LeaderDeathChoice | BannerFallChoice | PursuitChoice;

/**
 * A step as the game keeps it while it waits (files and links are JSON):
 * its odds are left out and worked out again from what decides them.
 */
export type PendingStep =
  | Omit<LeaderDeathStep, 'dies' | 'diesOn'>
  | BannerFallStep
  | Omit<PursuitStep, 'odds' | 'rule' | 'dice'>;

/**
 * The follow-up steps an applied combat calls for, in the books' order:
 * death rolls of leaders whose units retreat (8.2.4), banners whose holder
 * may have been eliminated (7.1.5), then each pursuing
 * unit's test (5.5). An edition lacking a rule gives no step for it.
 */
export function listAfterCombatSteps(
  applied: AppliedCombat,
  context: PlayContext,
  readings: Readings = {},
): AfterCombatStep[] {
  const edition = getEdition(applied.after.edition);
  if (!edition.ok) return [];
  const falls = findBannerFalls(applied, context, edition.value);
  // A banner falling on a hex a pursuit enters is captured there (7.1.6).
  const pursuits = findPursuits(applied, context, edition.value, readings).map((step) => {
    const banners = falls
      .filter((f) => f.side !== step.side && step.into.includes(f.hex))
      .map(({ leader, hex }) => ({ leader, hex }));
    return banners.length > 0 ? { ...step, banners } : step;
  });
  return [...findLeaderDeaths(applied, context, edition.value), ...falls, ...pursuits];
}

/** The game with these steps waiting (none: the field goes), so they last over a reload, a file and a link. */
export function keepSteps(state: GameState, steps: readonly PendingStep[]): GameState {
  const rest = { ...state };
  delete rest.afterCombat;
  return steps.length === 0 ? rest : { ...rest, afterCombat: steps.map(keptForm) };
}

/** A step without its odds (bigints, and worked out again on reading). */
function keptForm(step: PendingStep): PendingStep {
  const kept: Record<string, unknown> = { ...step };
  for (const derived of ['dies', 'diesOn', 'odds'] as const) delete kept[derived];
  if (step.kind === 'pursuit') {
    delete kept['rule'];
    delete kept['dice'];
  }
  return kept as unknown as PendingStep;
}

/**
 * The steps the game holds as waiting, whole again: a death roll's odds from
 * the retreat and losses (8.2.5), a pursuit's from its leader's distance and
 * MORALE (5.5.2). A step whose odds cannot be worked out is refused by field.
 */
export function pendingSteps(state: GameState, readings: Readings = {}): Result<AfterCombatStep[]> {
  const edition = getEdition(state.edition);
  if (!edition.ok) return edition;
  const steps: AfterCombatStep[] = [];
  for (const [i, kept] of (state.afterCombat ?? []).entries()) {
    if (kept.kind === 'banner-fall') {
      steps.push(kept);
    } else if (kept.kind === 'leader-death') {
      const odds = leaderDeathOdds({ retreat: kept.retreat, losses: kept.losses });
      if (!odds.ok) return fail(`afterCombat.${i}`, odds.error.rule, odds.error.message);
      steps.push({ ...kept, ...odds.value });
    } else {
      const situation = { hexesFromLeader: kept.hexesFromLeader, morale: kept.morale };
      const odds = pursuitOdds(edition.value, situation, readings);
      if (!odds.ok) return fail(`afterCombat.${i}`, odds.error.rule, odds.error.message);
      steps.push({
        ...kept,
        odds: odds.value,
        rule: odds.value.rule,
        dice: odds.value.roll ? '1D6' : null,
      });
    }
  }
  return ok(steps);
}

/** The game with no step waiting: the players follow the rest by hand. */
export const dropSteps = (state: GameState): GameState => keepSteps(state, []);

/** Confirms one step with the player's dice and choices; a refusal names the field and the rule. */
export function applyAfterCombatStep(
  state: GameState,
  step: AfterCombatStep,
  choice: AfterCombatChoice,
  context: PlayContext,
  readings: Readings = {},
): Result<StepOutcome> {
  const edition = getEdition(state.edition);
  if (!edition.ok) return edition;
  if (state.scenarioId !== context.setup.scenarioId)
    return fail(
      'scenario',
      'play',
      `the game is ${state.scenarioId}, not ${context.setup.scenarioId}`,
    );
  const outcome = applyStep(state, step, choice, context, edition.value, readings);
  if (!outcome.ok) return outcome;
  // Done, it no longer waits; the others still do.
  const waiting = outcome.value.state.afterCombat;
  if (waiting === undefined) return outcome;
  const left = waiting.filter((s) => s.key !== step.key);
  return ok({ ...outcome.value, state: keepSteps(outcome.value.state, left) });
}

function applyStep(
  state: GameState,
  step: AfterCombatStep,
  choice: AfterCombatChoice,
  context: PlayContext,
  edition: EditionProfile,
  readings: Readings,
): Result<StepOutcome> {
  if (step.kind === 'leader-death') {
    if (!('roll' in choice) || choice.roll === undefined)
      return fail('roll', step.rule, 'roll 2D6 for the leader first');
    return applyLeaderDeath(state, step, { ...choice, roll: choice.roll }, context, edition);
  }
  if (step.kind === 'banner-fall')
    return applyBannerFall(state, step, choice as BannerFallChoice, context, edition);
  return applyPursuit(state, step, choice as PursuitChoice, context, edition, readings);
}
