/**
 * What a player does to the game, as data: one action gives one new game
 * (the old one is never changed) with a log line naming the units by their
 * roster names and citing the rules, or an error naming the field and the rule.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import { tallyHonor } from '../../honor/honor-tally.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import {
  change,
  longestLog,
  longestNote,
  withSide,
  type Change,
  type GameAction,
} from './action-types.ts';
import { describePhase, nextTurnPoint, previousTurnPoint, turnRule } from './phases.ts';
import type { KnightGame } from './state.ts';
import { applyToLeader, applyToUnit } from './unit-actions.ts';

export { longestLog, longestNote, nameOfUnit, type GameAction } from './action-types.ts';

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
  return ok({ ...done.value.game, log: [...game.log, line].slice(-longestLog) });
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
