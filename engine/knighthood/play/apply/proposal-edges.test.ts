/**
 * Hits and honor as proposed changes, at their edges: one figure and one
 * automatic hit in the singular (4.01, 5.40, 7.00), T19's column by how the
 * unit was hit, T21's line for each kind of infantry and an award of one,
 * and the troop losses a side's tally takes (8.02).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import type { Army } from '../../army/army.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { startGame, type KnightGame } from '../game/state.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { hitChanges, honorChange, tallyGameHonor, type ProposedChange } from './proposal.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const listed = (changes: readonly ProposedChange[]) => changes.map((c) => [c.text, c.rule]);
const bows = { side: 'a', unit: 'u1' } as const;
const crossbows = { side: 'b', unit: 'u1' } as const;
const knights = { side: 'b', unit: 'u2' } as const;

describe('hits on a unit (4.01, 5.40, 7.00, T19, T21)', () => {
  it('5.40, T21: one figure lost in melee is said in the singular, and the award of one has no count', () => {
    expect(listed(valueOf(hitChanges(testGame(), bows, 1, 'close-combat', 'b')))).toEqual([
      ['Longbowmen loses 1 figure', '5.40'],
      ['French: Any other infantry, +1 honor', 'T21'],
    ]);
  });

  it('7.00, T19: one hit beyond the last figure is one automatic hit; melee checks on the CC column', () => {
    const game = run(testGame(), { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' });
    expect(listed(valueOf(hitChanges(game, knights, 10, 'close-combat', 'a')))).toEqual([
      ['Knights loses 9 figures, its last: destroyed', '5.40'],
      ['English: Chivalry x9, +225 honor', 'T21'],
      ['Constable takes 1 automatic hit: each is rolled on T20', '7.00'],
      ['Constable makes a VF check on T19 (CC column)', '7.00'],
    ]);
  });

  it('7.00, T19: hits within the figures left put no automatic hit on the leader, only his VF check', () => {
    const game = run(testGame(), { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' });
    expect(listed(valueOf(hitChanges(game, knights, 2, 'missile', 'target')))).toEqual([
      ['Knights loses 2 figures', '4.01'],
      ['English: Chivalry x2, +10 honor', 'T21'],
      ['Constable makes a VF check on T19 (MF column)', '7.00'],
    ]);
  });

  it('no hits change nothing; hits that are no whole number are refused under the field given', () => {
    expect(valueOf(hitChanges(testGame(), bows, 0, 'missile', 'target'))).toEqual([]);
    expect(errorOf(hitChanges(testGame(), bows, -1, 'missile', 'target'))).toMatchObject({
      field: 'target.hits',
      rule: '4.01',
    });
    expect(errorOf(hitChanges(testGame(), bows, 1.5, 'close-combat', 'a'))).toMatchObject({
      field: 'a.hits',
      rule: '5.40',
    });
    expect(
      errorOf(hitChanges(testGame(), { side: 'b', unit: 'u9' }, 1, 'missile', 'target')),
    ).toMatchObject({
      field: 'target',
    });
  });

  it('T21: infantry of morale A or B scores the A or B line; horse not chivalry the other-cavalry line', () => {
    const b: Army = {
      ...french,
      units: [{ ...french.units[0]!, morale: 'B' }, french.units[1]!],
    };
    const game = valueOf(startGame({ a: english, b, firstMove: 'a' }));
    expect(listed(valueOf(hitChanges(game, crossbows, 2, 'close-combat', 'b')))[1]).toEqual([
      'English: A or B morale infantry x2, +10 honor',
      'T21',
    ]);
    const a: Army = { ...french, units: [{ ...french.units[0]!, morale: 'A' }, french.units[1]!] };
    const gameA = valueOf(startGame({ a: english, b: a, firstMove: 'a' }));
    expect(listed(valueOf(hitChanges(gameA, crossbows, 1, 'close-combat', 'b')))[1]?.[0]).toBe(
      'English: A or B morale infantry, +5 honor',
    );
    expect(listed(valueOf(hitChanges(game, knights, 1, 'close-combat', 'b')))[1]?.[0]).toBe(
      'English: Other cavalry, +10 honor',
    );
  });

  it('6.00: a unit reaching exactly half its figures lost checks morale; one short does not', () => {
    const half = valueOf(hitChanges(testGame(), crossbows, 4, 'missile', 'target'));
    expect(listed(half).at(-1)).toEqual([
      'Crossbowmen has lost half its figures or more: it checks morale',
      '6.00',
    ]);
    const short = valueOf(hitChanges(testGame(), crossbows, 3, 'missile', 'target'));
    expect(short.map((c) => c.rule)).not.toContain('6.00');
  });
});

describe('honor awards and the tally (T21, 8.02)', () => {
  it('T21: an award T21 gives no points in its column is left out', () => {
    expect(honorChange(testGame(), 'a', 'captured-banner', 'missile')).toEqual([]);
    expect(listed(honorChange(testGame(), 'a', 'captured-leader', 'missile'))).toEqual([
      ['English: Captured other nobility or leader, -25 honor', 'T21'],
    ]);
  });

  it('8.02: losses given as a share override the count, even a share of 0', () => {
    const game = run(
      testGame(),
      { type: 'honor', side: 'a', event: { kind: 'initial', id: 'count-or-earl' } },
      { type: 'casualties', ...bows, figures: 12 },
    );
    expect(valueOf(tallyGameHonor(game, 'a', undefined, 0)).total).toBe(50);
    expect(valueOf(tallyGameHonor(game, 'a')).total).toBeLessThan(50);
  });
});
