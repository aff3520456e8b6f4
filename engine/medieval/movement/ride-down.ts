/**
 * Ride down (5.8): cavalry at speed running over non-cavalry units on the
 * hex it enters. Bannockburn and 1066 test it by arithmetic (5.8.2); Kosovo
 * rides down automatically above CF 1 (5.8.1).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import {
  checkArmor,
  checkCf,
  checkKind,
  findTerrainRow,
  getMovementRules,
  isMountedUnit,
  resolveEdition,
  type MoverKind,
  type MovementStep,
} from './rules.ts';
import { chargeAfterHex } from './terrain.ts';
import type { TerrainId, TerrainTable } from '../tables/types.ts';
import type { UnitKind } from '../types.ts';

/** Special formations of the editions: shiltron (B 11.3), palisade (K 15), Wall of Shields (1066, Hastings). */
export type Formation = 'none' | 'shiltron' | 'palisade' | 'wall-of-shields';

/** A non-cavalry unit on the hex (5.8.1), with its formation (B/N 5.8.8, K 5.8.6). */
export interface RideDownTarget {
  kind: UnitKind;
  armor: number;
  sp: number;
  formation?: Formation;
}

/** A ride down as the player describes it: rider, approach, the hex and its units (5.8). */
export interface RideDownInput {
  /** The rider; `cf` is its CF before entering the target hex. */
  rider: { kind: MoverKind; cf: number; armor: number };
  /** How the rider enters: uphill, across a stream, over a bridge, CF held (5.6.12), along a road. */
  approach?: {
    uphill?: boolean;
    stream?: boolean;
    bridge?: boolean;
    hold?: boolean;
    road?: boolean;
  };
  /** Every unit on the hex: all of them must be ridden down for the rider to enter (4.2.2). */
  targets: readonly RideDownTarget[];
  /** Terrain of the target hex. */
  terrain: TerrainId;
  fortifications?: boolean;
  building?: boolean;
  ford?: boolean;
  context?: 'movement' | 'pursuit' | 'retreat';
}

/** The verdict of 5.8: possible or not, why, and the MPs it costs (B/N 5.8.6, K 5.8.4). */
export interface RideDownCheck {
  possible: boolean;
  /** Kosovo 5.8.1 rides down without a choice; Bannockburn and 1066 let the rider choose. */
  obligatory: boolean;
  /** The rider's CF as it enters the hex. */
  cfOnEntry: number;
  /** B/N 5.8.2: the smallest CM + armor − target armor − terrain over the targets; null when not reckoned. */
  margin: number | null;
  /** MPs for the ride down on top of entering the hex: the targets' SPs in a movement phase, else 0. */
  mp: number;
  steps: MovementStep[];
}

const formationRule = (rules: ReturnType<typeof getMovementRules>, formation: Formation) =>
  formation === 'shiltron'
    ? rules.shiltron
    : formation === 'palisade'
      ? rules.palisade
      : formation === 'wall-of-shields'
        ? rules.wallOfShields
        : null;

function checkTargets(edition: EditionProfile, targets: readonly RideDownTarget[]): Result<number> {
  const rules = getMovementRules(edition);
  if (targets.length === 0) {
    return fail('targets', rules.rideDownWho, 'give the units on the hex to be ridden down');
  }
  let sp = 0;
  for (const [i, target] of targets.entries()) {
    const field = `targets.${i}`;
    const kind = checkKind(target.kind, `${field}.kind`);
    if (!kind.ok) return kind;
    if (kind.value === 'leader') {
      return fail(
        `${field}.kind`,
        rules.leaderNotUnit,
        'a leader is not a unit that can be ridden down',
      );
    }
    const armor = checkArmor(target.armor, `${field}.armor`);
    if (!armor.ok) return armor;
    if (!Number.isInteger(target.sp) || target.sp < 0 || target.sp > 10) {
      return fail(`${field}.sp`, '1.2', `SPs are a whole number from 0 to 10, not ${target.sp}`);
    }
    const formation = target.formation ?? 'none';
    if (formation !== 'none' && !formationRule(rules, formation)) {
      return fail(
        `${field}.formation`,
        rules.rideDownProtected,
        `${edition.title} has no ${formation}`,
      );
    }
    sp += target.sp;
  }
  return ok(sp);
}

function terrainModifier(row: TerrainTable['rows'][number]): number {
  return row.combat.kind === 'shift' ? Math.abs(row.combat.shift) : 0;
}

/**
 * Whether a rider may ride down the units on a hex, and at what MP cost.
 * The rider must be cavalry (5.8.1) entering the hex (B/N 5.8.5, K 5.8.3);
 * the targets non-cavalry and not protected by fortifications, buildings or
 * a special formation (B/N 5.8.8, K 5.8.6; K 15.2.5 palisades). In a
 * pursuit or retreat entering is enough and costs nothing (B/N 5.8.7,
 * K 5.8.5). In a movement phase its CF on entry must exceed 1 (5.8.1) —
 * never so in forest, village, swamps, a ford or fortifications (B/N 4.2.6,
 * 4.2.8 and 5.8.2 c; K 5.6.7) — and in B/N 5.8.2 min(CF, armor + 1) + armor
 * − target armor − terrain must exceed 0 (horse archers have no CM from CF,
 * B/N 10.5.3). It costs the SPs ridden down (B/N 5.8.6, K 5.8.4).
 */
export function checkRideDown(
  edition: string | EditionProfile,
  input: RideDownInput,
): Result<RideDownCheck> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const profile = found.value;
  const rules = getMovementRules(profile);
  const { rider } = input;
  const kind = checkKind(rider.kind, 'rider.kind');
  if (!kind.ok) return kind;
  const cf = checkCf(rider.cf, kind.value, 'rider.cf');
  if (!cf.ok) return cf;
  const armor = checkArmor(rider.armor, 'rider.armor');
  if (!armor.ok) return armor;
  const sp = checkTargets(profile, input.targets);
  if (!sp.ok) return sp;
  const row = findTerrainRow(profile.tables.terrain, input.terrain);
  if (!row.ok) return row;
  const approach = input.approach ?? {};
  const context = input.context ?? 'movement';
  const steps: MovementStep[] = [];
  const no = (
    rule: string,
    text: string,
    cfOnEntry = rider.cf,
    margin: number | null = null,
  ): Result<RideDownCheck> => {
    steps.push({ rule, text });
    return ok({ possible: false, obligatory: false, cfOnEntry, margin, mp: 0, steps });
  };

  if (!isMountedUnit(rider.kind)) return no(rules.rideDownWho, 'only cavalry rides down');
  if (input.targets.some((t) => isMountedUnit(t.kind))) {
    return no(rules.rideDownWho, 'cavalry on the hex cannot be ridden down');
  }
  if (input.fortifications || input.building) {
    const where = input.fortifications ? 'fortifications' : 'a building';
    return no(rules.rideDownProtected, `infantry in ${where} cannot be ridden down`);
  }
  for (const target of input.targets) {
    const formation = target.formation ?? 'none';
    const rule = formationRule(rules, formation);
    if (rule) {
      steps.push({ rule, text: `${formation} formation` });
      return no(rules.rideDownProtected, 'a unit in a special formation cannot be ridden down');
    }
  }

  if (context !== 'movement') {
    const rule = context === 'retreat' ? rules.retreatRideDown : rules.pursuitRideDown;
    steps.push({
      rule,
      text: `cavalry in a ${context} rides down non-cavalry on the hexes it enters`,
    });
    steps.push({
      rule: rules.rideDownFree,
      text: 'entering is enough: no MPs and no CF test',
      mp: 0,
    });
    return ok({
      possible: true,
      obligatory: false,
      cfOnEntry: rider.cf,
      margin: null,
      mp: 0,
      steps,
    });
  }

  const entry = chargeAfterHex(profile, {
    kind: rider.kind,
    cf: rider.cf,
    charge: approach.hold ? 'hold' : 'gain',
    uphill: approach.uphill ?? false,
    stream: approach.stream ?? false,
    bridge: approach.bridge ?? false,
    terrain: input.terrain,
    ford: input.ford ?? false,
  });
  if (!entry.ok) return entry;
  const cfOnEntry = entry.value.cf;
  steps.push(...entry.value.steps);
  const roughGround =
    ['forest', 'village', 'swamps'].includes(input.terrain) || input.ford === true;
  if (roughGround && rules.roughEntry && rules.roadThrough) {
    steps.push({
      rule: rules.rideDownSum ?? rules.rideDownWho,
      text: 'as example c says, no ride down in such terrain',
    });
    return no(
      approach.road ? rules.roadThrough : rules.roughEntry,
      'the rider cannot enter at more than CF 1 without breaking (−1 SP and scatter)',
      cfOnEntry,
    );
  }
  if (cfOnEntry <= 1)
    return no(rules.rideDownWho, `CF ${cfOnEntry} on entry: more than 1 is needed`, cfOnEntry);
  steps.push({ rule: rules.rideDownWho, text: `CF ${cfOnEntry} on entry is more than 1` });

  let margin: number | null = null;
  if (profile.rideDown === 'arithmetic') {
    const cm = rider.kind === 'horse-archers' ? 0 : Math.min(cfOnEntry, rider.armor + 1);
    steps.push(
      rider.kind === 'horse-archers'
        ? { rule: rules.horseArcherCm, text: 'horse archers get no CM from their CF: CM 0' }
        : {
            rule: rules.cmCap,
            text: `CM from CF: min(CF ${cfOnEntry}, armor ${rider.armor} + 1) = ${cm}`,
          },
    );
    let terrain = terrainModifier(row.value);
    if (approach.stream) {
      const stream = findTerrainRow(profile.tables.terrain, 'stream');
      if (stream.ok) terrain = Math.max(terrain, terrainModifier(stream.value));
    }
    const strongest = Math.max(...input.targets.map((t) => t.armor));
    margin = cm + rider.armor - strongest - terrain;
    const sum = `${cm} + ${rider.armor} − ${strongest} − ${terrain} = ${margin}`;
    if (margin <= 0) {
      return no(rules.rideDownSum ?? rules.rideDownWho, `${sum}: not above 0`, cfOnEntry, margin);
    }
    steps.push({ rule: rules.rideDownSum ?? rules.rideDownWho, text: `${sum}: above 0` });
  } else {
    steps.push({ rule: rules.rideDownWho, text: 'above CF 1 the ride down is automatic' });
  }
  steps.push({ rule: rules.rideDownEliminated, text: 'the units ridden down are eliminated' });
  steps.push({
    rule: rules.rideDownMp,
    text: `${sp.value} SP ridden down: ${sp.value} MP`,
    mp: sp.value,
  });
  return ok({
    possible: true,
    obligatory: profile.rideDown === 'automatic',
    cfOnEntry,
    margin,
    mp: sp.value,
    steps,
  });
}
