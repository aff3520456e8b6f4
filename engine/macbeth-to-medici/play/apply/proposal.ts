/**
 * Results from checks, as changes to the game listed before they are
 * confirmed: each with its text and section, and the action that makes it.
 * A proposal is drafted against the game step by step, so every change it
 * lists applies; confirming applies them all as one step of the history.
 */
import { fail, ok, type Result, type WorkingStep } from '../../../core/index.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { SectionId } from '../../tables/sections.ts';
import { moraleWithHits } from '../../units.ts';
import { applyAction, nameOfUnit, type GameAction } from '../game/actions.ts';
import { plural } from '../game/action-types.ts';
import { isRouted } from '../game/known-officers.ts';
import type { SideId } from '../game/phases.ts';
import { findUnit, isLost, type MtmGame, type UnitRef } from '../game/state.ts';

/** One change a result makes: what it does, its section, and the action that does it. */
export interface ProposedChange extends WorkingStep<SectionId> {
  readonly action: GameAction;
}

/** A result's changes, headed by what was checked. */
export interface Proposal {
  readonly title: string;
  readonly rules: readonly SectionId[];
  readonly changes: readonly ProposedChange[];
}

/** A change that only says what is now due (a test, a recoil): it is written to the log. */
export const noteChange = (text: string, rule: SectionId): ProposedChange => ({
  text,
  rule,
  action: { type: 'note', text, rules: [rule] },
});

/** Applies a result's changes in order after a log line naming the result: one new game, for one step of the history. */
export function confirmProposal(game: MtmGame, proposal: Proposal): Result<MtmGame> {
  let next = applyAction(game, { type: 'note', text: proposal.title, rules: proposal.rules });
  for (const [i, change] of proposal.changes.entries()) {
    if (!next.ok) break;
    next = applyAction(next.value, change.action);
    if (!next.ok)
      return fail(`changes.${i}.${next.error.field}`, next.error.rule, next.error.message);
  }
  return next;
}

/** A proposal being written: each change is tried on the game as it will be by then. */
export interface Draft {
  readonly game: () => MtmGame;
  readonly changes: ProposedChange[];
  readonly add: (change: ProposedChange) => Result<true>;
  readonly note: (text: string, rule: SectionId) => void;
}

export function draft(start: MtmGame): Draft {
  let game = start;
  const changes: ProposedChange[] = [];
  const add = (change: ProposedChange): Result<true> => {
    const next = applyAction(game, change.action);
    if (!next.ok) return next;
    game = next.value;
    changes.push(change);
    return ok(true);
  };
  return {
    game: () => game,
    changes,
    add,
    note: (text, rule) => void add(noteChange(text, rule)),
  };
}

/** The name of a unit for a title, or its id. */
export function unitName(game: MtmGame, ref: UnitRef): string {
  const found = findUnit(game, ref);
  return found.ok ? nameOfUnit(found.value.unit) : ref.unit;
}

/** The unit in play, or an error naming the field and section. */
export function unitInPlay(game: MtmGame, ref: UnitRef, field: string, rule: SectionId) {
  const found = findUnit(game, ref, field);
  if (!found.ok) return found;
  if (isLost(found.value.state))
    return fail<never>(field, rule, `${nameOfUnit(found.value.unit)} is lost`);
  return found;
}

/** Which of two units acts and which is its enemy (each named as its field), and the refusal when they are on one side. */
export interface Opponents<K extends string> {
  readonly acting: K;
  readonly enemy: K;
  readonly ownSide: string;
}

/**
 * A draft for a unit acting on an enemy unit (a fight, a shot): both in play
 * and on opposite sides, or an error naming the field and section.
 */
export function draftAgainst<K extends string>(
  game: MtmGame,
  units: Readonly<Record<K, UnitRef>>,
  roles: Opponents<K>,
  rule: SectionId,
): Result<Draft> {
  if (units[roles.acting].side === units[roles.enemy].side)
    return fail(roles.enemy, rule, roles.ownSide);
  for (const field of [roles.acting, roles.enemy]) {
    const found = unitInPlay(game, units[field], field, rule);
    if (!found.ok) return found;
  }
  return ok(draft(game));
}

export const wholeFrom = (
  value: number,
  low: number,
  field: string,
  rule: SectionId,
): Result<number> =>
  Number.isInteger(value) && value >= low && value <= 999
    ? ok(value)
    : fail(field, rule, `${field} is a whole number from ${low}, not ${value}`);

/** Whether the unit is still in play by this point of the draft: a lost unit takes no test. */
export function stillInPlay(d: Draft, ref: UnitRef): boolean {
  const found = findUnit(d.game(), ref);
  return found.ok && !isLost(found.value.state);
}

/** Hits on a unit still in play (nothing once it is lost). */
export function addHits(d: Draft, ref: UnitRef, hits: number, by: SectionId): Result<true> {
  const found = findUnit(d.game(), ref);
  if (!found.ok || hits <= 0 || isLost(found.value.state)) return ok(true);
  const { unit, state } = found.value;
  const carried = state.hits + hits;
  // Unit endurance: the list says when the hits take a Steady unit past its safe limit.
  const erratic = moraleWithHits(state.morale, carried, unit.experience) !== state.morale;
  return d.add({
    text: `${nameOfUnit(unit)} takes ${plural(hits, 'hit')}, ${carried} carried${erratic ? ': more than its Experience Bonus, it turns Erratic' : ''}`,
    rule: by,
    action: { type: 'take-hits', ...ref, hits, by },
  });
}

/** Elements lost, never more than are left; the last loses the unit. */
export function addElementsLost(
  d: Draft,
  ref: UnitRef,
  elements: number,
  by: SectionId,
): Result<true> {
  const found = findUnit(d.game(), ref);
  if (!found.ok || elements <= 0 || isLost(found.value.state)) return ok(true);
  const lost = Math.min(elements, found.value.state.elements);
  const last = lost === found.value.state.elements ? ', its last: lost' : '';
  return d.add({
    text: `${nameOfUnit(found.value.unit)} loses ${plural(lost, 'element')}${last}`,
    rule: by,
    action: { type: 'lose-elements', ...ref, elements: lost, by },
  });
}

/** Unformed, unless it is already or is lost. */
export function addUnformed(d: Draft, ref: UnitRef, by: SectionId): Result<true> {
  const found = findUnit(d.game(), ref);
  if (!found.ok || found.value.state.unformed || isLost(found.value.state)) return ok(true);
  return d.add({
    text: `${nameOfUnit(found.value.unit)} is unformed`,
    rule: by,
    action: { type: 'unform', ...ref, by },
  });
}

/** One of this turn's exertions, for a unit still in play. */
export function addExertion(
  d: Draft,
  ref: UnitRef,
  exertion: 'fired' | 'impact' | 'melee' | 'test',
): Result<true> {
  const found = findUnit(d.game(), ref);
  if (!found.ok || isLost(found.value.state)) return ok(true);
  const words = {
    fired: 'fired',
    impact: 'an impact combat',
    melee: 'a melee',
    test: 'a Control test',
  }[exertion];
  return d.add({
    text: `${nameOfUnit(found.value.unit)}: ${words} this turn`,
    rule: exertion === 'test' ? 'rallying' : 'fatigue',
    action: { type: 'exertion', ...ref, exertion },
  });
}

/**
 * Officer morale test: when a unit was in play at the start and is now routed
 * or destroyed (read here: routed once Broken, see the routed-unit reading),
 * the officer of its command tests, unless he is Enraged (he ignores losses).
 */
export function noteOfficerTest(
  d: Draft,
  before: MtmGame,
  ref: UnitRef,
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): void {
  const was = findUnit(before, ref);
  const now = findUnit(d.game(), ref);
  if (!was.ok || !now.ok) return;
  if (isRouted(was.value.state, readings) || !isRouted(now.value.state, readings)) return;
  const side = d.game().sides[ref.side];
  const officer = side.roster.officers.find((o) => o.id === now.value.unit.command);
  const state = officer && side.officers[officer.id];
  if (!officer || !state || state.status !== 'commanding' || state.temperament === 'enraged')
    return;
  const how = isLost(now.value.state) ? 'lost' : 'routed';
  d.note(
    `${officer.name} takes a morale test: ${nameOfUnit(now.value.unit)} is ${how}, if he sees it`,
    'officer-morale-test',
  );
}

/**
 * Officer morale test: the loss of the C-in-C (killed, or fled from the
 * field) calls for a test by each other officer of his side who sees it.
 */
export function noteChiefLost(d: Draft, before: MtmGame, side: SideId): void {
  const chief = before.sides[side].roster.officers.find((o) => o.cInC);
  if (!chief) return;
  const gone = (game: MtmGame) =>
    ['killed', 'fled'].includes(game.sides[side].officers[chief.id]?.status ?? '');
  if (gone(before) || !gone(d.game())) return;
  const others = d
    .game()
    .sides[side].roster.officers.filter(
      (o) => o.id !== chief.id && d.game().sides[side].officers[o.id]?.status === 'commanding',
    );
  if (others.length === 0) return;
  const who =
    others.length === 1
      ? `${others[0]!.name} tests morale, if he sees it`
      : `${others.map((o) => o.name).join(', ')} test morale, if they see it`;
  d.note(`The C-in-C ${chief.name} is lost: ${who}`, 'officer-morale-test');
}
