/**
 * From Macbeth to Medici: the entry site code imports the system through.
 * Tables are data; the rules that compute with them are exported beside them.
 */
export * from './tables/index.ts';
export { sections, sectionIds, type SectionId } from './tables/sections.ts';
export { defaultReadings, type Readings } from './readings.ts';
export { conflicts, conflictsAt, type Conflict, type ConflictKind } from './conflicts/index.ts';
export * from './units.ts';
export * from './control-test.ts';
export * from './control-effects.ts';
export * from './officers.ts';
export * from './officer-morale.ts';
export * from './initiative.ts';
export * from './movement.ts';
export * from './manoeuvre.ts';
export * from './interpenetration.ts';
export * from './fatigue.ts';
export * from './rally.ts';
export type { Step } from './step.ts';
export * from './random-factor.ts';
export * from './archery.ts';
export * from './skirmish.ts';
export * from './bombard.ts';
export {
  countCauses,
  explainReadySide,
  sideIds,
  type CombatSide,
  type CombatSection,
  type ReadySide,
  type SideId,
} from './combat-sides.ts';
export * from './impact.ts';
export * from './melee.ts';
