/**
 * A leader with no unit meleed, from the game: the enemy units that may be
 * attacking him, the leader-risk calculator filled for "meleed alone" with the
 * attacker's figures on 1 MMS, and the checks its dice read, for the engine's
 * proposeLoneLeaderMelee.
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  isOutOfPlay,
  loneLeaderMelee,
  nameOfUnit,
  otherSide,
  proposeLoneLeaderMelee,
  type KnightGame,
  type LoneCheckRead,
  type Proposal,
  type Readings,
  type SideId,
} from '../../../../engine/knighthood/index.ts';
import type { LeaderRiskTool } from '../../../calculators/knighthood/leaders/leader-risk.svelte.ts';
import type { Prefill } from './check-prefill.ts';

/** Whether a leader is alone: on the table, alive, free and with no unit. */
export function isAlone(game: KnightGame, side: SideId, leader: string): boolean {
  const state = game.sides[side].leaders[leader];
  return !!state && state.attachedTo === null && !state.captured && state.condition !== 'killed';
}

/** The enemy units still in play, any of which may catch him. */
export function enemyUnits(game: KnightGame, side: SideId): { id: string; name: string }[] {
  const enemy = game.sides[otherSide(side)];
  return enemy.army.units
    .filter((u) => !isOutOfPlay(u, enemy.units[u.id]!))
    .map((u) => ({ id: u.id, name: nameOfUnit(u) }));
}

/** The calculator filled for a lone leader meleed by this enemy unit. */
export function prefillLoneLeader(
  game: KnightGame,
  side: SideId,
  leader: string,
  attacker: string,
): Result<Prefill> {
  const found = loneLeaderMelee(game, side, leader, { side: otherSide(side), unit: attacker });
  if (!found.ok) return found;
  const v = found.value;
  return ok({
    values: {
      leader: v.rating,
      danger: 'meleed-alone',
      attacker: v.attackerKind,
      figuresOnOneMms: v.figuresOnOneMms,
    },
    filled: [
      `${v.leader}: class ${v.rating}, with no unit`,
      `Meleed by ${v.attacker}: ${v.figuresOnOneMms} figures on 1 MMS, ${v.checks} VF checks`,
    ],
  });
}

/**
 * The checks the calculator's dice read, proposed as changes to the game:
 * each VF check hit or missed, each hit with its T20 die and capture die, a
 * mortal wound's 1D; undefined until the dice due are in.
 */
export function proposeFromRiskTool(
  game: KnightGame,
  at: { side: SideId; leader: string; attacker: string },
  tool: LeaderRiskTool,
  readings: Readings,
): Result<Proposal> | undefined {
  const plan = tool.plan;
  if (!plan.ok) return plan;
  const where = {
    side: at.side,
    leader: at.leader,
    attacker: { side: otherSide(at.side), unit: at.attacker },
  };
  // The other reading makes no checks: the engine says what to do instead.
  if (plan.value.method !== 'checks')
    return proposeLoneLeaderMelee(game, { ...where, checks: [] }, readings);
  const checks = tool.checksRead;
  if (!checks?.ok) return checks;
  const [, , hitDice, captureDice, mortal] = tool.dice.map((slot) => slot.entry.faces);
  const hitCount = checks.value.hits.filter(Boolean).length;
  if (hitCount > 0 && (!hitDice || !captureDice)) return undefined;
  let n = 0;
  const reads: LoneCheckRead[] = checks.value.hits.map((hit) => {
    if (!hit) return { hit };
    const i = n++;
    return {
      hit,
      roll: hitDice![i]!,
      captureRoll: captureDice![i]!,
      ...(mortal?.[0] === undefined ? {} : { lifeRoll: mortal[0] }),
    };
  });
  return proposeLoneLeaderMelee(game, { ...where, checks: reads }, readings);
}
