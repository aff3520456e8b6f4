/**
 * One combat under several editions, each analysed by the engine's combat
 * rules and lined up row by row (combat-rows.ts).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { CombatInput } from '../combat/input.ts';
import { analyseCombat } from '../combat/combat-by-id.ts';
import { getEdition, type EditionProfile } from '../editions/editions.ts';
import type { Readings } from '../editions/readings.ts';
import type { EditionId } from '../types.ts';
import { lineUpCombats, type CombatComparison } from './combat-rows.ts';

/** 5.1.1 under each edition asked for, in that order (see lineUpCombats); an unknown edition is an error. */
export function compareCombat(
  input: CombatInput,
  editionIds: readonly EditionId[],
  readings: Readings = {},
): Result<CombatComparison> {
  const profiles: EditionProfile[] = [];
  for (const id of editionIds) {
    const found = getEdition(id);
    if (!found.ok) return found;
    profiles.push(found.value);
  }
  if (profiles.length === 0) return fail('editions', 'editions', 'name at least one edition');
  return ok(
    lineUpCombats(input, profiles, (edition) => analyseCombat(edition.id, input, readings)),
  );
}
