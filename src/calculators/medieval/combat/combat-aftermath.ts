/**
 * The combat calculator's after-roll working, loaded with the first roll: a
 * page shows the column and the odds at load, and what a result means for
 * each side (with the leader death roll and pursuit) only once a roll is entered.
 */
import {
  explainAftermath,
  sideAftermath,
  type AftermathContext,
  type CombatInput,
  type CombatOutcome,
  type CombatStep,
  type EditionProfile,
  type ResolvedReadings,
} from '../../../../engine/medieval/index.ts';

/** 5.1.1 f–g: what the rolled result means for each side, from the engine. */
export function explainRoll(
  edition: EditionProfile,
  outcome: CombatOutcome,
  input: CombatInput,
  readings: ResolvedReadings,
  context: AftermathContext,
): Record<'attacker' | 'defender', CombatStep[]> {
  const effects = { attacker: outcome.result.attacker, defender: outcome.result.defender };
  const explain = (side: 'attacker' | 'defender') =>
    explainAftermath(edition, sideAftermath(side, effects, input, edition, readings, context));
  return { attacker: explain('attacker'), defender: explain('defender') };
}
