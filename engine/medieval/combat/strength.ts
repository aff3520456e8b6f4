/**
 * Strength in a combat: each side's SPs as they count for the ratio, with
 * every rule that halves, doubles or caps them, step by step for the audit.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { CombatInput, CombatUnit } from './input.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { ruleOf } from '../editions/rule-map.ts';
import { halve } from './group-factors.ts';
import { isMountedUnit } from '../unit-checks.ts';

export interface StrengthStep extends WorkingStep {
  total: number;
}

export interface SideStrength {
  total: number;
  steps: StrengthStep[];
}

const ranged = new Set(['archers', 'crossbowmen', 'bombard']);

/** Ranged units in the ranged-unit rules (10.3): archers, crossbowmen, bombards; horse archers are cavalry (10.5.1). */
export function isRangedUnit(unit: CombatUnit): boolean {
  return ranged.has(unit.kind);
}

/** Cavalry for the rules that ask about it: cavalry and horse archers (10.5.1). */
export function isCavalry(unit: CombatUnit): boolean {
  return isMountedUnit(unit.kind);
}

function sumSp(units: readonly CombatUnit[]): number {
  return units.reduce((total, unit) => total + unit.sp, 0);
}

/** True when more than half of the side's SPs are cavalry (B 11.3.4). */
export function mostlyCavalry(units: readonly CombatUnit[]): boolean {
  return sumSp(units.filter(isCavalry)) * 2 > sumSp(units);
}

function countUnit(
  unit: CombatUnit,
  side: 'attacker' | 'defender',
  input: CombatInput,
  edition: EditionProfile,
): { sp: number; notes: { label: string; rule: string }[] } {
  const enemy = side === 'attacker' ? input.defender.units : input.attacker.units;
  let sp = unit.sp;
  const notes: { label: string; rule: string }[] = [];
  if (edition.has.shiltron && unit.shiltron && mostlyCavalry(enemy)) {
    sp *= 2;
    notes.push({
      label: 'shiltron doubled against mostly cavalry',
      rule: ruleOf(edition.rules, 'combat.shiltronDoubled'),
    });
  }
  if (edition.has.disorganization && unit.disorganized) {
    sp = halve(sp);
    notes.push({
      label: 'disorganized, halved',
      rule: ruleOf(edition.rules, 'combat.disorganizedHalved'),
    });
  }
  if (side === 'attacker' && input.attacker.throughFortifications) {
    sp = halve(sp);
    notes.push({
      label: 'attacking through fortifications, halved',
      rule: edition.rules.combat.fortificationHalved,
    });
  }
  if (side === 'attacker' && input.attacker.onSwamps && swampsHalveAttacker(edition)) {
    sp = halve(sp);
    notes.push({ label: 'attacking from swamps, halved', rule: edition.rules.tables.terrain });
  }
  return { sp, notes };
}

/** The terrain table's "1/2A" on swamps (Bannockburn, Kosovo; 1066 prints −1 instead). */
function swampsHalveAttacker(edition: EditionProfile): boolean {
  return edition.tables.terrain.rows.some(
    (row) => row.terrain === 'swamps' && row.combat.kind === 'attacker-halved',
  );
}

/**
 * A side's strength for the ratio (1.4): per unit, shiltron doubling (B
 * 11.3.4), disorganization halving (K 9.2.2), attacking through
 * fortifications (11.1.1) or from swamps (TERRAIN EFFECT **), each halving
 * rounded up (1.6); then ranged units fighting alone count 1 SP (10.3.2) and
 * a fortified hex fights with at most 4 SP (11.1.8). The books do not order
 * these steps; this order is the engine's reading.
 */
export function countStrength(
  side: 'attacker' | 'defender',
  input: CombatInput,
  edition: EditionProfile,
): SideStrength {
  const units = input[side].units;
  const counted = units.map((unit) => countUnit(unit, side, input, edition));
  const raw = sumSp(units);
  let total = counted.reduce((sum, unit) => sum + unit.sp, 0);
  const steps: StrengthStep[] = [
    {
      text: `${units.length} unit${units.length === 1 ? '' : 's'}, ${raw} SP`,
      rule: edition.rules.combat.strength,
      total: raw,
    },
  ];
  // Per-unit adjustments apply together; list each rule once with the adjusted total.
  const seen = new Map<string, { rule: string; count: number }>();
  for (const note of counted.flatMap((unit) => unit.notes)) {
    const entry = seen.get(note.label) ?? { rule: note.rule, count: 0 };
    seen.set(note.label, { ...entry, count: entry.count + 1 });
  }
  for (const [label, { rule, count }] of seen) {
    steps.push({ text: count > 1 ? `${label} (${count} units)` : label, rule, total });
  }
  if (units.every(isRangedUnit) && total > 1) {
    total = 1;
    steps.push({
      text: 'ranged units fighting alone count 1 SP',
      rule: edition.rules.fire.rangedOneSp,
      total,
    });
  }
  if (side === 'defender' && input.defender.fortified && total > 4) {
    total = 4;
    steps.push({
      text: 'a fortified hex fights with at most 4 SP',
      rule: edition.rules.combat.fortificationLimit,
      total,
    });
  }
  return { total, steps };
}
