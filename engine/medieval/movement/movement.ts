/**
 * Movement in the Medieval system (chapters 3–5, 8, 10–12 of the three
 * books): turns, hex costs, ZoC, rough ground, charge factor, ride down,
 * leaving and re-entering the map, stacking. Every function takes an
 * edition id or profile and returns a Result with an audit trail of steps
 * carrying the edition's own rule numbers.
 */
export { allowedTurns, turnCost } from './turns.ts';
export { terrainTurnCost } from './turn-terrain.ts';
export type { AllowedTurns, TurnContext, TurnCost, TurnInput } from './turns.ts';
export { canPassZoc, leaveMapCost, moveCost } from './cost.ts';
export type {
  ChargeChoice,
  FortificationCrossing,
  MoveCost,
  MoveInput,
  ZocPassage,
} from './cost.ts';
export { chargeAfterHex, checkTerrainEntry } from './terrain.ts';
export type { ChargeInput, EntryConsequences, HexEntry } from './terrain.ts';
export { checkRideDown } from './ride-down.ts';
export type { Formation, RideDownCheck, RideDownInput, RideDownTarget } from './ride-down.ts';
export { reentryHexes, returnTurn } from './map.ts';
export type { MapBounds, MapEdge, MapExit, ReentryZone, ReturnTime } from './map.ts';
export { checkStacking, checkStackingUnder } from './stacking.ts';
export type { StackedUnit, StackingCheck } from './stacking.ts';
export { getMovementRules } from './rules.ts';
export type { MoverKind, MovementRules, MovementStep } from './rules.ts';
