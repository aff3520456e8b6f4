/**
 * Shared ground of the movement modules: the edition's movement rule numbers
 * (from its rule map), the audit-trail step, and the input
 * checks that turn bad values into errors naming the field and the rule.
 */
import type { WorkingStep } from '../../core/index.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { getEdition, ruleMaps, type EditionProfile } from '../editions/editions.ts';
import type { MoveCost, TerrainId, TerrainTable } from '../tables/types.ts';
import type { UnitKind } from '../types.ts';
import type { MovementRules } from '../editions/rule-map-movement.ts';
import { checkCf, isMountedUnit } from '../unit-checks.ts';

export { checkArmor, checkCf, isMountedUnit } from '../unit-checks.ts';
export type { MovementRules } from '../editions/rule-map-movement.ts';

/** What moves: a field unit (1.1) or a leader, who moves as cavalry (8.1.2). */
export type MoverKind = UnitKind | 'leader';

/** "an infantry", "a cavalry": a mover named in a working sentence. */
export function nameMover(kind: MoverKind): string {
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

/** One line of the audit trail: the rule applied, what it did, and the MPs it added. */
export interface MovementStep extends WorkingStep {
  mp?: number;
}

/** The column of the terrain table a mover reads (8.1.2: leaders read the cavalry one). */
export type TerrainColumn = 'infantry' | 'cavalry' | 'leader';

/** The movement rule numbers of an edition (e.g. fortification costs: B/N 11.1.3, K 12.1.3). */
export function getMovementRules(edition: EditionProfile): MovementRules {
  return edition.rules.movement;
}

/** An edition given by id (checked with getEdition) or as a profile. */
export function resolveEdition(edition: string | EditionProfile): Result<EditionProfile> {
  if (typeof edition === 'string') return getEdition(edition);
  return Object.hasOwn(ruleMaps, edition.id) ? ok(edition) : getEdition(String(edition.id));
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
