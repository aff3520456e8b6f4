/**
 * The combat calculator's after-roll working, loaded with the first roll: a
 * page shows the column and the odds at load, and what a result means for
 * each side only once a roll is entered.
 */
import {
  explainAftermath,
  type CombatStep,
  type EditionProfile,
  type SideAftermath,
} from '../../../../engine/medieval/index.ts';

/** 5.1.1 f–g: what the rolled result means for each side, from the engine. */
export function explainRoll(
  edition: EditionProfile,
  outcome: { attacker: SideAftermath; defender: SideAftermath },
): Record<'attacker' | 'defender', CombatStep[]> {
  return {
    attacker: explainAftermath(edition, outcome.attacker),
    defender: explainAftermath(edition, outcome.defender),
  };
}
