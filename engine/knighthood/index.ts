/**
 * Knighthood and the Middle Ages III: the entry site code imports the system
 * through. Tables are data; the rules that compute with them are exported beside them.
 */
export * from './tables/index.ts';
export {
  conflicts,
  conflictsAt,
  type Conflict,
  type ConflictKind,
  type RuleRef,
} from './conflicts/index.ts';
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
} from './hit-numbers.ts';
export * from './unit-hits.ts';
export * from './close-combat.ts';
export * from './terrain-check.ts';
export * from './movement-bands.ts';
export * from './morale-check.ts';
export * from './leaders.ts';
export * from './charges.ts';
export * from './troop-cost.ts';
export * from './missile-fire.ts';
export { defaultReadings, type Readings } from './readings.ts';
export type { OneDieCheck } from './modifiers.ts';
