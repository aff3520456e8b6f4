/**
 * Turns (4.3): what a unit pays to change its facing, which turns its charge
 * factor allows, and what the turn does to that charge factor (5.6.3).
 */
import { ok, fail, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { terrainTurnCost } from './turn-terrain.ts';
import {
  addMp,
  checkArmor,
  checkMp,
  columnOf,
  formatMp,
  getMovementRules,
  isMountedUnit,
  prepareMover,
  type MoverKind,
  type MovementStep,
} from './rules.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import type { TerrainId } from '../tables/types.ts';

/** When the turn is made: in a movement phase (MPs paid), a pursuit or a retreat (no MPs). */
export type TurnContext = 'movement' | 'pursuit' | 'retreat';

/** One turn on one hex (4.3.8: a single turn per hex and phase). */
export interface TurnInput {
  kind: MoverKind;
  /** Charge factor before the turn (0–3; 0 for anything but cavalry and horse archers). */
  cf: number;
  armor: number;
  /** 60, 120 or 180: a turn of 240° is a 120° turn the other way. */
  degrees: number;
  /** 4.3.5: the unit stands in an enemy ZoC. */
  inZoc?: boolean;
  /** 4.3.6: terrain of the hex where the unit turns (clear when omitted). */
  terrain?: TerrainId;
  /** B/N 4.3.9: the unit is moving along a road. */
  onRoad?: boolean;
  context?: TurnContext;
  /** MPs the unit still has; gives `affordable`. */
  mpAvailable?: number;
  /** B/N 4.2.10, K 4.2.9: nothing spent yet this phase, so any turn may be bought with all MPs. */
  startOfPhase?: boolean;
}

/** The cost of a turn (4.3.1–4.3.9), whether it is allowed (4.3.4), and the CF after it (5.6.3). */
export interface TurnCost {
  mp: number;
  /** 4.3.1: the angle's base cost, 1 MP per 60° (horse archers 0.5: B/N 10.5.2, K 11.5.2); 0 outside movement. */
  baseMp: number;
  /** False when 4.3.4 forbids the turn at this charge factor (and 4.2.10 does not rescue it). */
  allowed: boolean;
  /** Whether `mpAvailable` covers `mp`; null when no MPs were given. */
  affordable: boolean | null;
  /** B/N 4.2.10, K 4.2.9: the turn costs every MP the unit had. */
  usesAllMp: boolean;
  /** 5.6.3: a turn drops the charge factor to 0 (not in retreat, 5.4.3, nor below 120° in pursuit). */
  cfAfter: number;
  steps: MovementStep[];
  /** Ids of errata register entries this answer depends on. */
  errata: string[];
}

function checkDegrees(degrees: number, rule: string): Result<number> {
  if (!Number.isFinite(degrees) || degrees % 60 !== 0 || degrees <= 0) {
    return fail('degrees', rule, `a turn is made in steps of 60°: 60, 120 or 180, not ${degrees}`);
  }
  if (degrees > 180) {
    return fail(
      'degrees',
      rule,
      `${degrees}° is more than 180°: turn ${360 - degrees}° the other way`,
    );
  }
  return ok(degrees);
}

/**
 * The MP cost of one turn and the charge factor after it.
 * Base 1 MP per 60° (4.3.1; horse archers 0.5: B/N 10.5.2, K 11.5.2);
 * mounted units pay base × (CF + 1) + armor (4.3.2), infantry 1 MP whatever
 * the angle (4.3.3); +1 MP in an enemy ZoC (4.3.5, not for leaders, 8.1.3);
 * plus the terrain (4.3.6); nothing on a road in B/N (4.3.9, which Kosovo
 * lacks). Above CF 1 only 60° is allowed (4.3.4) unless the whole phase's
 * MPs buy it (B/N 4.2.10, K 4.2.9). The CF drops to 0 (5.6.3), except in a
 * retreat (5.4.3) and below 120° in a pursuit (B/N 5.5.8, K 5.5.9).
 */
export function turnCost(
  edition: string | EditionProfile,
  input: TurnInput,
  readings: Readings = {},
): Result<TurnCost> {
  const mover = prepareMover(edition, input);
  if (!mover.ok) return mover;
  const { profile, rules } = mover.value;
  const armor = checkArmor(input.armor);
  if (!armor.ok) return armor;
  const degrees = checkDegrees(input.degrees, rules.turnBase);
  if (!degrees.ok) return degrees;
  if (input.mpAvailable !== undefined) {
    const mp = checkMp(input.mpAvailable);
    if (!mp.ok) return mp;
  }
  const context = input.context ?? 'movement';
  if (context !== 'movement') return ok(turnOutsideMovement(profile, input, context));

  const terrain = terrainTurnCost(
    profile,
    columnOf(input.kind),
    input.terrain ?? 'clear',
    readings,
  );
  if (!terrain.ok) return terrain;
  const mounted = isMountedUnit(input.kind) || input.kind === 'leader';
  const steps: MovementStep[] = [];
  const sixties = input.degrees / 60;
  const perSixty = input.kind === 'horse-archers' ? 0.5 : 1;
  const base = sixties * perSixty;
  steps.push({
    rule: perSixty === 1 ? rules.turnBase : rules.horseArcherTurn,
    text: `${input.degrees}° = ${sixties} × ${formatMp(perSixty)} MP base cost: ${formatMp(base)} MP`,
  });
  let mp: number;
  if (mounted) {
    mp = base * (input.cf + 1) + input.armor;
    const who = input.kind === 'leader' ? ' (a leader moves as cavalry, 8.1.2)' : '';
    steps.push({
      rule: rules.cavalryTurn,
      text: `${formatMp(base)} × (CF ${input.cf} + 1) + armor ${input.armor} = ${formatMp(mp)} MP${who}`,
      mp,
    });
  } else {
    mp = 1;
    steps.push({ rule: rules.infantryTurn, text: 'non-cavalry pays 1 MP for any turn', mp });
  }
  // Erratum infantry-turn-extras: read flat, an infantry turn is 1 MP whatever the ZoC or terrain.
  const flat = !mounted && resolveReadings(profile, readings).infantryTurnExtras === 'flat';
  const errata = [...terrain.value.errata];
  if (!mounted && (input.inZoc || terrain.value.mp > 0)) errata.push('infantry-turn-extras');
  if (flat && (input.inZoc || terrain.value.mp > 0)) {
    steps.push({
      rule: rules.infantryTurn,
      text: 'read as a flat 1 MP: no extra for the ZoC or the terrain (option infantryTurnExtras: flat)',
    });
  } else if (input.inZoc) {
    if (input.kind === 'leader') {
      steps.push({ rule: rules.leaderNoZoc, text: 'a leader ignores enemy ZoCs: +0', mp: 0 });
    } else {
      mp = addMp(mp, 1);
      steps.push({ rule: rules.turnZoc, text: 'in an enemy ZoC: +1 MP', mp: 1 });
    }
  }
  if (!flat) {
    mp = addMp(mp, terrain.value.mp);
    steps.push(...terrain.value.steps);
  }
  if (input.onRoad) {
    if (rules.roadTurn) {
      mp = 0;
      steps.push({ rule: rules.roadTurn, text: 'moving on a road: the turn costs no MPs', mp: 0 });
    } else {
      steps.push({
        rule: rules.turns,
        text: `${profile.title} has no rule making turns on a road free: paid in full`,
      });
    }
  }
  let allowed = !(terrain.value.prohibited && !input.onRoad);
  if (!allowed)
    steps.push({ rule: rules.terrainTable, text: 'the unit may not be in this terrain' });
  if (isMountedUnit(input.kind) && input.cf > 1 && input.degrees > 60) {
    allowed = false;
    steps.push({
      rule: rules.turnLimit,
      text: `CF ${input.cf} allows only 60°: turn 60°, move 1 hex, then turn freely`,
    });
  }
  let affordable = input.mpAvailable === undefined ? null : mp <= input.mpAvailable;
  let usesAllMp = false;
  if (input.startOfPhase && (!allowed || affordable === false) && !terrain.value.prohibited) {
    if (input.mpAvailable === undefined) {
      return fail('mpAvailable', rules.anyTurn, 'give the MPs the unit starts the phase with');
    }
    allowed = true;
    affordable = true;
    usesAllMp = true;
    mp = input.mpAvailable;
    steps.push({
      rule: rules.anyTurn,
      text: `at the start of the phase any turn may be made for all ${formatMp(mp)} MPs`,
    });
  }
  steps.push({ rule: rules.cfGain, text: 'the turn drops the charge factor to 0' });
  return ok({
    mp,
    baseMp: base,
    allowed,
    affordable,
    usesAllMp,
    cfAfter: 0,
    steps,
    errata,
  });
}

function turnOutsideMovement(
  edition: EditionProfile,
  input: TurnInput,
  context: 'pursuit' | 'retreat',
): TurnCost {
  const rules = getMovementRules(edition);
  const steps: MovementStep[] = [
    {
      rule: context === 'retreat' ? rules.retreatPath : rules.pursuit,
      text: `a ${context} is counted in hexes, not MPs: the turn costs nothing`,
    },
  ];
  let cfAfter = input.cf;
  if (context === 'retreat') {
    steps.push({ rule: rules.retreatTurn, text: 'turns in a retreat keep the charge factor' });
  } else if (input.degrees < 120) {
    steps.push({
      rule: rules.pursuitTurn,
      text: 'a pursuit turn under 120° keeps the charge factor',
    });
  } else {
    cfAfter = 0;
    steps.push({ rule: rules.cfGain, text: `a ${input.degrees}° pursuit turn drops the CF to 0` });
  }
  const affordable = input.mpAvailable === undefined ? null : true;
  return {
    mp: 0,
    baseMp: 0,
    allowed: true,
    affordable,
    usesAllMp: false,
    cfAfter,
    steps,
    errata: [],
  };
}

/** 4.3.4: the turns a unit may make at its charge factor. */
export interface AllowedTurns {
  /** The turns the unit may make on this hex: [60] or [60, 120, 180]. */
  turns: number[];
  /** 4.3.4: above CF 1 a wider turn needs a "break" (60°, 1 hex, then any turn). */
  mustBreak: boolean;
  steps: MovementStep[];
}

/**
 * 4.3.4: the turns allowed at a charge factor. Cavalry and horse archers
 * above CF 1 may turn only 60°; everyone else may turn 60°, 120° or 180°.
 * B/N 4.2.10 / K 4.2.9 still allow any turn for all of a phase's MPs.
 */
export function allowedTurns(
  edition: string | EditionProfile,
  input: { kind: MoverKind; cf: number },
): Result<AllowedTurns> {
  const mover = prepareMover(edition, input);
  if (!mover.ok) return mover;
  const { rules } = mover.value;
  const anyTurn = {
    rule: rules.anyTurn,
    text: 'at the start of a phase any turn may be bought with all the MPs',
  };
  if (isMountedUnit(input.kind) && input.cf > 1) {
    return ok({
      turns: [60],
      mustBreak: true,
      steps: [
        { rule: rules.turnLimit, text: `CF ${input.cf}: 60° only; wider turns need a break` },
        anyTurn,
      ],
    });
  }
  return ok({
    turns: [60, 120, 180],
    mustBreak: false,
    steps: [{ rule: rules.turnLimit, text: `CF ${input.cf}: any turn up to 180°` }],
  });
}
