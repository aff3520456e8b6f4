/**
 * Combat ratio (1.4–1.6): the initial ratio from both sides' SPs, then the
 * column shifts of each side's combat modifiers, clamped to the table the way
 * the edition prints it.
 *
 * Ratios sit on a column scale: 0 = 1:4, 3 = 1:1, 4 = 2:1 … 11 = 9:1. A ratio
 * beyond the table keeps its place on the scale (12 = 10:1, -1 = 1:5) until
 * it is clamped.
 */
import type { WorkingStep } from '../../core/index.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { RatioColumn } from '../tables/types.ts';

/** How an edition keeps the ratio on the table (1.5). */
export type ClampPolicy =
  /** Bannockburn, 1066: the table's edges hold after each side's shifts (1.5 b: 6:1, +7, −2 → 7:1). */
  | 'after-each-side'
  /** Kosovo: shifts apply freely and only the final ratio is clamped (1.5 b: 6:1, +7, −2 → 9:1). */
  | 'final-only';

/** A ratio on the column scale, with its label ("3:1", "1:2"). */
export interface Ratio {
  step: number;
  label: string;
}

const oneToOne = 3;

/** The label of a step on the column scale: 4 → "2:1", 0 → "1:4". */
export function ratioLabel(step: number): string {
  return step >= oneToOne ? `${step - oneToOne + 1}:1` : `1:${oneToOne - step + 1}`;
}

/** The step of a printed column: 2:1 → 4, 1:3 → 1. */
export function columnStep(column: RatioColumn): number {
  return column.attacker >= column.defender
    ? oneToOne + column.attacker / column.defender - 1
    : oneToOne - (column.defender / column.attacker - 1);
}

/** 1.6: ratios round to the nearest whole number, .5 and above up. */
function roundRatio(value: number): number {
  return Math.floor(value + 0.5);
}

/**
 * 1.4 + 1.6: the initial combat ratio. Attacker SPs over defender SPs, rounded
 * to the nearest whole ratio (8:3 = 2.67:1 → 3:1; 3:2 = 1.5:1 → 2:1;
 * 6.49:1 → 6:1). Below 1:1 the defender's share is rounded the same way
 * (2:3 = 1:1.5 → 1:2) — the book only shows ratios of 1:1 and above. With
 * `belowOne: 'attacker-share'` (erratum ratio-below-one) a ratio below 1:1 is
 * read as x:1 instead: 2:3 = 0.67:1 → 1:1, and under 0.5:1 (0:1, no column)
 * the lowest column.
 */
export function initialRatio(
  attackerSp: number,
  defenderSp: number,
  belowOne: 'defender-share' | 'attacker-share' = 'defender-share',
): Result<Ratio> {
  for (const [field, sp] of [
    ['attacker.sp', attackerSp],
    ['defender.sp', defenderSp],
  ] as const) {
    if (!Number.isFinite(sp) || sp <= 0) {
      return fail(
        field,
        '1.4',
        `the ${field.split('.')[0]}'s strength must be more than 0 SP, not ${sp}`,
      );
    }
  }
  const step =
    attackerSp >= defenderSp
      ? oneToOne + roundRatio(attackerSp / defenderSp) - 1
      : belowOne === 'attacker-share'
        ? roundRatio(attackerSp / defenderSp) >= 1
          ? oneToOne
          : 0
        : oneToOne - (roundRatio(defenderSp / attackerSp) - 1);
  return ok({ step, label: ratioLabel(step) });
}

/** A move of the column; its text says what happened: "initial", "attacker +3", "defender −1", "clamped". */
export interface ShiftStep extends WorkingStep {
  step: number;
}

export interface ShiftedRatio {
  initial: Ratio;
  final: Ratio;
  /** Each move of the column, for the audit trail. */
  steps: ShiftStep[];
}

/**
 * 1.5: applies the attacker's CMs (column right) then the defender's (column
 * left), clamping to the table by the edition's policy. `lastStep` is the
 * table's highest column (11 for 9:1).
 */
export function shiftRatio(
  initial: Ratio,
  attackerShift: number,
  defenderShift: number,
  policy: ClampPolicy,
  lastStep = 11,
): ShiftedRatio {
  const clamp = (step: number) => Math.min(lastStep, Math.max(0, step));
  const steps: ShiftStep[] = [
    { text: `initial ${initial.label}`, rule: '1.4', step: initial.step },
  ];
  let step = initial.step;
  const move = (label: string, rule: string, to: number) => {
    if (to !== step) steps.push({ text: label, rule, step: to });
    step = to;
  };
  if (policy === 'after-each-side') {
    move(`clamped to ${ratioLabel(clamp(step))}`, '1.5', clamp(step));
    move(`attacker +${attackerShift}`, '1.5', step + attackerShift);
    move(`clamped to ${ratioLabel(clamp(step))}`, '1.5', clamp(step));
    move(`defender −${defenderShift}`, '1.5', step - defenderShift);
    move(`clamped to ${ratioLabel(clamp(step))}`, '1.5', clamp(step));
  } else {
    move(`attacker +${attackerShift}`, '1.5', step + attackerShift);
    move(`defender −${defenderShift}`, '1.5', step - defenderShift);
    move(`clamped to ${ratioLabel(clamp(step))}`, '1.5', clamp(step));
  }
  return { initial, final: { step, label: ratioLabel(step) }, steps };
}
