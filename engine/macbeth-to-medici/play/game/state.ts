/**
 * A battle of From Macbeth to Medici from two quick rosters (the book has no
 * army lists): each unit by type, class, experience, order and elements, each
 * officer with his temperament, Leadership and Command, and what the game has
 * done to them so far, with the turn, the step and a log of every change.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import { checkRoster, pickRoster } from './roster.ts';
import type { SectionId } from '../../tables/sections.ts';
import type {
  Armour,
  Experience,
  ImportanceClass,
  MoraleState,
  MovementType,
  Order,
  Origin,
  RallyActivity,
  Temperament,
  UnitType,
} from '../../tables/types.ts';
import type { UnitDice } from '../../units.ts';
import { sideIds, type SideId, type TurnPoint } from './phases.ts';

/** A unit as the players enter it at the table. */
export interface MtmUnit {
  readonly id: string;
  readonly name: string;
  readonly type: UnitType;
  readonly origin: Origin;
  readonly cls: ImportanceClass;
  readonly experience: Experience;
  readonly order: Order;
  readonly movement: MovementType;
  readonly armour: Armour;
  readonly shield: boolean;
  /** Elements it begins with (Unit organisation). */
  readonly elements: number;
  /** Normal (d6) or average (d5) dice (Unit origin). */
  readonly dice: UnitDice;
  /** A mercenary or foreign ally: natives count it one class lower (Relative importance class). */
  readonly foreign: boolean;
  /** Begins the battle Erratic rather than Steady (Unit morale: some troops may start so). */
  readonly startsErratic: boolean;
  /** The officer whose battle it belongs to, or null. */
  readonly command: string | null;
}

/** An officer as the players enter him (Officers). */
export interface MtmOfficer {
  readonly id: string;
  readonly name: string;
  readonly origin: Origin;
  readonly temperament: Temperament;
  readonly leadership: number;
  readonly command: number;
  readonly dice: UnitDice;
  /** The Commander-in-chief. */
  readonly cInC: boolean;
}

export interface MtmRoster {
  readonly name: string;
  readonly units: readonly MtmUnit[];
  readonly officers: readonly MtmOfficer[];
}

/** What a unit did this turn, for its rally tests and its fatigue test; cleared when a new turn begins. */
export interface TurnTally {
  readonly activity: RallyActivity | 'faster';
  readonly fired: boolean;
  readonly impacts: number;
  readonly melees: number;
  /** Control tests taken this turn: compulsory ones count against the voluntary rally tests. */
  readonly tests: number;
}

export interface UnitState {
  readonly elements: number;
  /** True hits carried (Unit endurance); phantom hits are never kept. */
  readonly hits: number;
  readonly morale: MoraleState;
  readonly unformed: boolean;
  /** Taken off the table (dispersed, fled off, destroyed), counting as lost. */
  readonly removed: boolean;
  readonly tally: TurnTally;
}

/** An officer in play: still commanding, fled (a Shaken officer who broke, or one betrayed), or killed. */
export type OfficerStatus = 'commanding' | 'betrayed' | 'fled' | 'killed';

export interface OfficerState {
  readonly temperament: Temperament;
  /** His count of lost units (Officer morale test). */
  readonly lost: number;
  readonly status: OfficerStatus;
  /** The unit he leads in person, or null. */
  readonly leading: string | null;
}

export interface SideState {
  readonly roster: MtmRoster;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly officers: Readonly<Record<string, OfficerState>>;
}

/** One line of the log: when it happened, what, and the sections behind it. */
export interface LogLine extends TurnPoint {
  readonly text: string;
  readonly rules: readonly SectionId[];
}

export interface MtmGame extends TurnPoint {
  readonly sides: Readonly<Record<SideId, SideState>>;
  readonly log: readonly LogLine[];
}

export interface UnitRef {
  readonly side: SideId;
  readonly unit: string;
}

export interface OfficerRef {
  readonly side: SideId;
  readonly officer: string;
}

export const freshTally: TurnTally = {
  activity: 'standing',
  fired: false,
  impacts: 0,
  melees: 0,
  tests: 0,
};

/** A unit whole and Steady (or Erratic where the roster says), formed, with nothing done this turn. */
export const freshUnit = (unit: MtmUnit): UnitState => ({
  elements: unit.elements,
  hits: 0,
  morale: unit.startsErratic ? 'erratic' : 'steady',
  unformed: false,
  removed: false,
  tally: freshTally,
});

const fresh = (roster: MtmRoster): SideState => ({
  roster,
  units: Object.fromEntries(roster.units.map((u) => [u.id, freshUnit(u)])),
  officers: Object.fromEntries(
    roster.officers.map((o) => [
      o.id,
      { temperament: o.temperament, lost: 0, status: 'commanding', leading: null },
    ]),
  ),
});

/** A new game from both rosters at the first step of the first game turn (Turn sequence). */
export function startGame(start: { a: MtmRoster; b: MtmRoster }): Result<MtmGame> {
  const rosters: MtmRoster[] = [];
  for (const side of sideIds) {
    const checked = checkRoster(pickRoster(start[side]), side);
    if (!checked.ok) return checked;
    rosters.push(checked.value);
  }
  const [a, b] = rosters as [MtmRoster, MtmRoster];
  return ok({ turn: 1, step: 0, sides: { a: fresh(a), b: fresh(b) }, log: [] });
}

/** The roster unit and its state, or an error naming the field. */
export function findUnit(
  game: MtmGame,
  ref: UnitRef,
  field = 'unit',
): Result<{ unit: MtmUnit; state: UnitState }> {
  const side = sideIds.includes(ref.side) ? game.sides[ref.side] : undefined;
  if (!side) return fail(`${field}.side`, 'units', 'a unit is on side a or b');
  const unit = side.roster.units.find((u) => u.id === ref.unit);
  const state = Object.hasOwn(side.units, ref.unit) ? side.units[ref.unit] : undefined;
  if (!unit || !state) return fail(field, 'units', `${side.roster.name} has no unit "${ref.unit}"`);
  return ok({ unit, state });
}

/** The roster officer and his state, or an error naming the field. */
export function findOfficer(
  game: MtmGame,
  ref: OfficerRef,
  field = 'officer',
): Result<{ officer: MtmOfficer; state: OfficerState }> {
  const side = sideIds.includes(ref.side) ? game.sides[ref.side] : undefined;
  const officer = side?.roster.officers.find((o) => o.id === ref.officer);
  const state =
    side && Object.hasOwn(side.officers, ref.officer) ? side.officers[ref.officer] : undefined;
  if (!officer || !state)
    return fail(field, 'officers', `no officer "${ref.officer}" on that side`);
  return ok({ officer, state });
}

/** Lost: every element gone, or taken off the table (Impetuous & Broken: "counting as lost"). */
export const isLost = (state: UnitState): boolean => state.elements === 0 || state.removed;

/** The officer leading a unit in person and still commanding, if any (Leadership & Command). */
export function leaderOf(game: MtmGame, ref: UnitRef): MtmOfficer | undefined {
  const side = game.sides[ref.side];
  return side.roster.officers.find((o) => {
    const state = side.officers[o.id];
    return state?.leading === ref.unit && state.status === 'commanding';
  });
}
