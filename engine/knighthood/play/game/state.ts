/**
 * A battle from two rosters: each side's army as the builder made it (or a
 * quick roster), and what the game has done to it so far: casualties,
 * disorder, the last morale result, ammunition, leaders, banners and the
 * honor events, with the turn and phase and a log of every change.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import {
  emptyExtras,
  mountingOf,
  validateArmy,
  type Army,
  type ArmyLeader,
  type ArmyUnit,
} from '../../army/army.ts';
import { rosterLine } from '../../army/roster.ts';
import type { RuleRef } from '../../errata/types.ts';
import type { HonorEvent } from '../../honor/honor-tally.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { LeaderHitResult, MoraleResult } from '../../tables/morale-leaders.ts';
import { firstMoveRule, sideIds, type PhaseId, type SideId, type TurnPoint } from './phases.ts';

/** A unit's play state beside its roster line. */
export interface UnitState {
  /** Figures lost to hits so far (5.40: marked, then whole MMS removed). */
  readonly casualties: number;
  readonly disordered: boolean;
  /** The last T17B result and the game turn it came in; null: no check yet. */
  readonly morale: { readonly result: MoraleResult; readonly turn: number } | null;
  /** 4.80: chits left for each missile weapon of the roster line, in its order; null: unlimited (T8 "U"). */
  readonly ammunition: readonly (number | null)[];
  /** T21 counts chivalry apart from other cavalry; the roster does not say, so the player marks it. */
  readonly chivalry: boolean;
}

/** A leader's play state (7.00, 7.10). */
export interface LeaderState {
  /** The worst T20 result so far. */
  readonly condition: LeaderHitResult;
  readonly captured: boolean;
  /** The unit he is attached to (7.00), or null when alone. */
  readonly attachedTo: string | null;
  /** T21 scores a captured king apart from other nobility; the player marks him. */
  readonly king: boolean;
}

/** 7.20: a banner is held or captured by the enemy. */
export type BannerState = 'held' | 'captured';

export interface SideState {
  readonly army: Army;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly leaders: Readonly<Record<string, LeaderState>>;
  readonly banners: Readonly<Record<string, BannerState>>;
  /** T21 events in the order they happened, for the tally of 8.02. */
  readonly honor: readonly HonorEvent[];
}

/** One line of the game's log: where in the turn it happened, what, and the rules behind it. */
export interface LogLine extends TurnPoint {
  readonly text: string;
  readonly rules: readonly RuleRef[];
}

export interface KnightGame extends TurnPoint {
  readonly sides: Readonly<Record<SideId, SideState>>;
  /** 2.10: the side that moves first in every game turn. */
  readonly firstMove: SideId;
  readonly log: readonly LogLine[];
  /**
   * The readings the game was started with, only those other than the site's
   * (the register's other readings); absent in games saved before it was kept.
   */
  readonly readings?: Partial<Readings>;
}

/** The readings a game follows: its own, or `fallback` for a game saved without them. */
export function readingsOfGame(game: KnightGame, fallback: Readings = defaultReadings): Readings {
  return game.readings ? { ...defaultReadings, ...game.readings } : fallback;
}

/** The switches of `readings` set other than the site's own, as a game keeps them. */
export function otherReadings(readings: Readings): Partial<Readings> {
  return Object.fromEntries(
    (Object.keys(defaultReadings) as (keyof Readings)[])
      .filter((name) => readings[name] !== defaultReadings[name])
      .map((name) => [name, readings[name]]),
  );
}

/** A unit named from a side: both armies may use the same ids. */
export interface UnitRef {
  readonly side: SideId;
  readonly unit: string;
}

/** What the players choose before the first move beyond the rosters. */
export interface GameStart {
  readonly a: Army;
  readonly b: Army;
  readonly firstMove: SideId;
  /** Unit ids of each side that are chivalry (T21). */
  readonly chivalry?: Partial<Record<SideId, readonly string[]>>;
  /** Leader ids of each side that are kings (T21). */
  readonly kings?: Partial<Record<SideId, readonly string[]>>;
}

/** A unit's starting play state: no losses, in order, full ammunition as its roster line gives it. */
export function freshUnit(unit: ArmyUnit, chivalry: boolean, readings: Readings): UnitState {
  return {
    casualties: 0,
    disordered: false,
    morale: null,
    ammunition: rosterLine(unit, readings).missiles.map((m) => m.ammunition),
    chivalry,
  };
}

function freshSide(
  army: Army,
  chivalry: readonly string[],
  kings: readonly string[],
  readings: Readings,
): SideState {
  return {
    army,
    units: Object.fromEntries(
      army.units.map((u) => [u.id, freshUnit(u, chivalry.includes(u.id), readings)]),
    ),
    leaders: Object.fromEntries(
      army.leaders.map((l) => [
        l.id,
        { condition: 'unharmed', captured: false, attachedTo: null, king: kings.includes(l.id) },
      ]),
    ),
    banners: Object.fromEntries(army.banners.map((b) => [b.id, 'held' as const])),
    honor: [],
  };
}

/**
 * A new game from both rosters (1.30, each checked as the builder checks it)
 * at the first phase of the first game turn, the side with the first move
 * (2.10) moving.
 */
export function startGame(
  start: GameStart,
  readings: Readings = defaultReadings,
): Result<KnightGame> {
  for (const side of sideIds) {
    const army = validateArmy(start[side]);
    if (!army.ok) return fail(`${side}.${army.error.field}`, army.error.rule, army.error.message);
    if (army.value.units.length === 0) return fail(`${side}.units`, '1.30', 'an army needs a unit');
    const ids = { chivalry: army.value.units, kings: army.value.leaders } as const;
    for (const key of ['chivalry', 'kings'] as const) {
      const unknown = (start[key]?.[side] ?? []).find((id) => !ids[key].some((x) => x.id === id));
      if (unknown !== undefined)
        return fail(
          `${key}.${side}`,
          'T21',
          `no ${key === 'kings' ? 'leader' : 'unit'} "${unknown}" in this army`,
        );
    }
  }
  if (!sideIds.includes(start.firstMove))
    return fail('firstMove', firstMoveRule, 'side a or b moves first');
  const side = (id: SideId) =>
    freshSide(start[id], start.chivalry?.[id] ?? [], start.kings?.[id] ?? [], readings);
  return ok({
    sides: { a: side('a'), b: side('b') },
    firstMove: start.firstMove,
    turn: 1,
    moving: start.firstMove,
    phase: 'opening-fire' satisfies PhaseId,
    log: [],
    readings: otherReadings(readings),
  });
}

/** A unit typed in at the table: its troops and figures; the rest as a plain unit of the builder. */
export type QuickUnit = Pick<ArmyUnit, 'name' | 'mounting' | 'morale' | 'armour' | 'figures'> &
  Partial<Pick<ArmyUnit, 'weapons' | 'regular' | 'extraAmmunition'>>;

/**
 * A quick roster: units and leaders named and typed at the table, with ids
 * u1…, l1…, checked as the builder checks an army (1.30).
 */
export function quickArmy(
  name: string,
  units: readonly QuickUnit[],
  leaders: readonly Omit<ArmyLeader, 'id'>[] = [],
): Result<Army> {
  return validateArmy({
    name,
    pointsLimit: null,
    units: units.map((u, i) => ({
      id: `u${i + 1}`,
      weapons: [],
      regular: false,
      extraAmmunition: 0,
      ...u,
      protectedCavalry: false,
      mountedInfantry: false,
      pavises: 0,
    })),
    leaders: leaders.map((l, i) => ({ ...l, id: `l${i + 1}` })),
    banners: [],
    extras: emptyExtras,
  });
}

/** The roster unit and its play state; an error naming the field when the game has no such unit. */
export function findUnit(
  game: KnightGame,
  ref: UnitRef,
  field = 'unit',
): Result<{ unit: ArmyUnit; state: UnitState }> {
  const side = game.sides[ref.side];
  if (!side) return fail(`${field}.side`, '1.30', 'a unit is on side a or b');
  const unit = side.army.units.find((u) => u.id === ref.unit);
  const state = Object.hasOwn(side.units, ref.unit) ? side.units[ref.unit] : undefined;
  if (!unit || !state) return fail(field, '1.30', `${side.army.name} has no unit "${ref.unit}"`);
  return ok({ unit, state });
}

/** Figures still standing (5.40: casualties are marked until a whole MMS is removed). */
export const figuresLeft = (unit: ArmyUnit, state: UnitState): number =>
  unit.figures - state.casualties;

/** MMS still on the table: whole MMS removed as their figures are lost (5.40, 1.31). */
export const mmsLeft = (unit: ArmyUnit, state: UnitState): number =>
  Math.ceil(figuresLeft(unit, state) / mountingOf(unit.mounting).figures);

/** Out of play: every figure lost, or destroyed by a morale check (T17B D, counted as routed). */
export const isOutOfPlay = (unit: ArmyUnit, state: UnitState): boolean =>
  figuresLeft(unit, state) <= 0 || state.morale?.result === 'D';

/** The leader attached to a unit, if any (7.00: at most the one placed at its centre rear). */
export function attachedLeaders(side: SideState, unit: string): ArmyLeader[] {
  return side.army.leaders.filter((l) => side.leaders[l.id]?.attachedTo === unit);
}
