import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { describeOfficer, describeUnit, unitsOf } from './describe.ts';
import type { MtmGame } from './state.ts';

const run = (game: MtmGame, ...actions: GameAction[]): MtmGame =>
  actions.reduce((g, a) => {
    const next: Result<MtmGame> = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, game);

describe('a unit and an officer as the table sees them', () => {
  it('a whole unit: elements, hits against its safe limit (Unit organisation, Unit endurance)', () => {
    expect(describeUnit(testGame(), { side: 'a', unit: 'u2' })).toEqual({
      ok: true,
      value: [
        { text: '6 of 6 elements', rule: 'unit-organisation' },
        { text: '0 hits carried; safe up to 3', rule: 'unit-endurance' },
      ],
    });
  });

  it('a worn unit: Erratic, unformed, led in person, what it did this turn', () => {
    const game = run(
      testGame(),
      { type: 'take-hits', side: 'a', unit: 'u2', hits: 4 },
      { type: 'unform', side: 'a', unit: 'u2' },
      { type: 'lead', side: 'a', officer: 'o1', unit: 'u2' },
      { type: 'exertion', side: 'a', unit: 'u2', exertion: 'fired' },
    );
    const lines = describeUnit(game, { side: 'a', unit: 'u2' });
    expect(lines.ok && lines.value.map((l) => l.rule)).toEqual([
      'unit-organisation',
      'unit-endurance',
      'unit-endurance',
      'impact-combat',
      'rallying',
      'leadership-and-command',
      'fatigue',
    ]);
    expect(lines.ok && lines.value[5]?.text).toBe(
      'Earl Percy leads it in person: his Leadership 4 may stand for one die',
    );
  });

  it('a lost unit says only that, and sorts after the units in play', () => {
    const game = run(testGame(), { type: 'lose-elements', side: 'a', unit: 'u1', elements: 4 });
    expect(describeUnit(game, { side: 'a', unit: 'u1' })).toEqual({
      ok: true,
      value: [{ text: 'Lost: every element gone', rule: 'impetuous-and-broken' }],
    });
    expect(unitsOf(game, 'a').map((r) => r.unit)).toEqual(['u2', 'u3', 'u1']);
    expect(describeUnit(game, { side: 'a', unit: 'u9' })).toMatchObject({ ok: false });
  });

  it('an officer: temperament and behaviour, count against Command, his fate', () => {
    const lines = describeOfficer(testGame(), { side: 'b', officer: 'o1' });
    expect(lines.ok && lines.value.map((l) => l.rule)).toEqual([
      'battlefield-behaviour',
      'officer-morale-test',
    ]);
    const dead = run(testGame(), {
      type: 'officer-status',
      side: 'b',
      officer: 'o1',
      status: 'killed',
    });
    expect(describeOfficer(dead, { side: 'b', officer: 'o1' })).toEqual({
      ok: true,
      value: [{ text: 'Killed', rule: 'officers' }],
    });
    const betrayed = run(testGame(), {
      type: 'officer-status',
      side: 'b',
      officer: 'o1',
      status: 'betrayed',
    });
    const said = describeOfficer(betrayed, { side: 'b', officer: 'o1' });
    expect(said.ok && said.value[0]?.rule).toBe('officer-morale-test');
  });
});
