/**
 * Combat value (5.40, T16): each side adds up its T16 points and situation
 * modifiers on its own; the difference between the totals gives each side its
 * T15 column, and its match-up line its hit number.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { combatSituationModifiers, combatValuePoints } from '../tables/combat.ts';
import { randomLeaders } from '../tables/morale-leaders.ts';
import type { CombatStanding } from '../tables/combat.ts';
import type { HitNumber } from '../tables/cells.ts';
import { closeCombatHitNumber, type MatchUp } from './close-combat.ts';

/** Cavalry or infantry: picks the side's T15 match-up line. */
export type TroopKind = 'cavalry' | 'infantry';

/** One side's situation, in T16's own lines. */
export interface CombatValueSide {
  /** T16: one point per armour class, 1 (little armour) to 5 (1.50). */
  readonly armourClass: number;
  /** T16: cohesive ranks of pike or long spear, 2 points each (at most 4, T13's pike depth). */
  readonly cohesivePolearmRanks: number;
  /** The other T16 point lines that apply, by id, each once. */
  readonly lines: readonly string[];
  /** T16 situation modifiers that apply, by id; "leader-attached" adds `leaderCc`. */
  readonly situation: readonly string[];
  /** The attached leader's CC bonus from T18 (-1 to 2). */
  readonly leaderCc?: number;
}

/** One line of a side's working: what it is and the points it gives. */
export interface CombatValueLine {
  readonly id: string;
  readonly label: string;
  readonly points: number;
}

/** Lines counted by the armour class and the cohesive ranks, not chosen as once-only lines. */
const countedLines = ['armour-class', 'cohesive-polearm-rank'];

/** T16 lines that cannot both apply to one side. */
const exclusiveLines: readonly (readonly [string, string])[] = [
  ['morale-a', 'morale-e'],
  ['2hct-vs-infantry', '2hct-vs-cavalry'],
];

const leaderBonuses = randomLeaders.map((l) => l.cc);

function label(id: string): string {
  return [...combatValuePoints, ...combatSituationModifiers].find((l) => l.id === id)?.label ?? id;
}

function checkCounts(side: CombatValueSide): Result<null> {
  const ac = side.armourClass;
  if (!Number.isInteger(ac) || ac < 1 || ac > 5) {
    return fail('armourClass', 'T16', `armour class runs from 1 to 5 (1.50), not ${ac}`);
  }
  const ranks = side.cohesivePolearmRanks;
  if (!Number.isInteger(ranks) || ranks < 0 || ranks > 4) {
    return fail(
      'cohesivePolearmRanks',
      'T16',
      `cohesive polearm ranks are a whole number from 0 to 4 (T13), not ${ranks}`,
    );
  }
  return ok(null);
}

function pointLines(ids: readonly string[]): Result<CombatValueLine[]> {
  const lines: CombatValueLine[] = [];
  for (const id of ids) {
    const line = combatValuePoints.find((l) => l.id === id);
    if (!line || countedLines.includes(id))
      return fail('lines', 'T16', `T16 has no once-only line "${id}"`);
    if (ids.indexOf(id) !== ids.lastIndexOf(id))
      return fail('lines', 'T16', `"${id}" counts once, not twice`);
    lines.push({ id, label: line.label, points: line.value });
  }
  const clash = exclusiveLines.find(([a, b]) => ids.includes(a) && ids.includes(b));
  if (clash) return fail('lines', 'T16', `"${clash[0]}" and "${clash[1]}" cannot both apply`);
  return ok(lines);
}

function situationLines(side: CombatValueSide): Result<CombatValueLine[]> {
  const lines: CombatValueLine[] = [];
  for (const id of side.situation) {
    const line = combatSituationModifiers.find((l) => l.id === id);
    if (!line) return fail('situation', 'T16', `T16 has no situation modifier "${id}"`);
    if (side.situation.indexOf(id) !== side.situation.lastIndexOf(id)) {
      return fail('situation', 'T16', `"${id}" counts once, not twice`);
    }
    if (line.value !== 'leader-cc') {
      lines.push({ id, label: line.label, points: line.value });
      continue;
    }
    const cc = side.leaderCc;
    if (cc === undefined || !leaderBonuses.includes(cc)) {
      return fail('leaderCc', 'T18', `an attached leader's CC bonus is -1, 0, 1 or 2, not ${cc}`);
    }
    lines.push({ id, label: line.label, points: cc });
  }
  return ok(lines);
}

/**
 * T16 (5.40): a side's combat value: one point per armour class, 2 per cohesive
 * rank of pike or long spear, each other T16 line once, then the situation
 * modifiers (an attached leader adds his T18 CC bonus). Returns the working and the total.
 */
export function combatValue(
  side: CombatValueSide,
): Result<{ lines: CombatValueLine[]; total: number }> {
  const counts = checkCounts(side);
  if (!counts.ok) return counts;
  const chosen = pointLines(side.lines);
  if (!chosen.ok) return chosen;
  const situation = situationLines(side);
  if (!situation.ok) return situation;
  const counted: CombatValueLine[] = [
    { id: 'armour-class', label: label('armour-class'), points: side.armourClass },
  ];
  if (side.cohesivePolearmRanks > 0) {
    counted.push({
      id: 'cohesive-polearm-rank',
      label: label('cohesive-polearm-rank'),
      points: 2 * side.cohesivePolearmRanks,
    });
  }
  const lines = [...counted, ...chosen.value, ...situation.value];
  return ok({ lines, total: lines.reduce((n, l) => n + l.points, 0) });
}

/** T15: the match-up line a side reads, its own troops against the enemy's ("Inf. vs. Cav."). */
export function matchUpFor(own: TroopKind, enemy: TroopKind): MatchUp {
  const name = (kind: TroopKind): string => (kind === 'cavalry' ? 'cav' : 'inf');
  return `${name(own)}-vs-${name(enemy)}` as MatchUp;
}

/** A side's T15 reading: its match-up, standing and hit number. */
export interface SideHitNumber {
  readonly matchUp: MatchUp;
  readonly standing: CombatStanding;
  readonly hit: HitNumber;
}

/**
 * 5.40 (T15): both sides' hit numbers from their totals: each reads its own
 * match-up line at its own difference, so cavalry 3 points up on infantry
 * needs 4/3 while the infantry needs 1/3.
 */
export function combatHitNumbers(
  a: { kind: TroopKind; points: number },
  b: { kind: TroopKind; points: number },
): Result<{ a: SideHitNumber; b: SideHitNumber }> {
  const read = (own: typeof a, enemy: typeof b): Result<SideHitNumber> => {
    const matchUp = matchUpFor(own.kind, enemy.kind);
    const hit = closeCombatHitNumber(matchUp, own.points, enemy.points);
    return hit.ok ? ok({ matchUp, ...hit.value }) : hit;
  };
  const first = read(a, b);
  if (!first.ok) return first;
  const second = read(b, a);
  return second.ok ? ok({ a: first.value, b: second.value }) : second;
}
