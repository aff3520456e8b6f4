/**
 * A combat from situation to result (5.1.1): strength, initial ratio, both
 * sides' modifiers, the final column, and the result of every 2D6 roll with
 * its exact chance. Nothing here throws: bad input comes back as an error
 * naming the field and the rule.
 */
import { checkRolled, diceDistribution, twoD6 } from '../../core/dice.ts';
import { chance, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { checkCombatInput, type CombatInput } from './input.ts';
import { countModifiers, type SideModifiers } from './modifiers.ts';
import { initialRatio, ratioLabel, shiftRatio, type ShiftedRatio } from './ratio.ts';
import type { CombatResult } from './results.ts';
import { combatCellAt } from './table.ts';
import { countStrength, type SideStrength } from './strength.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings, type ResolvedReadings, type Readings } from '../editions/readings.ts';
import { testCategory } from '../morale/test-category.ts';
import type { EditionId } from '../types.ts';

export interface CombatOutcome {
  roll: number;
  /** Ways out of 36 to roll this total. */
  chance: Probability;
  /** The printed cell (normalised), e.g. "-1 / D2". */
  cell: string;
  result: CombatResult;
}

export interface CombatAnalysis {
  edition: EditionId;
  readings: ResolvedReadings;
  strength: { attacker: SideStrength; defender: SideStrength };
  modifiers: { attacker: SideModifiers; defender: SideModifiers };
  ratio: ShiftedRatio;
  /** Index of the final column in the edition's COMBAT TABLE (0 = 1:4). */
  column: number;
  /** 8.2.9: a leader alone on the hex dies whatever the result. */
  leaderAloneDies: boolean;
  /** One outcome per 2D6 total, 2 to 12. */
  outcomes: CombatOutcome[];
  /** Ids of the errata this combat touches (see editions/errata.ts). */
  errata: string[];
}

/**
 * 5.1.1 b–f: analyses a combat under an edition's profile. Every result of
 * the table's column comes with its chance, so the odds are known before the
 * roll. analyseCombat (combat-by-id.ts) takes the edition by id.
 */
export function analyseCombatUnder(
  edition: EditionProfile,
  input: CombatInput,
  chosen: Readings = {},
): Result<CombatAnalysis> {
  const checked = checkCombatInput(input);
  if (!checked.ok) return checked;
  const readings = resolveReadings(edition, chosen);

  const strength = {
    attacker: countStrength('attacker', input, edition),
    defender: countStrength('defender', input, edition),
  };
  const modifiers = {
    attacker: countModifiers('attacker', input, edition, readings),
    defender: countModifiers('defender', input, edition, readings),
  };
  const initial = initialRatio(
    strength.attacker.total,
    strength.defender.total,
    readings.ratioBelowOne,
  );
  if (!initial.ok) return initial;
  const lastStep = edition.tables.combat.columns.length - 1;
  const shifted = shiftRatio(
    initial.value,
    modifiers.attacker.total,
    modifiers.defender.total,
    initial.value.step > lastStep && readings.initialRatioBeyondTable === 'shift-unclamped'
      ? 'final-only'
      : edition.clamp,
    lastStep,
  );
  const leaderAloneDies = input.defender.leaderAlone;
  const ratio: ShiftedRatio = leaderAloneDies
    ? {
        ...shifted,
        final: { step: lastStep, label: ratioLabel(lastStep) },
        steps: [
          ...shifted.steps,
          {
            text: 'leader alone: highest column',
            rule: edition.rules.leaders.aloneDies,
            step: lastStep,
          },
        ],
      }
    : shifted;
  const column = ratio.final.step;

  const outcomes: CombatOutcome[] = [];
  const misprinted = new Set<string>();
  for (const { total, ways, outOf } of diceDistribution(twoD6)) {
    const found = combatCellAt(edition.combatTable, column, total, readings);
    if (!found) return fail('roll', edition.rules.tables.combat, `no cell for a roll of ${total}`);
    if (found.misprint) misprinted.add(found.misprint.erratum);
    outcomes.push({
      roll: total,
      chance: chance(ways, outOf),
      cell: found.cell,
      result: found.result,
    });
  }

  const errata = [
    ...new Set([...modifiers.attacker.errata, ...modifiers.defender.errata, ...misprinted]),
  ];
  if (initial.value.step > lastStep && edition.clamp === 'after-each-side')
    errata.push('initial-ratio-beyond-table');
  if (strength.attacker.total < strength.defender.total) errata.push('ratio-below-one');
  const units = [...input.attacker.units, ...input.defender.units];
  for (const cell of edition.tables.retreatTest.editionCells ?? [])
    if (units.some((u) => testCategory(u) === cell.category)) errata.push(cell.erratum);
  return ok({
    edition: edition.id,
    readings,
    strength,
    modifiers,
    ratio,
    column,
    leaderAloneDies,
    outcomes,
    errata,
  });
}

/** 5.1.1 e–f: the result of a rolled 2D6 total in an analysed combat. */
export function resultOfRoll(analysis: CombatAnalysis, roll: number): Result<CombatOutcome> {
  const checked = checkRolled(twoD6, roll, 'roll');
  if (!checked.ok) return checked;
  const outcome = analysis.outcomes.find((o) => o.roll === roll);
  return outcome ? ok(outcome) : fail('roll', '2D6', `no result for a roll of ${roll}`);
}
