/**
 * The readings a player chose in an edition's register, as a combat's draft
 * holds them. Loaded when a combat calculator opens; the register itself
 * loads only when a choice is kept.
 */
import { resolveReadings, type EditionProfile } from '../../../../engine/medieval/index.ts';
import {
  applyPreferredReadings,
  readPreferredReadings,
} from '../../../lib/errata/preferred-readings.ts';
import { combatReadingNames, type CombatDraft } from './combat-draft.ts';

/** The other readings chosen for the combat's switches; none when storage fails or holds none. */
export async function readChosenCombatReadings(
  profile: EditionProfile,
): Promise<CombatDraft['readings']> {
  const kept = await readPreferredReadings(profile.id);
  if (!kept.ok || Object.keys(kept.value).length === 0) return {};
  const { offeredReadingsOf } = await import('../register.ts');
  const defaults = resolveReadings(profile, {});
  const chosen = applyPreferredReadings(defaults, offeredReadingsOf(profile.id), kept.value);
  return Object.fromEntries(
    combatReadingNames.filter((n) => chosen[n] !== defaults[n]).map((n) => [n, chosen[n]]),
  );
}
