/**
 * The steps after an applied combat (5.1.1 g onward) that the board can
 * follow: leaders' death rolls (8.2.4), banners falling with their holder
 * (7.1.5), then pursuit (5.5). Each step carries
 * its rule, its exact odds and the dice it needs; confirming one runs its
 * game actions together, so undo takes back one step.
 */
import { fail, type Result } from '../../../core/result.ts';
import type { GameState } from '../../board/types.ts';
import { getEdition } from '../../editions/editions.ts';
import type { Readings } from '../../editions/readings.ts';
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
  if (step.kind === 'leader-death') {
    if (!('roll' in choice) || choice.roll === undefined)
      return fail('roll', step.rule, 'roll 2D6 for the leader first');
    return applyLeaderDeath(state, step, { ...choice, roll: choice.roll }, context, edition.value);
  }
  if (step.kind === 'banner-fall')
    return applyBannerFall(state, step, choice as BannerFallChoice, context, edition.value);
  return applyPursuit(state, step, choice as PursuitChoice, context, edition.value, readings);
}
