/**
 * Actions on one unit (casualties, disorder, morale, ammunition) and on one
 * leader (attach, hit, freed), each refused by field and rule on bad input.
 */
import { fail, type Result } from '../../../core/index.ts';
import type { RuleRef } from '../../errata/types.ts';
import { worsenCondition } from '../../leaders/leader-risk.ts';
import { moraleResultEffects } from '../../morale/morale-results.ts';
import type { Readings } from '../../readings.ts';
import { leaderHitResultNames, moraleResultNames } from '../../tables/morale-leaders.ts';
import {
  change,
  nameOfUnit,
  withSide,
  withUnit,
  type Change,
  type GameAction,
} from './action-types.ts';
import { turnRule, type SideId } from './phases.ts';
import {
  findUnit,
  figuresLeft,
  isOutOfPlay,
  mmsLeft,
  type KnightGame,
  type LeaderState,
  type UnitRef,
} from './state.ts';

/** A unit out of play leaves its leaders alone: swept away with it for its last move (7.00), not lost with it. */
function leaveDestroyed(game: KnightGame, ref: UnitRef, gone: boolean): KnightGame {
  if (!gone) return game;
  const side = game.sides[ref.side];
  const leaders = Object.fromEntries(
    Object.entries(side.leaders).map(([id, l]) => [
      id,
      l.attachedTo === ref.unit ? { ...l, attachedTo: null } : l,
    ]),
  );
  return withSide(game, ref.side, { leaders });
}

/** The actions that name one unit. */
export type UnitAction = Extract<GameAction, { unit: string; side: SideId }> & {
  type: Exclude<GameAction['type'], 'attach-leader'>;
};

/** Casualties (4.01, 5.40), disorder (5.40), reorder (2.00), a T17B result (6.00), chits spent (4.80), chivalry marked (T21). */
export function applyToUnit(game: KnightGame, action: UnitAction): Result<Change> {
  const found = findUnit(game, action);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  if (isOutOfPlay(unit, state) && action.type !== 'mark-chivalry')
    return fail('unit', '6.00', `${name} is out of play`);
  switch (action.type) {
    case 'casualties': {
      const rule: RuleRef = action.by === 'missile' ? '4.01' : '5.40';
      const left = figuresLeft(unit, state);
      if (!Number.isInteger(action.figures) || action.figures < 1 || action.figures > left)
        return fail(
          'figures',
          rule,
          `${name} has ${left} figures left: it loses 1 to ${left}, not ${action.figures}`,
        );
      const after = { ...state, casualties: state.casualties + action.figures };
      const remaining = figuresLeft(unit, after);
      const tail =
        remaining === 0
          ? 'its last figure: destroyed'
          : `${remaining} of ${unit.figures} figures left, ${mmsLeft(unit, after)} MMS`;
      return change(
        leaveDestroyed(withUnit(game, action, after), action, remaining === 0),
        `${name} loses ${action.figures} figure${action.figures === 1 ? '' : 's'}; ${tail}`,
        rule,
      );
    }
    case 'disorder':
      if (state.disordered) return fail('unit', '5.40', `${name} is already in disorder`);
      return change(
        withUnit(game, action, { disordered: true }),
        `${name} is thrown into disorder`,
        '5.40',
      );
    case 'reorder':
      if (!state.disordered) return fail('unit', turnRule, `${name} is not in disorder`);
      return change(withUnit(game, action, { disordered: false }), `${name} reorders`, turnRule);
    case 'morale': {
      const named = moraleResultNames.find((r) => r.code === action.result);
      if (!named) return fail('result', 'T17B', `T17B has no result "${String(action.result)}"`);
      const rallied =
        state.morale?.result === 'B' && action.result !== 'B' && action.result !== 'D';
      const next = leaveDestroyed(
        withUnit(game, action, { morale: { result: action.result, turn: game.turn } }),
        action,
        action.result === 'D',
      );
      const effect = moraleResultEffects[action.result];
      return change(
        next,
        `${name}: ${named.name}${rallied ? ', rallied' : ''}. ${effect}`,
        '6.00',
        'T17B',
      );
    }
    case 'spend-ammunition': {
      const chits = state.ammunition[action.weapon];
      if (!Number.isInteger(action.weapon) || chits === undefined)
        return fail('weapon', '4.80', `${name} has no missile weapon ${action.weapon}`);
      if (!Number.isInteger(action.chits) || action.chits < 1)
        return fail('chits', '4.80', `a fire uses 1 chit or more, not ${action.chits}`);
      if (chits === null) return change(game, `${name} fires: its ammunition is unlimited`, 'T8');
      if (action.chits > chits)
        return fail(
          'chits',
          '4.80',
          `${name} has ${chits} chit${chits === 1 ? '' : 's'} left, not ${action.chits}`,
        );
      const ammunition = state.ammunition.map((c, i) =>
        i === action.weapon ? chits - action.chits : c,
      );
      const left = chits - action.chits;
      const tail =
        left === 0
          ? 'out of ammunition: it fires half its figures only when fired on or charged'
          : `${left} left`;
      return change(
        withUnit(game, action, { ammunition }),
        `${name} uses ${action.chits} ammunition chit${action.chits === 1 ? '' : 's'}; ${tail}`,
        '4.80',
      );
    }
    case 'mark-chivalry':
      return change(
        withUnit(game, action, { chivalry: action.chivalry }),
        `${name} ${action.chivalry ? 'counts' : 'does not count'} as chivalry`,
        'T21',
      );
  }
}

/** A leader attached or left alone (7.00), hit on T20 and captured (7.10), or freed. */
export function applyToLeader(
  game: KnightGame,
  action: Extract<GameAction, { leader: string }>,
  readings: Readings,
): Result<Change> {
  const side = game.sides[action.side];
  const leader = side?.army.leaders.find((l) => l.id === action.leader);
  const state = leader && side.leaders[leader.id];
  if (!side || !leader || !state)
    return fail('leader', '7.00', `no leader "${action.leader}" on that side`);
  const update = (next: Partial<LeaderState>) =>
    withSide(game, action.side, {
      leaders: { ...side.leaders, [leader.id]: { ...state, ...next } },
    });
  if (state.condition === 'killed') return fail('leader', '7.00', `${leader.name} is dead`);
  switch (action.type) {
    case 'attach-leader': {
      if (action.unit === null)
        return change(update({ attachedTo: null }), `${leader.name} leaves his unit`, '7.00');
      if (state.captured) return fail('leader', '7.10', `${leader.name} is held captive`);
      const unit = findUnit(game, { side: action.side, unit: action.unit });
      if (!unit.ok) return unit;
      if (isOutOfPlay(unit.value.unit, unit.value.state))
        return fail('unit', '7.00', `${nameOfUnit(unit.value.unit)} is out of play`);
      return change(
        update({ attachedTo: action.unit }),
        `${leader.name} attaches to ${nameOfUnit(unit.value.unit)}`,
        '7.00',
      );
    }
    case 'leader-hit': {
      if (!Object.hasOwn(leaderHitResultNames, action.result))
        return fail('result', 'T20', `T20 has no result "${String(action.result)}"`);
      const condition = worsenCondition(state.condition, action.result, readings);
      const captured = state.captured || action.captured;
      const words = leaderHitResultNames[condition].short.toLowerCase();
      const text = `${leader.name}: ${leaderHitResultNames[action.result].label.toLowerCase()}${condition === action.result ? '' : `, now ${words}`}${action.captured && !state.captured ? '; captured' : ''}`;
      const next = update({
        condition,
        captured,
        attachedTo: captured || condition === 'killed' ? null : state.attachedTo,
      });
      return change(next, text, 'T20', ...(action.captured ? (['7.10'] as const) : []));
    }
    case 'leader-freed':
      if (!state.captured) return fail('leader', '7.10', `${leader.name} is not captured`);
      return change(update({ captured: false }), `${leader.name} is free again`, '7.10');
  }
}
