/**
 * 9.14 Combat between leaders (optional): a round of close combat on T15 with
 * each leader's rating as his points, upslope +2 and attacking a superior
 * position -4; every hit is read on T20 (7.10). Combat units that attack an
 * unattached leader stand in as leaders (9.14, 4), or he makes VF checks (7.00):
 * `Readings.loneLeaderMelee` chooses.
 */
import { fail, not, ok, times, type Probability, type Result } from '../../core/index.ts';
import { closeCombatHitNumber, type MatchUp } from '../combat/close-combat.ts';
import { hitChance } from '../dice/hit-numbers.ts';
import { readUnitDice, type FigureDice } from '../dice/unit-hits.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { HitNumber } from '../tables/cells.ts';
import type { CombatStanding } from '../tables/combat.ts';
import { randomLeaders, type LeaderClass } from '../tables/morale-leaders.ts';
import { leaderRisk, type LeaderRiskOdds } from './leader-risk.ts';

/** A combat unit standing in for a leader (9.14, 4): chivalry as C, cavalry as B, foot as A. */
export type StandInUnit = 'chivalry' | 'cavalry' | 'foot';

/** One side of a leader combat. */
export interface LeaderCombatant {
  readonly fighter: LeaderClass | StandInUnit;
  /** A leader fights on T15 as cavalry when mounted; the stand-in units fix their own. */
  readonly mounted: boolean;
  readonly upslope: boolean;
  readonly attackingSuperiorPosition: boolean;
}

const ratings: Readonly<Record<LeaderClass, number>> = { A: 1, B: 2, C: 3, D: 4 };
const standIns: Readonly<Record<StandInUnit, LeaderClass>> = {
  chivalry: 'C',
  cavalry: 'B',
  foot: 'A',
};

/** 9.14, 1 and 4: the class a fighter is rated as; a stand-in unit's rating comes from its kind. */
export function ratedClass(fighter: LeaderClass | StandInUnit): LeaderClass {
  return fighter in standIns ? standIns[fighter as StandInUnit] : (fighter as LeaderClass);
}

/** 9.14, 2: the points a side gains fighting upslope. */
export const upslopeBonus = 2;

/** 9.14, 2: the points a side loses attacking a superior position. */
export const superiorPositionPenalty = 4;

/**
 * 9.14, 1 and 2: a side's points: A 1, B 2, C 3, D 4; +2 upslope, -4 attacking
 * a superior position. Under the register's other reading a leader (not a
 * stand-in unit) adds his T18 CC bonus as well.
 */
export function leaderCombatPoints(
  side: LeaderCombatant,
  readings: Pick<Readings, 'leaderCombatBonus'> = defaultReadings,
): number {
  const isLeader = !(side.fighter in standIns);
  const bonus =
    isLeader && readings.leaderCombatBonus === 'with-t18-bonus'
      ? (randomLeaders.find((l) => l.leader === side.fighter)?.cc ?? 0)
      : 0;
  return (
    bonus +
    ratings[ratedClass(side.fighter)] +
    (side.upslope ? upslopeBonus : 0) -
    (side.attackingSuperiorPosition ? superiorPositionPenalty : 0)
  );
}

const isStandIn = (fighter: LeaderCombatant['fighter']): boolean => fighter in standIns;

/**
 * 9.14, 4 and 7.00: who may fight a leader combat. One side at least is a
 * leader; a combat unit stands in for one only under the other reading of a
 * lone leader meleed (`Readings.loneLeaderMelee`), since by default his VF
 * checks settle it. The error names the side ('first' or 'second').
 */
export function checkLeaderCombatants(
  first: LeaderCombatant['fighter'],
  second: LeaderCombatant['fighter'],
  readings: Readings,
): Result<null> {
  const units = (['first', 'second'] as const).filter((side) =>
    isStandIn(side === 'first' ? first : second),
  );
  const [unit] = units;
  if (!unit) return ok(null);
  if (units.length === 2) return fail('second', '9.14', 'one side must be a leader');
  if (readings.loneLeaderMelee === 'leader-combat') return ok(null);
  return fail(
    unit,
    '7.00',
    'by default a unit that melees a lone leader is settled by his VF checks',
  );
}

function isMounted(side: LeaderCombatant): boolean {
  if (side.fighter === 'foot') return false;
  return side.fighter === 'chivalry' || side.fighter === 'cavalry' ? true : side.mounted;
}

/** One side's reading of T15: points, standing, hit number and the chance its die hits. */
export interface LeaderCombatSide {
  readonly points: number;
  readonly standing: CombatStanding;
  readonly hit: HitNumber;
  readonly hitChance: Probability;
}

/** A round of leader combat: both sides, the chance of each ending, and who hit when dice were given. */
export interface LeaderCombatOdds {
  readonly first: LeaderCombatSide;
  readonly second: LeaderCombatSide;
  readonly onlyFirstHits: Probability;
  readonly onlySecondHits: Probability;
  readonly bothHit: Probability;
  readonly neitherHits: Probability;
  readonly hits?: { first: boolean; second: boolean };
}

function readSide(
  own: LeaderCombatant,
  enemy: LeaderCombatant,
  readings: Pick<Readings, 'leaderCombatBonus'>,
): Result<LeaderCombatSide> {
  const matchUp: MatchUp = `${isMounted(own) ? 'cav' : 'inf'}-vs-${isMounted(enemy) ? 'cav' : 'inf'}`;
  const points = leaderCombatPoints(own, readings);
  const reading = closeCombatHitNumber(matchUp, points, leaderCombatPoints(enemy, readings));
  if (!reading.ok) return reading;
  return ok({ points, ...reading.value, hitChance: hitChance(reading.value.hit) });
}

/**
 * 9.14 (T15): both sides' hit numbers, one die each, and the exact chance of
 * each outcome of the round. With dice given, who scored a hit; each hit then
 * goes to T20 and the capture roll (readLeaderHit). A fractional number's
 * first die equal to its first figure needs a second die, as for any unit.
 */
export function leaderCombat(
  first: LeaderCombatant,
  second: LeaderCombatant,
  rolls?: { first: FigureDice; second: FigureDice },
  readings: Pick<Readings, 'leaderCombatBonus'> = defaultReadings,
): Result<LeaderCombatOdds> {
  const a = readSide(first, second, readings);
  if (!a.ok) return a;
  const b = readSide(second, first, readings);
  if (!b.ok) return b;
  const p = a.value.hitChance;
  const q = b.value.hitChance;
  const odds = {
    first: a.value,
    second: b.value,
    onlyFirstHits: times(p, not(q)),
    onlySecondHits: times(not(p), q),
    bothHit: times(p, q),
    neitherHits: times(not(p), not(q)),
  };
  if (!rolls) return ok(odds);
  const hits = { first: false, second: false };
  for (const side of ['first', 'second'] as const) {
    const read = readUnitDice(odds[side].hit, [rolls[side]]);
    if (!read.ok) return fail(`rolls.${side}`, '9.14', read.error.message);
    hits[side] = read.value.hits === 1;
  }
  return ok({ ...odds, hits });
}

/**
 * A combat unit melees an unattached leader. By default (7.00 and the second
 * 9.14 example) he makes one CC VF check per figure on 1 MMS of the unit; the
 * other reading fights it as a leader combat with the unit as its stand-in (9.14, 4).
 */
export function meleeLoneLeader(
  unit: LeaderCombatant & { readonly fighter: StandInUnit; readonly figuresOnOneMms: number },
  leader: LeaderCombatant & { readonly fighter: LeaderClass },
  readings: Readings,
): Result<
  | { method: 'vulnerability-checks'; risk: LeaderRiskOdds }
  | { method: 'leader-combat'; combat: LeaderCombatOdds }
> {
  if (readings.loneLeaderMelee === 'leader-combat') {
    const combat = leaderCombat(unit, leader, undefined, readings);
    return combat.ok ? ok({ method: 'leader-combat', combat: combat.value }) : combat;
  }
  const risk = leaderRisk(leader.fighter, 'meleed-alone', unit.figuresOnOneMms, readings);
  return risk.ok ? ok({ method: 'vulnerability-checks', risk: risk.value }) : risk;
}
