import { describe, expect, it } from 'vitest';
import { chance, chanceOf, d6 } from '../../core/index.ts';
import { aboutFaceOdds, frontageChangeCost, reformThirds, turnToFlankOdds } from './manoeuvre.ts';

const section = 'manoeuvring-and-changing-formation';

describe('Manoeuvring: changing frontage', () => {
  it('Regulars change up to their Experience Bonus in elements, 1 inch each', () => {
    const unit = { origin: 'regular', experience: 'seasoned', cls: 'B' } as const;
    expect(frontageChangeCost(unit, 3)).toEqual({ ok: true, value: 3 });
    expect(frontageChangeCost(unit, 1)).toEqual({ ok: true, value: 1 });
    const tooMany = frontageChangeCost(unit, 4);
    expect(tooMany.ok ? null : tooMany.error).toMatchObject({ field: 'elements', rule: section });
    expect(frontageChangeCost(unit, 0).ok).toBe(false);
  });

  it('Veteran Feudal troops may too; other Feudal and all Tribal troops may not', () => {
    expect(frontageChangeCost({ origin: 'feudal', experience: 'veteran', cls: 'A' }, 4)).toEqual({
      ok: true,
      value: 4,
    });
    for (const unit of [
      { origin: 'feudal', experience: 'seasoned', cls: 'A' },
      { origin: 'tribal', experience: 'veteran', cls: 'A' },
    ] as const) {
      const result = frontageChangeCost(unit, 1);
      expect(result.ok ? null : result.error).toEqual({
        field: 'origin',
        rule: section,
        message: 'only Regulars and Veteran Feudal troops change frontage',
      });
    }
  });
});

describe('Manoeuvring: turning to a flank and about', () => {
  it('only A and B class Regulars turn to a flank, for 1 die of inches', () => {
    for (const cls of ['A', 'B'] as const) {
      const result = turnToFlankOdds({ origin: 'regular', experience: 'green', cls }, d6);
      expect(result.ok && chanceOf(result.value, (v) => v === 6)).toEqual(chance(1, 6));
    }
    for (const unit of [
      { origin: 'regular', experience: 'veteran', cls: 'C' },
      { origin: 'feudal', experience: 'veteran', cls: 'A' },
    ] as const) {
      const result = turnToFlankOdds(unit, d6);
      expect(result.ok ? null : result.error).toEqual({
        field: 'cls',
        rule: section,
        message: 'only A and B class Regulars turn to a flank by element',
      });
    }
  });

  it('about face costs 1 die times the ranks: 3 ranks, 3 to 18 inches', () => {
    const result = aboutFaceOdds(3, d6);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.outcomes.map((o) => o.value)).toEqual([3, 6, 9, 12, 15, 18]);
    expect(chanceOf(result.value, (v) => v === 18)).toEqual(chance(1, 6));
    const none = aboutFaceOdds(0, d6);
    expect(none.ok ? null : none.error).toMatchObject({ field: 'ranks', rule: section });
  });
});

describe('Changing formation: reforming in thirds of a turn', () => {
  it.each([
    [7, 'veteran', 2],
    [8, 'veteran', 2],
    [9, 'veteran', 3],
    [6, 'seasoned', 2],
    [7, 'seasoned', 3],
    [1, 'green', 1],
    [5, 'green', 3],
  ] as const)('%i elements, %s: %i thirds', (elements, experience, thirds) => {
    expect(reformThirds(elements, experience)).toEqual({ ok: true, value: thirds });
  });

  it('needs at least one element', () => {
    const none = reformThirds(0, 'green');
    expect(none.ok ? null : none.error).toMatchObject({ field: 'elements', rule: section });
  });
});
