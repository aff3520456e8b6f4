/**
 * The situation of one combat as a player describes it, and its validation:
 * bad input becomes an error naming the field and the rule (never NaN).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { TerrainId } from '../tables/types.ts';
import type { UnitKind } from '../types.ts';
import { checkArmor, checkCf, unitKinds } from '../unit-checks.ts';

export interface CombatUnit {
  kind: UnitKind;
  /** Current strength points. */
  sp: number;
  /** Armor level 0–2 (1.1). */
  armor: number;
  /** Charge factor 0–3 at contact, after movement reductions (5.6.2, 5.6.7–5.6.9). */
  cf: number;
  /** Kosovo 9.x: disorganized (or counted so through fatigue above 12). */
  disorganized?: boolean;
  /** Bannockburn 11.3: in shiltron formation. */
  shiltron?: boolean;
}

export type LeaderPresence = 'none' | 'in-range' | 'stacked';

export interface CombatSide {
  units: readonly CombatUnit[];
  /** 8.2.1–8.2.3: the best leader bonus the side has (one leader only). */
  leader: LeaderPresence;
  /** 7.1.7: on or next to a friendly banner. */
  banner: boolean;
}

export interface CombatInput {
  attacker: CombatSide & {
    /** 3.1.2: hexes of the defender's rear area that attackers occupy (0–3). */
    rearHexes: number;
    /** 5.2.6: attacked from opposing directions. */
    opposingDirections: boolean;
    /** 5.7: this is a countercharge combat. */
    countercharge: boolean;
    /** 11.1.1–11.1.2: attacking through fortifications. */
    throughFortifications: boolean;
    /** TERRAIN EFFECT footnote **: the attacker stands on swamps. */
    onSwamps: boolean;
  };
  defender: CombatSide & {
    /** 5.3.2: terrain of the defender's hex (the one with most SPs). */
    terrain: TerrainId;
    /** 11.1: defending in fortifications. */
    fortified: boolean;
    /** 8.2.9: a leader alone on the hex. */
    leaderAlone: boolean;
    /** Kosovo: Janissaries behind a palisade. */
    palisade?: boolean;
    /** 1066, Hastings: Wall of Shields. */
    wallOfShields?: boolean;
  };
  /** 6.1.2: MORALE track value, positive in the attacker's favour. */
  morale: number;
}

/** The fields of a combat that differ from a plain one (a side's fields here win over the defaults). */
export interface CombatSetting {
  attacker?: Partial<CombatInput['attacker']>;
  defender?: Partial<CombatInput['defender']>;
  morale?: number;
}

/**
 * A combat of these units and nothing else unless `setting` says so: no
 * leader or banner, a frontal attack (3.1.1) on clear terrain, MORALE 0.
 */
export function plainCombat(
  attackers: readonly CombatUnit[],
  defenders: readonly CombatUnit[],
  setting: CombatSetting = {},
): CombatInput {
  return {
    attacker: {
      units: attackers,
      leader: 'none',
      banner: false,
      rearHexes: 0,
      opposingDirections: false,
      countercharge: false,
      throughFortifications: false,
      onSwamps: false,
      ...setting.attacker,
    },
    defender: {
      units: defenders,
      leader: 'none',
      banner: false,
      terrain: 'clear',
      fortified: false,
      leaderAlone: false,
      ...setting.defender,
    },
    morale: setting.morale ?? 0,
  };
}

function checkUnit(unit: CombatUnit, field: string): Result<CombatUnit> {
  if (!unitKinds.includes(unit.kind)) {
    return fail(`${field}.kind`, '1.1', `unknown unit type "${String(unit.kind)}"`);
  }
  if (!Number.isInteger(unit.sp) || unit.sp < 1 || unit.sp > 10) {
    return fail(
      `${field}.sp`,
      '1.2',
      `a unit has a whole number of SPs from 1 to 10, not ${unit.sp}`,
    );
  }
  const armor = checkArmor(unit.armor, `${field}.armor`);
  if (!armor.ok) return armor;
  const cf = checkCf(unit.cf, unit.kind, `${field}.cf`);
  return cf.ok ? ok(unit) : cf;
}

/** Checks a combat before any arithmetic: every field in range, both sides present. */
export function checkCombatInput(input: CombatInput): Result<CombatInput> {
  for (const side of ['attacker', 'defender'] as const) {
    const units = input[side].units;
    if (units.length === 0)
      return fail(`${side}.units`, '5.2.5', `the ${side} needs at least one unit`);
    for (const [i, unit] of units.entries()) {
      const checked = checkUnit(unit, `${side}.units.${i}`);
      if (!checked.ok) return checked;
    }
  }
  const { rearHexes } = input.attacker;
  if (!Number.isInteger(rearHexes) || rearHexes < 0 || rearHexes > 3) {
    return fail(
      'attacker.rearHexes',
      '3.1.1',
      `the rear area has 3 hexes: 0 to 3 can be occupied, not ${rearHexes}`,
    );
  }
  if (!Number.isInteger(input.morale) || Math.abs(input.morale) > 20) {
    return fail('morale', '6.1', `MORALE is a whole number on the track, not ${input.morale}`);
  }
  return ok(input);
}
