/**
 * 4.00–4.80 Missile fire: how many dice a unit rolls (4.01, 4.20, T7, T8) and
 * the hit number it needs (T9, T10, 4.30, 4.40).
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { apparentArmourClass, readHitChart, type ChartReading } from '../dice/hit-numbers.ts';
import { addModifiers } from '../dice/modifiers.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import {
  firingDepths,
  fireModifiers,
  missileWeapons,
  type FireAllowed,
} from '../tables/missile.ts';
import type { Range } from '../tables/types.ts';

/** A T8 weapon. */
export type MissileWeapon = (typeof missileWeapons)[number]['id'];

/** How far the unit moved in its last move (T8 columns): up to its MF, up to half, or more. */
export type MoveBeforeFire = 'up-to-mf' | 'half' | 'full';

/** A firing unit's shape: figures in its front rank of MMS, MMS across the front, and ranks of MMS. */
export interface FiringUnit {
  readonly weapon: MissileWeapon;
  readonly openOrder: boolean;
  readonly frontFigures: number;
  readonly mmsWide: number;
  readonly ranks: number;
  readonly moved: MoveBeforeFire;
  readonly disordered: boolean;
}

const positive = (n: number): boolean => Number.isInteger(n) && n >= 1;

/**
 * T7: how many ranks of MMS may fire. Open order units use T7's open order
 * line; the heavy crossbow, which T7 does not list, fires from its front rank
 * only, or 2 MMS deep like crossbows under the register's other reading.
 */
export function firingRanks(
  weapon: MissileWeapon,
  openOrder: boolean,
  readings: Pick<Readings, 'heavyCrossbowDepth'> = defaultReadings,
): number {
  const read =
    weapon === 'heavy-crossbow' && readings.heavyCrossbowDepth === 'as-crossbow'
      ? 'crossbow'
      : weapon;
  const id = openOrder ? 'open-order' : read;
  return firingDepths.find((d) => d.id === id)?.mms ?? 1;
}

function fireAfterMoving(
  weapon: MissileWeapon,
  moved: MoveBeforeFire,
  readings: Readings,
): FireAllowed {
  if (readings.fireAfterMoving === 'general-rule') return moved === 'full' ? 'half' : 'full';
  const line = missileWeapons.find((w) => w.id === weapon);
  if (!line) return 'none';
  return moved === 'up-to-mf' ? line.afterMoving.upToMf : line.afterMoving[moved];
}

/**
 * 4.20 Eligibility of fire: 1D for each figure of the front rank and 1D for each
 * MMS of the ranks behind it that may fire (T7); halved, rounding down, for
 * half fire after moving (T8) and again when disordered (the register's other
 * readings round up, or halve once when both apply).
 */
export function missileDice(
  unit: FiringUnit,
  readings: Readings,
): Result<{ fullDice: number; allowed: FireAllowed; dice: number }> {
  for (const field of ['frontFigures', 'mmsWide', 'ranks'] as const) {
    if (!positive(unit[field]))
      return fail(field, '4.20', `${field} is a whole number from 1, not ${unit[field]}`);
  }
  const fullDice =
    unit.frontFigures +
    unit.mmsWide * (Math.min(unit.ranks, firingRanks(unit.weapon, unit.openOrder, readings)) - 1);
  const allowed = fireAfterMoving(unit.weapon, unit.moved, readings);
  const half = (n: number) =>
    readings.fireHalfDice === 'round-up' ? Math.ceil(n / 2) : Math.floor(n / 2);
  const times = (allowed === 'half' ? 1 : 0) + (unit.disordered ? 1 : 0);
  const halvings = readings.fireHalvings === 'once' ? Math.min(times, 1) : times;
  let dice = allowed === 'none' ? 0 : fullDice;
  for (let i = 0; i < halvings; i++) dice = half(dice);
  return ok({ fullDice, allowed, dice });
}

/** What decides a fire's hit number. */
export interface FireTarget {
  readonly weapon: MissileWeapon;
  readonly regular: boolean;
  readonly range: Range;
  readonly armourClass: number;
  /** T10 target depth: the ranks the player counts behind the front, 0 to 4; the engine applies T10's caps. */
  readonly targetDepth: number;
  /** T10: the target stands uphill of the firer (target depth counts at most +2). */
  readonly uphill?: boolean;
  /** Other T10 lines by id; the weapon bonus is added from T8. */
  readonly modifiers: readonly string[];
  /** 4.30: 1 for normal fire, or the rate of fire used to rapid fire (only where missileDice allows "full-or-rapid"). */
  readonly rateOfFire: number;
}

/** T10 lines that put the target in cover, where target depth counts at most +1. */
const coverModifiers: readonly string[] = ['light-cover', 'heavy-cover'];

/** T10 target depth's printed maxima: +4 in the open, +2 uphill, +1 in any cover. */
export const targetDepthCaps = { open: 4, uphill: 2, cover: 1 } as const;

/** Where the target stands, for T10's target-depth cap. */
export type TargetDepthGround = keyof typeof targetDepthCaps;

/** T10 target depth as counted: the ranks entered, the target's ground, its cap and the bonus taken. */
export interface TargetDepth {
  readonly ranks: number;
  readonly ground: TargetDepthGround;
  readonly cap: number;
  readonly counted: number;
}

/**
 * T10 target depth: the ranks counted, held to the printed maximum for the
 * target's ground (cover, the lowest, before uphill).
 */
export function capTargetDepth(
  ranks: number,
  target: { readonly uphill?: boolean; readonly modifiers: readonly string[] },
): TargetDepth {
  const ground: TargetDepthGround = target.modifiers.some((id) => coverModifiers.includes(id))
    ? 'cover'
    : target.uphill
      ? 'uphill'
      : 'open';
  const cap = targetDepthCaps[ground];
  return { ranks, ground, cap, counted: Math.min(ranks, cap) };
}

/**
 * 4.50 (T9, T10): the hit number: the target's armour class (halved, rounding
 * up, for regular longbows, 4.40), moved along T9 by the weapon bonus, target
 * depth (held to T10's cap uphill and in cover), the other modifiers and a
 * rapid fire's rate (+2 or +3, 4.30).
 */
export function missileHitNumber(
  target: FireTarget,
): Result<ChartReading & { modifier: number; depth: TargetDepth }> {
  const weapon = missileWeapons.find((w) => w.id === target.weapon);
  if (!weapon) return fail('weapon', 'T8', `T8 has no weapon "${target.weapon}"`);
  if (!Number.isInteger(target.targetDepth) || target.targetDepth < 0 || target.targetDepth > 4) {
    return fail('targetDepth', 'T10', `target depth counts 0 to 4, not ${target.targetDepth}`);
  }
  if (
    !Number.isInteger(target.rateOfFire) ||
    target.rateOfFire < 1 ||
    target.rateOfFire > weapon.rateOfFire
  ) {
    return fail(
      'rateOfFire',
      '4.30',
      `a ${weapon.label} fires at a rate of 1 to ${weapon.rateOfFire}, not ${target.rateOfFire}`,
    );
  }
  const counted = target.modifiers.find((id) => id === 'target-depth' || id === 'weapon-bonus');
  if (counted)
    return fail(
      'modifiers',
      'T10',
      `"${counted}" is counted from the target depth and T8, not listed`,
    );
  const others = addModifiers(fireModifiers, target.modifiers, 'T10');
  if (!others.ok) return others;
  const ac = apparentArmourClass(target.armourClass, target.regular && weapon.id === 'longbow');
  if (!ac.ok) return ac;
  const rapid = target.rateOfFire > 1 ? target.rateOfFire : 0;
  const depth = capTargetDepth(target.targetDepth, target);
  const modifier = weapon.bonus + depth.counted + others.value + rapid;
  const reading = readHitChart(target.range, ac.value, modifier);
  return reading.ok ? ok({ ...reading.value, modifier, depth }) : reading;
}
