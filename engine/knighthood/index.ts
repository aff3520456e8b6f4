/**
 * Knighthood and the Middle Ages III: the entry site code imports the system
 * through. Tables are data; the rules that compute with them are exported beside them.
 */
export * from './tables/index.ts';
export {
  errata,
  errataAt,
  type Erratum,
  type RuleRef,
  type UnnumberedSection,
} from './errata/index.ts';
/** The army entries alone, so the builder need not ship the whole register. */
export { armyErrata } from './errata/army.ts';
export {
  apparentArmourClass,
  compareHitNumbers,
  d66Threshold,
  hitChance,
  hitChartColumn,
  hitWays,
  parseHitNumber,
  readFirstDie,
  readHitChart,
  readSecondDie,
  shiftByTens,
  type ChartReading,
  type DieReading,
} from './dice/hit-numbers.ts';
export * from './dice/unit-hits.ts';
export * from './dice/counted-hits.ts';
export * from './dice/dice-names.ts';
export * from './combat/close-combat.ts';
export * from './combat/cohesion-working.ts';
export * from './combat/shield-wall-working.ts';
export * from './combat/reaction-working.ts';
export * from './combat/close-combat-working.ts';
export * from './movement/terrain-check.ts';
export * from './movement/movement-bands.ts';
export * from './movement/movement-working.ts';
export * from './morale/morale-check.ts';
export * from './morale/morale-working.ts';
export * from './leaders/leaders.ts';
export * from './combat/charges.ts';
export * from './army/troop-cost.ts';
export * from './fire/missile-fire.ts';
export * from './fire/missile-working.ts';
export { defaultReadings, type Readings } from './readings.ts';
export type { OneDieCheck } from './dice/modifiers.ts';
export * from './morale/morale-modifiers.ts';
export * from './combat/reactions.ts';
export * from './morale/morale-results.ts';
export * from './combat/combat-value.ts';
export * from './combat/combat-dice.ts';
export * from './combat/combat-round.ts';
export * from './combat/shield-wall.ts';
export * from './army/army.ts';
export * from './army/army-cost.ts';
export * from './army/army-warnings.ts';
export * from './army/army-codec.ts';
export * from './army/roster.ts';
export * from './army/armour-names.ts';
export * from './leaders/leader-risk.ts';
export * from './leaders/captivity.ts';
export * from './leaders/leader-combat.ts';
export * from './leaders/leader-working.ts';
export * from './honor/honor-tally.ts';
export * from './fire/ammunition.ts';
export * from './fire/fire-options.ts';
export * from './combat/aftermath.ts';
export * from './working/citations.ts';
export * from './working/named-references.ts';
export * from './play/game/phases.ts';
export * from './play/game/state.ts';
export * from './play/game/actions.ts';
export * from './play/apply/proposal.ts';
export * from './play/apply/hits.ts';
export * from './play/apply/fates.ts';
export { gameFileRule, gameFormatVersion, readGame } from './play/saving/check.ts';
export * from './play/saving/game-file.ts';
export * from './play/saving/game-link.ts';
export * from './play/game/describe.ts';
export * from './play/game/known.ts';
export * from './play/game/known-combat-side.ts';
export * from './play/game/known-fire-modifiers.ts';
export * from './play/apply/leader-hit-roll.ts';
export * from './play/apply/leader-vulnerability.ts';
export * from './play/apply/leader-vulnerability-alone.ts';
