import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../../readings.ts';
import {
  proposeControlResult,
  proposeFatigue,
  proposeRally,
  proposeReorganise,
} from './control.ts';
import { confirm, run, testGame, valueOf, bows, bills, spears } from './apply.fixtures.ts';
import { confirmProposal } from './proposal.ts';

describe('Control test results', () => {
  it('Charging, rolling up: charges unformed; the test counts this turn', () => {
    const game = confirm(
      testGame(),
      proposeControlResult(testGame(), { unit: bows, situation: 'charging', result: 'up' }),
    );
    expect(game.sides.a.units.u2).toMatchObject({ unformed: true, tally: { tests: 1 } });
    expect(game.log.at(-1)).toMatchObject({ text: 'Longbowmen is unformed', rules: ['charging'] });
  });

  it('Standing, rolling down: unformed and 1 die of elements, or evades instead', () => {
    expect(
      proposeControlResult(testGame(), { unit: bows, situation: 'standing', result: 'down' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'elementsDie', rule: 'standing' },
    });
    const stood = confirm(
      testGame(),
      proposeControlResult(testGame(), {
        unit: bows,
        situation: 'standing',
        result: 'down',
        elementsDie: 4,
      }),
    );
    expect(stood.sides.a.units.u2).toMatchObject({ unformed: true, elements: 2 });
    const evaded = confirm(
      testGame(),
      proposeControlResult(testGame(), {
        unit: bows,
        situation: 'standing',
        result: 'down',
        evades: true,
      }),
    );
    expect(evaded.sides.a.units.u2).toMatchObject({ unformed: false, elements: 6 });
    // The die of elements stops at the last (Bills have 3).
    const lost = confirm(
      testGame(),
      proposeControlResult(testGame(), {
        unit: bills,
        situation: 'evading',
        result: 'down',
        elementsDie: 6,
      }),
    );
    expect(lost.sides.a.units.u3?.elements).toBe(0);
  });

  it('Unit endurance: an Erratic unit rolling down turns Broken and removes elements for its hits; its officer tests', () => {
    const worn = run(testGame(), { type: 'take-hits', ...bows, hits: 4 });
    const proposal = valueOf(
      proposeControlResult(worn, { unit: bows, situation: 'after-combat', result: 'down' }),
    );
    expect(proposal.changes.map((c) => [c.text, c.rule])).toEqual([
      ['Longbowmen: a Control test this turn', 'rallying'],
      ['Longbowmen rolls down: no change', 'unit-endurance'],
      ['Longbowmen turns broken', 'impetuous-and-broken'],
      ['Longbowmen loses 4 elements', 'impetuous-and-broken'],
      [
        'Earl Percy takes a morale test: Longbowmen is routed, if he sees it',
        'officer-morale-test',
      ],
    ]);
    expect(valueOf(confirmProposal(worn, proposal)).sides.a.units.u2).toMatchObject({
      morale: 'broken',
      elements: 2,
      hits: 4,
    });
  });

  it('read here: hits stay after turning (turning-hits); the other reading clears them', () => {
    const worn = run(testGame(), { type: 'take-hits', ...bows, hits: 4 });
    const paid = confirm(
      worn,
      proposeControlResult(
        worn,
        { unit: bows, situation: 'after-combat', result: 'up' },
        { ...defaultReadings, turningHits: 'paid-off' },
      ),
    );
    expect(paid.sides.a.units.u2).toMatchObject({ morale: 'impetuous', elements: 2, hits: 0 });
  });

  it('read here: a Steady unit within its safe hits is not changed by a failed test after combat (combat-test-results)', () => {
    const proposal = valueOf(
      proposeControlResult(testGame(), { unit: bows, situation: 'after-combat', result: 'down' }),
    );
    expect(proposal.changes.map((c) => c.action.type)).toEqual(['exertion', 'note']);
    const standing = valueOf(
      proposeControlResult(
        testGame(),
        { unit: bows, situation: 'after-combat', result: 'up' },
        { ...defaultReadings, combatTestResults: 'as-standing' },
      ),
    );
    expect(standing.changes.map((c) => c.action.type)).toContain('unform');
  });

  it('an already Broken unit that fails again stays Broken, and removes no more elements for its hits', () => {
    const broken = run(
      testGame(),
      { type: 'take-hits', ...bows, hits: 4 },
      { type: 'morale', ...bows, morale: 'broken' },
    );
    const proposal = valueOf(
      proposeControlResult(broken, { unit: bows, situation: 'after-combat', result: 'down' }),
    );
    expect(proposal.changes.map((c) => c.action.type)).toEqual(['exertion', 'note']);
    expect(valueOf(confirmProposal(broken, proposal)).sides.a.units.u2).toMatchObject({
      morale: 'broken',
      elements: 6,
    });
  });

  it('phantom hits make a Steady unit test as Erratic but are never kept', () => {
    const game = confirm(
      testGame(),
      proposeControlResult(testGame(), {
        unit: bows,
        situation: 'after-combat',
        result: 'up',
        phantomHits: 4,
      }),
    );
    // No true hits: it turns Impetuous and removes no elements.
    expect(game.sides.a.units.u2).toMatchObject({ morale: 'impetuous', hits: 0, elements: 6 });
  });

  it('Feigned retreat rolling down: breaks, scatters and is removed', () => {
    const game = confirm(
      testGame(),
      proposeControlResult(testGame(), {
        unit: spears,
        situation: 'feigned-retreat',
        result: 'down',
      }),
    );
    expect(game.sides.b.units.u2).toMatchObject({ morale: 'broken', removed: true });
  });

  it('refuses a lost unit and results the book has not', () => {
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(
      proposeControlResult(gone, { unit: bows, situation: 'charging', result: 'pass' }),
    ).toMatchObject({ ok: false, error: { field: 'unit' } });
    expect(
      proposeControlResult(testGame(), {
        unit: bows,
        situation: 'charging',
        result: 'maybe' as 'up',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'result' },
    });
    expect(
      proposeControlResult(testGame(), {
        unit: bows,
        situation: 'dancing' as 'charging',
        result: 'up',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'situation' },
    });
  });
});

describe('Rallying, reorganisation and fatigue', () => {
  it('Rallying: a pass takes a hit off, rolling up a hit and an element, rolling down an element', () => {
    const worn = run(testGame(), { type: 'take-hits', ...bows, hits: 2 });
    expect(confirm(worn, proposeRally(worn, bows, 'pass')).sides.a.units.u2).toMatchObject({
      hits: 1,
      elements: 6,
    });
    expect(confirm(worn, proposeRally(worn, bows, 'up')).sides.a.units.u2).toMatchObject({
      hits: 1,
      elements: 5,
    });
    expect(confirm(worn, proposeRally(worn, bows, 'down')).sides.a.units.u2).toMatchObject({
      hits: 2,
      elements: 5,
    });
  });

  it('Rallying: no hits, nothing to rally; unformed, only with an officer leading', () => {
    expect(proposeRally(testGame(), bows, 'pass')).toMatchObject({
      ok: false,
      error: { field: 'unit', rule: 'rallying' },
    });
    const unformed = run(
      testGame(),
      { type: 'take-hits', ...bows, hits: 1 },
      { type: 'unform', ...bows },
    );
    expect(proposeRally(unformed, bows, 'pass')).toMatchObject({
      ok: false,
      error: { rule: 'rallying' },
    });
    const led = run(unformed, { type: 'lead', side: 'a', officer: 'o1', unit: 'u2' });
    expect(proposeRally(led, bows, 'pass').ok).toBe(true);
  });

  it('Reorganisation: each element traded takes off the Experience Bonus in hits', () => {
    const worn = run(testGame(), { type: 'take-hits', ...bows, hits: 5 });
    expect(confirm(worn, proposeReorganise(worn, bows, 1)).sides.a.units.u2).toMatchObject({
      hits: 2,
      elements: 5,
    });
    expect(proposeReorganise(worn, bows, 7)).toMatchObject({
      ok: false,
      error: { field: 'traded', rule: 'reorganisation' },
    });
  });

  it('Fatigue: hits from the score against the order’s pass level', () => {
    // Loose order passes at 3: a score of 6 reaches double it: 2 hits.
    expect(confirm(testGame(), proposeFatigue(testGame(), bows, 6)).sides.a.units.u2?.hits).toBe(2);
    const rested = valueOf(proposeFatigue(testGame(), bows, 3));
    expect(rested.changes.map((c) => c.text)).toEqual(['Longbowmen is not fatigued']);
    expect(proposeFatigue(testGame(), bows, -1)).toMatchObject({
      ok: false,
      error: { field: 'score', rule: 'fatigue' },
    });
  });
});
