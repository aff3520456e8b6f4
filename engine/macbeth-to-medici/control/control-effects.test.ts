import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, listOutcomes, sum } from '../../core/index.ts';
import {
  checkTestedUnit,
  controlConsequence,
  controlConsequenceOdds,
  controlEffects,
  controlSituationSection,
  erraticFailure,
  type ControlSituation,
} from './control-effects.ts';
import { defaultReadings } from '../readings.ts';
import { sectionIds } from '../tables/sections.ts';

describe('What each Control test result means', () => {
  /** situation, result → [unformed, elements lost, hits removed, breaks] */
  const EXPECTED: [
    ControlSituation,
    string,
    boolean,
    number | 'die',
    number,
    string | undefined,
  ][] = [
    ['charging', 'pass', false, 0, 0, undefined],
    ['charging', 'up', true, 0, 0, undefined],
    ['charging', 'down', true, 0, 0, undefined],
    ['standing', 'pass', false, 0, 0, undefined],
    ['standing', 'up', true, 0, 0, undefined],
    ['standing', 'down', true, 'die', 0, undefined],
    ['evading', 'pass', false, 0, 0, undefined],
    ['evading', 'up', false, 0, 0, undefined],
    ['evading', 'down', false, 'die', 0, undefined],
    ['feigned-retreat', 'pass', false, 0, 0, undefined],
    ['feigned-retreat', 'up', false, 0, 0, 'breaks'],
    ['feigned-retreat', 'down', false, 0, 0, 'removed'],
    ['rallying', 'pass', false, 0, 1, undefined],
    ['rallying', 'up', false, 1, 1, undefined],
    ['rallying', 'down', false, 1, 0, undefined],
  ];

  it.each(EXPECTED)(
    '%s, %s: unformed %s, elements lost %s, hits off %i, %s',
    (situation, result, unformed, lost, removed, breaks) => {
      const effect = controlEffects[situation][result as 'pass'];
      expect(effect.unformed).toBe(unformed);
      expect(effect.elementsLost).toBe(lost);
      expect(effect.hitsRemoved).toBe(removed);
      expect(effect.breaks).toBe(breaks);
      expect(effect.label.length).toBeGreaterThan(5);
    },
  );

  it('a unit that fails to stand by rolling down may evade instead, losing nothing (standing-down)', () => {
    expect(controlEffects.standing.down.orElse).toEqual({
      label: 'Evades instead',
      unformed: false,
      elementsLost: 0,
      hitsRemoved: 0,
    });
    const others = Object.values(controlEffects).flatMap((r) => Object.values(r));
    expect(others.filter((e) => e.orElse !== undefined)).toHaveLength(1);
  });

  it('labels every result differently within a situation', () => {
    for (const results of Object.values(controlEffects)) {
      expect(new Set(Object.values(results).map((e) => e.label)).size).toBe(3);
    }
  });

  it('cites the section each situation is printed in', () => {
    expect(controlSituationSection).toEqual({
      charging: 'charging',
      standing: 'standing',
      evading: 'evading-and-feigned-retreat',
      'feigned-retreat': 'evading-and-feigned-retreat',
      rallying: 'rallying',
    });
    for (const s of Object.values(controlSituationSection)) expect(sectionIds).toContain(s);
  });

  it('an Erratic unit failing up turns Impetuous, down Broken (erratic-failure)', () => {
    expect(erraticFailure).toEqual({ up: 'impetuous', down: 'broken' });
  });
});

describe('Unit endurance, Impetuous & Broken: the consequence of a result', () => {
  const unit = { morale: 'steady', hits: 3, phantomHits: 1, elements: 6 } as const;

  it('phantom hits make a Steady Seasoned unit at its limit test as Erratic', () => {
    expect(controlConsequence('charging', 'up', unit, 'seasoned')).toEqual({
      result: 'up',
      effect: controlEffects.charging.up,
      testedAs: 'erratic',
      morale: 'impetuous',
      hits: 3,
      elementsForHits: 3,
    });
  });

  it('but are not kept: passing leaves it Steady', () => {
    expect(controlConsequence('charging', 'pass', unit, 'seasoned')).toMatchObject({
      testedAs: 'erratic',
      morale: 'steady',
      elementsForHits: 0,
    });
  });

  it('without them the same unit fails as a Steady unit and loses nothing for hits', () => {
    const plain = { morale: 'steady', hits: 3, elements: 6 } as const;
    expect(controlConsequence('charging', 'up', plain, 'seasoned')).toMatchObject({
      testedAs: 'steady',
      morale: 'steady',
      elementsForHits: 0,
    });
  });

  it('Broken removes elements for its hits, at most the elements left', () => {
    const battered = { morale: 'erratic', hits: 5, elements: 3 } as const;
    expect(controlConsequence('standing', 'down', battered, 'veteran')).toMatchObject({
      morale: 'broken',
      hits: 5,
      elementsForHits: 3,
    });
  });

  it('rallying up takes the hit off before counting the hits carried', () => {
    const erratic = { morale: 'steady', hits: 5, elements: 8 } as const;
    expect(controlConsequence('rallying', 'up', erratic, 'seasoned')).toMatchObject({
      testedAs: 'erratic',
      morale: 'impetuous',
      hits: 4,
      elementsForHits: 4,
    });
    expect(controlConsequence('rallying', 'pass', erratic, 'seasoned')).toMatchObject({
      morale: 'erratic',
      hits: 4,
    });
  });

  it('a rally pass with no hits leaves none, never fewer', () => {
    const fresh = { morale: 'steady', hits: 0, elements: 4 } as const;
    expect(controlConsequence('rallying', 'pass', fresh, 'green').hits).toBe(0);
  });
});

describe('Control test in a situation: exact chances of each consequence', () => {
  it('a Steady Seasoned unit with 4 hits charging: 16 in 36 charges, 10 Impetuous, 10 Broken', () => {
    const result = controlConsequenceOdds(
      {
        experience: 'seasoned',
        dice: 'd6',
        situation: 'charging',
        unit: { morale: 'steady', hits: 4, elements: 6 },
      },
      defaultReadings,
    );
    if (!result.ok) throw new Error(result.error.message);
    const morale = (state: string) => chanceOf(result.value, (c) => c.morale === state);
    expect(morale('erratic')).toEqual(chance(16, 36));
    expect(morale('impetuous')).toEqual(chance(10, 36));
    expect(morale('broken')).toEqual(chance(10, 36));
    expect(chanceOf(result.value, (c) => c.elementsForHits === 4)).toEqual(chance(20, 36));
  });

  it('names the field and section of bad unit input', () => {
    const base = { experience: 'green', dice: 'd6', situation: 'standing' } as const;
    const cases = [
      [{ morale: 'steady', hits: -1, elements: 4 }, 'hits', 'unit-endurance'],
      [
        { morale: 'steady', hits: 0, phantomHits: 1.5, elements: 4 },
        'phantomHits',
        'skirmish-fire',
      ],
      [{ morale: 'steady', hits: 0, elements: 0 }, 'elements', 'unit-organisation'],
    ] as const;
    for (const [unit, field, rule] of cases) {
      const result = controlConsequenceOdds({ ...base, unit }, defaultReadings);
      expect(result.ok ? null : result.error).toMatchObject({ field, rule });
    }
    const led = controlConsequenceOdds(
      { ...base, leadership: 9, unit: { morale: 'steady', hits: 0, elements: 1 } },
      defaultReadings,
    );
    expect(led.ok ? null : led.error).toMatchObject({ field: 'leadership' });
    expect(checkTestedUnit({ morale: 'steady', hits: 0, elements: 1 }).ok).toBe(true);
  });

  it('every distribution adds up to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ControlSituation>(
          'charging',
          'standing',
          'evading',
          'feigned-retreat',
          'rallying',
        ),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        (situation, hits, phantomHits) => {
          const result = controlConsequenceOdds(
            {
              experience: 'green',
              dice: 'average',
              situation,
              unit: { morale: 'steady', hits, phantomHits, elements: 6 },
            },
            defaultReadings,
          );
          if (!result.ok) throw new Error(result.error.message);
          expect(sum(listOutcomes(result.value).map((o) => o.chance))).toEqual(chance(1, 1));
        },
      ),
    );
  });
});
