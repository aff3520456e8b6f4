/**
 * A unit's numbers for play, read from the tables: its MMS (T1, 1.31), its
 * moves (T5), each missile weapon's ranges, ammunition and rate (T8) and the
 * T16 combat value points it always has, before the situation adds more.
 */
import { movementRates, type MovementLine } from '../tables/movement.ts';
import { missileWeapons } from '../tables/missile.ts';
import { combatValuePoints } from '../tables/combat.ts';
import { countMms, mountingOf, type ArmyUnit, type WeaponChoice } from './army.ts';
import type { ArmourClass } from '../tables/types.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** 1.50: the armour class number (AC1 light to AC5 super heavy). */
export const armourClassNumber: Readonly<Record<ArmourClass, number>> = {
  L: 1,
  M: 2,
  H: 3,
  EH: 4,
  SH: 5,
};

const missileOf: Partial<Record<WeaponChoice, (typeof missileWeapons)[number]['id']>> = {
  S: 'sling',
  SB: 'bow',
  LB: 'longbow',
  CB: 'crossbow',
  HCB: 'heavy-crossbow',
};

export interface RosterLine {
  readonly figures: number;
  readonly mms: number;
  readonly figuresPerMms: number;
  readonly order: 'CL' | 'LS' | 'OO';
  readonly maneuverFactor: number | null;
  /** T5 inches per move: 2-15" from the enemy, up to 30", beyond. */
  readonly moves: readonly [number, number, number];
  readonly missiles: readonly {
    readonly weapon: string;
    readonly ranges: readonly [number, number, number];
    readonly bonus: number;
    /** Ammunition chits, with the extra bought (T4); null: unlimited. */
    readonly ammunition: number | null;
    readonly rateOfFire: number;
  }[];
  /** T16 points the unit always counts: its armour class, morale A or E, JLS, 2HCW. */
  readonly combatPoints: number;
}

const t16 = (id: string): number => combatValuePoints.find((line) => line.id === id)?.value ?? 0;

function movementLine(unit: ArmyUnit): MovementLine {
  const { order, mounted } = mountingOf(unit.mounting);
  if (mounted) return order === 'OO' ? 'oo-cavalry' : 'cl-cavalry';
  return order === 'OO' ? 'oo-infantry' : 'other-infantry';
}

/** The roster line of a unit (valid: at least 1 figure): what a player looks up during the game. */
export function rosterLine(
  unit: ArmyUnit,
  readings: Pick<Readings, 'extraAmmunition'> = defaultReadings,
): RosterLine {
  const mounting = mountingOf(unit.mounting);
  const rate = movementRates.find((m) => m.id === movementLine(unit))!;
  const missiles = unit.weapons.flatMap((code) => {
    const weapon = missileWeapons.find((m) => m.id === missileOf[code]);
    if (!weapon) return [];
    const { close, medium, long } = weapon.ranges;
    // One more chit once every figure has extra ammunition, or one a point (see the errata register).
    const extra =
      readings.extraAmmunition === 'per-point'
        ? unit.extraAmmunition
        : Math.floor(unit.extraAmmunition / unit.figures);
    return [
      {
        weapon: weapon.label,
        ranges: [close, medium, long] as const,
        bonus: weapon.bonus,
        ammunition: weapon.ammunition === null ? null : weapon.ammunition + extra,
        rateOfFire: weapon.rateOfFire,
      },
    ];
  });
  let combatPoints = armourClassNumber[unit.armour] * t16('armour-class');
  if (unit.morale === 'A') combatPoints += t16('morale-a');
  if (unit.morale === 'E') combatPoints += t16('morale-e');
  if (unit.weapons.includes('JLS')) combatPoints += t16('jls');
  if (unit.weapons.includes('2HCW')) combatPoints += t16('2hcw');
  return {
    figures: unit.figures,
    mms: countMms(unit),
    figuresPerMms: mounting.figures,
    order: mounting.order,
    maneuverFactor: rate.maneuverFactor,
    moves: [rate.inches.near, rate.inches.middle, rate.inches.far],
    missiles,
    combatPoints,
  };
}
