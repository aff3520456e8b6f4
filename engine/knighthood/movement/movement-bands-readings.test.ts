/**
 * T5 and 3.00 under the register's other readings: the wagons' pattern
 * (8/16/24) leaves every other line as printed, leaders' 36" included; the
 * glossary's proximity list exempts wagons and both OO lines; at exactly 30"
 * under T5's headings a move starts in the second band.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { advanceTowardEnemy, ignoresProximity, movementRateOf } from './movement-bands.ts';

describe('T5 rates under the wagons pattern reading', () => {
  it('only the wagons change: leaders keep 36" in every band', () => {
    const pattern = { wagonRates: 'pattern' as const };
    expect(movementRateOf('wagons', pattern)?.inches).toEqual({ near: 8, middle: 16, far: 24 });
    expect(movementRateOf('leaders', pattern)?.inches).toEqual({ near: 36, middle: 36, far: 36 });
    expect(movementRateOf('wagons')?.inches).toEqual({ near: 8, middle: 20, far: 30 });
  });
});

describe('proximity exemptions (glossary)', () => {
  it('the glossary list exempts wagons, OO infantry and OO cavalry; other lines never', () => {
    const glossary = { proximityExempt: 'glossary-list' as const };
    const lines = ['wagons', 'oo-infantry', 'oo-cavalry', 'other-infantry', 'cl-cavalry'] as const;
    expect(lines.map((l) => ignoresProximity(l, glossary))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(lines.map((l) => ignoresProximity(l))).toEqual([false, false, false, false, false]);
  });
});

describe('3.00 a move starting at 30"', () => {
  it('under T5’s headings the third band has no room: the move is all in the second band, halved', () => {
    const headings = { ...defaultReadings, bandEdges: 't5-headings' as const };
    const moved = advanceTowardEnemy('other-infantry', 30, headings);
    expect(moved.ok && moved.value).toEqual({
      distance: 21,
      stretches: [{ band: 'middle', inches: 9 }],
      ignoresBands: false,
    });
  });
});
