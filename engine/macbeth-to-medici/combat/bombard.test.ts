import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf } from '../../core/index.ts';
import { bombardOdds, bombardOutcome, resolveBombard } from './bombard.ts';
import type { Experience } from '../tables/index.ts';

function oddsFor(experience: Experience) {
  const odds = bombardOdds({ experience, range: 24 });
  if (!odds.ok) throw new Error(odds.error.message);
  return odds.value;
}

describe('Firing gunnes: the bombard outcome', () => {
  it('a double is 1 hit, whatever the score', () => {
    for (const face of [1, 6])
      expect(bombardOutcome(face, face, 'green')).toEqual({ effect: 'hit', phantomHits: 0 });
  });

  it('plus above minus: phantom hits equal to the difference', () => {
    expect(bombardOutcome(2, 1, 'green')).toEqual({ effect: 'phantom-hits', phantomHits: 1 });
    expect(bombardOutcome(6, 1, 'veteran')).toEqual({ effect: 'phantom-hits', phantomHits: 5 });
  });

  it('a negative score beyond the Experience Bonus explodes: Green at −3, not −2', () => {
    expect(bombardOutcome(1, 4, 'green')).toEqual({ effect: 'explosion', phantomHits: 0 });
    expect(bombardOutcome(1, 3, 'green')).toEqual({ effect: 'no-effect', phantomHits: 0 });
    expect(bombardOutcome(1, 5, 'seasoned').effect).toBe('explosion');
    expect(bombardOutcome(1, 4, 'seasoned').effect).toBe('no-effect');
    expect(bombardOutcome(1, 6, 'veteran').effect).toBe('explosion');
    expect(bombardOutcome(1, 5, 'veteran').effect).toBe('no-effect');
    expect(bombardOutcome(1, 2, 'veteran').effect).toBe('no-effect');
  });
});

describe('Firing gunnes: odds', () => {
  it('a double in 6 of 36, phantom hits in 15 (1 hit in 5, 5 hits in 1)', () => {
    const odds = oddsFor('seasoned');
    expect(chanceOf(odds, (o) => o.effect === 'hit')).toEqual(chance(6, 36));
    expect(chanceOf(odds, (o) => o.effect === 'phantom-hits')).toEqual(chance(15, 36));
    expect(chanceOf(odds, (o) => o.phantomHits === 1)).toEqual(chance(5, 36));
    expect(chanceOf(odds, (o) => o.phantomHits === 5)).toEqual(chance(1, 36));
  });

  it('explosion: Green 6 of 36, Seasoned 3, Veteran 1; no effect takes the rest', () => {
    const explodes = (e: Experience) => chanceOf(oddsFor(e), (o) => o.effect === 'explosion');
    expect(explodes('green')).toEqual(chance(6, 36));
    expect(explodes('seasoned')).toEqual(chance(3, 36));
    expect(explodes('veteran')).toEqual(chance(1, 36));
    expect(chanceOf(oddsFor('green'), (o) => o.effect === 'no-effect')).toEqual(chance(9, 36));
  });

  it('property: the odds sum to exactly 1', () => {
    fc.assert(
      fc.property(fc.constantFrom<Experience>('green', 'seasoned', 'veteran'), (e) => {
        const odds = oddsFor(e);
        expect(odds.outcomes.reduce((n, o) => n + o.ways, 0n)).toBe(36n);
        expect(odds.outOf).toBe(36n);
      }),
    );
  });

  it('range 24 inches: 24 fires, 24.5 does not', () => {
    expect(bombardOdds({ experience: 'green', range: 24 }).ok).toBe(true);
    expect(bombardOdds({ experience: 'green', range: 24.5 })).toEqual({
      ok: false,
      error: { field: 'range', rule: 'gunnes', message: 'a bombard reaches 24 inches, not 24.5' },
    });
    expect(bombardOdds({ experience: 'green', range: -1 }).ok).toBe(false);
  });
});

describe('Firing gunnes: dice the player read', () => {
  it('plus 1, minus 6 with a Green crew: −5, the bombard explodes', () => {
    expect(resolveBombard({ experience: 'green', range: 12 }, { plus: 1, minus: 6 })).toEqual({
      ok: true,
      value: {
        effect: 'explosion',
        phantomHits: 0,
        net: -5,
        steps: [
          { text: 'Plus die 1 − minus die 6 = -5', rule: 'gunnes' },
          {
            text: 'The bombard explodes: 1 hit on every unit within 1d6 inches, and any attached officers are killed',
            rule: 'gunnes',
          },
        ],
      },
    });
  });

  it('each effect has its line', () => {
    const say = (plus: number, minus: number) => {
      const r = resolveBombard({ experience: 'seasoned', range: 0 }, { plus, minus });
      return r.ok ? r.value.steps[1]?.text : r.error.field;
    };
    expect(say(3, 3)).toBe('A double: the target takes 1 hit');
    expect(say(5, 2)).toBe('The target takes a Control test counting 3 phantom hits');
    expect(say(4, 3)).toBe('The target takes a Control test counting 1 phantom hit');
    expect(say(2, 5)).toBe('No effect');
    expect(say(7, 2)).toBe('dice');
    expect(resolveBombard({ experience: 'green', range: 0 }, { plus: 0, minus: 2 })).toEqual({
      ok: false,
      error: { field: 'dice', rule: 'gunnes', message: 'die 1 (D6) shows 1, 2, 3, 4, 5, 6, not 0' },
    });
    expect(resolveBombard({ experience: 'seasoned', range: 30 }, { plus: 1, minus: 1 }).ok).toBe(
      false,
    );
  });
});
