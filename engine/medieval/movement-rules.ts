/**
 * Shared ground of the movement modules: the rule numbers of chapters 3–5
 * and 8–12 as each edition prints them, the audit-trail step, and the input
 * checks that turn bad values into errors naming the field and the rule.
 */
import { fail, ok, type Result } from '../result.ts';
import { getEdition, type EditionProfile } from './editions.ts';
import type { MoveCost, TerrainId, TerrainTable } from './tables/types.ts';
import type { EditionId, UnitKind } from './types.ts';
import { checkCf, isMountedUnit } from './unit-checks.ts';

export { checkArmor, checkCf, isMountedUnit } from './unit-checks.ts';

/** What moves: a field unit (1.1) or a leader, who moves as cavalry (8.1.2). */
export type MoverKind = UnitKind | 'leader';

/** One line of the audit trail: the rule applied, what it did, and the MPs it added. */
export interface MovementStep {
  rule: string;
  text: string;
  mp?: number;
}

/** The column of the terrain table a mover reads (8.1.2: leaders read the cavalry one). */
export type TerrainColumn = 'infantry' | 'cavalry' | 'leader';

const bn = {
  zocEnter: '3.3.1',
  zocStop: '3.3.2',
  zocPass: '3.3.3',
  terrainTable: '4.1.7',
  friendlyHex: '4.2.4',
  roughEntry: '4.2.6' as string | null,
  swampEntry: '4.2.7' as string | null,
  roadThrough: '4.2.8' as string | null,
  cavalryDisorder: null as string | null,
  infantryDisorder: null as string | null,
  roadHold: '4.2.9',
  anyTurn: '4.2.10',
  turnBase: '4.3.1',
  cavalryTurn: '4.3.2',
  infantryTurn: '4.3.3',
  turnLimit: '4.3.4',
  turnZoc: '4.3.5',
  turnTerrain: '4.3.6',
  roadTurn: '4.3.9' as string | null,
  mapExit: '4.4.1',
  leaveMap: '4.4.2',
  returnDelay: '4.4.3',
  reentry: '4.4.4',
  stacking: '4.5.1',
  retreatTurn: '5.4.3',
  retreatRideDown: '5.4.4',
  pursuitZoc: '5.5.6',
  pursuitNoGain: '5.5.7',
  pursuitTurn: '5.5.8',
  pursuitRideDown: '5.5.9',
  cfOnlyCavalry: '5.6.1',
  cfRange: '5.6.2',
  cfGain: '5.6.3',
  cmFromCf: '5.6.4',
  cmCap: '5.6.5',
  cfZeroTerrain: null as string | null,
  bridge: '5.6.7',
  stream: '5.6.8',
  uphill: '5.6.9',
  holdCf: '5.6.12',
  reduceCf: '5.6.13' as string | null,
  rideDownWho: '5.8.1',
  rideDownSum: '5.8.2' as string | null,
  rideDownEliminated: '5.8.3',
  rideDownEnter: '5.8.5',
  rideDownMp: '5.8.6',
  rideDownFree: '5.8.7',
  rideDownProtected: '5.8.8',
  leaderNotUnit: '8.1.1',
  leaderMoves: '8.1.2',
  leaderNoZoc: '8.1.3',
  leaderUnbroken: '8.1.7',
  horseArchers: '10.5.1',
  horseArcherTurn: '10.5.2',
  horseArcherCm: '10.5.3',
  panicStacking: null as string | null,
  fortCost: '11.1.3',
  gate: '11.1.4',
  fortStacking: '11.1.8',
  fortCavalry: '11.1.9',
  shiltron: '11.3' as string | null,
  palisade: null as string | null,
  wallOfShields: null as string | null,
};

/** Rule numbers by topic; null where the edition prints no such rule. */
export type MovementRules = typeof bn;

const numbers: Record<EditionId, MovementRules> = {
  'bannockburn-1314': bn,
  '1066': { ...bn, shiltron: null, wallOfShields: 'Hastings: Wall of Shields' },
  'kosovo-1389': {
    ...bn,
    roughEntry: null,
    swampEntry: null,
    roadThrough: null,
    cavalryDisorder: '4.2.5',
    infantryDisorder: '4.2.6',
    roadHold: '4.2.8',
    anyTurn: '4.2.9',
    roadTurn: null,
    pursuitZoc: '5.5.7',
    pursuitNoGain: '5.5.8',
    pursuitTurn: '5.5.9',
    pursuitRideDown: '5.5.10',
    cfZeroTerrain: '5.6.7',
    bridge: '5.6.8',
    stream: '5.6.9',
    uphill: '5.6.10',
    reduceCf: null,
    rideDownSum: null,
    rideDownEliminated: '5.8.1',
    rideDownEnter: '5.8.3',
    rideDownMp: '5.8.4',
    rideDownFree: '5.8.5',
    rideDownProtected: '5.8.6',
    leaderUnbroken: '8.1.8',
    horseArchers: '11.5.1',
    horseArcherTurn: '11.5.2',
    horseArcherCm: '11.5.3',
    panicStacking: '10.1.3',
    fortCost: '12.1.3',
    gate: '12.1.4',
    fortStacking: '12.1.8',
    fortCavalry: '12.1.9',
    shiltron: null,
    palisade: '15.2.5',
  },
};

/** The movement rule numbers of an edition (e.g. fortification costs: B/N 11.1.3, K 12.1.3). */
export function getMovementRules(edition: EditionProfile): MovementRules {
  return numbers[edition.id];
}

/** An edition given by id (checked with getEdition) or as a profile. */
export function resolveEdition(edition: string | EditionProfile): Result<EditionProfile> {
  if (typeof edition === 'string') return getEdition(edition);
  return Object.hasOwn(numbers, edition.id) ? ok(edition) : getEdition(String(edition.id));
}

const moverKinds: readonly MoverKind[] = [
  'cavalry',
  'infantry',
  'archers',
  'crossbowmen',
  'horse-archers',
  'bombard',
  'leader',
];

/** The terrain column a mover reads: mounted units and leaders (8.1.2) the cavalry one. */
export function columnOf(kind: MoverKind): TerrainColumn {
  if (kind === 'leader') return 'leader';
  return isMountedUnit(kind) ? 'cavalry' : 'infantry';
}

/** 1.1 / 8.1: a known unit kind or a leader. */
export function checkKind(kind: string, field = 'kind'): Result<MoverKind> {
  return moverKinds.includes(kind as MoverKind)
    ? ok(kind as MoverKind)
    : fail(field, '1.1', `unknown unit type "${kind}": use ${moverKinds.join(', ')}`);
}

/** 4.1.3: MPs left to spend are a number from 0 up. */
export function checkMp(mp: number, field = 'mpAvailable'): Result<number> {
  return Number.isFinite(mp) && mp >= 0
    ? ok(mp)
    : fail(field, '4.1.3', `movement points are a number from 0 up, not ${mp}`);
}

/** The edition's terrain row; an id the table lacks is an error on `field`. */
export function findTerrainRow(
  table: TerrainTable,
  terrain: string,
  field = 'terrain',
): Result<TerrainTable['rows'][number]> {
  const row = table.rows.find((r) => r.terrain === (terrain as TerrainId));
  if (row) return ok(row);
  const known = table.rows.map((r) => r.terrain).join(', ');
  return fail(field, '4.1.7', `unknown terrain "${terrain}": the table has ${known}`);
}

/** A row's cell for a column; the leader column falls back to cavalry where nothing is printed for leaders. */
export function cellOf(row: TerrainTable['rows'][number], column: TerrainColumn): MoveCost {
  if (column === 'leader') return row.leader ?? row.cavalry;
  return row[column];
}

/** How a cell prints: "2", "+1", "1/2", "-", "prohibited". */
export function describeCell(cell: MoveCost): string {
  switch (cell.kind) {
    case 'mp':
      return `${formatMp(cell.mp)}`;
    case 'extra':
      return `+${formatMp(cell.mp)}`;
    case 'road':
      return `${formatMp(cell.mp)} per road hex`;
    case 'none':
      return '"-"';
    case 'prohibited':
      return 'prohibited';
  }
}

/** MPs as a short decimal: 1/3 → 0.33, 1.5 → 1.5. */
export function formatMp(mp: number): string {
  return Number.isInteger(mp) ? String(mp) : String(Math.round(mp * 100) / 100);
}

/** Adds MPs without float dust (1/3 + 1 stays 4/3, 0.5 + 0.5 is 1). */
export function addMp(a: number, b: number): number {
  return Math.round((a + b) * 1e9) / 1e9;
}

/**
 * The common start of every movement check: the edition (1.0), a known unit
 * kind (1.1) and a legal charge factor for it (5.6.1–5.6.2).
 */
export function prepareMover(
  edition: string | EditionProfile,
  input: { kind: string; cf: number },
): Result<{ profile: EditionProfile; rules: MovementRules; kind: MoverKind; cf: number }> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const kind = checkKind(input.kind);
  if (!kind.ok) return kind;
  const cf = checkCf(input.cf, kind.value);
  if (!cf.ok) return cf;
  return ok({
    profile: found.value,
    rules: getMovementRules(found.value),
    kind: kind.value,
    cf: cf.value,
  });
}
