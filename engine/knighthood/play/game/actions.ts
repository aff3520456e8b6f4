/**
 * What a player does to the game, as data: one action gives one new game
 * (the old one is never changed) with a log line naming the units by their
 * roster names and citing the rules, or an error naming the field and the rule.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { ArmyUnit } from '../../army/army.ts';
import type { RuleRef } from '../../errata/types.ts';
import { tallyHonor, type HonorEvent } from '../../honor/honor-tally.ts';
import { worsenCondition } from '../../leaders/leader-risk.ts';
import { moraleResultEffects } from '../../morale/morale-results.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import {
  leaderHitResultNames,
  moraleResultNames,
  type LeaderHitResult,
  type MoraleResult,
} from '../../tables/morale-leaders.ts';
import {
  describePhase,
  nextTurnPoint,
  previousTurnPoint,
  turnRule,
  type SideId,
} from './phases.ts';
import {
  findUnit,
  figuresLeft,
  isOutOfPlay,
  mmsLeft,
  type KnightGame,
  type LeaderState,
  type SideState,
  type UnitRef,
  type UnitState,
} from './state.ts';

type OnUnit = UnitRef;
type OnLeader = { readonly side: SideId; readonly leader: string };

export type GameAction =
  | { readonly type: 'next-phase' }
  | { readonly type: 'previous-phase' }
  | (OnUnit & {
      readonly type: 'casualties';
      readonly figures: number;
      /** What hit the unit: missile fire (4.01) or close combat (5.40, the default). */
      readonly by?: 'missile' | 'close-combat';
    })
  | (OnUnit & { readonly type: 'disorder' | 'reorder' })
  | (OnUnit & { readonly type: 'morale'; readonly result: MoraleResult })
  | (OnUnit & {
      readonly type: 'spend-ammunition';
      readonly weapon: number;
      readonly chits: number;
    })
  | (OnUnit & { readonly type: 'mark-chivalry'; readonly chivalry: boolean })
  | (OnLeader & { readonly type: 'attach-leader'; readonly unit: string | null })
  | (OnLeader & {
      readonly type: 'leader-hit';
      readonly result: LeaderHitResult;
      readonly captured: boolean;
    })
  | (OnLeader & { readonly type: 'leader-freed' })
  | {
      readonly type: 'banner-captured' | 'banner-recaptured';
      readonly side: SideId;
      readonly banner: string;
    }
  | { readonly type: 'honor'; readonly side: SideId; readonly event: HonorEvent }
  | { readonly type: 'note'; readonly text: string; readonly rules: readonly RuleRef[] };

/** The longest note a log keeps. */
export const longestNote = 500;

/** A unit as the log names it: its roster name, or its id when it has none. */
export const nameOfUnit = (unit: Pick<ArmyUnit, 'id' | 'name'>): string =>
  unit.name.trim() === '' ? `unit ${unit.id}` : unit.name;

interface Change {
  readonly game: KnightGame;
  readonly text: string;
  readonly rules: readonly RuleRef[];
}

const change = (game: KnightGame, text: string, ...rules: RuleRef[]): Result<Change> =>
  ok({ game, text, rules });

const withSide = (game: KnightGame, side: SideId, next: Partial<SideState>): KnightGame => ({
  ...game,
  sides: { ...game.sides, [side]: { ...game.sides[side], ...next } },
});

const withUnit = (game: KnightGame, ref: UnitRef, next: Partial<UnitState>): KnightGame => {
  const side = game.sides[ref.side];
  return withSide(game, ref.side, {
    units: { ...side.units, [ref.unit]: { ...side.units[ref.unit]!, ...next } },
  });
};

/**
 * Applies one action and writes its log line. Actions on a unit out of play
 * (every figure lost, or destroyed by a morale check) are refused.
 */
export function applyAction(
  game: KnightGame,
  action: GameAction,
  readings: Readings = defaultReadings,
): Result<KnightGame> {
  const done = applyChange(game, action, readings);
  if (!done.ok) return done;
  const { turn, moving, phase } = done.value.game;
  const line = { turn, moving, phase, text: done.value.text, rules: done.value.rules };
  return ok({ ...done.value.game, log: [...game.log, line] });
}

function applyChange(game: KnightGame, action: GameAction, readings: Readings): Result<Change> {
  switch (action.type) {
    case 'next-phase': {
      const at = nextTurnPoint(game, game.firstMove);
      return change(
        { ...game, ...at },
        `Turn ${at.turn}, side ${at.moving}: ${describePhase(at.phase)}`,
        turnRule,
      );
    }
    case 'previous-phase': {
      const at = previousTurnPoint(game, game.firstMove);
      if (!at.ok) return at;
      return change(
        { ...game, ...at.value },
        `Back to turn ${at.value.turn}, side ${at.value.moving}: ${describePhase(at.value.phase)}`,
        turnRule,
      );
    }
    case 'casualties':
    case 'disorder':
    case 'reorder':
    case 'morale':
    case 'spend-ammunition':
    case 'mark-chivalry':
      return applyToUnit(game, action);
    case 'attach-leader':
    case 'leader-hit':
    case 'leader-freed':
      return applyToLeader(game, action, readings);
    case 'banner-captured':
    case 'banner-recaptured': {
      const side = game.sides[action.side];
      const banner = side?.army.banners.find((b) => b.id === action.banner);
      if (!side || !banner)
        return fail('banner', '7.20', `no banner "${action.banner}" on that side`);
      const captured = action.type === 'banner-captured';
      if ((side.banners[banner.id] === 'captured') === captured)
        return fail(
          'banner',
          '7.20',
          `${banner.name} is ${captured ? 'already captured' : 'not captured'}`,
        );
      const next = withSide(game, action.side, {
        banners: { ...side.banners, [banner.id]: captured ? 'captured' : 'held' },
      });
      return change(
        next,
        `${banner.name} ${captured ? 'captured by the enemy' : 'recaptured'}`,
        '7.20',
      );
    }
    case 'honor': {
      const side = game.sides[action.side];
      if (!side) return fail('side', '8.01', 'honor is kept for side a or b');
      if (action.event.kind === 'losses')
        return fail('event.kind', '8.02', 'troop losses are counted from the game, at the end');
      const checked = tallyHonor([action.event], readings);
      if (!checked.ok)
        return fail(
          checked.error.field.replace('events.0', 'event'),
          checked.error.rule,
          checked.error.message,
        );
      const step = checked.value.steps[0]!;
      const next = withSide(game, action.side, { honor: [...side.honor, action.event] });
      const sign = step.points > 0 ? '+' : '';
      const count = action.event.kind === 'award' ? (action.event.count ?? 1) : 1;
      const times = count > 1 ? ` x${count}` : '';
      return change(
        next,
        `${side.army.name}: ${step.text}${times}, ${sign}${step.points} honor`,
        step.rule,
      );
    }
    case 'note': {
      if (
        typeof action.text !== 'string' ||
        action.text.length === 0 ||
        action.text.length > longestNote
      )
        return fail('text', turnRule, `a note is 1 to ${longestNote} characters`);
      return change(game, action.text, ...action.rules);
    }
    default:
      return fail(
        'type',
        turnRule,
        `unknown action "${String((action as { type: unknown }).type)}"`,
      );
  }
}

type UnitAction = Extract<GameAction, { unit: string; side: SideId }> & {
  type: Exclude<GameAction['type'], 'attach-leader'>;
};

function applyToUnit(game: KnightGame, action: UnitAction): Result<Change> {
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
        withUnit(game, action, after),
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
      const next = withUnit(game, action, { morale: { result: action.result, turn: game.turn } });
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

function applyToLeader(
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
