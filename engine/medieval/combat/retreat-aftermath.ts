/**
 * After the roll (5.1.1 f–g), the part a combat's odds show before any roll:
 * losses, retreat (and the SP lost for hexes that cannot be retreated, 5.4.6),
 * the scatter or disorganization test of each retreating unit, MORALE boxes
 * for eliminated units and charge factors. aftermath.ts adds the leader death
 * roll and pursuit, which only a rolled result needs.
 */
import { never, not, times, type Probability } from '../../core/probability.ts';
import type { CombatInput, CombatUnit } from './input.ts';
import type { SideEffect } from './results.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { ResolvedReadings } from '../editions/readings.ts';
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

export interface SideRetreat {
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
  /** 6.1.4: boxes the MORALE counter moves to the enemy for this side's eliminated units. */
  moraleBoxesLost: number;
}

/** 5.4.7: losses come off the units in the listed order; a unit that loses all its SPs is eliminated. */
export function applyLosses(
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

/** 5.1.1 f–g, 5.4.6: losses, retreat and the tests after it, for one side of one result. */
export function sideRetreat(
  side: Side,
  effects: Record<Side, SideEffect>,
  input: CombatInput,
  edition: EditionProfile,
  readings: ResolvedReadings,
  context: AftermathContext = {},
): SideRetreat {
  const effect = effects[side];
  const own = input[side];
  const required = effect.retreat;
  const possible = Math.min(required, Math.max(0, context[side]?.hexesCanRetreat ?? required));
  const loss = effect.loss + (required - possible);
  const lost = applyLosses(own.units, loss);
  const leaderOnHex = own.leader === 'stacked';
  const tests =
    required > 0
      ? lost.units.map((unit) =>
          testAfterRetreat(edition, unit, side, required, effect.breaks, leaderOnHex, readings),
        )
      : [];
  return {
    loss,
    retreat: { required, possible },
    units: lost.units.map((u) => chargeAfter(u, side, effect)),
    eliminated: lost.eliminated,
    tests,
    anyBreaks: not(tests.reduce((none, t) => times(none, not(t.breaks)), not(never))),
    moraleBoxesLost: lost.eliminated,
  };
}
