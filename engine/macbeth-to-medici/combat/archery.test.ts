import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, type Outcomes } from '../../core/index.ts';
import {
  archeryElementsRemoved,
  archeryHits,
  archeryOdds,
  prepareArchery,
  resolveArchery,
  type ArcheryInput,
} from './archery.ts';
import { defaultReadings, type Readings } from '../readings.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const volley: ArcheryInput = {
  firer: {
    order: 'close',
    experience: 'seasoned',
    dice: 'd6',
    elements: 6,
    time: 'drawn',
    bow: 'longbow',
    range: 18,
  },
  target: {
    experience: 'seasoned',
    action: 'standing',
    order: 'close',
    armour: 'light',
    shielded: false,
    elements: 4,
  },
};
const withTarget = (target: Partial<ArcheryInput['target']>): ArcheryInput => ({
  ...volley,
  target: { ...volley.target, ...target },
});
const withFirer = (firer: Partial<ArcheryInput['firer']>): ArcheryInput => ({
  ...volley,
  firer: { ...volley.firer, ...firer },
});

function total<T>(outcomes: Outcomes<T>): bigint {
  return outcomes.outcomes.reduce((n, o) => n + o.ways, 0n);
}

describe('Firing: archery: hits', () => {
  it('firing equal to defence: 0; one more: 1; twice: 1; twice and one: 2; thrice and one: 3', () => {
    expect(archeryHits(6, 6, defaultReadings)).toBe(0);
    expect(archeryHits(7, 6, defaultReadings)).toBe(1);
    expect(archeryHits(12, 6, defaultReadings)).toBe(1);
    expect(archeryHits(13, 6, defaultReadings)).toBe(2);
    expect(archeryHits(13, 4, defaultReadings)).toBe(3);
    expect(archeryHits(12, 4, defaultReadings)).toBe(2);
    expect(archeryHits(0, 4, defaultReadings)).toBe(0);
    expect(archeryHits(-2, 4, defaultReadings)).toBe(0);
  });

  it('under at-most-two, the "(etc.)" stops at 2 hits', () => {
    const two = reading({ archeryHitMultiples: 'at-most-two' });
    expect(archeryHits(13, 4, two)).toBe(2);
    expect(archeryHits(9, 4, two)).toBe(2);
    expect(archeryHits(5, 4, two)).toBe(1);
  });
});

describe('Firing: archery: elements removed', () => {
  it('firers × hits ÷ target elements, rounded down', () => {
    expect(archeryElementsRemoved(5, 1, 3, defaultReadings)).toBe(1);
    expect(archeryElementsRemoved(6, 1, 3, defaultReadings)).toBe(2);
    expect(archeryElementsRemoved(6, 2, 4, defaultReadings)).toBe(3);
    expect(archeryElementsRemoved(2, 1, 3, defaultReadings)).toBe(0);
  });

  it('with no hits, half the firers count: 8 at 4 removes 1; 5 at 3 removes 0, or 1 rounding the half up', () => {
    expect(archeryElementsRemoved(8, 0, 4, defaultReadings)).toBe(1);
    expect(archeryElementsRemoved(7, 0, 4, defaultReadings)).toBe(0);
    expect(archeryElementsRemoved(5, 0, 3, defaultReadings)).toBe(0);
    const up = reading({ archeryHalfCount: 'rounded-up' });
    expect(archeryElementsRemoved(5, 0, 3, up)).toBe(1);
    expect(archeryElementsRemoved(4, 0, 3, up)).toBe(0);
    expect(archeryElementsRemoved(5, 1, 3, up)).toBe(1);
  });

  it('under half-removed-outright, half the firers are removed: 6 firers, 0 hits, 2 targets remove 3', () => {
    const outright = reading({ archeryNoHits: 'half-removed-outright' });
    expect(archeryElementsRemoved(6, 0, 2, defaultReadings)).toBe(1);
    expect(archeryElementsRemoved(6, 0, 2, outright)).toBe(3);
    expect(archeryElementsRemoved(5, 0, 3, outright)).toBe(2);
    expect(archeryElementsRemoved(5, 0, 3, { ...outright, archeryHalfCount: 'rounded-up' })).toBe(
      3,
    );
    expect(archeryElementsRemoved(6, 1, 2, outright)).toBe(3);
  });
});

describe('Archery: which targets are armoured (archery-armoured)', () => {
  it('light armour is not armoured by default, and is under any-armour', () => {
    const light = { ...volley, target: { ...volley.target, armour: 'light' } } as const;
    const plain = prepareArchery(light);
    expect(plain.ok && plain.value.armoured).toBe(false);
    const any = prepareArchery(light, reading({ archeryArmoured: 'any-armour' }));
    expect(any.ok && any.value.armoured).toBe(true);
  });
});

describe('Unit armour: a shield against archery (archery-shielded-full-armour)', () => {
  const shieldedHeavy = {
    ...volley,
    target: { ...volley.target, armour: 'heavy', shielded: true },
  } as const;
  it('heavy armour with a shield counts as full and stops a plain longbow, or stays heavy', () => {
    const raised = prepareArchery(shieldedHeavy);
    expect(raised.ok && raised.value.invulnerable).toBe(true);
    const kept = prepareArchery(shieldedHeavy, reading({ shieldOverArmour: 'never-past-worn' }));
    expect(kept.ok && [kept.value.invulnerable, kept.value.armoured]).toEqual([false, true]);
  });
});

describe('Unit armour: shields and pavises on the move', () => {
  const shieldedHeavy = withTarget({ armour: 'heavy', shielded: true, action: 'advancing' });

  it('an advancing close order target keeps its shield: heavy and shield stop a plain longbow', () => {
    const kept = prepareArchery(shieldedHeavy);
    expect(kept.ok && [kept.value.invulnerable, kept.value.protection]).toEqual([true, []]);
  });

  it('an advancing loose order target drops its shield, with a working line', () => {
    const loose = prepareArchery({
      ...shieldedHeavy,
      target: { ...shieldedHeavy.target, order: 'loose' },
    });
    expect(loose.ok && [loose.value.invulnerable, loose.value.armoured]).toEqual([false, true]);
    expect(loose.ok && loose.value.protection).toEqual([
      {
        text: 'The target moves in loose order: only close order troops count a shield while moving, so it does not count',
        rule: 'unit-armour',
      },
    ]);
    const standing = prepareArchery({
      ...shieldedHeavy,
      target: { ...shieldedHeavy.target, order: 'loose', action: 'standing' },
    });
    expect(standing.ok && standing.value.invulnerable).toBe(true);
  });

  it('a pavise stops bows at the halt, and is dropped when the target falls back', () => {
    const halt = prepareArchery(withTarget({ pavise: true }));
    expect(halt.ok && halt.value.invulnerable).toBe(true);
    const moving = withTarget({ pavise: true, action: 'falling-back' });
    const dropped = prepareArchery(moving);
    expect(dropped.ok && dropped.value.invulnerable).toBe(false);
    const rolled = resolveArchery(moving, { plus: [6], minus: [1] });
    expect(rolled.ok && rolled.value.steps[0]?.text).toBe(
      'The target moves: a pavise serves only at the halt, so it does not count',
    );
  });
});

describe('Firing: archery: odds', () => {
  it('close order (8), drawn (±3), at Seasoned standing (6): 1 hit in 26 of 36', () => {
    const odds = archeryOdds(volley);
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.value.defence).toBe(6);
    expect(odds.value.armoured).toBe(false);
    expect(odds.value.invulnerable).toBe(false);
    const { outcomes } = odds.value;
    expect(chanceOf(outcomes, (o) => o.hits === 1)).toEqual(chance(26, 36));
    expect(chanceOf(outcomes, (o) => o.hits === 0)).toEqual(chance(10, 36));
    expect(chanceOf(outcomes, (o) => o.controlTest)).toEqual(chance(26, 36));
    // 6 firers × 1 hit ÷ 4 = 1; with no hit, 3 ÷ 4 = 0.
    expect(chanceOf(outcomes, (o) => o.removed === 1)).toEqual(chance(26, 36));
    expect(chanceOf(outcomes, (o) => o.firing === 11)).toEqual(chance(6, 36));
    expect(chanceOf(outcomes, (o) => o.firing === 5)).toEqual(chance(6, 36));
  });

  it('Unit armour: heavy, or light with a shield, is armoured (an extra minus die)', () => {
    for (const target of [
      { armour: 'heavy' as const },
      { armour: 'light' as const, shielded: true },
    ]) {
      const odds = archeryOdds(withTarget(target));
      expect(odds.ok && odds.value.armoured).toBe(true);
      expect(odds.ok && odds.value.invulnerable).toBe(false);
      // The minus side takes the highest of 2: firing 11 needs plus − minus ≥ 3.
      expect(odds.ok && chanceOf(odds.value.outcomes, (o) => o.firing === 11)).toEqual(
        chance(14, 216),
      );
    }
    const unarmoured = archeryOdds(withTarget({ armour: 'unarmoured', shielded: true }));
    expect(unarmoured.ok && unarmoured.value.armoured).toBe(false);
  });

  it('Unit armour: full armour, or heavy with a shield, stops bows but armour-piercing arrows', () => {
    for (const target of [
      { armour: 'full' as const },
      { armour: 'heavy' as const, shielded: true },
    ]) {
      const odds = archeryOdds(withTarget(target));
      expect(odds.ok && odds.value.invulnerable).toBe(true);
      expect(odds.ok && chanceOf(odds.value.outcomes, (o) => o.controlTest)).toEqual(chance(0, 1));
      expect(
        odds.ok && chanceOf(odds.value.outcomes, (o) => o.hits === 0 && o.removed === 0),
      ).toEqual(chance(1, 1));
    }
    const piercing = archeryOdds({
      firer: { ...volley.firer, bow: 'longbow-heavy-arrows', range: 12 },
      target: { ...volley.target, armour: 'full' },
    });
    expect(piercing.ok && piercing.value.invulnerable).toBe(false);
    expect(piercing.ok && piercing.value.armoured).toBe(true);
  });

  it('property: the odds sum to exactly 1 for any firers and targets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (firers, targets) => {
          const odds = archeryOdds({
            firer: { ...volley.firer, elements: firers, time: 'with-initiative' },
            target: { ...volley.target, elements: targets },
          });
          if (!odds.ok) throw new Error(odds.error.message);
          expect(total(odds.value.outcomes)).toBe(odds.value.outcomes.outOf);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('Firing: archery: ranges and who may shoot', () => {
  it('a longbow reaches 18 inches, heavy arrows 12, other foot bows 12, mounted bows 6', () => {
    expect(archeryOdds(withFirer({ range: 18 })).ok).toBe(true);
    expect(archeryOdds(withFirer({ range: 18.5 }))).toEqual({
      ok: false,
      error: {
        field: 'firer.range',
        rule: 'archery',
        message: 'this bow reaches 18 inches, not 18.5',
      },
    });
    expect(archeryOdds(withFirer({ bow: 'longbow-heavy-arrows', range: 12 })).ok).toBe(true);
    expect(archeryOdds(withFirer({ bow: 'longbow-heavy-arrows', range: 13 })).ok).toBe(false);
    expect(archeryOdds(withFirer({ bow: 'other-foot-bow', range: 13 })).ok).toBe(false);
    expect(archeryOdds(withFirer({ bow: 'mounted-bow', range: 6 })).ok).toBe(true);
    expect(archeryOdds(withFirer({ bow: 'mounted-bow', range: 7 })).ok).toBe(false);
    expect(archeryOdds(withFirer({ range: 0 })).ok).toBe(true);
    expect(archeryOdds(withFirer({ range: -1 })).ok).toBe(false);
  });

  it('typed errors: contacted by Initiative movement, no elements, bad Leadership', () => {
    const contacted = archeryOdds(withFirer({ contacted: true }));
    expect(contacted.ok || contacted.error.field).toBe('firer.contacted');
    expect(archeryOdds(withFirer({ contacted: false })).ok).toBe(true);
    const none = archeryOdds(withFirer({ elements: 0 }));
    expect(none.ok || none.error).toEqual({
      field: 'firer.elements',
      rule: 'archery',
      message: 'firer.elements is a whole number, 1 or more, not 0',
    });
    expect(archeryOdds(withFirer({ elements: 1 })).ok).toBe(true);
    expect(archeryOdds(withTarget({ elements: -2 }))).toEqual({
      ok: false,
      error: {
        field: 'target.elements',
        rule: 'archery',
        message: 'target.elements is a whole number, 1 or more, not -2',
      },
    });
    expect(contacted.ok || contacted.error).toEqual({
      field: 'firer.contacted',
      rule: 'archery',
      message: 'a unit contacted by Initiative movement may not shoot',
    });
    expect(archeryOdds(withTarget({ elements: 1.5 })).ok).toBe(false);
    const leader = archeryOdds(withFirer({ leadership: 9 }));
    expect(leader.ok || leader.error.field).toBe('firer.leadership');
  });
});

describe('Firing: archery for dice the player read', () => {
  it('plus 5, minus 2 at close order drawn: factor +3, firing 11 against 6: 1 hit, 6 × 1 ÷ 4 = 1', () => {
    const result = resolveArchery(volley, { plus: [5], minus: [2] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      firing: 11,
      defence: 6,
      hits: 1,
      removed: 1,
      controlTest: true,
    });
    expect(result.value.steps[0]?.text).toMatch(/^One plus and one minus die/);
    expect(result.value.steps.slice(-4).map((s) => s.text)).toEqual([
      'Firing value 8 + 3 = 11',
      'Defence value 3 + 3 = 6',
      '1 hit; the target takes a Control test',
      '6 × 1 ÷ 4 elements, rounded down: 1 removed',
    ]);
  });

  it('no hit: half the firers; an armoured target rolls 2 minus dice; full armour stops it', () => {
    const miss = resolveArchery(withTarget({ armour: 'heavy' }), { plus: [1], minus: [4, 6] });
    if (!miss.ok) throw new Error(miss.error.message);
    expect(miss.value).toMatchObject({ firing: 5, hits: 0, removed: 0, controlTest: false });
    expect(miss.value.steps[0]).toEqual({
      text: 'Armoured target: 1 more minus die',
      rule: 'archery',
    });
    expect(miss.value.steps.at(-2)?.text).toBe('0 hits');
    expect(miss.value.steps.at(-1)?.text).toBe('half of 6 ÷ 4 elements, rounded down: 0 removed');
    const stopped = resolveArchery(withTarget({ armour: 'full' }), { plus: [6], minus: [1, 1] });
    expect(stopped.ok && stopped.value.hits).toBe(0);
    expect(stopped.ok && stopped.value.steps.at(-1)).toEqual({
      text: "The target's armour stops this fire: no effect",
      rule: 'unit-armour',
    });
    expect(miss.value.steps.filter((s) => s.rule === 'archery')).toHaveLength(
      miss.value.steps.length,
    );
    const wrong = resolveArchery(withTarget({ armour: 'heavy' }), { plus: [1], minus: [4] });
    expect(wrong.ok || wrong.error.field).toBe('firer.minus');
    expect(resolveArchery(withFirer({ contacted: true }), { plus: [1], minus: [4] }).ok).toBe(
      false,
    );
  });
});
