/**
 * Erratum swamp-movement: Bannockburn prints no swamp cost ("-") and 1066
 * forbids swamps, yet 4.2.7 lets units enter them. With `swampEntry:
 * 'kosovo-costs'` the cost Kosovo prints for swamps is read instead.
 */
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import type { MoveCost, TerrainId } from '../tables/types.ts';
import { cellOf, findTerrainRow, type TerrainColumn } from './rules.ts';

/** The swamp cell as the readings take it: the printed one, or Kosovo's where nothing usable is printed. */
export function readSwampCell(
  profile: EditionProfile,
  terrain: TerrainId,
  printed: MoveCost,
  column: TerrainColumn,
  readings: Readings,
): { cell: MoveCost; kosovo: boolean } {
  const gap = terrain === 'swamps' && (printed.kind === 'none' || printed.kind === 'prohibited');
  if (!gap || resolveReadings(profile, readings).swampEntry !== 'kosovo-costs')
    return { cell: printed, kosovo: false };
  const row = findTerrainRow(kosovoTables.terrain, 'swamps');
  return row.ok
    ? { cell: cellOf(row.value, column), kosovo: true }
    : { cell: printed, kosovo: false };
}
