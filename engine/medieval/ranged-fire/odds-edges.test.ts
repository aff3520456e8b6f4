/**
 * fireOdds at its edges: the errata and working a shot cites only when they
 * apply (the lower edge of the table, the horse archers' test), the target's
 * own test under option horseArcherTestUnit, and objects destroyed by bombards.
 */
import { describe, expect, it } from 'vitest';
import { chance, times } from '../../core/probability.ts';
import type { Result } from '../../core/result.ts';
import { fireOdds, type FireInput } from './ranged-fire.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};

const archers = (more: Partial<FireInput> = {}): FireInput => ({
  edition: 'bannockburn-1314',
  weapon: 'archers',
  range: 1,
  target: { armor: 0, terrain: 'open' },
  ...more,
});

describe('fireOdds: the notes of a shot', () => {
  it('10.4.2: archers on the table cite only the copy chosen, with no horse-archer note or erratum', () => {
    const odds = value(fireOdds(archers()));
    expect(odds.errata).toEqual(['bannockburn-archer-table-copies']);
    expect(odds.steps).toEqual([
      {
        rule: '10.4.2',
        text: 'Table: ARCHER FIRE (10.4.2), chosen by fireTable "chapter"; the Game Tables copy differs',
      },
    ]);
  });

  it('10.4.2: a modified roll that can fall under the first column cites erratum fire-roll-below-table', () => {
    const odds = value(
      fireOdds(archers({ range: 4, target: { armor: 2, terrain: 'fortification' } })),
    );
    expect(odds.errata).toEqual(['bannockburn-archer-table-copies', 'fire-roll-below-table']);
  });
});

describe('fireOdds: who breaks', () => {
  it('11.5.10, option horseArcherTestUnit target: the target, not the firer, breaks on its own column', () => {
    const odds = value(
      fireOdds({
        edition: 'kosovo-1389',
        weapon: 'horse-archers',
        range: 1,
        target: { armor: 1, terrain: 'open' },
        firerSp: 2,
        readings: { horseArcherTestUnit: 'target' },
      }),
    );
    // Armor 1 takes 1 off the roll (11.2.3): losses on 10–12 (6 ways); infantry
    // fails its test on 2, 3, 12 (4 ways in 36).
    expect(odds.summary.breaks).toEqual(times(chance(6, 36), chance(4, 36)));
    expect(odds.summary.firerBreaks).toEqual(chance(0, 1));
  });

  it('11.7.5: Kosovo bombards destroy an object at range 3 from 10 up, 1 time in 6', () => {
    const odds = value(
      fireOdds({
        edition: 'kosovo-1389',
        weapon: 'bombard-objects',
        range: 3,
        target: { armor: 0, terrain: 'open' },
      }),
    );
    expect(odds.summary.destroyed).toEqual(chance(1, 6));
    expect(odds.summary.noEffect).toEqual(chance(5, 6));
  });
});
