/**
 * Movement in the Medieval system (chapters 3–5, 8, 10–12 of the three
 * books): turns, hex costs, ZoC, rough ground, charge factor, ride down,
 * leaving and re-entering the map, stacking. Every function takes an
 * edition id or profile and returns a Result with an audit trail of steps
 * carrying the edition's own rule numbers.
 */
export { allowedTurns, turnCost } from './movement-turns.ts';
export { terrainTurnCost } from './movement-turn-terrain.ts';
export type { AllowedTurns, TurnContext, TurnCost, TurnInput } from './movement-turns.ts';
export { canPassZoc, leaveMapCost, moveCost } from './movement-cost.ts';
export type {
  ChargeChoice,
  FortificationCrossing,
  MoveCost,
  MoveInput,
  ZocPassage,
} from './movement-cost.ts';
export { chargeAfterHex, checkTerrainEntry } from './movement-terrain.ts';
export type { ChargeInput, EntryConsequences, HexEntry } from './movement-terrain.ts';
export { checkRideDown } from './movement-ride-down.ts';
export type {
  Formation,
  RideDownCheck,
  RideDownInput,
  RideDownTarget,
} from './movement-ride-down.ts';
export { reentryHexes, returnTurn } from './movement-map.ts';
export type { MapBounds, MapEdge, MapExit, ReentryZone, ReturnTime } from './movement-map.ts';
export { checkStacking } from './movement-stacking.ts';
export type { StackedUnit, StackingCheck } from './movement-stacking.ts';
export { getMovementRules } from './movement-rules.ts';
export type { MoverKind, MovementRules, MovementStep } from './movement-rules.ts';
