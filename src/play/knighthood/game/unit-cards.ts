/**
 * What a unit's or a leader's card shows, read from the engine: the roster's
 * troops, what is left, its state, and the lines that say what that state
 * obliges (each with its rule). Pure: the cards only render it.
 */
import type { WorkingStep } from '../../../../engine/core/index.ts';
import {
  describeLeader,
  describeUnit,
  figuresLeft,
  isOutOfPlay,
  mountingOf,
  mmsLeft,
  moraleResultNames,
  nameOfUnit,
  rosterLine,
  tallyGameHonor,
  unitsOf,
  type KnightGame,
  type Readings,
  type SideId,
  type UnitRef,
} from '../../../../engine/knighthood/index.ts';

export interface UnitCard {
  readonly ref: UnitRef;
  /** The element id of the card: side and unit, since both armies may use the same ids. */
  readonly key: string;
  readonly name: string;
  /** The roster's troops in its own letters: order, morale class, armour, weapons. */
  readonly troops: string;
  readonly figures: number;
  readonly startFigures: number;
  readonly mms: number;
  readonly casualties: number;
  readonly disordered: boolean;
  /** The last morale result's name, or '' before any or after a carry on. */
  readonly morale: string;
  readonly outOfPlay: boolean;
  /** Horse, which T21 scores as chivalry or other cavalry. */
  readonly mounted: boolean;
  /** Marked as chivalry (T21): the roster cannot say, the player marks it. */
  readonly chivalry: boolean;
  /** Missile weapons it fires, in roster order; empty for none. */
  readonly missiles: readonly string[];
  readonly lines: readonly WorkingStep<string>[];
}

export interface LeaderCard {
  readonly side: SideId;
  readonly id: string;
  readonly name: string;
  readonly rating: string;
  readonly attachedTo: string | null;
  readonly dead: boolean;
  readonly captured: boolean;
  readonly lines: readonly WorkingStep<string>[];
}

export const cardKey = (ref: UnitRef): string => `${ref.side}-${ref.unit}`;

/** Every unit of a side as a card, units in play first (the engine's order). */
export function unitCards(game: KnightGame, side: SideId, readings: Readings): UnitCard[] {
  const { army, units } = game.sides[side];
  return unitsOf(game, side).flatMap((ref) => {
    const unit = army.units.find((u) => u.id === ref.unit);
    const state = units[ref.unit];
    if (!unit || !state) return [];
    const line = rosterLine(unit, readings);
    const described = describeUnit(game, ref, readings);
    const result = state.morale?.result;
    return [
      {
        ref,
        key: cardKey(ref),
        name: nameOfUnit(unit),
        troops: [line.order, unit.morale, unit.armour, ...unit.weapons].join(' '),
        figures: figuresLeft(unit, state),
        startFigures: unit.figures,
        mms: Math.max(0, mmsLeft(unit, state)),
        casualties: state.casualties,
        disordered: state.disordered,
        morale:
          result && result !== 'C'
            ? (moraleResultNames.find((r) => r.code === result)?.name ?? '')
            : '',
        outOfPlay: isOutOfPlay(unit, state),
        mounted: mountingOf(unit.mounting).mounted,
        chivalry: state.chivalry,
        missiles: line.missiles.map((m) => m.weapon),
        lines: described.ok ? described.value : [],
      },
    ];
  });
}

/** Every leader of a side, with his condition's lines. */
export function leaderCards(game: KnightGame, side: SideId): LeaderCard[] {
  const { army, leaders } = game.sides[side];
  return army.leaders.flatMap((leader) => {
    const state = leaders[leader.id];
    if (!state) return [];
    return [
      {
        side,
        id: leader.id,
        name: leader.name,
        rating: leader.rating,
        attachedTo: state.attachedTo,
        dead: state.condition === 'killed',
        captured: state.captured,
        lines: describeLeader(state),
      },
    ];
  });
}

export interface BannerCard {
  readonly side: SideId;
  readonly id: string;
  readonly name: string;
  /** The unit carrying it, by name, or '' when it stands alone. */
  readonly carrier: string;
  readonly captured: boolean;
}

/** Every banner of a side: who carries it and whether the enemy has it. */
export function bannerCards(game: KnightGame, side: SideId): BannerCard[] {
  const { army, banners } = game.sides[side];
  return army.banners.map((banner) => {
    const carrier = army.units.find((u) => u.id === banner.carriedBy);
    return {
      side,
      id: banner.id,
      name: banner.name,
      carrier: carrier ? nameOfUnit(carrier) : '',
      captured: banners[banner.id] === 'captured',
    };
  });
}

/** A side's honor so far (the tally with its troop losses), or undefined when it cannot be tallied. */
export function honorOf(game: KnightGame, side: SideId, readings: Readings): number | undefined {
  const tally = tallyGameHonor(game, side, readings);
  return tally.ok ? tally.value.total : undefined;
}
