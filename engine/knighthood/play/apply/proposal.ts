/**
 * Results from checks, as changes to the game listed before they are
 * confirmed: each with its text and rule, and the action that makes it.
 * Confirming applies them all as one step of the game's history.
 */
import { fail, ok, type Result, type WorkingStep } from '../../../core/index.ts';
import { mountingOf, type ArmyUnit } from '../../army/army.ts';
import type { RuleRef } from '../../errata/types.ts';
import { tallyHonor, type HonorAwardId, type HonorStep } from '../../honor/honor-tally.ts';
import { automaticLeaderHits } from '../../leaders/leader-risk.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { honorAwards } from '../../tables/morale-leaders.ts';
import { applyAction, nameOfUnit, type GameAction } from '../game/actions.ts';
import { otherSide, type SideId } from '../game/phases.ts';
import {
  attachedLeaders,
  figuresLeft,
  findUnit,
  isOutOfPlay,
  type KnightGame,
  type UnitRef,
  type UnitState,
} from '../game/state.ts';

/** One change a result makes: what it does, its rule, and the action that does it. */
export interface ProposedChange extends WorkingStep<RuleRef> {
  readonly action: GameAction;
}

/** A result's changes, headed by what was checked. */
export interface Proposal {
  readonly title: string;
  readonly rules: readonly RuleRef[];
  readonly changes: readonly ProposedChange[];
}

/** A change that only says what is now due (a check, a move): it is written to the log. */
export const noteChange = (text: string, rule: RuleRef): ProposedChange => ({
  text,
  rule,
  action: { type: 'note', text, rules: [rule] },
});

/**
 * Applies a result's changes in order after a log line naming the result: one
 * new game, for one step of the history. An error names the change at fault.
 */
export function confirmProposal(
  game: KnightGame,
  proposal: Proposal,
  readings: Readings = defaultReadings,
): Result<KnightGame> {
  let next = applyAction(
    game,
    { type: 'note', text: proposal.title, rules: proposal.rules },
    readings,
  );
  for (const [i, change] of proposal.changes.entries()) {
    if (!next.ok) break;
    next = applyAction(next.value, change.action, readings);
    if (!next.ok)
      return fail(`changes.${i}.${next.error.field}`, next.error.rule, next.error.message);
  }
  return next;
}

/** The T21 line a figure of this unit scores under: chivalry, other cavalry, A or B infantry, other infantry. */
export function honorLineOf(unit: ArmyUnit, state: Pick<UnitState, 'chivalry'>): HonorAwardId {
  if (mountingOf(unit.mounting).mounted) return state.chivalry ? 'chivalry' : 'other-cavalry';
  return unit.morale === 'A' || unit.morale === 'B' ? 'good-infantry' : 'other-infantry';
}

/**
 * An honor award as a change, its points as the tally counts them with the
 * readings; none when T21 gives it no points in that column or the readings
 * refuse it (7.10: no capture scored under missile fire).
 */
export function honorChange(
  game: KnightGame,
  side: SideId,
  id: HonorAwardId,
  by: 'missile' | 'close-combat',
  count = 1,
  readings: Readings = defaultReadings,
): ProposedChange[] {
  const event = { kind: 'award', id, by, ...(count > 1 ? { count } : {}) } as const;
  const tally = tallyHonor([event], readings);
  const points = tally.ok ? tally.value.total : 0;
  if (points === 0) return [];
  const label = honorAwards.find((a) => a.id === id)?.label ?? id;
  return [
    {
      text: `${game.sides[side].army.name}: ${label}${count > 1 ? ` x${count}` : ''}, ${points > 0 ? '+' : ''}${points} honor`,
      rule: 'T21',
      action: { type: 'honor', side, event },
    },
  ];
}

/**
 * Hits on a unit as changes (4.01 fire, 5.40 close combat): its casualties,
 * up to its last figure; hits beyond that fall on its attached leader (7.00);
 * the enemy's honor for each figure (T21); the attached leader's VF check
 * (7.00, T19); and the morale check of a unit at half its figures or more
 * lost that takes casualties (6.00).
 */
export function hitChanges(
  game: KnightGame,
  target: UnitRef,
  hits: number,
  by: 'missile' | 'close-combat',
  field: string,
): Result<ProposedChange[]> {
  const found = findUnit(game, target, field);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  const rule: RuleRef = by === 'missile' ? '4.01' : '5.40';
  const left = figuresLeft(unit, state);
  const beyond = automaticLeaderHits(hits, left);
  if (!beyond.ok) return fail(`${field}.hits`, rule, beyond.error.message);
  const lost = hits - beyond.value;
  if (lost === 0) return ok([]);
  const changes: ProposedChange[] = [
    {
      text: `${name} loses ${lost} figure${lost === 1 ? '' : 's'}${lost === left ? ', its last: destroyed' : ''}`,
      rule,
      action: { type: 'casualties', side: target.side, unit: target.unit, figures: lost, by },
    },
    ...honorChange(game, otherSide(target.side), honorLineOf(unit, state), by, lost),
  ];
  const side = game.sides[target.side];
  for (const leader of attachedLeaders(side, target.unit)) {
    if (beyond.value > 0)
      changes.push(
        noteChange(
          `${leader.name} takes ${beyond.value} automatic hit${beyond.value === 1 ? '' : 's'}: each is rolled on T20`,
          '7.00',
        ),
      );
    const column = by === 'missile' ? 'MF' : 'CC';
    changes.push(noteChange(`${leader.name} makes a VF check on T19 (${column} column)`, '7.00'));
  }
  if (lost < left && 2 * (state.casualties + lost) >= unit.figures)
    changes.push(noteChange(`${name} has lost half its figures or more: it checks morale`, '6.00'));
  return ok(changes);
}

/**
 * 8.02 with T21: a side's honor from the game's events, then its troop
 * losses: read here, the figures it lost over the figures it began with; with
 * the `troopLosses` reading 'units', its units out of play over its units.
 * `percentLost` overrides the share when the players count losses another way.
 */
export function tallyGameHonor(
  game: KnightGame,
  side: SideId,
  readings: Readings = defaultReadings,
  percentLost?: number,
): Result<{ total: number; steps: HonorStep[] }> {
  const { army, units } = game.sides[side];
  const byUnits = readings.troopLosses === 'units';
  const lostOf = (u: ArmyUnit): number => {
    const state = units[u.id];
    if (!state) return 0;
    return byUnits ? Number(isOutOfPlay(u, state)) : state.casualties;
  };
  const start = army.units.reduce((n, u) => n + (byUnits ? 1 : u.figures), 0);
  const lost = army.units.reduce((n, u) => n + lostOf(u), 0);
  const share = percentLost ?? (start === 0 ? 0 : (100 * lost) / start);
  return tallyHonor([...game.sides[side].honor, { kind: 'losses', percentLost: share }], readings);
}
