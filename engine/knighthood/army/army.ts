/**
 * 1.30 Organizing an army: an army for a points game as plain data (units,
 * leaders, banners, extras) and the checks that make it priceable. Breaking a
 * rule of play (a bodyguard too large, a sub-unit over half its parent) is a
 * warning of army-warnings.ts, not an error: the army can still be priced.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { figureMountings, type WeaponCode } from '../tables/organisation.ts';
import type { LeaderClass } from '../tables/morale-leaders.ts';
import type { ArmourClass, MoraleClass } from '../tables/types.ts';

/** A troop type: a T1 mounting line ("close-order-cavalry"). */
export type MountingId =
  | 'close-order-infantry'
  | 'loose-order-infantry'
  | 'open-order-infantry'
  | 'close-order-cavalry'
  | 'open-order-cavalry';

/** A main weapon: a T2 code, or JLS (javelins and light spears, 1.40), priced with the lance line of T4. */
export type WeaponChoice = WeaponCode | 'JLS';

export const weaponChoices: readonly WeaponChoice[] = [
  'S',
  'SB',
  'LB',
  'CB',
  'HCB',
  'P',
  'LTS',
  'JLS',
  'L',
  'HTW',
  '2HCW',
  '2HCT',
  'LHW',
];

export const moraleClasses: readonly MoraleClass[] = ['A', 'B', 'C', 'D', 'E'];
export const armourClasses: readonly ArmourClass[] = ['SH', 'EH', 'H', 'M', 'L'];
/** T18 leader classes. */
export const leaderClasses: readonly LeaderClass[] = ['A', 'B', 'C', 'D'];

/** One unit (1.31) as bought: its troops, its figures and what it carries. */
export interface ArmyUnit {
  readonly id: string;
  readonly name: string;
  readonly mounting: MountingId;
  readonly morale: MoraleClass;
  readonly armour: ArmourClass;
  readonly weapons: readonly WeaponChoice[];
  /** 1.70 regulars; otherwise irregulars (1.00). */
  readonly regular: boolean;
  /** 1.50: a caparisoned horse (T4 "Protected Cavalry"). */
  readonly protectedCavalry: boolean;
  /** Infantry bought mounts (T4 "Extra to mount infantry"), per figure. */
  readonly mountedInfantry: boolean;
  readonly figures: number;
  /** Figures given a pavise (1.71; T4 +2 each). */
  readonly pavises: number;
  /** Extra ammunition bought, one per figure (T4, 1 each). */
  readonly extraAmmunition: number;
  /** 9.13: the unit is a sub-unit of this parent unit. */
  readonly parent?: string | undefined;
  /** 7.00 Bodyguards: the unit guards this leader. */
  readonly bodyguardOf?: string | undefined;
}

/** A leader (7.00); the first listed is the commander in chief. */
export interface ArmyLeader {
  readonly id: string;
  readonly name: string;
  readonly rating: LeaderClass;
}

/** A banner (1.72); the first listed is the army banner, the others wing banners. */
export interface ArmyBanner {
  readonly id: string;
  readonly name: string;
  /** The unit carrying it; none: it stands on a figure of its own. */
  readonly carriedBy?: string | undefined;
}

/** T4 Miscellaneous items bought for the army as a whole, and 9.07 berserkers. */
export interface ArmyExtras {
  readonly wagons: number;
  readonly packAnimals: number;
  readonly unplacedStakes: number;
  readonly emplacedStakes: number;
  readonly berserkers: number;
}

export interface Army {
  readonly name: string;
  /** The points the players agreed on (1.60); null: no limit. */
  readonly pointsLimit: number | null;
  readonly units: readonly ArmyUnit[];
  readonly leaders: readonly ArmyLeader[];
  readonly banners: readonly ArmyBanner[];
  readonly extras: ArmyExtras;
}

/** Counts above this are refused as typing slips, not armies. */
export const largestCount = 999;
export const longestName = 60;

export const emptyExtras: ArmyExtras = {
  wagons: 0,
  packAnimals: 0,
  unplacedStakes: 0,
  emplacedStakes: 0,
  berserkers: 0,
};

/** 1.30 / T1: the mounting line of a troop type (figures per MMS, order, foot or horse). */
export function mountingOf(id: MountingId) {
  return figureMountings.find((m) => m.id === id)!;
}

/** 1.31: a unit fills whole MMS and may end with one partial MMS. */
export function countMms(unit: Pick<ArmyUnit, 'mounting' | 'figures'>): number {
  return Math.ceil(unit.figures / mountingOf(unit.mounting).figures);
}

const idPattern = /^[a-z0-9-]{1,16}$/;

function checkCount(value: number, field: string, rule: string, low: number): Result<number> {
  if (!Number.isInteger(value) || value < low || value > largestCount) {
    return fail(field, rule, `${field} must be a whole number from ${low} to ${largestCount}`);
  }
  return ok(value);
}

function checkLabel(
  item: { id: string; name: string },
  field: string,
  rule: string,
  seen: Set<string>,
): Result<true> {
  if (!idPattern.test(item.id) || seen.has(item.id)) {
    return fail(`${field}.id`, rule, `${field} needs an id of its own`);
  }
  seen.add(item.id);
  if (item.name.length > longestName) {
    return fail(`${field}.name`, rule, `a name has at most ${longestName} characters`);
  }
  return ok(true);
}

function checkUnit(unit: ArmyUnit, field: string, army: Army): Result<true> {
  const mounted = mountingOf(unit.mounting).mounted;
  const figures = checkCount(unit.figures, `${field}.figures`, '1.31', 1);
  if (!figures.ok) return figures;
  for (const [key, value] of [
    ['pavises', unit.pavises],
    ['extraAmmunition', unit.extraAmmunition],
  ] as const) {
    const counted = checkCount(value, `${field}.${key}`, 'T4', 0);
    if (!counted.ok) return counted;
    if (value > unit.figures) {
      return fail(`${field}.${key}`, 'T4', `${key} are bought per figure: at most ${unit.figures}`);
    }
  }
  if (new Set(unit.weapons).size !== unit.weapons.length) {
    return fail(`${field}.weapons`, '1.40', 'a weapon is listed twice');
  }
  if (unit.protectedCavalry && !mounted) {
    return fail(`${field}.protectedCavalry`, 'T4', 'only cavalry can be protected');
  }
  if (unit.mountedInfantry && mounted) {
    return fail(`${field}.mountedInfantry`, 'T4', 'only infantry buy mounts');
  }
  if (unit.parent !== undefined && unit.bodyguardOf !== undefined) {
    return fail(`${field}.parent`, '9.13', 'a unit is a sub-unit or a bodyguard, not both');
  }
  if (unit.parent !== undefined && !army.units.some((u) => u.id === unit.parent && u !== unit)) {
    return fail(`${field}.parent`, '9.13', 'a sub-unit needs a parent unit in this army');
  }
  if (unit.bodyguardOf !== undefined && !army.leaders.some((l) => l.id === unit.bodyguardOf)) {
    return fail(`${field}.bodyguardOf`, '7.00', 'a bodyguard needs a leader in this army');
  }
  return ok(true);
}

/**
 * 1.30 Organizing an army: the army is well formed: every count a whole number
 * in range, ids unique, every sub-unit, bodyguard and banner pointing at
 * something in the army. The T4 price of each figure is checked when costing.
 */
export function validateArmy(army: Army): Result<Army> {
  if (army.name.length > longestName) {
    return fail('name', '1.30', `a name has at most ${longestName} characters`);
  }
  if (army.pointsLimit !== null) {
    const limit = army.pointsLimit;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
      return fail('pointsLimit', '1.60', 'the points limit is a whole number from 1 to 100000');
    }
  }
  const seen = new Set<string>();
  for (const [i, unit] of army.units.entries()) {
    const labelled = checkLabel(unit, `units[${i}]`, '1.31', seen);
    if (!labelled.ok) return labelled;
    const checked = checkUnit(unit, `units[${i}]`, army);
    if (!checked.ok) return checked;
  }
  for (const [i, leader] of army.leaders.entries()) {
    const labelled = checkLabel(leader, `leaders[${i}]`, '7.00', seen);
    if (!labelled.ok) return labelled;
  }
  for (const [i, banner] of army.banners.entries()) {
    const labelled = checkLabel(banner, `banners[${i}]`, '1.72', seen);
    if (!labelled.ok) return labelled;
    if (banner.carriedBy !== undefined && !army.units.some((u) => u.id === banner.carriedBy)) {
      return fail(
        `banners[${i}].carriedBy`,
        '1.72',
        'the unit carrying a banner must be in this army',
      );
    }
  }
  for (const [key, value] of Object.entries(army.extras) as [string, number][]) {
    const counted = checkCount(value, `extras.${key}`, key === 'berserkers' ? '9.07' : 'T4', 0);
    if (!counted.ok) return counted;
  }
  return ok(army);
}
