/**
 * Every printed table of the compared editions set side by side: the COMBAT
 * TABLE, the test after a retreat, PURSUIT, the terrain table, Kosovo's
 * MORALE test, fortification costs and each weapon's fire table.
 */
import { editions } from '../editions/editions.ts';
import type { EditionTables, FireTable } from '../tables/types.ts';
import type { EditionId, Source } from '../types.ts';
import {
  combatGrid,
  fireGrid,
  fortificationGrid,
  moraleTestGrid,
  pursuitGrid,
  retreatTestGrid,
  terrainGrid,
  type PursuitCell,
  type RetreatTestCell,
  type TerrainCell,
} from './tables-grids.ts';
import {
  compareGrids,
  judgeEqualCell,
  judgeMarkedCell,
  type Grid,
  type GridComparison,
} from './tables.ts';

interface Compared<Topic extends string, T> {
  /** Unique on the page: `combat`, `fire-archers`, `fire-archers-game-tables`. */
  id: string;
  topic: Topic;
  /** Where each edition prints the table (undefined: it has none). */
  sources: readonly (Source | undefined)[];
  grid: GridComparison<T>;
}

export type FireCopy = 'chapter' | 'game-tables';

export type TableComparison =
  | Compared<'combat', string>
  | Compared<'retreat-test', RetreatTestCell>
  | Compared<'pursuit', PursuitCell>
  | Compared<'terrain', TerrainCell>
  | Compared<'morale-test', number>
  | Compared<'fortifications', number>
  | (Compared<'fire', string> & { weapon: FireTable['weapon']; copy: FireCopy });

const fireWeapons: readonly FireTable['weapon'][] = [
  'archers',
  'crossbowmen',
  'horse-archers',
  'bombard-units',
  'bombard-objects',
];

const gameTables = (table: FireTable) => table.source.rule === 'Game Tables';

/**
 * A weapon's fire table in one edition: the copy in the rule chapter, or the
 * Game Tables copy. An edition printing one copy gives it for both (Kosovo's
 * chapter and Game Tables copies agree cell for cell).
 */
export function pickFireCopy(
  tables: EditionTables,
  weapon: FireTable['weapon'],
  copy: FireCopy,
): FireTable | undefined {
  const copies = tables.fire.filter((table) => table.weapon === weapon);
  const wanted = copies.find((table) => gameTables(table) === (copy === 'game-tables'));
  return wanted ?? copies[0];
}

function fireComparisons(all: readonly EditionTables[]): TableComparison[] {
  return fireWeapons.flatMap((weapon) => {
    const twoCopies = all.some(
      (tables) => tables.fire.filter((table) => table.weapon === weapon).length > 1,
    );
    const copies: readonly FireCopy[] = twoCopies ? ['chapter', 'game-tables'] : ['chapter'];
    return copies.map((copy) => {
      const picked = all.map((tables) => pickFireCopy(tables, weapon, copy));
      return {
        id: `fire-${weapon}${copy === 'game-tables' ? '-game-tables' : ''}`,
        topic: 'fire' as const,
        weapon,
        copy,
        sources: picked.map((table) => table?.source),
        grid: compareGrids(
          picked.map((table) => table && fireGrid(table)),
          judgeMarkedCell,
        ),
      };
    });
  });
}

function compareEqual<T, Table extends { source: Source }>(
  all: readonly EditionTables[],
  pick: (tables: EditionTables) => Table | undefined,
  toGrid: (table: Table) => Grid<T>,
): { sources: (Source | undefined)[]; grid: GridComparison<T> } {
  const picked = all.map(pick);
  return {
    sources: picked.map((table) => table?.source),
    grid: compareGrids(
      picked.map((table) => table && toGrid(table)),
      judgeEqualCell,
    ),
  };
}

/**
 * The tables of the given editions (the first is the base of every
 * difference), each laid out cell by cell. A table only some editions print
 * (Kosovo's MORALE test) is listed with the others' grids missing.
 */
export function compareEditionTables(ids: readonly EditionId[]): TableComparison[] {
  const all = ids
    .flatMap((id) => editions.filter((edition) => edition.id === id))
    .map((edition) => edition.tables);
  const combat = all.map((tables) => tables.combat);
  const comparisons: TableComparison[] = [
    {
      id: 'combat',
      topic: 'combat',
      sources: combat.map((table) => table.source),
      grid: compareGrids(combat.map(combatGrid), judgeMarkedCell),
    },
    {
      id: 'retreat-test',
      topic: 'retreat-test',
      ...compareEqual(all, (tables) => tables.retreatTest, retreatTestGrid),
    },
    { id: 'pursuit', topic: 'pursuit', ...compareEqual(all, (t) => t.pursuit, pursuitGrid) },
    { id: 'terrain', topic: 'terrain', ...compareEqual(all, (t) => t.terrain, terrainGrid) },
  ];
  if (all.some((tables) => tables.moraleTest))
    comparisons.push({
      id: 'morale-test',
      topic: 'morale-test',
      ...compareEqual(all, (tables) => tables.moraleTest, moraleTestGrid),
    });
  comparisons.push({
    id: 'fortifications',
    topic: 'fortifications',
    ...compareEqual(all, (tables) => tables.fortifications, fortificationGrid),
  });
  return [...comparisons, ...fireComparisons(all)];
}
