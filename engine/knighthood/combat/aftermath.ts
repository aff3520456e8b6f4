/**
 * Around the round (5.40 Following up, Breakthroughs; 9.02-9.04): which
 * formations a unit may take into close combat, who may break through and what
 * a unit that has broken through may do, and whether the winner follows up.
 */
import { fail, ok, type Result, type WorkingStep } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { MoraleClass } from '../tables/types.ts';
import { movementRates, type MovementLine } from '../tables/movement.ts';
import type { RuleRef } from '../errata/types.ts';
import type { TroopKind } from './combat-value.ts';
import { chargeIncrementOf } from '../movement/movement-bands.ts';

/** A unit's formation for close combat: 9.03's hollow wedge fights as a line. */
export type CombatShape = 'line' | 'wedge' | 'hollow-wedge' | 'shield-wall';

/** Who the unit is, for the formations it may take (9.02-9.04). */
export interface FormationUnit {
  readonly shape: CombatShape;
  readonly morale: MoraleClass;
  /** R troops (1.00); irregulars are not. */
  readonly regular: boolean;
  /** English longbows (T2 "LB"), the only troops 9.03 allows a hollow wedge. */
  readonly longbows: boolean;
}

/** Something the player must see to, which the engine cannot check: a line of working. */
export type RuleNote = WorkingStep<RuleRef>;

const aOrB = (morale: MoraleClass): boolean => morale === 'A' || morale === 'B';

/**
 * 9.02 wedge and 9.04 shield wall: A and B morale only; 9.03 hollow wedge:
 * regular English longbows only (and A or B morale too under
 * `readings.hollowWedgeMorale`). A shape the unit may not take is an error
 * naming the rule; what the engine cannot know comes back as notes.
 */
export function checkCombatShape(unit: FormationUnit, readings: Readings): Result<RuleNote[]> {
  const { shape, morale } = unit;
  if (shape === 'wedge' && !aOrB(morale)) {
    return fail('morale', '9.02', `only A and B morale units may form a wedge, not ${morale}`);
  }
  if (shape === 'shield-wall' && !aOrB(morale)) {
    return fail(
      'morale',
      '9.04',
      `only A and B morale troops may form a shield wall, not ${morale}`,
    );
  }
  if (shape === 'hollow-wedge') {
    if (!unit.regular || !unit.longbows) {
      return fail('shape', '9.03', 'only regular English longbows may form a hollow wedge');
    }
    if (readings.hollowWedgeMorale === 'a-or-b-too' && !aOrB(morale)) {
      return fail(
        'morale',
        '9.02',
        `a hollow wedge is a wedge: A and B morale only, not ${morale}`,
      );
    }
    return ok([{ rule: '9.03', text: 'A hollow wedge fights as a line 2 MMS deep.' }]);
  }
  if (shape === 'shield-wall') {
    return ok([
      { rule: '9.04', text: 'Only armies that formed shield walls in history may use them.' },
    ]);
  }
  return ok([]);
}

/** Breakthroughs: cavalry may break through, and infantry only in a wedge (not a hollow one). */
export function mayBreakThrough(kind: TroopKind, shape: CombatShape): boolean {
  return kind === 'cavalry' || shape === 'wedge';
}

/** One thing a unit that has broken through may do. */
export interface BreakthroughOption {
  readonly id: 'rally-back' | 'stand' | 'attack';
  readonly text: string;
  /** Options 1 and 3 stand for the unit's movement in its next turn. */
  readonly isNextTurnMove: boolean;
}

/** Breakthroughs: the unit that breaks through does one of these three, in the book's order. */
export const breakthroughOptions: readonly BreakthroughOption[] = [
  {
    id: 'rally-back',
    text: 'rally back, in any formation, to any point on its charge line',
    isNextTurnMove: true,
  },
  { id: 'stand', text: 'stay where it is', isNextTurnMove: false },
  {
    id: 'attack',
    text: "charge another unit within 1CI as a normal charge, the defender's reaction distance counted from the rear of the unit broken through",
    isNextTurnMove: true,
  },
];

/** The winner of a push back, for following up. */
export interface FollowingUnit {
  /** R troops; irregulars are not. */
  readonly regular: boolean;
  readonly impetuous: boolean;
  /** Maneuver factor in inches. */
  readonly maneuverFactor: number;
  /** Charge increment in inches. */
  readonly chargeIncrement: number;
}

/** Must follow up, may (the book does not oblige it), or need not (R troops). */
export type FollowUp = 'must' | 'may' | 'need-not';

export interface FollowUpRuling {
  readonly followUp: FollowUp;
  /** R troops may also retire out of the combat in their move phase. */
  readonly mayRetire: boolean;
  readonly why: string;
}

const positive = (n: number): boolean => Number.isFinite(n) && n > 0;

/**
 * 5.40 Following up: an impetuous unit must follow a push back within 1CI, an
 * irregular one within its MF; R troops need not, and may retire out of the
 * combat in their move phase; past those reaches nothing obliges it.
 */
export function followUpRuling(unit: FollowingUnit, pushBack: number): Result<FollowUpRuling> {
  if (!Number.isInteger(pushBack) || pushBack < 2) {
    return fail('pushBack', '5.40', `a push back is a whole 2" or more, not ${pushBack}`);
  }
  if (!positive(unit.maneuverFactor)) {
    return fail(
      'maneuverFactor',
      '5.40',
      `a maneuver factor is over 0", not ${unit.maneuverFactor}`,
    );
  }
  if (!positive(unit.chargeIncrement)) {
    return fail(
      'chargeIncrement',
      '5.40',
      `a charge increment is over 0", not ${unit.chargeIncrement}`,
    );
  }
  const mayRetire = unit.regular;
  if (unit.impetuous && pushBack <= unit.chargeIncrement) {
    return ok({ followUp: 'must', mayRetire, why: `impetuous, ${pushBack}" is within 1CI` });
  }
  if (!unit.regular && pushBack <= unit.maneuverFactor) {
    return ok({ followUp: 'must', mayRetire, why: `irregular, ${pushBack}" is within its MF` });
  }
  if (unit.regular) {
    return ok({ followUp: 'need-not', mayRetire, why: 'R troops; they may retire instead' });
  }
  return ok({ followUp: 'may', mayRetire, why: `${pushBack}" is beyond what obliges it` });
}

/**
 * T5 and 3.30 Charge increment: a unit's MF as T5 prints it and its CI, its
 * movement in T5's 2-15" band (a column's bonus aside); leaders have no MF and are refused.
 */
export function reachOf(
  line: MovementLine,
): Result<Pick<FollowingUnit, 'maneuverFactor' | 'chargeIncrement'>> {
  const maneuverFactor = movementRates.find((r) => r.id === line)?.maneuverFactor ?? null;
  if (maneuverFactor === null) {
    return fail('movement', 'T5', `T5 gives no maneuver factor for "${line}"`);
  }
  const chargeIncrement = chargeIncrementOf(line, false);
  return chargeIncrement.ok
    ? ok({ maneuverFactor, chargeIncrement: chargeIncrement.value })
    : chargeIncrement;
}
