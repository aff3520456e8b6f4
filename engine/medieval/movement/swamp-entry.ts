/**
 * Erratum swamp-movement: Bannockburn prints no swamp cost ("-") and 1066
 * forbids swamps, yet 4.2.7 lets units enter them. With `swampEntry:
 * 'kosovo-costs'` the cost Kosovo prints for swamps is read instead.
 */
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import type { MoveCost, TerrainId } from '../tables/types.ts';
import {
  cellOf,
  findTerrainRow,
  getMovementRules,
  type MovementStep,
  type TerrainColumn,
} from './rules.ts';

/**
 * The swamp cell as the readings take it: the printed one, or Kosovo's where
 * nothing usable is printed; with the entry touched and the working that says so.
 */
export function readSwampCell(
  profile: EditionProfile,
  terrain: TerrainId,
  printed: MoveCost,
  column: TerrainColumn,
  readings: Readings,
): { cell: MoveCost; kosovo: boolean; errata: string[]; steps: MovementStep[] } {
  const gap = terrain === 'swamps' && (printed.kind === 'none' || printed.kind === 'prohibited');
  if (!gap) return { cell: printed, kosovo: false, errata: [], steps: [] };
  const rules = getMovementRules(profile);
  const steps: MovementStep[] = rules.swampEntry
    ? [
        {
          rule: rules.swampEntry,
          text: 'swamps: the table gives them no cost, yet this rule lets units enter',
        },
      ]
    : [];
  const row = findTerrainRow(kosovoTables.terrain, 'swamps');
  if (resolveReadings(profile, readings).swampEntry !== 'kosovo-costs' || !row.ok)
    return { cell: printed, kosovo: false, errata: ['swamp-movement'], steps };
  steps.push({
    rule: rules.terrainTable,
    text: "swamps read at Kosovo's printed cost (option swampEntry: kosovo-costs)",
  });
  return { cell: cellOf(row.value, column), kosovo: true, errata: ['swamp-movement'], steps };
}
