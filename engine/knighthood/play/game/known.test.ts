import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { knownCloseCombat, knownFire, knownMorale } from './known.ts';
import type { KnightGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const knights = { side: 'b', unit: 'u2' } as const;

describe('what the game knows for a check', () => {
  it('fills a fire from the units: weapon, rate, chits, figures left, the target armour class (4.01, T8)', () => {
    const game = run(
      testGame(),
      { type: 'casualties', ...bows, figures: 2 },
      { type: 'disorder', ...bows },
    );
    const fire = valueOf(knownFire(game, bows, knights));
    expect(fire).toMatchObject({ weapon: 'longbow', maxRateOfFire: 3, chitsLeft: 5 });
    expect(fire.firer).toEqual({
      name: 'Longbowmen',
      figures: 10,
      mms: 4,
      figuresPerMms: 3,
      openOrder: false,
      mounted: false,
      regular: true,
      morale: 'C',
      armourClass: 1,
      disordered: true,
    });
    expect(fire.target).toMatchObject({
      name: 'Knights',
      armourClass: 4,
      mounted: true,
      figures: 9,
    });
    expect(knownFire(game, bows, menAtArms)).toMatchObject({
      ok: false,
      error: { field: 'target', rule: '4.01' },
    });
    expect(knownFire(game, menAtArms, knights)).toMatchObject({
      ok: false,
      error: { field: 'weapon', rule: 'T8' },
    });
    const gone = run(game, { type: 'morale', ...knights, result: 'D' });
    expect(knownFire(gone, bows, knights)).toMatchObject({ ok: false, error: { field: 'target' } });
  });

  it('carries the half fire of a unit out of ammunition: half its figures, rounding down (4.80)', () => {
    const withChits = valueOf(knownFire(testGame(), bows, knights));
    expect(withChits.outOfAmmunitionDice).toBeNull();
    const emptied = run(
      testGame(),
      { type: 'casualties', ...bows, figures: 1 },
      { type: 'spend-ammunition', ...bows, weapon: 0, chits: 5 },
    );
    const fire = valueOf(knownFire(emptied, bows, knights));
    expect(fire).toMatchObject({ chitsLeft: 0, outOfAmmunitionDice: 5 });
    expect(fire.firer.figures).toBe(11);
  });

  it('fills both sides of a close combat (5.40)', () => {
    const combat = valueOf(knownCloseCombat(testGame(), menAtArms, knights));
    expect([combat.a.name, combat.a.mms, combat.b.name, combat.b.mms]).toEqual([
      'Men-at-arms',
      2,
      'Knights',
      3,
    ]);
    expect(knownCloseCombat(testGame(), menAtArms, bows)).toMatchObject({
      ok: false,
      error: { field: 'b', rule: '5.40' },
    });
  });

  it("fills a morale check: class, losses, the attached leader's T18 bonus, banners held (6.00, T17A)", () => {
    const game = run(
      testGame(),
      { type: 'casualties', ...knights, figures: 3 },
      { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' },
    );
    expect(valueOf(knownMorale(game, knights))).toMatchObject({
      moraleClass: 'A',
      figuresLost: 3,
      originalFigures: 9,
      leaderBonus: 0,
      bannersAttached: 1,
    });
    const english = run(testGame(), { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u2' });
    expect(valueOf(knownMorale(english, menAtArms))).toMatchObject({
      leaderBonus: 1,
      bannersAttached: 1,
    });
    const taken = run(english, { type: 'banner-captured', side: 'a', banner: 'b1' });
    expect(valueOf(knownMorale(taken, menAtArms)).bannersAttached).toBe(0);
    expect(valueOf(knownMorale(testGame(), bows))).toMatchObject({
      leaderBonus: 0,
      bannersAttached: 0,
    });
  });
});
