/**
 * After the roll (5.1.1 f–g): sideRetreat's losses, retreat and tests, then
 * the leader death roll (8.2.4) and pursuit (5.5), which a rolled result shows.
 */
import type { CombatInput } from './input.ts';
import type { SideEffect } from './results.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { leaderDeathOdds } from '../morale/leader-death.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
import { pursuitOdds, type PursuitOdds } from '../morale/pursuit.ts';
import type { Probability } from '../../core/probability.ts';
import {
  applyLosses,
  sideRetreat,
  type AftermathContext,
  type Side,
  type SideRetreat,
} from './retreat-aftermath.ts';

export type { AftermathContext, Side, SideContext } from './retreat-aftermath.ts';

export interface SideAftermath extends SideRetreat {
  /** 8.2.4: set when a leader on the hex must roll. */
  leaderDeath?: { diesOn: number[]; dies: Probability; moraleBoxes: number };
  /** 5.5: set when the enemy withdrew and this side may or must pursue. */
  pursuit?: PursuitOdds;
}

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/**
 * A leader in range (8.2.2) is taken at the edge of his command range (8.0):
 * a leader 1 hex in Bannockburn, 2 in Kosovo and 1066; a grand leader 3
 * (1066 with `grandLeaderRange: 'captions'`: the 8.0 captions' 2).
 */
function defaultHexesFromLeader(
  leader: CombatInput['attacker']['leader'],
  edition: EditionProfile,
  readings: ResolvedReadings,
  grandLeader = false,
): number {
  if (leader === 'stacked') return 0;
  if (leader === 'none') return 5;
  if (!grandLeader) return edition.leaderRange.leader;
  const captions = edition.grandLeaderRangeInCaptions;
  return readings.grandLeaderRange === 'captions' && captions !== undefined
    ? captions
    : edition.leaderRange.grandLeader;
}

/** The aftermath of one combat result for one side. */
export function sideAftermath(
  side: Side,
  effects: Record<Side, SideEffect>,
  input: CombatInput,
  edition: EditionProfile,
  readings: ResolvedReadings,
  context: AftermathContext = {},
): SideAftermath {
  const own = input[side];
  const ctx = context[side] ?? {};
  const result: SideAftermath = sideRetreat(side, effects, input, edition, readings, context);
  const required = result.retreat.required;
  if (own.leader === 'stacked' && required > 0) {
    const odds = leaderDeathOdds({ retreat: Math.min(required, 5), losses: result.loss });
    if (odds.ok) result.leaderDeath = { ...odds.value, moraleBoxes: ctx.grandLeader ? 12 : 8 };
  }
  const enemyEffect = effects[other(side)];
  const enemyGone = applyLosses(input[other(side)].units, enemyEffect.loss).units.length === 0;
  if (required === 0 && result.units.length > 0 && (enemyEffect.retreat > 0 || enemyGone)) {
    const morale = side === 'attacker' ? input.morale : -input.morale;
    const odds = pursuitOdds(
      edition,
      {
        hexesFromLeader:
          ctx.hexesFromLeader ??
          defaultHexesFromLeader(own.leader, edition, readings, ctx.grandLeader),
        morale,
      },
      readings,
    );
    if (odds.ok) result.pursuit = odds.value;
  }
  return result;
}
