import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fatigueHits, fatigueScore, type FatigueInput } from './fatigue.ts';
import { defaultReadings } from '../readings.ts';

const quiet: FatigueInput = {
  base: 'foot',
  movedFast: false,
  fired: false,
  impacts: 0,
  melees: 0,
  armour: 'light',
  terrain: [],
};

describe('Fatigue: the score', () => {
  it('foot that did nothing: 0, the base alone', () => {
    expect(fatigueScore(quiet)).toEqual({
      ok: true,
      value: { score: 0, steps: [{ id: 'base', label: 'Base: foot', value: 0 }] },
    });
  });

  it('cavalry in Full armour after a charge and one melee: 1 + 1 + 1 + 2 = 5', () => {
    const result = fatigueScore({
      ...quiet,
      base: 'cavalry',
      movedFast: true,
      melees: 1,
      armour: 'full',
    });
    expect(result.ok && result.value.score).toBe(5);
    expect(result.ok && result.value.steps.map((s) => [s.id, s.value])).toEqual([
      ['base', 1],
      ['moved-fast', 1],
      ['melee', 1],
      ['full-armour', 2],
    ]);
  });

  it('dismounted in Heavy armour, fired, 2 impacts, 1 melee, classes 1 and 3: 10', () => {
    const result = fatigueScore({
      ...quiet,
      base: 'dismounted',
      fired: true,
      impacts: 2,
      melees: 1,
      armour: 'heavy',
      terrain: [1, 3],
    });
    expect(result.ok && result.value.steps.map((s) => [s.id, s.value])).toEqual([
      ['base', 1],
      ['fired', 1],
      ['impact', 2],
      ['melee', 1],
      ['heavy-armour', 1],
      ['terrain', 4],
    ]);
    expect(result.ok && result.value.score).toBe(10);
    expect(result.ok && result.value.steps.at(-1)?.label).toBe('Slowed by terrain');
  });

  it('labels each step as the table does', () => {
    const result = fatigueScore({ ...quiet, fired: true });
    expect(result.ok && result.value.steps[1]).toEqual({
      id: 'fired',
      label: 'Fired this turn',
      value: 1,
    });
  });

  it('names the field of a bad count', () => {
    const impacts = fatigueScore({ ...quiet, impacts: -1 });
    expect(impacts.ok ? null : impacts.error).toMatchObject({ field: 'impacts', rule: 'fatigue' });
    const melees = fatigueScore({ ...quiet, melees: 1.5 });
    expect(melees.ok ? null : melees.error).toMatchObject({ field: 'melees', rule: 'fatigue' });
  });
});

describe('Fatigue: hits against the pass level (fatigue-double)', () => {
  it.each([
    ['close', 0, 0],
    ['close', 4, 0],
    ['close', 5, 1],
    ['close', 7, 1],
    ['close', 8, 2],
    ['close', 11, 2],
    ['close', 12, 3],
    ['open', 2, 0],
    ['open', 3, 1],
    ['open', 4, 2],
    ['loose', 3, 0],
    ['loose', 4, 1],
    ['loose', 6, 2],
  ] as const)('%s order, score %i: %i hits', (order, score, hits) => {
    expect(fatigueHits(score, order, defaultReadings)).toBe(hits);
  });

  it.each([
    ['close', 4, 0],
    ['close', 5, 1],
    ['close', 8, 1],
    ['close', 9, 2],
    ['close', 12, 2],
    ['close', 13, 3],
    ['open', 4, 1],
    ['open', 5, 2],
  ] as const)('reading "exceeds": %s order, score %i: %i hits', (order, score, hits) => {
    expect(fatigueHits(score, order, { fatigueDouble: 'exceeds' })).toBe(hits);
  });

  it('the two readings differ only at exact multiples, by one hit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('open' as const, 'loose' as const, 'close' as const),
        (score, order) => {
          const reaches = fatigueHits(score, order, defaultReadings);
          const exceeds = fatigueHits(score, order, { fatigueDouble: 'exceeds' });
          const pass = { open: 2, loose: 3, close: 4 }[order];
          const multiple = score > pass && score % pass === 0;
          expect(reaches - exceeds).toBe(multiple ? 1 : 0);
        },
      ),
    );
  });
});
