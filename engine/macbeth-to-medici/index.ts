/**
 * From Macbeth to Medici: the entry site code imports the system through.
 * Tables are data; the rules that compute with them are exported beside them.
 */
export * from './tables/index.ts';
export { sections, sectionIds, type SectionId } from './tables/sections.ts';
export * from './tables/notes.ts';
export { defaultReadings, type Readings } from './readings.ts';
export { errata, errataAt, type Erratum } from './errata/index.ts';
export * from './units.ts';
export * from './control/control-test.ts';
export * from './control/control-effects.ts';
export * from './officers/officers.ts';
export * from './officers/officer-working.ts';
export * from './officers/officer-morale.ts';
export * from './officers/officer-losses.ts';
export * from './officers/betrayal.ts';
export * from './movement/initiative.ts';
export * from './movement/movement.ts';
export * from './movement/manoeuvre.ts';
export * from './movement/interpenetration.ts';
export * from './movement/movement-working.ts';
export * from './control/fatigue.ts';
export * from './control/fatigue-working.ts';
export * from './control/rally.ts';
export * from './combat/random-factor.ts';
export * from './combat/archery.ts';
export * from './combat/skirmish.ts';
export * from './combat/bombard.ts';
export {
  countCauses,
  explainReadySide,
  sideIds,
  type CombatSide,
  type CombatSection,
  type ReadySide,
  type SideId,
} from './combat/combat-sides.ts';
export * from './combat/impact.ts';
export * from './combat/impact-scope.ts';
export * from './combat/melee.ts';
export * from './combat/fight-working.ts';
export {
  describeStep,
  lastStep,
  nextTurnPoint,
  otherSide,
  previousTurnPoint,
  stepRule,
  turnRule,
  type TurnPoint,
} from './play/game/phases.ts';
export * from './play/game/state.ts';
export * from './play/game/roster.ts';
export * from './play/game/actions.ts';
export { mostAtOnce, type Exertion } from './play/game/action-types.ts';
export * from './play/game/describe.ts';
export * from './play/game/known.ts';
export * from './play/game/known-officers.ts';
export {
  confirmProposal,
  noteChange,
  type Proposal,
  type ProposedChange,
} from './play/apply/proposal.ts';
export * from './play/apply/fire.ts';
export * from './play/apply/combat.ts';
export * from './play/apply/control.ts';
export * from './play/apply/officers.ts';
export {
  gameFileRule,
  gameFormatVersion,
  migrateGameFormat,
  readGame,
} from './play/saving/check.ts';
export * from './play/saving/game-file.ts';
export * from './play/saving/game-link.ts';
