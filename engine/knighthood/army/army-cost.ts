/**
 * 1.60 Troop cost worked for a whole army: each unit's figures at their T4
 * price, the per-figure extras, the command points T4 adds to the unit, then
 * leaders, banners and the army's miscellaneous items. Every step cites the
 * rule or table it comes from.
 */
import { fail, ok, type Result, type WorkingStep } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import { commandCosts, miscellaneousCosts, weaponCosts } from '../tables/organisation.ts';
import {
  countMms,
  mountingOf,
  validateArmy,
  type Army,
  type ArmyExtras,
  type ArmyUnit,
  type WeaponChoice,
} from './army.ts';
import { figureCost, minimumFigureCost } from './troop-cost.ts';

/** One line of the working: the points it adds and the rule behind it. */
export interface CostStep extends WorkingStep {
  readonly points: number;
}

export interface UnitCosting {
  readonly id: string;
  readonly figureCost: number;
  readonly mms: number;
  readonly commandPoints: number;
  readonly steps: readonly CostStep[];
  readonly total: number;
}

export interface ArmyCosting {
  readonly units: readonly UnitCosting[];
  /** Leaders, banners and the army's extras, each its own line. */
  readonly command: readonly CostStep[];
  readonly total: number;
}

/** The T4 weapon-cost line each main weapon is priced by; LHW is carried by all and costs nothing (1.40). */
export const weaponCostLine: Readonly<Record<WeaponChoice, string | null>> = {
  S: 'bow-or-sling',
  SB: 'bow-or-sling',
  LB: 'longbow-or-heavy-crossbow',
  HCB: 'longbow-or-heavy-crossbow',
  CB: 'crossbow',
  P: 'pike-spear-javelin-lance',
  LTS: 'pike-spear-javelin-lance',
  JLS: 'pike-spear-javelin-lance',
  L: 'pike-spear-javelin-lance',
  HTW: 'two-handed-cutting-or-heavy-throwing',
  '2HCW': 'two-handed-cutting-or-heavy-throwing',
  '2HCT': 'two-handed-cut-and-thrust',
  LHW: null,
};

const points = (table: readonly { id: string; points: number }[], id: string): number =>
  table.find((line) => line.id === id)?.points ?? 0;

/** The T4 weapon and troop lines of one figure of the unit. */
function figureLines(unit: ArmyUnit, mounted: boolean): string[] {
  const lines = unit.weapons.flatMap((w) => weaponCostLine[w] ?? []);
  if (unit.protectedCavalry) lines.push('protected-cavalry');
  if (unit.regular) lines.push(mounted ? 'regular-cavalry' : 'regular-infantry');
  return lines;
}

/**
 * T4 Command points added to a unit's cost: irregulars 15 each for the first
 * five and 25 after; regulars 10 each for the first eight and 15 after;
 * bodyguards pay none (7.00); a sub-unit pays 5 (9.13), instead of or on top
 * of its place among the regulars as the reading says.
 */
export function commandPointsOf(army: Army, readings: Readings): Map<string, CostStep> {
  const steps = new Map<string, CostStep>();
  let irregulars = 0;
  let regulars = 0;
  const subUnitAlone = readings.subUnitCommand !== 'added';
  for (const unit of army.units) {
    if (unit.bodyguardOf !== undefined) {
      steps.set(unit.id, { rule: '7.00', text: 'Bodyguard: no command points', points: 0 });
      continue;
    }
    const sub = unit.parent !== undefined ? points(commandCosts, 'sub-unit') : 0;
    if (unit.parent !== undefined && subUnitAlone) {
      steps.set(unit.id, { rule: '9.13', text: `Sub-unit command points: ${sub}`, points: sub });
      continue;
    }
    const place = unit.regular ? ++regulars : ++irregulars;
    const first = unit.regular ? 8 : 5;
    const kind = unit.regular ? 'regular' : 'irregular';
    const line =
      place <= first ? `${kind}-first-${unit.regular ? 'eight' : 'five'}` : `${kind}-additional`;
    const own = points(commandCosts, line);
    const plus = sub > 0 ? ` + ${sub} as a sub-unit (9.13)` : '';
    steps.set(unit.id, {
      rule: 'T4',
      text: `Command points: ${kind} unit no. ${place} (${place <= first ? `one of the first ${first}` : `beyond ${first}`}), ${own}${plus}`,
      points: own + sub,
    });
  }
  return steps;
}

function costUnit(unit: ArmyUnit, index: number, command: CostStep): Result<UnitCosting> {
  const mounting = mountingOf(unit.mounting);
  const lines = figureLines(unit, mounting.mounted);
  const priced = figureCost({
    armour: unit.armour,
    morale: unit.morale,
    mounted: mounting.mounted,
    extras: lines,
  });
  if (!priced.ok) return fail(`units[${index}].${priced.error.field}`, 'T4', priced.error.message);
  const { base, total } = priced.value;
  const troop = mounting.mounted ? 'cavalry' : 'infantry';
  const steps: CostStep[] = [
    {
      rule: 'T4',
      text: `${unit.armour} ${troop} of morale ${unit.morale}: ${base} a figure`,
      points: 0,
    },
  ];
  for (const id of lines) {
    const line = weaponCosts.find((w) => w.id === id)!;
    steps.push({ rule: 'T4', text: `${line.label}: +${line.points} a figure`, points: 0 });
  }
  const each = Math.max(total, minimumFigureCost);
  steps.push({
    rule: '1.61',
    text: `Each figure costs ${each} (never below ${minimumFigureCost})`,
    points: 0,
  });
  steps.push({
    rule: '1.60',
    text: `${unit.figures} figures × ${each}`,
    points: unit.figures * each,
  });
  const perFigure = [
    [unit.mountedInfantry ? unit.figures : 0, 'mount-infantry', 'Mounts for the infantry'],
    [unit.pavises, 'pavise', 'Pavises'],
    [unit.extraAmmunition, 'additional-ammunition', 'Extra ammunition'],
  ] as const;
  for (const [count, id, label] of perFigure) {
    if (count === 0) continue;
    const price = points(miscellaneousCosts, id);
    steps.push({ rule: 'T4', text: `${label}: ${count} × ${price}`, points: count * price });
  }
  steps.push(command);
  return ok({
    id: unit.id,
    figureCost: each,
    mms: countMms(unit),
    commandPoints: command.points,
    steps,
    total: steps.reduce((sum, step) => sum + step.points, 0),
  });
}

const extraLines: readonly [keyof ArmyExtras, string, string][] = [
  ['wagons', 'wagon', 'T4'],
  ['packAnimals', 'pack-animal', 'T4'],
  ['unplacedStakes', 'unplaced-stakes', 'T4'],
  ['emplacedStakes', 'emplaced-stakes', 'T4'],
];

/** 9.07: a berserker figure costs 25 points. */
export const berserkerCost = 25;

/** Leaders, banners and extras (T4 Command and control, Miscellaneous; 9.07). */
function commandLines(army: Army): CostStep[] {
  const steps: CostStep[] = [];
  for (const [i, leader] of army.leaders.entries()) {
    const id = i === 0 ? 'commander-in-chief' : 'additional-leader';
    const role = i === 0 ? 'commander in chief' : 'additional leader';
    steps.push({
      rule: 'T4',
      text: `${leader.name || 'Leader'} (${role})`,
      points: points(commandCosts, id),
    });
  }
  for (const [i, banner] of army.banners.entries()) {
    const id = i === 0 ? 'army-banner' : 'additional-wing-banner';
    const role = i === 0 ? 'army banner' : 'wing banner';
    steps.push({
      rule: i === 0 ? '1.72' : 'T4',
      text: `${banner.name || 'Banner'} (${role})`,
      points: points(commandCosts, id),
    });
  }
  for (const [key, id, rule] of extraLines) {
    const count = army.extras[key];
    if (count === 0) continue;
    const line = miscellaneousCosts.find((m) => m.id === id)!;
    steps.push({
      rule,
      text: `${line.label}: ${count} × ${line.points}`,
      points: count * line.points,
    });
  }
  if (army.extras.berserkers > 0) {
    const count = army.extras.berserkers;
    steps.push({
      rule: '9.07',
      text: `Berserkers: ${count} × ${berserkerCost}`,
      points: count * berserkerCost,
    });
  }
  return steps;
}

/** 1.60 Troop cost: every unit's cost with its working, the command lines and the army's total. */
export function costArmy(army: Army, readings: Readings): Result<ArmyCosting> {
  const valid = validateArmy(army);
  if (!valid.ok) return valid;
  const command = commandPointsOf(army, readings);
  const units: UnitCosting[] = [];
  for (const [i, unit] of army.units.entries()) {
    const costed = costUnit(unit, i, command.get(unit.id)!);
    if (!costed.ok) return costed;
    units.push(costed.value);
  }
  const lines = commandLines(army);
  const total =
    units.reduce((sum, u) => sum + u.total, 0) + lines.reduce((sum, l) => sum + l.points, 0);
  return ok({ units, command: lines, total });
}
