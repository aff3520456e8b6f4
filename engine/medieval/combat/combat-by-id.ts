/**
 * The combat's entry points for an edition named by id: each looks the
 * profile up among every edition (getEdition) and calls the function that
 * takes a profile. A page that ships one edition calls those directly.
 */
import type { Result } from '../../core/result.ts';
import { getEdition } from '../editions/editions.ts';
import type { Readings } from '../editions/readings.ts';
import type { AftermathContext } from './aftermath.ts';
import type { CombatInput } from './input.ts';
import { chainCombatOddsUnder, type CombatOdds } from './odds.ts';
import { analyseCombatUnder, type CombatAnalysis } from './resolve-combat.ts';

/**
 * 5.1.1 b–f: analyses a combat for an edition. Every result of the table's
 * column comes with its chance, so the odds are known before the roll.
 */
export function analyseCombat(
  editionId: string,
  input: CombatInput,
  readings: Readings = {},
): Result<CombatAnalysis> {
  const found = getEdition(editionId);
  return found.ok ? analyseCombatUnder(found.value, input, readings) : found;
}

/** 5.1.1 with 8.2.4 and 5.5: the full chain of odds for an analysed combat. */
export function chainCombatOdds(
  analysis: CombatAnalysis,
  input: CombatInput,
  context: AftermathContext = {},
): Result<CombatOdds> {
  const found = getEdition(analysis.edition);
  return found.ok ? chainCombatOddsUnder(found.value, analysis, input, context) : found;
}
