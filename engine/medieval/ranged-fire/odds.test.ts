import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceDistribution, twoD6 } from '../../core/dice.ts';
import { chance, plus, times, type Probability } from '../../core/probability.ts';
import type { Result } from '../../core/result.ts';
import { errata as register } from '../editions/errata.ts';
import {
  fireOdds,
  fireTerrains,
  fireWeapons,
  prepareFire,
  resolveFire,
  totalChance,
  type FireInput,
} from './ranged-fire.ts';
import { editionIds, testCategories } from '../types.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};
const p = (num: number | bigint, den: number | bigint): Probability => chance(num, den);
const one = p(1, 1);

describe('fireOdds: exact chances', () => {
  it('Bannockburn archers at range 1: each copy of ARCHER FIRE', () => {
    const input: FireInput = {
      edition: 'bannockburn-1314',
      weapon: 'archers',
      range: 1,
      target: { armor: 0, terrain: 'open' },
    };
    const chapter = value(fireOdds(input)).summary;
    // 2–6 "-" (15 ways); 7, 8, 11 "-1" (13); 9, 10 "-1S" (7); 12 "-2" (1).
    expect([chapter.noEffect, chapter.loss1, chapter.loss2, chapter.breaks]).toEqual([
      p(15, 36),
      p(20, 36),
      p(1, 36),
      p(7, 36),
    ]);
    const game = value(fireOdds({ ...input, readings: { fireTable: 'game-tables' } })).summary;
    expect([game.loss1, game.loss2]).toEqual([p(18, 36), p(3, 36)]);
  });

  it('10.6.3: crossbow losses without S scatter 1 time in 6 more', () => {
    const odds = value(
      fireOdds({
        edition: 'bannockburn-1314',
        weapon: 'crossbowmen',
        range: 1,
        target: { armor: 0, terrain: 'open' },
      }),
    );
    // "-1S" on 9–10 (7 ways); "-1" or "-2" on 4–8, 11–12 (26 ways) then a 6.
    expect(odds.summary.breaks).toEqual(plus(p(7, 36), times(p(26, 36), p(1, 6))));
    expect(totalChance(odds.outcomes)).toEqual(one);
  });

  it('11.6.2: Kosovo crossbow follow-up disorganizes and stops', () => {
    const odds = value(
      fireOdds({
        edition: 'kosovo-1389',
        weapon: 'crossbowmen',
        range: 2,
        target: { armor: 0, terrain: 'open' },
      }),
    );
    // Range 2 loses on 6–12: 26 ways.
    expect(odds.summary.breaks).toEqual(times(p(26, 36), p(1, 6)));
    expect(odds.summary.stopped).toEqual(odds.summary.breaks);
  });

  it('horse archers test after losses: 1/6 (B), 1/36 (K), never as 1066 light cavalry', () => {
    const ha = (edition: string): FireInput => ({
      edition,
      weapon: 'horse-archers',
      range: 1,
      target: { armor: 0, terrain: 'open' },
      firerSp: 2,
    });
    // 9–12 inflict -1: 10 ways.
    expect(value(fireOdds(ha('bannockburn-1314'))).summary.firerBreaks).toEqual(
      times(p(10, 36), p(1, 6)),
    );
    expect(value(fireOdds(ha('kosovo-1389'))).summary.firerBreaks).toEqual(
      times(p(10, 36), p(1, 36)),
    );
    const n = value(fireOdds(ha('1066')));
    expect(n.summary.firerBreaks).toEqual(p(0, 1));
    expect(n.errata).toEqual(
      expect.arrayContaining(['horse-archer-test-unit', 'b1-row', 'horse-archer-test-column']),
    );
    expect(value(fireOdds({ ...ha('1066'), firerCategory: 'other' })).summary.firerBreaks).toEqual(
      times(p(10, 36), p(1, 6)),
    );
  });

  it('11.7.1: Kosovo bombards at range 1 disorganize on 8+, also stop on 11+', () => {
    const s = value(
      fireOdds({
        edition: 'kosovo-1389',
        weapon: 'bombard-units',
        range: 1,
        target: { armor: 0, terrain: 'open' },
      }),
    ).summary;
    expect([s.breaks, s.stopped, s.noEffect]).toEqual([p(15, 36), p(3, 36), p(21, 36)]);
  });

  it('10.2.1 and 10.2.4: friendly fire 1/6 first; leader 1/36 per firing unit', () => {
    const odds = value(
      fireOdds({
        edition: '1066',
        weapon: 'archers',
        range: 1,
        target: { armor: 0, terrain: 'open' },
        friendlyZoc: true,
        leaderInHex: true,
      }),
    );
    expect(odds.summary.friendlyLoss).toEqual(p(1, 6));
    expect(odds.summary.leaderKilled).toEqual(p(1, 36));
    // Chapter 10.4.2: "-" on 2–3 only (3 ways), so the target is untouched 1/6 + 5/6 × 3/36.
    expect(odds.summary.noEffect).toEqual(plus(p(1, 6), times(p(5, 6), p(3, 36))));
    expect(totalChance(odds.outcomes)).toEqual(one);
  });
});

/** Any valid shot: the range is drawn from the rows of the table the readings pick. */
const validInput: fc.Arbitrary<FireInput> = fc
  .record({
    edition: fc.constantFrom(...editionIds),
    weapon: fc.constantFrom(...fireWeapons),
    fireTable: fc.constantFrom('chapter' as const, 'game-tables' as const),
    armor: fc.integer({ min: 0, max: 2 }),
    terrain: fc.constantFrom(...fireTerrains),
    wall: fc.boolean(),
    firerSp: fc.integer({ min: 1, max: 2 }),
    category: fc.option(fc.constantFrom(...testCategories), { nil: undefined }),
    friendlyZoc: fc.boolean(),
    leaderInHex: fc.boolean(),
  })
  .chain((r) => {
    const base: FireInput = {
      edition: r.edition,
      weapon: r.weapon,
      range: 1,
      target: { armor: r.armor, terrain: r.terrain, wallOfShields: r.wall && r.edition === '1066' },
      firerSp: r.firerSp,
      friendlyZoc: r.friendlyZoc,
      leaderInHex: r.leaderInHex,
      readings: { fireTable: r.fireTable },
      ...(r.category ? { firerCategory: r.category } : {}),
    };
    const ranges = value(prepareFire(base)).table.rows.map((row) => row.range);
    return fc.constantFrom(...ranges).map((range) => ({ ...base, range }));
  });

describe('properties', () => {
  it('the outcomes of any valid shot add up to exactly 1, each with a chance above 0', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const odds = value(fireOdds(input));
        expect(totalChance(odds.outcomes)).toEqual(one);
        for (const o of odds.outcomes) expect(o.chance.num).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('any 2D6 total reads a printed column and cell of the table', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 2, max: 12 }), (input, dice) => {
        const fire = value(resolveFire(input, dice));
        const index = fire.table.columns.findIndex(
          (c) => (c.from === c.to ? `${c.from}` : `${c.from}-${c.to}`) === fire.column,
        );
        expect(index).toBeGreaterThanOrEqual(0);
        expect(fire.table.rows.find((r) => r.range === input.range)?.cells[index]).toBe(fire.cell);
        expect(fire.modifiedRoll).toBe(dice + fire.modifiers.reduce((t, m) => t + m.value, 0));
      }),
      { numRuns: 400 },
    );
  });

  it('without follow-ups, the odds are the count of resolveFire over the 36 rolls', () => {
    fc.assert(
      fc.property(validInput, (raw) => {
        const input = {
          ...raw,
          friendlyZoc: false,
          weapon:
            raw.weapon === 'crossbowmen' || raw.weapon === 'horse-archers' ? 'archers' : raw.weapon,
        };
        const ranges = value(prepareFire({ ...input, range: 1 })).table.rows.map((r) => r.range);
        if (!ranges.includes(input.range)) return;
        const odds = value(fireOdds(input));
        for (const outcome of odds.outcomes) {
          let counted = p(0, 1);
          for (const { total, ways } of diceDistribution(twoD6)) {
            const fire = value(resolveFire(input, total));
            if (JSON.stringify(fire.effect) === JSON.stringify(outcome.effect))
              counted = plus(counted, p(ways, 36));
          }
          expect(counted).toEqual(outcome.chance);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('every erratum a shot cites is in the register', () => {
    const known = new Set(register.map((c) => c.id));
    fc.assert(
      fc.property(validInput, fc.integer({ min: 2, max: 12 }), (input, dice) => {
        for (const id of [
          ...value(resolveFire(input, dice)).errata,
          ...value(fireOdds(input)).errata,
        ]) {
          expect(known.has(id), id).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
