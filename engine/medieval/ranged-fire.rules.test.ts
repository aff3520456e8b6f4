/**
 * The fire tables' lower edge (issue 14, item 2): a modified roll is flagged
 * "below the table" only when it is under the first printed column, never when
 * it reads that column.
 */
import { describe, expect, it } from 'vitest';
import { editions, resolveFire, type FireTerrain } from './index.ts';

const terrains: FireTerrain[] = ['open', 'forest', 'fortification'];

describe('fire tables: the first column is on the table', () => {
  it.each(editions.map((e) => [e.id, e] as const))(
    '%s: only a roll under the first column is flagged',
    (_, edition) => {
      let onFirstColumn = 0;
      for (const weapon of new Set(edition.tables.fire.map((t) => t.weapon)))
        for (const range of [1, 2, 3, 4])
          for (const armor of [0, 1, 2])
            for (const terrain of terrains)
              for (let dice = 2; dice <= 12; dice += 1) {
                const fire = resolveFire(
                  { edition: edition.id, weapon, range, target: { armor, terrain } },
                  dice,
                );
                if (!fire.ok) continue;
                const first = fire.value.table.columns[0]?.from ?? Number.NaN;
                if (fire.value.modifiedRoll === first) onFirstColumn += 1;
                expect(
                  fire.value.conflicts.includes('fire-roll-below-table'),
                  `${weapon} ${range} ${fire.value.modifiedRoll}`,
                ).toBe(fire.value.modifiedRoll < first);
              }
      expect(onFirstColumn).toBeGreaterThan(0);
    },
  );
});
