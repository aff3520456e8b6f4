/**
 * What a unit's or an officer's card shows, read from the engine: the
 * roster's troops, what is left, its state, and the lines that say what that
 * state obliges (each with its section). Pure: the cards only render it.
 */
import type { WorkingStep } from '../../../../engine/core/index.ts';
import {
  describeOfficer,
  describeUnit,
  findUnit,
  isLost,
  nameOfUnit,
  unitTypeNames,
  unitsOf,
  type MoraleState,
  type MtmGame,
  type OfficerRef,
  type OfficerStatus,
  type Readings,
  type SideId,
  type UnitRef,
  type UnitType,
} from '../../../../engine/macbeth-to-medici/index.ts';

/** How a unit shoots, by its type: bows, skirmishing missiles, or guns; none for the rest. */
export type Shooting = 'archery' | 'skirmish' | 'bombard';
const shootingOf: Partial<Record<UnitType, Shooting>> = {
  archers: 'archery',
  skirmishers: 'skirmish',
  gunnes: 'bombard',
};

export interface UnitCard {
  readonly ref: UnitRef;
  /** The element id of the card: side and unit, since both rosters use the same ids. */
  readonly key: string;
  readonly name: string;
  /** The roster's troops: type, class, experience, order. */
  readonly troops: string;
  readonly elements: number;
  readonly startElements: number;
  readonly hits: number;
  readonly morale: MoraleState;
  readonly unformed: boolean;
  readonly lost: boolean;
  readonly shooting: Shooting | undefined;
  /** The engine's lines, the elements line first. */
  readonly lines: readonly WorkingStep<string>[];
}

export interface OfficerCard {
  readonly ref: OfficerRef;
  readonly key: string;
  readonly name: string;
  /** "C-in-C · Leadership 4 · Command 3". */
  readonly rating: string;
  readonly temperament: string;
  readonly status: OfficerStatus;
  readonly lines: readonly WorkingStep<string>[];
}

export const cardKey = (ref: UnitRef): string => `${ref.side}-${ref.unit}`;

const capital = (word: string): string => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Each unit of a side as a card, those in play first. */
export function unitCards(game: MtmGame, side: SideId): UnitCard[] {
  return unitsOf(game, side).flatMap((ref) => {
    const found = findUnit(game, ref);
    const lines = describeUnit(game, ref);
    if (!found.ok || !lines.ok) return [];
    const { unit, state } = found.value;
    return [
      {
        ref,
        key: cardKey(ref),
        name: nameOfUnit(unit),
        troops: `${unitTypeNames[unit.type]} · class ${unit.cls} · ${unit.experience} · ${unit.order} order`,
        elements: state.elements,
        startElements: unit.elements,
        hits: state.hits,
        morale: state.morale,
        unformed: state.unformed,
        lost: isLost(state),
        shooting: shootingOf[unit.type],
        lines: lines.value,
      },
    ];
  });
}

/** Each officer of a side as a card, with his state as the engine writes it. */
export function officerCards(game: MtmGame, side: SideId, readings: Readings): OfficerCard[] {
  const { roster, officers } = game.sides[side];
  return roster.officers.flatMap((officer) => {
    const ref = { side, officer: officer.id };
    const lines = describeOfficer(game, ref, readings);
    const state = officers[officer.id];
    if (!lines.ok || !state) return [];
    return [
      {
        ref,
        key: `${side}-${officer.id}`,
        name: officer.name,
        rating: `${officer.cInC ? 'C-in-C · ' : ''}Leadership ${officer.leadership} · Command ${officer.command}`,
        temperament: capital(state.temperament),
        status: state.status,
        lines: lines.value,
      },
    ];
  });
}

export { capital as capitalise };
