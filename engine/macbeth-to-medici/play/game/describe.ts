/**
 * A unit or an officer as the table needs to see it, written by the engine so
 * every rule fact on the page comes from here: what is left, what its state
 * obliges, each line with its section.
 */
import { ok, type Result, type WorkingStep } from '../../../core/index.ts';
import type { SectionId } from '../../tables/sections.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { classAsSeen, safeHits } from '../../units.ts';
import { nameOfUnit, plural } from './action-types.ts';
import { isRouted } from './known-officers.ts';
import type { SideId } from './phases.ts';
import {
  findOfficer,
  findUnit,
  isLost,
  leaderOf,
  type MtmGame,
  type OfficerRef,
  type UnitRef,
} from './state.ts';

type Line = WorkingStep<SectionId>;

const moraleLines = {
  steady: null,
  erratic: {
    text: 'Erratic: if it fails a Control test it turns Impetuous or Broken',
    rule: 'unit-endurance',
  },
  impetuous: {
    text: 'Impetuous: charges whatever the situation (foot charge mounted only when an Enraged officer leads them), and disperses chasing a routing enemy that breaks up',
    rule: 'impetuous-and-broken',
  },
  broken: {
    text: 'Broken: flees straight away from the nearest enemy towards cover or its own baseline, bursting through friends in its way if pursued',
    rule: 'impetuous-and-broken',
  },
} as const;

/**
 * A unit's lines: elements left (Unit organisation), hits against its safe
 * limit (Unit endurance), its morale state and what it obliges, unformed,
 * the officer leading it (Leadership & Command) and what it did this turn.
 */
export function describeUnit(game: MtmGame, ref: UnitRef): Result<Line[]> {
  const found = findUnit(game, ref);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  if (isLost(state))
    return ok([
      {
        text: state.removed ? 'Lost: taken off the table' : 'Lost: every element gone',
        rule: 'impetuous-and-broken',
      },
    ]);
  const lines: Line[] = [
    { text: `${state.elements} of ${unit.elements} elements`, rule: 'unit-organisation' },
    {
      text: `${plural(state.hits, 'hit')} carried; safe up to ${safeHits(unit.experience)}`,
      rule: 'unit-endurance',
    },
  ];
  const morale = moraleLines[state.morale];
  if (morale) lines.push(morale);
  if (state.unformed)
    lines.push(
      { text: 'Unformed: one minus die in impact and melee', rule: 'impact-combat' },
      { text: 'Unformed: no voluntary rally test unless an officer leads it', rule: 'rallying' },
    );
  const leader = leaderOf(game, ref);
  if (leader)
    lines.push({
      text: `${leader.name} leads it in person: his Leadership ${leader.leadership} may stand for one die`,
      rule: 'leadership-and-command',
    });
  const t = state.tally;
  const done = [
    t.fired ? 'fired' : '',
    t.impacts ? plural(t.impacts, 'impact combat') : '',
    t.melees ? plural(t.melees, 'melee') : '',
    t.tests ? plural(t.tests, 'Control test') : '',
  ].filter(Boolean);
  if (done.length > 0) lines.push({ text: `This turn: ${done.join(', ')}`, rule: 'fatigue' });
  return ok(lines);
}

const behaviour = {
  enraged: 'orders every unit forward to attack, leading one in person',
  rash: 'presses forward unless held by orders and holding the better ground',
  bold: 'presses forward unless held by orders or holding the better ground',
  cautious: 'advances only when ordered, and falls back to better ground if he can',
  shaken:
    'withdraws, leading his men off at the double; if a unit is routed or destroyed on the way he flees',
} as const;

/** An officer's lines: his temperament and what it makes him do (Battlefield behaviour), his count of losses against his Command, his fate. */
export function describeOfficer(
  game: MtmGame,
  ref: OfficerRef,
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Line[]> {
  const found = findOfficer(game, ref);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  if (state.status === 'killed') return ok([{ text: 'Killed', rule: 'officers' }]);
  if (state.status === 'fled')
    return ok([
      { text: 'Fled the field: he issues no more orders', rule: 'battlefield-behaviour' },
    ]);
  const lines: Line[] = [];
  if (state.status === 'betrayed')
    lines.push({
      text: 'Feels betrayed: abandons his troops and rides at charge speed for the nearest friendly officer',
      rule: 'officer-morale-test',
    });
  lines.push(
    {
      text: `${state.temperament[0]!.toUpperCase()}${state.temperament.slice(1)}: ${behaviour[state.temperament]}`,
      rule: 'battlefield-behaviour',
    },
    {
      text: `Lost units counted: ${state.lost}; past his Command ${officer.command}, a failed test snaps him`,
      rule: 'officer-morale-test',
    },
  );
  // Officer morale test: an A class loss, as he sees it, counts again every turn once noticed.
  const side = game.sides[ref.side];
  const classA = side.roster.units.filter(
    (u) =>
      u.command === officer.id &&
      classAsSeen(u.cls, { foreign: u.foreign }) === 'A' &&
      isRouted(side.units[u.id]!, readings),
  );
  if (classA.length > 0 && state.temperament !== 'enraged')
    lines.push({
      text: `${classA.map((u) => nameOfUnit(u)).join(', ')}: A class lost, a test every turn once he has seen it`,
      rule: 'officer-morale-test',
    });
  return ok(lines);
}

/** Every unit of a side in roster order, those still in play first. */
export function unitsOf(game: MtmGame, side: SideId): UnitRef[] {
  const { roster, units } = game.sides[side];
  const ids = roster.units.map((u) => u.id);
  const inPlay = (id: string) => !isLost(units[id]!);
  return [...ids.filter(inPlay), ...ids.filter((id) => !inPlay(id))].map((unit) => ({
    side,
    unit,
  }));
}
