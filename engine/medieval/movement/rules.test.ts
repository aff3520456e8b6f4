/** The shared movement helpers: edition lookup, input checks (1.1, 4.1.3, 4.1.7) and how cells print. */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import {
  addMp,
  cellOf,
  checkKind,
  checkMp,
  columnOf,
  describeCell,
  findTerrainRow,
  formatMp,
  nameMover,
  prepareMover,
  resolveEdition,
} from './rules.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const message = (result: Result<unknown>) => (result.ok ? '' : result.error.message);
const kosovo = value(resolveEdition('kosovo-1389'));

describe('movement helpers', () => {
  it('nameMover: "an" before a kind that starts with a vowel, "a" before any other', () => {
    expect(nameMover('infantry')).toBe('an infantry');
    expect(nameMover('cavalry')).toBe('a cavalry');
    expect(nameMover('leader')).toBe('a leader');
  });

  it('resolveEdition takes a profile as it is, and looks up one whose id it does not know', () => {
    expect(value(resolveEdition(kosovo))).toBe(kosovo);
    const stray = { ...kosovo, id: 'agincourt' } as unknown as typeof kosovo;
    expect(message(resolveEdition(stray))).toContain('unknown edition "agincourt"');
  });

  it('1.1: a mover is a field unit or a leader, each reading its column (8.1.2)', () => {
    expect(message(checkKind('ogre', 'rider.kind'))).toBe(
      'unknown unit type "ogre": use cavalry, infantry, archers, crossbowmen, horse-archers, bombard, leader',
    );
    const bad = checkKind('ogre', 'rider.kind');
    expect(bad.ok ? '' : bad.error.field).toBe('rider.kind');
    expect(
      ['leader', 'horse-archers', 'cavalry', 'crossbowmen'].map((k) => columnOf(k as 'leader')),
    ).toEqual(['leader', 'cavalry', 'cavalry', 'infantry']);
  });

  it('4.1.3: MPs left are a number from 0 up', () => {
    expect(value(checkMp(0))).toBe(0);
    expect(message(checkMp(-0.5))).toBe('movement points are a number from 0 up, not -0.5');
    expect(checkMp(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(checkMp(Number.NaN).ok).toBe(false);
  });

  it('4.1.7: an unknown terrain names the rows the table has', () => {
    expect(message(findTerrainRow(kosovo.tables.terrain, 'moor'))).toBe(
      'unknown terrain "moor": the table has clear, stream, road, swamps, forest, village, hill',
    );
  });

  it('Kosovo prints a leader road rate (1/3); off the road leaders read the cavalry cell', () => {
    const road = value(findTerrainRow(kosovo.tables.terrain, 'road'));
    expect(cellOf(road, 'leader')).toEqual({ kind: 'road', mp: 1 / 3 });
    const forest = value(findTerrainRow(kosovo.tables.terrain, 'forest'));
    expect(cellOf(forest, 'leader')).toEqual(cellOf(forest, 'cavalry'));
  });

  it('cells print as the tables print them, MPs to two decimals', () => {
    expect(
      [
        { kind: 'mp', mp: 2 },
        { kind: 'extra', mp: 0.5 },
        { kind: 'road', mp: 1 / 3 },
        { kind: 'none' },
        { kind: 'prohibited' },
      ].map((c) => describeCell(c as Parameters<typeof describeCell>[0])),
    ).toEqual(['2', '+0.5', '0.33 per road hex', '"-"', 'prohibited']);
    expect([formatMp(4), formatMp(1.5), formatMp(2 / 3)]).toEqual(['4', '1.5', '0.67']);
    expect([addMp(0.5, 0.5), addMp(0.1, 0.2)]).toEqual([1, 0.3]);
    expect(addMp(1 / 3, 1)).toBeCloseTo(4 / 3, 9);
  });

  it('prepareMover checks edition, kind and CF in that order', () => {
    expect(message(prepareMover('nowhere', { kind: 'ogre', cf: 9 }))).toContain('unknown edition');
    expect(message(prepareMover('1066', { kind: 'ogre', cf: 9 }))).toContain('unknown unit type');
    expect(message(prepareMover('1066', { kind: 'infantry', cf: 1 }))).toContain(
      'only cavalry has a charge factor',
    );
    expect(value(prepareMover('1066', { kind: 'cavalry', cf: 2 }))).toMatchObject({
      kind: 'cavalry',
      cf: 2,
    });
  });
});
