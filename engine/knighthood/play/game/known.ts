/**
 * What the game already knows for a check, so a calculator opened from the
 * units asks only for the rest: the firer's weapon, order, disorder and chits,
 * the target's armour class, a unit's morale class, losses, attached leader's
 * bonus and banner. Each field is the calculator's own input name.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import { mountingOf, type ArmyUnit } from '../../army/army.ts';
import { armourClassNumber, rosterLine } from '../../army/roster.ts';
import type { MissileWeapon } from '../../fire/missile-fire.ts';
import { fireWithAmmunition } from '../../fire/ammunition.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { missileWeapons } from '../../tables/missile.ts';
import { randomLeaders } from '../../tables/morale-leaders.ts';
import type { MoraleClass } from '../../tables/types.ts';
import { nameOfUnit } from './action-types.ts';
import {
  attachedLeaders,
  figuresLeft,
  findUnit,
  isOutOfPlay,
  mmsLeft,
  type KnightGame,
  type UnitRef,
  type UnitState,
} from './state.ts';

/** A unit as every check sees it: its name, figures and MMS left, order, armour class and state. */
export interface KnownUnit {
  readonly name: string;
  readonly figures: number;
  readonly mms: number;
  readonly figuresPerMms: number;
  readonly openOrder: boolean;
  readonly mounted: boolean;
  readonly regular: boolean;
  readonly morale: MoraleClass;
  /** 1.50: AC1 light to AC5 super heavy. */
  readonly armourClass: number;
  readonly disordered: boolean;
}

function knownUnit(unit: ArmyUnit, state: UnitState): KnownUnit {
  const mounting = mountingOf(unit.mounting);
  return {
    name: nameOfUnit(unit),
    figures: figuresLeft(unit, state),
    mms: mmsLeft(unit, state),
    figuresPerMms: mounting.figures,
    openOrder: mounting.order === 'OO',
    mounted: mounting.mounted,
    regular: unit.regular,
    morale: unit.morale,
    armourClass: armourClassNumber[unit.armour],
    disordered: state.disordered,
  };
}

function unitInPlay(
  game: KnightGame,
  ref: UnitRef,
  field: string,
  rule: string,
): Result<{ unit: ArmyUnit; state: UnitState }> {
  const found = findUnit(game, ref, field);
  if (!found.ok) return found;
  if (isOutOfPlay(found.value.unit, found.value.state))
    return fail(field, rule, `${nameOfUnit(found.value.unit)} is out of play`);
  return found;
}

/** 4.01, 4.80, T8: a fire from the game: both units, the weapon, its rate of fire and the chits left (null: unlimited). */
export function knownFire(
  game: KnightGame,
  firer: UnitRef,
  target: UnitRef,
  weapon = 0,
  readings: Readings = defaultReadings,
): Result<{
  firer: KnownUnit;
  target: KnownUnit;
  weapon: MissileWeapon;
  maxRateOfFire: number;
  chitsLeft: number | null;
  /**
   * 4.80: out of chits, the dice the unit still fires when fired on or charged
   * (half its dice or figures as the reading says, rounding down, from one rank
   * of its figures left); null while it has chits or its weapon needs none.
   */
  outOfAmmunitionDice: number | null;
}> {
  if (firer.side === target.side)
    return fail('target', '4.01', 'a unit fires at the enemy, not its own side');
  const from = unitInPlay(game, firer, 'firer', '4.01');
  if (!from.ok) return from;
  const at = unitInPlay(game, target, 'target', '4.01');
  if (!at.ok) return at;
  const missile = rosterLine(from.value.unit, readings).missiles[weapon];
  const line = missileWeapons.find((w) => w.label === missile?.weapon);
  if (!missile || !line)
    return fail('weapon', 'T8', `${nameOfUnit(from.value.unit)} has no missile weapon ${weapon}`);
  const firing = knownUnit(from.value.unit, from.value.state);
  const chitsLeft = from.value.state.ammunition[weapon] ?? null;
  const halfFire = fireWithAmmunition(
    {
      weapon: line.id,
      chitsLeft: chitsLeft ?? 0,
      rateOfFire: 1,
      moved: 'not-over-mf',
      dice: firing.figures,
      figures: firing.figures,
      firedOnOrCharged: true,
    },
    readings,
  );
  return ok({
    firer: firing,
    target: knownUnit(at.value.unit, at.value.state),
    weapon: line.id,
    maxRateOfFire: missile.rateOfFire,
    chitsLeft,
    outOfAmmunitionDice: halfFire.ok && halfFire.value.outOfAmmunition ? halfFire.value.dice : null,
  });
}

/** 5.40: both units of a close combat as the game has them. */
export function knownCloseCombat(
  game: KnightGame,
  a: UnitRef,
  b: UnitRef,
): Result<{ a: KnownUnit; b: KnownUnit }> {
  if (a.side === b.side) return fail('b', '5.40', 'a unit fights the enemy, not its own side');
  const one = unitInPlay(game, a, 'a', '5.40');
  if (!one.ok) return one;
  const two = unitInPlay(game, b, 'b', '5.40');
  if (!two.ok) return two;
  return ok({
    a: knownUnit(one.value.unit, one.value.state),
    b: knownUnit(two.value.unit, two.value.state),
  });
}

/**
 * 6.00, T17A: a morale check from the game: the unit's class, its figures lost
 * against those it began with, the attached leader's T18 morale bonus (the
 * best, if more than one is attached) and the banners it carries still held.
 */
export function knownMorale(
  game: KnightGame,
  ref: UnitRef,
): Result<{
  unit: KnownUnit;
  moraleClass: MoraleClass;
  figuresLost: number;
  originalFigures: number;
  leaderBonus: number;
  bannersAttached: number;
}> {
  const found = unitInPlay(game, ref, 'unit', '6.00');
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const side = game.sides[ref.side];
  // 7.00 takes a severe wound's combat bonus, not the T18 morale bonus.
  const bonuses = attachedLeaders(side, ref.unit).map(
    (l) => randomLeaders.find((r) => r.leader === l.rating)?.morale ?? 0,
  );
  return ok({
    unit: knownUnit(unit, state),
    moraleClass: unit.morale,
    figuresLost: state.casualties,
    originalFigures: unit.figures,
    leaderBonus: Math.max(0, ...bonuses),
    bannersAttached: side.army.banners.filter(
      (b) => b.carriedBy === ref.unit && side.banners[b.id] === 'held',
    ).length,
  });
}
