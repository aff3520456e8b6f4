/**
 * What a player does to the game, as data: one action gives one new game
 * (the old one is never changed) with a log line naming the units by their
 * names and citing the sections, or an error naming the field and the section.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import { sectionIds } from '../../tables/sections.ts';
import { change, longestLog, longestNote, type Change, type GameAction } from './action-types.ts';
import { describeStep, nextTurnPoint, previousTurnPoint, turnRule } from './phases.ts';
import { freshTally, type MtmGame, type SideState } from './state.ts';
import { applyToOfficer, applyToUnit } from './unit-actions.ts';

export { longestLog, longestNote, nameOfUnit, type GameAction } from './action-types.ts';

/** A new game turn clears what each unit did in the last (Rallying, Fatigue: "this turn"). */
const clearTallies = (side: SideState): SideState => ({
  ...side,
  units: Object.fromEntries(
    Object.entries(side.units).map(([id, u]) => [id, { ...u, tally: freshTally }]),
  ),
});

/** Applies one action and writes its log line; actions on a lost unit or a dead officer are refused. */
export function applyAction(game: MtmGame, action: GameAction): Result<MtmGame> {
  const done = applyChange(game, action);
  if (!done.ok) return done;
  const { turn, step } = done.value.game;
  const line = { turn, step, text: done.value.text, rules: done.value.rules };
  return ok({ ...done.value.game, log: [...game.log, line].slice(-longestLog) });
}

function applyChange(game: MtmGame, action: GameAction): Result<Change> {
  const by = (action as { by?: unknown }).by;
  if (by !== undefined && !sectionIds.includes(by as never))
    return fail('by', turnRule, `no section "${typeof by === 'string' ? by : typeof by}"`);
  switch (action.type) {
    case 'next-step': {
      const at = nextTurnPoint(game);
      const sides =
        at.turn === game.turn
          ? game.sides
          : { a: clearTallies(game.sides.a), b: clearTallies(game.sides.b) };
      return change(
        { ...game, ...at, sides },
        `Turn ${at.turn}: ${describeStep(at.step)}`,
        turnRule,
      );
    }
    case 'previous-step': {
      const at = previousTurnPoint(game);
      if (!at.ok) return at;
      return change(
        { ...game, ...at.value },
        `Back to turn ${at.value.turn}: ${describeStep(at.value.step)}`,
        turnRule,
      );
    }
    case 'take-hits':
    case 'remove-hits':
    case 'lose-elements':
    case 'unform':
    case 'reform':
    case 'morale':
    case 'remove-unit':
    case 'activity':
    case 'exertion':
      return applyToUnit(game, action);
    case 'lead':
    case 'temperament':
    case 'officer-count':
    case 'officer-status':
      return applyToOfficer(game, action);
    case 'note': {
      if (
        typeof action.text !== 'string' ||
        action.text.length === 0 ||
        action.text.length > longestNote
      )
        return fail('text', turnRule, `a note is 1 to ${longestNote} characters`);
      const rules = action.rules.filter((r) => sectionIds.includes(r)).slice(0, 8);
      return change(game, action.text, ...rules);
    }
    default:
      return fail(
        'type',
        turnRule,
        `unknown action "${String((action as { type: unknown }).type)}"`,
      );
  }
}
