/**
 * State of the movement tools: turn cost, move cost, ride down and leaving
 * and returning to the map. Every answer comes from the engine.
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  type FortificationCrossing,
  type MapEdge,
  type MoverKind,
  checkRideDown,
  moveCost,
  reentryHexes,
  returnTurn,
  turnCost,
  type TerrainId,
  type EditionId,
} from '../../../../engine/medieval/index.ts';
import type { ToolAnswer } from './test-tools.svelte.ts';

export class TurnTool {
  readonly edition: EditionId;
  kind: MoverKind = $state('cavalry');
  cf = $state(0);
  armor = $state(2);
  degrees = $state(60);
  inZoc = $state(false);
  terrain: TerrainId = $state('clear');
  onRoad = $state(false);
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const cost = turnCost(this.edition, {
      kind: this.kind,
      cf: this.cf,
      armor: this.armor,
      degrees: this.degrees,
      inZoc: this.inZoc,
      terrain: this.terrain,
      onRoad: this.onRoad,
    });
    if (!cost.ok) return cost;
    const c = cost.value;
    return ok({
      answer: c.allowed
        ? `${c.mp} MP; CF afterwards ${c.cfAfter}`
        : `Not allowed at CF ${this.cf}: only 60° turns (break first)`,
      steps: c.steps,
    });
  });
}

export class MoveTool {
  readonly edition: EditionId;
  kind: MoverKind = $state('cavalry');
  armor = $state(1);
  terrain: TerrainId = $state('clear');
  road = $state(false);
  stream = $state(false);
  fortifications: FortificationCrossing = $state('none');
  friendlyOccupied = $state(false);
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const cost = moveCost(this.edition, {
      kind: this.kind,
      armor: this.armor,
      terrain: this.terrain,
      road: this.road,
      stream: this.stream,
      fortifications: this.fortifications,
      friendlyOccupied: this.friendlyOccupied,
    });
    if (!cost.ok) return cost;
    return ok({
      answer: cost.value.allowed ? `${cost.value.mp} MP to enter` : 'This unit may not enter',
      steps: cost.value.steps,
    });
  });
}

export class RideDownTool {
  readonly edition: EditionId;
  cf = $state(3);
  armor = $state(0);
  targetArmor = $state(0);
  targetSp = $state(1);
  terrain: TerrainId = $state('clear');
  uphill = $state(false);
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const check = checkRideDown(this.edition, {
      rider: { kind: 'cavalry', cf: this.cf, armor: this.armor },
      approach: { uphill: this.uphill },
      targets: [{ kind: 'infantry', armor: this.targetArmor, sp: this.targetSp }],
      terrain: this.terrain,
    });
    if (!check.ok) return check;
    const c = check.value;
    return ok({
      answer: c.possible ? `Rides it down for ${c.mp} MP` : 'Cannot ride it down',
      steps: c.steps,
    });
  });
}

export class MapTool {
  readonly edition: EditionId;
  turn = $state(2);
  phase = $state(1);
  player: 'A' | 'B' = $state('A');
  arm: 'cavalry' | 'infantry' = $state('cavalry');
  departureHex = $state('2300');
  edge: MapEdge = $state('top');
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const back = returnTurn(this.edition, {
      turn: this.turn,
      phase: this.phase,
      player: this.player,
      arm: this.arm,
    });
    if (!back.ok) return back;
    const zone = reentryHexes(this.edition, {
      departureHex: this.departureHex,
      kind: this.arm === 'cavalry' ? 'cavalry' : 'infantry',
      edge: this.edge,
    });
    if (!zone.ok) return zone;
    const hexes = zone.value.hexes;
    return ok({
      answer: `Back on turn ${back.value.turn}, phase ${back.value.phase}, on hexes ${hexes[0]} to ${hexes[hexes.length - 1]}`,
      steps: [...back.value.steps, ...zone.value.steps],
    });
  });
}
