/**
 * 4.3.6: the terrain part of a turn's cost, read from the edition's terrain
 * table, with the 4.3.6 example's figure as an option (erratum
 * turn-terrain-example).
 */
import { ok, type Result } from '../../core/result.ts';
import { resolveReadings, type EditionProfile } from '../editions/editions.ts';
import {
  cellOf,
  describeCell,
  findTerrainRow,
  getMovementRules,
  type MovementStep,
  type TerrainColumn,
} from './rules.ts';
import type { Readings } from '../editions/readings.ts';
import type { TerrainId } from '../tables/types.ts';

/**
 * 4.3.6: MPs the hex adds to a turn. The table's number is added as printed
 * ("4" and "+3" alike); clear adds nothing, since the 4.3.2 and 4.3.4
 * examples add nothing for open ground. With `turnTerrainCost: 'example'`
 * cavalry in forest adds the 2 MP of the 4.3.6 example instead.
 */
export function terrainTurnCost(
  edition: EditionProfile,
  column: TerrainColumn,
  terrain: TerrainId,
  readings: Readings = {},
): Result<{ mp: number; prohibited: boolean; steps: MovementStep[]; errata: string[] }> {
  const rule = getMovementRules(edition).turnTerrain;
  const row = findTerrainRow(edition.tables.terrain, terrain);
  if (!row.ok) return row;
  const errata: string[] = [];
  const mounted = column !== 'infantry';
  if (terrain === 'forest' && mounted) {
    errata.push('turn-terrain-example');
    if (resolveReadings(edition, readings).turnTerrainCost === 'example') {
      const text =
        'forest: +2 MP, the figure of the 4.3.6 example (option turnTerrainCost: example)';
      return ok({ mp: 2, prohibited: false, steps: [{ rule, text, mp: 2 }], errata });
    }
  }
  if (terrain === 'clear' || terrain === 'road') {
    const text = `${terrain}: no terrain cost is added to the turn`;
    return ok({ mp: 0, prohibited: false, steps: [{ rule, text, mp: 0 }], errata });
  }
  const cell = cellOf(row.value, column);
  const table = edition.tables.terrain.source.title;
  if (cell.kind === 'prohibited' || cell.kind === 'none') {
    const prohibited = cell.kind === 'prohibited';
    const text = `${terrain}: ${table} prints ${describeCell(cell)}, so nothing is added`;
    return ok({ mp: 0, prohibited, steps: [{ rule, text, mp: 0 }], errata });
  }
  const text = `${terrain}: ${table} prints ${describeCell(cell)} for ${column}, added to the turn`;
  return ok({ mp: cell.mp, prohibited: false, steps: [{ rule, text, mp: cell.mp }], errata });
}
