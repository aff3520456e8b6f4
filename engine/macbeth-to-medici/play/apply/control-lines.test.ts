/**
 * Control test, Rallying, Reorganisation and Fatigue results as changes: the
 * lines and sections the table reads for the cases the broader tests leave
 * out, the register's other readings after combat (erratic-failure,
 * phantom-hits-elements, combat-test-results), and each refusal's field,
 * section and words.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { UnitRef } from '../game/state.ts';
import {
  proposeControlResult,
  proposeFatigue,
  proposeRally,
  proposeReorganise,
} from './control.ts';
import { run, testGame, valueOf, bows, bills, percy } from './apply.fixtures.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const lines = (result: ReturnType<typeof proposeFatigue>) =>
  valueOf(result).changes.map((c) => [c.text, c.rule]);
const refusal = (result: ReturnType<typeof proposeFatigue>) => (result.ok ? null : result.error);
const worn = (hits: number, unit: UnitRef = bows) =>
  run(testGame(), { type: 'take-hits', ...unit, hits });

describe('Control test: refusals', () => {
  it('a result or a situation the book has not', () => {
    expect(
      refusal(
        proposeControlResult(testGame(), {
          unit: bows,
          situation: 'charging',
          result: 'maybe' as 'up',
        }),
      ),
    ).toEqual({
      field: 'result',
      rule: 'control-test',
      message: 'a test passes, rolls up or rolls down',
    });
    expect(
      refusal(
        proposeControlResult(testGame(), {
          unit: bows,
          situation: 'sleeping' as 'charging',
          result: 'up',
        }),
      ),
    ).toEqual({ field: 'situation', rule: 'control-test', message: 'no situation "sleeping"' });
  });

  it('phantom hits under 0, and a die of elements over 6', () => {
    expect(
      refusal(
        proposeControlResult(testGame(), {
          unit: bows,
          situation: 'after-combat',
          result: 'down',
          phantomHits: -1,
        }),
      ),
    ).toMatchObject({ field: 'phantomHits', rule: 'skirmish-fire' });
    expect(
      refusal(
        proposeControlResult(testGame(), {
          unit: bows,
          situation: 'standing',
          result: 'down',
          elementsDie: 7,
        }),
      ),
    ).toEqual({
      field: 'elementsDie',
      rule: 'standing',
      message: "Longbowmen loses 1 die of elements: the die's score, 1 to 6",
    });
  });

  it('a lost unit is refused under Control test', () => {
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(
      refusal(proposeControlResult(gone, { unit: bows, situation: 'charging', result: 'up' })),
    ).toMatchObject({ field: 'unit', rule: 'control-test' });
  });
});

describe('Control test after combat: the register’s other readings', () => {
  it('erratic-failure by-situation: an Erratic unit failing turns Broken, rolling up too', () => {
    const p = proposeControlResult(
      worn(4),
      { unit: bows, situation: 'after-combat', result: 'up' },
      reading({ erraticFailure: 'by-situation' }),
    );
    expect(lines(p)).toContainEqual(['Longbowmen turns broken', 'impetuous-and-broken']);
  });

  it('read here an Erratic unit rolling up turns Impetuous, and a pass changes nothing', () => {
    expect(
      lines(proposeControlResult(worn(4), { unit: bows, situation: 'after-combat', result: 'up' })),
    ).toContainEqual(['Longbowmen turns impetuous', 'impetuous-and-broken']);
    expect(
      lines(
        proposeControlResult(worn(4), { unit: bows, situation: 'after-combat', result: 'pass' }),
      ),
    ).toEqual([
      ['Longbowmen: a Control test this turn', 'rallying'],
      ['Longbowmen passes: no change', 'unit-endurance'],
    ]);
  });

  it('phantom-hits-elements phantom-too: the phantom hits remove elements too', () => {
    const p = (readings: Readings) =>
      lines(
        proposeControlResult(
          worn(2),
          { unit: bows, situation: 'after-combat', result: 'down', phantomHits: 2 },
          readings,
        ),
      );
    expect(p(defaultReadings)).toContainEqual([
      'Longbowmen loses 2 elements',
      'impetuous-and-broken',
    ]);
    expect(p(reading({ phantomHitsElements: 'phantom-too' }))).toContainEqual([
      'Longbowmen loses 4 elements',
      'impetuous-and-broken',
    ]);
  });

  it('combat-test-results as-standing: the Standing results apply, under Standing', () => {
    const p = valueOf(
      proposeControlResult(
        testGame(),
        { unit: bows, situation: 'after-combat', result: 'up' },
        reading({ combatTestResults: 'as-standing' }),
      ),
    );
    expect(p.rules).toEqual(['standing']);
    expect(p.title).toBe('Longbowmen: Control test, rolls up');
  });

  it('paid-off: the hits are cleared with their own line', () => {
    expect(
      lines(
        proposeControlResult(
          worn(4),
          { unit: bows, situation: 'after-combat', result: 'down' },
          reading({ turningHits: 'paid-off' }),
        ),
      ),
    ).toContainEqual(['Longbowmen is clear of its 4 hits', 'impetuous-and-broken']);
  });

  it('paid-off: a unit that lost its last element has no hits to clear', () => {
    const bare = run(
      testGame(),
      { type: 'take-hits', ...bills, hits: 3 },
      { type: 'take-hits', ...bills, hits: 1 },
    );
    const texts = lines(
      proposeControlResult(
        bare,
        { unit: bills, situation: 'after-combat', result: 'down' },
        reading({ turningHits: 'paid-off' }),
      ),
    ).map(([t]) => t);
    expect(texts).toContain('Bills loses 3 elements, its last: lost');
    expect(texts.some((t) => t?.includes('is clear of'))).toBe(false);
  });
});

describe('Rallying, Reorganisation and Fatigue: the lines', () => {
  it('Rallying: a pass takes 1 hit off, under Rallying', () => {
    const p = valueOf(proposeRally(worn(2), bows, 'pass'));
    expect(p.changes.map((c) => [c.text, c.rule])).toContainEqual([
      '1 hit taken off Longbowmen',
      'rallying',
    ]);
    expect(p.rules).toEqual(['rallying']);
  });

  it('Rallying refused: no hits, or unformed and led by no commanding officer', () => {
    expect(refusal(proposeRally(testGame(), bows, 'pass'))).toEqual({
      field: 'unit',
      rule: 'rallying',
      message: 'Longbowmen carries no hits to rally',
    });
    const unformed = run(worn(1), { type: 'unform', ...bows });
    const unformedRefusal = {
      field: 'unit',
      rule: 'rallying',
      message: 'Longbowmen is unformed: it tests only if an officer leads it',
    };
    expect(refusal(proposeRally(unformed, bows, 'pass'))).toEqual(unformedRefusal);
    const leaderLeft = run(
      unformed,
      { type: 'lead', ...percy, unit: 'u2' },
      { type: 'officer-status', ...percy, status: 'betrayed' },
      { type: 'officer-status', ...percy, status: 'commanding' },
    );
    expect(proposeRally(leaderLeft, bows, 'pass').ok).toBe(false);
  });

  it('Reorganisation: the element traded and the hits it takes off, titled and cited', () => {
    const p = valueOf(proposeReorganise(worn(5), bows, 1));
    expect(p.title).toBe('Longbowmen trades in 1 element');
    expect(p.rules).toEqual(['reorganisation']);
    expect(p.changes.map((c) => [c.text, c.rule])).toEqual([
      ['Longbowmen loses 1 element', 'reorganisation'],
      ['3 hits taken off Longbowmen', 'reorganisation'],
    ]);
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(refusal(proposeReorganise(gone, bows, 1))).toMatchObject({
      field: 'unit',
      rule: 'reorganisation',
    });
  });

  it('Reorganisation: no hits carried, none taken off', () => {
    const p = valueOf(proposeReorganise(testGame(), bows, 1));
    expect(p.changes.map((c) => c.text)).toEqual(['Longbowmen loses 1 element']);
  });

  it('Fatigue: the hits, titled and cited; a lost unit refused', () => {
    const p = valueOf(proposeFatigue(testGame(), bows, 4));
    expect(p.title).toBe('Longbowmen: fatigue score 4, 1 hit');
    expect(p.rules).toEqual(['fatigue']);
    expect(p.changes.map((c) => [c.text, c.rule])).toEqual([
      ['Longbowmen takes 1 hit, 1 carried', 'fatigue'],
    ]);
    expect(valueOf(proposeFatigue(testGame(), bows, 3)).changes.map((c) => c.rule)).toEqual([
      'fatigue',
    ]);
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(refusal(proposeFatigue(gone, bows, 4))).toMatchObject({
      field: 'unit',
      rule: 'fatigue',
    });
  });
});
