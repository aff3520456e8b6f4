/**
 * Morale, leader and banner results as changes to the game: a T17B result
 * with what it obliges the unit to do (6.00), a T20 hit and capture roll on a
 * leader (7.00, 7.10), a banner taken (7.20), each with the honor T21 gives.
 */
import { fail, ok, type Result, type WorkingStep } from '../../../core/index.ts';
import { mortalWoundLife } from '../../leaders/captivity.ts';
import { worsenCondition } from '../../leaders/leader-risk.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import {
  leaderHitResultNames,
  moraleResultNames,
  type LeaderHitResult,
  type MoraleResult,
} from '../../tables/morale-leaders.ts';
import { nameOfUnit } from '../game/actions.ts';
import { otherSide, turnRule, type SideId } from '../game/phases.ts';
import type { RuleRef } from '../../errata/types.ts';
import {
  attachedLeaders,
  findUnit,
  isOutOfPlay,
  type KnightGame,
  type SideState,
  type UnitRef,
} from '../game/state.ts';
import { honorChange, noteChange, type Proposal, type ProposedChange } from './proposal.ts';

/**
 * 6.00 with T17B: a morale check's result. A broken unit (B) that checks to
 * rally and gets B again is not rallied and is destroyed (read here: T17B
 * destroys a unit not rallied by the end of that turn), or, with the
 * `rallyBreak` reading 'breaks-again', breaks afresh. Retire, Break and
 * Destroyed sweep an attached leader along (6.00, 7.00), and a break makes
 * friends within 15" whose morale is no better than its own check.
 */
export function proposeMoraleResult(
  game: KnightGame,
  unitRef: UnitRef,
  result: MoraleResult,
  readings: Readings = defaultReadings,
): Result<Proposal> {
  const found = findUnit(game, unitRef);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  if (isOutOfPlay(unit, state)) return fail('unit', '6.00', `${name} is out of play`);
  const named = moraleResultNames.find((r) => r.code === result);
  if (!named) return fail('result', 'T17B', `T17B has no result "${String(result)}"`);
  const rallying = state.morale?.result === 'B';
  const notRallied = rallying && result === 'B' && readings.rallyBreak === 'destroyed';
  const applied: MoraleResult = notRallied ? 'D' : result;
  const changes: ProposedChange[] = [];
  if (applied !== result) changes.push(noteChange(`${name} is not rallied`, 'T17B'));
  else if (rallying && result === 'B')
    changes.push(
      noteChange(`${name} breaks again: it may try to rally at its next rally phase`, 'T17B'),
    );
  const appliedName = moraleResultNames.find((r) => r.code === applied)?.name ?? applied;
  changes.push({
    text: `${name}: ${appliedName}${rallying && applied !== 'D' && applied !== 'B' ? ', rallied' : ''}`,
    rule: 'T17B',
    action: { type: 'morale', ...unitRef, result: applied },
  });
  if (applied === 'R' || applied === 'B' || applied === 'D')
    for (const leader of attachedLeaders(game.sides[unitRef.side], unitRef.unit))
      changes.push(noteChange(`${leader.name} is swept along with ${name} for one move`, '7.00'));
  if (applied === 'B')
    changes.push(
      noteChange(
        `Friendly units of morale ${unit.morale} or worse within 15" and in sight of ${name} check morale`,
        '6.00',
      ),
    );
  return ok({ title: `${name} checks morale: ${named.name}`, rules: ['6.00', 'T17B'], changes });
}

/** A leader hit as T20 and the capture roll answered it. */
export interface LeaderHitOutcome {
  readonly side: SideId;
  readonly leader: string;
  readonly result: LeaderHitResult;
  /** 7.10: only a leader hit in melee can be captured. */
  readonly captured: boolean;
  readonly by: 'missile' | 'close-combat';
  /** 7.00: the 1D rolled for a mortal wound's turns of life, when rolled. */
  readonly lifeRoll?: number;
}

/**
 * T21 "own king (or CnC)": the leader whose loss costs his side. Read here,
 * the roster's first leader, the commander in chief of T4; with the
 * `commanderInChief` reading 'king-else-first', a leader marked king, the
 * first leader only when no leader of the side is marked king.
 */
export function isCommanderInChief(
  side: SideState,
  leaderId: string,
  readings: Readings = defaultReadings,
): boolean {
  const first = side.army.leaders[0]?.id === leaderId;
  if (readings.commanderInChief === 'first-leader') return first;
  const kings = side.army.leaders.filter((l) => side.leaders[l.id]?.king);
  return kings.length > 0 ? kings.some((l) => l.id === leaderId) : first;
}

/**
 * 7.00, T20, 7.10 with T21: the leader's condition after the hit (two severe
 * wounds make a mortal one, a wound on a wounded leader kills), his capture,
 * the captor's honor, his own side's for a commander in chief lost
 * (isCommanderInChief), and the morale checks a leader lost calls for. A
 * leader killed by missile fire scores the shooters nothing (read here), or,
 * with the `leaderLostToMissile` reading 'missile-column', T21's M column of
 * the capture line.
 */
export function proposeLeaderHit(
  game: KnightGame,
  hit: LeaderHitOutcome,
  readings: Readings = defaultReadings,
): Result<Proposal> {
  const side = game.sides[hit.side];
  const leader = side?.army.leaders.find((l) => l.id === hit.leader);
  const state = leader && side.leaders[leader.id];
  if (!side || !leader || !state)
    return fail('leader', '7.00', `no leader "${hit.leader}" on that side`);
  if (state.condition === 'killed') return fail('leader', '7.00', `${leader.name} is dead`);
  if (!Object.hasOwn(leaderHitResultNames, hit.result))
    return fail('result', 'T20', `T20 has no result "${String(hit.result)}"`);
  if (hit.captured && hit.by === 'missile')
    return fail('captured', '7.10', 'only a leader hit in melee can be captured');
  const condition = worsenCondition(state.condition, hit.result, readings);
  const newlyCaptured = hit.captured && !state.captured;
  const changes: ProposedChange[] = [
    {
      text: `${leader.name}: ${leaderHitResultNames[condition].short.toLowerCase()}${newlyCaptured ? ', captured' : ''}`,
      rule: 'T20',
      action: {
        type: 'leader-hit',
        side: hit.side,
        leader: leader.id,
        result: hit.result,
        captured: hit.captured,
      },
    },
  ];
  if (condition === 'severe-wound' && state.condition !== 'severe-wound')
    changes.push(
      noteChange(
        `${leader.name} gives no combat bonus and moves 10" a turn for the rest of the battle`,
        '7.00',
      ),
    );
  if (condition === 'mortal-wound' && state.condition !== 'mortal-wound') {
    const life = mortalWoundLife(false, hit.lifeRoll);
    if (!life.ok) return fail('lifeRoll', '7.00', life.error.message);
    const turns = life.value.rolled;
    changes.push(
      noteChange(
        turns === undefined
          ? `${leader.name} lives 1D turns more`
          : `${leader.name} lives ${turns} turn${turns === 1 ? '' : 's'} more`,
        '7.00',
      ),
    );
  }
  const captureLine = state.king ? 'captured-king' : 'captured-leader';
  if (newlyCaptured)
    changes.push(
      ...honorChange(game, otherSide(hit.side), captureLine, 'close-combat', 1, readings),
    );
  // A captive put to the sword was lost already, when he was taken.
  if ((condition === 'killed' || newlyCaptured) && !state.captured) {
    // honorChange gives nothing where the capture reading refuses missile points.
    if (
      condition === 'killed' &&
      hit.by === 'missile' &&
      readings.leaderLostToMissile === 'missile-column'
    )
      changes.push(
        ...honorChange(game, otherSide(hit.side), captureLine, 'missile', 1, readings).map((c) => ({
          ...c,
          text: `${c.text} (M column: ${leader.name} killed by missile fire)`,
        })),
      );
    if (isCommanderInChief(side, leader.id, readings))
      changes.push(...honorChange(game, hit.side, 'own-king-lost', 'close-combat', 1, readings));
    changes.push(
      noteChange(
        `Every unit within 15" in sight of ${leader.name} checks morale after this phase`,
        '6.00',
      ),
    );
  }
  const title = `${leader.name} is hit: ${leaderHitResultNames[hit.result].label.toLowerCase()}${hit.captured ? ', captured' : ''}`;
  return ok({
    title,
    rules: ['7.00', 'T20', ...(hit.captured ? (['7.10'] as const) : [])],
    changes,
  });
}

/** 7.20 with T21: a banner taken in close combat: honor to the captor and from its side, and the morale checks it calls for. */
export function proposeBannerCapture(
  game: KnightGame,
  side: SideId,
  bannerId: string,
): Result<Proposal> {
  const own = game.sides[side];
  const banner = own?.army.banners.find((b) => b.id === bannerId);
  if (!own || !banner) return fail('banner', '7.20', `no banner "${bannerId}" on that side`);
  if (own.banners[banner.id] === 'captured')
    return fail('banner', '7.20', `${banner.name} is already captured`);
  const changes: ProposedChange[] = [
    {
      text: `${banner.name} is captured`,
      rule: '7.20',
      action: { type: 'banner-captured', side, banner: banner.id },
    },
    ...honorChange(game, otherSide(side), 'captured-banner', 'close-combat'),
    ...honorChange(game, side, 'own-banner-lost', 'close-combat'),
    noteChange(
      `Every unit within 15" in sight of ${banner.name} checks morale after this phase`,
      '6.00',
    ),
  ];
  return ok({ title: `${banner.name} is taken`, rules: ['7.20'], changes });
}

/**
 * Turn sequence phase 4: the moving side's broken units, which check morale
 * to rally (6.00), once each: those `checked` already in this rally phase are
 * left out. The game keeps only a unit's last result and its turn, so a unit
 * that broke again on its rally check (the `rallyBreak` reading
 * 'breaks-again') would otherwise be listed again until its next rally phase.
 */
export function unitsToRally(game: KnightGame, checked: readonly UnitRef[] = []): UnitRef[] {
  const side = game.sides[game.moving];
  const done = (unit: string) => checked.some((c) => c.side === game.moving && c.unit === unit);
  return side.army.units
    .filter((u) => {
      const state = side.units[u.id];
      return (
        state !== undefined && !isOutOfPlay(u, state) && state.morale?.result === 'B' && !done(u.id)
      );
    })
    .map((u) => ({ side: game.moving, unit: u.id }));
}

/** The rally phase's call: the units due a rally check, by name, with the rule that calls them. */
export interface RallyCall extends WorkingStep<RuleRef> {
  readonly units: readonly { readonly ref: UnitRef; readonly name: string }[];
}

/**
 * Turn sequence phase 4 (2.00 with 6.00): in the rally phase, the moving
 * side's broken units still due their rally check (`checked` are left out,
 * as in `unitsToRally`); outside the rally phase, none.
 */
export function describeRally(
  game: KnightGame,
  checked: readonly UnitRef[] = [],
): RallyCall | undefined {
  if (game.phase !== 'rally') return undefined;
  const units = unitsToRally(game, checked).flatMap((ref) => {
    const found = findUnit(game, ref);
    return found.ok ? [{ ref, name: nameOfUnit(found.value.unit) }] : [];
  });
  return {
    text:
      units.length === 0
        ? 'Rally: no broken unit of the moving side is due a rally check'
        : 'Rally: each broken unit of the moving side checks morale once to rally',
    rule: turnRule,
    units,
  };
}
