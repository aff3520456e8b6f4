import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { describeLeader, describeUnit, unitsOf } from './describe.ts';
import type { KnightGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;

describe('a unit and a leader described for the table', () => {
  it('lists figures, MMS and ammunition of a fresh unit', () => {
    expect(valueOf(describeUnit(testGame(), bows))).toEqual([
      { text: '12 of 12 figures, 4 MMS', rule: '1.31' },
      { text: 'Longbow: 5 chits left', rule: '4.80' },
    ]);
  });

  it('adds disorder, the morale result with what it obliges, ammunition run out and the leader attached', () => {
    const game = run(
      testGame(),
      { type: 'casualties', ...bows, figures: 4 },
      { type: 'disorder', ...bows },
      { type: 'morale', ...bows, result: 'R' },
      { type: 'spend-ammunition', ...bows, weapon: 0, chits: 5 },
      { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u1' },
      { type: 'leader-hit', side: 'a', leader: 'l2', result: 'severe-wound', captured: false },
    );
    expect(valueOf(describeUnit(game, bows))).toEqual([
      { text: '8 of 12 figures, 3 MMS', rule: '1.31' },
      { text: 'In disorder: fires with half its dice', rule: '4.20' },
      { text: 'In disorder: fights with half its dice', rule: '5.40' },
      { text: expect.stringMatching(/^Retire \(turn 1\): Falls back 1CI/) as string, rule: 'T17B' },
      {
        text: 'Longbow: out of ammunition, fires half its figures only when fired on or charged',
        rule: '4.80',
      },
      { text: 'Sir John attached, severe wound', rule: '7.00' },
    ]);
  });

  it('says why a unit is out of play, and lists it last', () => {
    const routed = run(testGame(), { type: 'morale', ...bows, result: 'D' });
    expect(valueOf(describeUnit(routed, bows))).toEqual([
      { text: 'Out of play: removed from play, counted as routed', rule: 'T17B' },
    ]);
    const lost = run(testGame(), { type: 'casualties', ...bows, figures: 12 });
    expect(valueOf(describeUnit(lost, bows))).toEqual([
      { text: 'Out of play: every figure lost', rule: '5.40' },
    ]);
    expect(unitsOf(lost, 'a')).toEqual([
      { side: 'a', unit: 'u2' },
      { side: 'a', unit: 'u1' },
    ]);
    expect(describeUnit(testGame(), { side: 'a', unit: 'u9' })).toMatchObject({
      ok: false,
      error: { field: 'unit' },
    });
  });

  it("describes a leader's wounds and captivity", () => {
    const base = { condition: 'unharmed', captured: false, attachedTo: null, king: false } as const;
    expect(describeLeader(base)).toEqual([]);
    expect(
      describeLeader({ ...base, condition: 'mortal-wound', captured: true }).map((l) => l.rule),
    ).toEqual(['7.00', '7.10']);
    expect(describeLeader({ ...base, condition: 'killed', captured: true })).toEqual([
      { text: 'Killed', rule: 'T20' },
    ]);
    expect(describeLeader({ ...base, condition: 'severe-wound' })[0]?.text).toMatch(/10"/);
  });
});
