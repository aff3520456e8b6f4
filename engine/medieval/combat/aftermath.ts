/**
 * After the roll (5.1.1 f–g): losses, retreat (and the SP lost for hexes that
 * cannot be retreated, 5.4.6), the scatter or disorganization test of each
 * retreating unit, the leader death roll, pursuit, MORALE and charge factors.
 */
import { never, not, times, type Probability } from '../../core/probability.ts';
import type { CombatInput, CombatUnit } from './input.ts';
import type { SideEffect } from './results.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { leaderDeathOdds } from '../morale/leader-death.ts';
import type { ResolvedOptions } from '../editions/options.ts';
import { pursuitOdds, type PursuitOdds } from '../morale/pursuit.ts';
import { testAfterRetreat, type RetreatTest } from '../morale/retreat-test.ts';

export type Side = 'attacker' | 'defender';

/** What the board says about a side beyond the combat itself. */
export interface SideContext {
  /** Hexes the side can actually retreat (5.4.5); defaults to the full distance. */
  hexesCanRetreat?: number;
  /** Hexes to its leader, for pursuit (0 = on the hex); defaults from the leader field: 0, the leader's range (8.0) or 5. */
  hexesFromLeader?: number;
  /** The side's leader is a grand leader (range 3, 8.0): his death moves MORALE 12 (6.1.7). */
  grandLeader?: boolean;
}

export type AftermathContext = Partial<Record<Side, SideContext>>;

export interface SideAftermath {
  /** SPs lost: the table's loss plus 1 per hex not retreated (5.4.6). */
  loss: number;
  retreat: { required: number; possible: number };
  /** The side's units after losses (in the listed order, 5.4.7) and charge changes. */
  units: CombatUnit[];
  eliminated: number;
  /** One per surviving retreating unit. */
  tests: RetreatTest[];
  /** Chance that at least one retreating unit scatters / disorganizes. */
  anyBreaks: Probability;
  /** 8.2.4: set when a leader on the hex must roll. */
  leaderDeath?: { diesOn: number[]; dies: Probability; moraleBoxes: number };
  /** 5.5: set when the enemy withdrew and this side may or must pursue. */
  pursuit?: PursuitOdds;
  /** 6.1.4: boxes the MORALE counter moves to the enemy for this side's eliminated units. */
  moraleBoxesLost: number;
}

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

function applyLosses(
  units: readonly CombatUnit[],
  loss: number,
): { units: CombatUnit[]; eliminated: number } {
  let left = loss;
  const after: CombatUnit[] = [];
  let eliminated = 0;
  for (const unit of units) {
    const taken = Math.min(unit.sp, left);
    left -= taken;
    if (taken === unit.sp) eliminated += 1;
    else after.push({ ...unit, sp: unit.sp - taken });
  }
  return { units: after, eliminated };
}

/** 5.6.10: an attacker that retreats loses its charge; 5.2.11: every charge drops by 1 after combat. */
function chargeAfter(unit: CombatUnit, side: Side, effect: SideEffect): CombatUnit {
  const cf = side === 'attacker' && effect.retreat > 0 ? 0 : Math.max(0, unit.cf - 1);
  return { ...unit, cf };
}

/**
 * A leader in range (8.2.2) is taken at the edge of his command range (8.0):
 * a leader 1 hex in Bannockburn, 2 in Kosovo and 1066; a grand leader 3.
 */
function defaultHexesFromLeader(
  leader: CombatInput['attacker']['leader'],
  edition: EditionProfile,
  grandLeader = false,
): number {
  if (leader === 'stacked') return 0;
  if (leader === 'none') return 5;
  return grandLeader ? edition.leaderRange.grandLeader : edition.leaderRange.leader;
}

/** The aftermath of one combat result for one side. */
export function sideAftermath(
  side: Side,
  effects: Record<Side, SideEffect>,
  input: CombatInput,
  edition: EditionProfile,
  options: ResolvedOptions,
  context: AftermathContext = {},
): SideAftermath {
  const effect = effects[side];
  const own = input[side];
  const ctx = context[side] ?? {};
  const required = effect.retreat;
  const possible = Math.min(required, Math.max(0, ctx.hexesCanRetreat ?? required));
  const loss = effect.loss + (required - possible);
  const lost = applyLosses(own.units, loss);
  const units = lost.units.map((u) => chargeAfter(u, side, effect));
  const leaderOnHex = own.leader === 'stacked';

  const tests =
    required > 0
      ? lost.units.map((unit) =>
          testAfterRetreat(edition, unit, side, required, effect.breaks, leaderOnHex, options),
        )
      : [];
  const anyBreaks = not(tests.reduce((none, t) => times(none, not(t.breaks)), not(never)));

  const result: SideAftermath = {
    loss,
    retreat: { required, possible },
    units,
    eliminated: lost.eliminated,
    tests,
    anyBreaks,
    moraleBoxesLost: lost.eliminated,
  };
  if (leaderOnHex && required > 0) {
    const odds = leaderDeathOdds({ retreat: Math.min(required, 5), losses: loss });
    if (odds.ok) result.leaderDeath = { ...odds.value, moraleBoxes: ctx.grandLeader ? 12 : 8 };
  }
  const enemyEffect = effects[other(side)];
  const enemyGone = applyLosses(input[other(side)].units, enemyEffect.loss).units.length === 0;
  if (required === 0 && units.length > 0 && (enemyEffect.retreat > 0 || enemyGone)) {
    const morale = side === 'attacker' ? input.morale : -input.morale;
    const odds = pursuitOdds(edition, {
      hexesFromLeader:
        ctx.hexesFromLeader ?? defaultHexesFromLeader(own.leader, edition, ctx.grandLeader),
      morale,
    });
    if (odds.ok) result.pursuit = odds.value;
  }
  return result;
}
