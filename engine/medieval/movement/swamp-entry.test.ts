import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { resolveEdition } from './rules.ts';
import { readSwampCell } from './swamp-entry.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const bannockburn = value(resolveEdition('bannockburn-1314'));
const kosovo = value(resolveEdition('kosovo-1389'));
const nineteen = value(resolveEdition('1066'));
const kosovoCosts = { swampEntry: 'kosovo-costs' } as const;

describe('readSwampCell (erratum swamp-movement, B/N 4.2.7)', () => {
  it('leaves any other terrain, and a swamp cell the table prints, as printed', () => {
    const none = { kind: 'none' } as const;
    expect(readSwampCell(bannockburn, 'clear', none, 'infantry', kosovoCosts)).toEqual({
      cell: none,
      kosovo: false,
      errata: [],
      steps: [],
    });
    // Kosovo prints swamps at 2 (infantry) and 3 (cavalry): no gap to fill.
    const printed = { kind: 'mp', mp: 3 } as const;
    expect(readSwampCell(kosovo, 'swamps', printed, 'cavalry', kosovoCosts)).toEqual({
      cell: printed,
      kosovo: false,
      errata: [],
      steps: [],
    });
  });

  it('reads the printed gap by default and says 4.2.7 still lets units in', () => {
    const none = { kind: 'none' } as const;
    const read = readSwampCell(bannockburn, 'swamps', none, 'infantry', {});
    expect(read).toMatchObject({ cell: none, kosovo: false, errata: ['swamp-movement'] });
    expect(read.steps).toHaveLength(1);
    expect(read.steps[0]).toMatchObject({ rule: '4.2.7' });
    expect(read.steps[0]?.text).toContain('no cost');
  });

  it("with swampEntry: kosovo-costs, 1066's prohibited swamps cost Kosovo's 3 MP for cavalry", () => {
    const read = readSwampCell(nineteen, 'swamps', { kind: 'prohibited' }, 'cavalry', kosovoCosts);
    expect(read).toMatchObject({
      cell: { kind: 'mp', mp: 3 },
      kosovo: true,
      errata: ['swamp-movement'],
    });
    expect(read.steps.map((s) => s.rule)).toEqual(['4.2.7', '4.1.7']);
    expect(read.steps[1]?.text).toContain('kosovo-costs');
  });

  it('an edition without a swamp-entry rule (Kosovo) adds no 4.2.7 step', () => {
    const read = readSwampCell(kosovo, 'swamps', { kind: 'none' }, 'infantry', {});
    expect(read.steps).toEqual([]);
    expect(read.errata).toEqual(['swamp-movement']);
  });
});
