/**
 * From Macbeth to Medici: the entry site code imports the system through.
 * Tables are data; the rules that compute with them are exported beside them.
 */
export * from './tables/index.ts';
export { sections, sectionIds, type SectionId } from './tables/sections.ts';
export { defaultReadings, type Readings } from './readings.ts';
export { conflicts, conflictsAt, type Conflict, type ConflictKind } from './conflicts/index.ts';
export { unitDie, type UnitDice } from './dice-pools.ts';
export type { Step } from './step.ts';
export {
  capFactor,
  factorOdds,
  factorPools,
  resolveFactor,
  type EnteredDice,
  type FactorInput,
  type FactorPlace,
  type FactorSection,
  type FactorWorking,
} from './random-factor.ts';
export {
  archeryElementsRemoved,
  archeryHits,
  archeryOdds,
  resolveArchery,
  type ArcheryInput,
  type ArcheryOutcome,
  type Bow,
} from './archery.ts';
export {
  resolveSkirmish,
  skirmishRange,
  type SkirmishInput,
  type SkirmishResult,
  type SkirmishWeapon,
} from './skirmish.ts';
export {
  bombardOdds,
  bombardOutcome,
  resolveBombard,
  type BombardEffect,
  type BombardInput,
  type BombardOutcome,
} from './bombard.ts';
export { sideIds, type CombatSide, type SideId } from './combat-sides.ts';
export {
  impactOdds,
  impactOutcome,
  resolveImpact,
  type ImpactOutcome,
  type ImpactSide,
  type ImpactSides,
} from './impact.ts';
export {
  fightingElements,
  meleeCap,
  meleeElementsLost,
  meleeOdds,
  meleeOutcome,
  resolveMelee,
  type MeleeOutcome,
  type MeleeSide,
  type MeleeSides,
} from './melee.ts';
