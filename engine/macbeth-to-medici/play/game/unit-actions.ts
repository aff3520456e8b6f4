/**
 * Actions on one unit (hits, elements, order, morale state, taken off, what
 * it did this turn) and on one officer (leading, temperament, his count of
 * losses, his fate), each refused by field and section on bad input.
 */
import { fail, type Result } from '../../../core/index.ts';
import type { SectionId } from '../../tables/sections.ts';
import { moraleWithHits, safeHits } from '../../units.ts';
import {
  change,
  mostAtOnce,
  nameOfUnit,
  plural,
  withOfficer,
  withUnit,
  type Change,
  type GameAction,
} from './action-types.ts';
import { findOfficer, findUnit, isLost, type MtmGame, type UnitRef } from './state.ts';

export type UnitAction = Extract<GameAction, { unit: string; side: unknown }> & {
  type: Exclude<GameAction['type'], 'lead'>;
};
export type OfficerAction = Extract<GameAction, { officer: string }>;

const moraleNames = {
  steady: 'Steady',
  erratic: 'Erratic',
  impetuous: 'Impetuous',
  broken: 'Broken',
};

const whole = (value: number, low: number, high: number): boolean =>
  Number.isInteger(value) && value >= low && value <= high;

/** A lost unit's officer stops leading it: there is nothing left to lead. */
function releaseLeader(game: MtmGame, ref: UnitRef): MtmGame {
  const side = game.sides[ref.side];
  const leaders = Object.entries(side.officers).filter(([, o]) => o.leading === ref.unit);
  return leaders.reduce(
    (g, [officer]) => withOfficer(g, { side: ref.side, officer }, { leading: null }),
    game,
  );
}

/** Hits taken (Unit endurance) and removed (Rallying, Reorganisation), elements lost, order, morale state, removal and the turn's tally. */
export function applyToUnit(game: MtmGame, action: UnitAction): Result<Change> {
  const found = findUnit(game, action);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  if (isLost(state)) return fail('unit', 'impetuous-and-broken', `${name} is lost`);
  switch (action.type) {
    case 'take-hits': {
      const rule: SectionId = action.by ?? 'unit-endurance';
      if (!whole(action.hits, 1, mostAtOnce))
        return fail('hits', rule, `a unit takes 1 to ${mostAtOnce} hits, not ${action.hits}`);
      const hits = state.hits + action.hits;
      const morale = moraleWithHits(state.morale, hits, unit.experience);
      const turned =
        morale !== state.morale ? `, over its safe ${safeHits(unit.experience)}: Erratic` : '';
      return change(
        withUnit(game, action, { hits, morale }),
        `${name} takes ${plural(action.hits, 'hit')}: ${hits} carried${turned}`,
        rule,
        ...(turned ? (['unit-endurance'] as const) : []),
      );
    }
    case 'remove-hits':
      if (!whole(action.hits, 1, state.hits))
        return fail(
          'hits',
          action.by,
          `${name} carries ${state.hits} hits: 1 to ${state.hits} come off, not ${action.hits}`,
        );
      return change(
        withUnit(game, action, { hits: state.hits - action.hits }),
        `${name} has ${plural(action.hits, 'hit')} taken off: ${state.hits - action.hits} carried`,
        action.by,
      );
    case 'lose-elements': {
      const rule: SectionId = action.by ?? 'unit-organisation';
      if (!whole(action.elements, 1, state.elements))
        return fail(
          'elements',
          rule,
          `${name} has ${state.elements} elements left: it loses 1 to ${state.elements}, not ${action.elements}`,
        );
      const left = state.elements - action.elements;
      const next = withUnit(game, action, { elements: left });
      return change(
        left === 0 ? releaseLeader(next, action) : next,
        `${name} loses ${plural(action.elements, 'element')}; ${left === 0 ? 'its last: lost' : `${left} of ${unit.elements} left`}`,
        rule,
      );
    }
    case 'unform':
      if (state.unformed)
        return fail('unit', action.by ?? 'control-test', `${name} is already unformed`);
      return change(
        withUnit(game, action, { unformed: true }),
        `${name} is unformed`,
        action.by ?? 'control-test',
      );
    case 'reform': {
      const rule = action.by ?? 'manoeuvring-and-changing-formation';
      if (!state.unformed) return fail('unit', rule, `${name} is not unformed`);
      return change(withUnit(game, action, { unformed: false }), `${name} reforms`, rule);
    }
    case 'morale': {
      const rule = action.by ?? 'unit-morale';
      if (!Object.hasOwn(moraleNames, action.morale))
        return fail('morale', 'unit-morale', `no morale state "${String(action.morale)}"`);
      if (action.morale === state.morale)
        return fail('morale', rule, `${name} is already ${moraleNames[action.morale]}`);
      return change(
        withUnit(game, action, { morale: action.morale }),
        `${name}: ${moraleNames[state.morale]} to ${moraleNames[action.morale]}`,
        rule,
      );
    }
    case 'remove-unit': {
      const rule = action.by ?? 'impetuous-and-broken';
      return change(
        releaseLeader(withUnit(game, action, { removed: true }), action),
        `${name} is taken off the table, counting as lost`,
        rule,
      );
    }
    case 'activity':
      if (!['standing', 'march', 'normal-move', 'faster'].includes(action.activity))
        return fail('activity', 'rallying', `no activity "${String(action.activity)}"`);
      return change(
        withUnit(game, action, { tally: { ...state.tally, activity: action.activity } }),
        `${name} this turn: ${action.activity === 'faster' ? 'charged, doubled or evaded' : action.activity.replace('-', ' ')}`,
        action.activity === 'faster' ? 'fatigue' : 'rallying',
      );
    case 'exertion': {
      const t = state.tally;
      const counts = {
        fired: [{ fired: true }, 'fired', 'fatigue'],
        impact: [{ impacts: t.impacts + 1 }, 'fought an impact combat', 'fatigue'],
        melee: [{ melees: t.melees + 1 }, 'fought a melee', 'fatigue'],
        test: [{ tests: t.tests + 1 }, 'took a Control test', 'rallying'],
      } as const;
      const entry = Object.hasOwn(counts, action.exertion) ? counts[action.exertion] : undefined;
      if (!entry) return fail('exertion', 'fatigue', `no exertion "${String(action.exertion)}"`);
      return change(
        withUnit(game, action, { tally: { ...t, ...entry[0] } }),
        `${name} ${entry[1]} this turn`,
        entry[2],
      );
    }
  }
}

const statusWords = {
  commanding: 'commands again',
  betrayed: 'feels betrayed and abandons his troops',
  fled: 'flees the field, issuing no more orders',
  killed: 'is killed',
};

/** An officer leads a unit in person or leaves it (Leadership & Command), changes temperament, counts losses (Officer morale test), or meets his fate. */
export function applyToOfficer(game: MtmGame, action: OfficerAction): Result<Change> {
  const found = findOfficer(game, action);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  if (state.status === 'killed') return fail('officer', 'officers', `${officer.name} is dead`);
  switch (action.type) {
    case 'lead': {
      if (action.unit === null)
        return change(
          withOfficer(game, action, { leading: null }),
          `${officer.name} leaves the unit he led`,
          'leadership-and-command',
        );
      if (state.status !== 'commanding')
        return fail('officer', 'officers', `${officer.name} no longer commands`);
      const unit = findUnit(game, { side: action.side, unit: action.unit });
      if (!unit.ok) return unit;
      if (isLost(unit.value.state))
        return fail('unit', 'leadership-and-command', `${nameOfUnit(unit.value.unit)} is lost`);
      return change(
        withOfficer(game, action, { leading: action.unit }),
        `${officer.name} leads ${nameOfUnit(unit.value.unit)} in person`,
        'leadership-and-command',
      );
    }
    case 'temperament': {
      const rule = action.by ?? 'officer-temperament';
      if (!['enraged', 'rash', 'bold', 'cautious', 'shaken'].includes(action.temperament))
        return fail(
          'temperament',
          'officer-temperament',
          `no temperament "${String(action.temperament)}"`,
        );
      if (action.temperament === state.temperament)
        return fail('temperament', rule, `${officer.name} is already ${action.temperament}`);
      return change(
        withOfficer(game, action, { temperament: action.temperament }),
        `${officer.name}: ${state.temperament} to ${action.temperament}`,
        rule,
      );
    }
    case 'officer-count':
      if (!whole(action.lost, 0, mostAtOnce))
        return fail(
          'lost',
          'officer-morale-test',
          `the count is 0 to ${mostAtOnce}, not ${action.lost}`,
        );
      return change(
        withOfficer(game, action, { lost: action.lost }),
        `${officer.name}'s count of lost units: ${state.lost} to ${action.lost}`,
        'officer-morale-test',
      );
    case 'officer-status': {
      const rule = action.by ?? 'officer-morale-test';
      if (!Object.hasOwn(statusWords, action.status))
        return fail('status', 'officers', `no status "${String(action.status)}"`);
      if (action.status === state.status)
        return fail('status', rule, `${officer.name} is already ${action.status}`);
      const leading = action.status === 'commanding' ? state.leading : null;
      return change(
        withOfficer(game, action, { status: action.status, leading }),
        `${officer.name} ${statusWords[action.status]}`,
        rule,
      );
    }
  }
}
