/**
 * What the game knows for a check, at its edges: each troop order and weapon
 * depth a close combat reads (5.40, T13, T5), the best of two leaders (7.00,
 * T18), each T10 modifier the rosters decide, a sling's unlimited ammunition
 * (T8), and each refusal naming the unit's field and rule.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import type { Army, ArmyUnit } from '../../army/army.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { knownCombatSide } from './known-combat-side.ts';
import { knownFireModifiers } from './known-fire-modifiers.ts';
import { knownCloseCombat, knownFire, knownMorale } from './known.ts';
import { startGame, type KnightGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const crossbows = { side: 'b', unit: 'u1' } as const;
const knights = { side: 'b', unit: 'u2' } as const;

/** The French army with its two units replaced, fought by the English. */
const againstFrench = (one: Partial<ArmyUnit>, two: Partial<ArmyUnit>): KnightGame => {
  const b: Army = {
    ...french,
    units: [
      { ...french.units[0]!, ...one },
      { ...french.units[1]!, ...two },
    ],
  };
  return valueOf(startGame({ a: english, b, firstMove: 'a' }));
};

describe('a close combat side from the roster (5.40, T13, T5, 7.00)', () => {
  it('T13: pikes give pike depth, long spears long-spear depth; T5: close order foot moves as other infantry', () => {
    const game = againstFrench(
      { mounting: 'close-order-infantry', weapons: ['P'] },
      { mounting: 'close-order-infantry', weapons: ['LTS'] },
    );
    expect(valueOf(knownCombatSide(game, crossbows))).toEqual({
      kind: 'infantry',
      weaponDepth: 'pike',
      movement: 'other-infantry',
      longbows: false,
      leader: null,
    });
    expect(valueOf(knownCombatSide(game, knights)).weaponDepth).toBe('long-spear');
  });

  it('T5: open order foot and open order horse each have their own movement line', () => {
    const game = againstFrench(
      { mounting: 'open-order-infantry', weapons: ['SB'] },
      { mounting: 'open-order-cavalry', weapons: ['SB'] },
    );
    expect(valueOf(knownCombatSide(game, crossbows))).toMatchObject({
      kind: 'infantry',
      movement: 'oo-infantry',
    });
    expect(valueOf(knownCombatSide(game, knights))).toMatchObject({
      kind: 'cavalry',
      movement: 'oo-cavalry',
    });
  });

  it('7.00: the better class fights even when the roster lists him second', () => {
    const a: Army = {
      ...english,
      leaders: [
        { id: 'l1', name: 'Earl of Salisbury', rating: 'C' },
        { id: 'l2', name: 'Sir John', rating: 'A' },
      ],
    };
    const game = run(
      valueOf(startGame({ a, b: french, firstMove: 'a' })),
      { type: 'attach-leader', side: 'a', leader: 'l1', unit: 'u2' },
      { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u2' },
    );
    expect(valueOf(knownCombatSide(game, menAtArms)).leader).toBe('A');
  });

  it('7.00: of two leaders attached the better class fights; a mortally wounded one does not', () => {
    const game = run(
      testGame(),
      { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u2' },
      { type: 'attach-leader', side: 'a', leader: 'l1', unit: 'u2' },
    );
    expect(valueOf(knownCombatSide(game, menAtArms)).leader).toBe('B');
    const hurt = run(game, {
      type: 'leader-hit',
      side: 'a',
      leader: 'l1',
      result: 'mortal-wound',
      captured: false,
    });
    expect(valueOf(knownCombatSide(hurt, menAtArms)).leader).toBe('C');
  });
});

describe('the T10 modifiers the rosters decide', () => {
  it('T10: an open order target, and protected horse not counted as unprotected', () => {
    const game = againstFrench(
      { mounting: 'open-order-infantry', weapons: ['SB'] },
      { protectedCavalry: true },
    );
    expect(valueOf(knownFireModifiers(game, bows, crossbows))).toEqual(['target-oo']);
    expect(valueOf(knownFireModifiers(game, bows, knights))).toEqual([]);
  });

  it('T10: a crossbow or heavy crossbow at SH armour, but not a longbow', () => {
    const shArmour = againstFrench({}, { armour: 'SH', protectedCavalry: true });
    const crossbowmen: Army = {
      ...english,
      units: [{ ...english.units[0]!, weapons: ['CB'] }, english.units[1]!],
    };
    const heavy: Army = {
      ...english,
      units: [{ ...english.units[0]!, weapons: ['HCB'] }, english.units[1]!],
    };
    const shAt = (a: Army) => valueOf(startGame({ a, b: shArmour.sides.b.army, firstMove: 'a' }));
    expect(valueOf(knownFireModifiers(shAt(crossbowmen), bows, knights))).toEqual([
      'crossbow-vs-sh',
    ]);
    expect(valueOf(knownFireModifiers(shAt(heavy), bows, knights))).toEqual(['crossbow-vs-sh']);
    expect(valueOf(knownFireModifiers(shArmour, bows, knights))).toEqual([]);
  });

  it('names the target a game lacks', () => {
    expect(errorOf(knownFireModifiers(testGame(), bows, { side: 'b', unit: 'u9' }))).toMatchObject({
      field: 'target',
    });
  });
});

describe('a fire, a close combat and a morale check from the game (4.01, T8, 5.40, 6.00)', () => {
  it('4.01: refuses a firer out of play and a weapon the firer lacks, saying which', () => {
    const gone = run(testGame(), { type: 'casualties', ...bows, figures: 12 });
    expect(errorOf(knownFire(gone, bows, knights))).toEqual({
      field: 'firer',
      rule: '4.01',
      message: 'Longbowmen is out of play',
    });
    expect(errorOf(knownFire(testGame(), bows, knights, 1))).toEqual({
      field: 'weapon',
      rule: 'T8',
      message: 'Longbowmen has no missile weapon 1',
    });
    expect(errorOf(knownFire(testGame(), bows, menAtArms))?.message).toBe(
      'a unit fires at the enemy, not its own side',
    );
  });

  it('T8: a sling has no chits to count and never falls to half fire; open order is known', () => {
    const game = againstFrench({ mounting: 'open-order-infantry', weapons: ['S'] }, {});
    const fire = valueOf(knownFire(game, crossbows, bows));
    expect(fire).toMatchObject({ weapon: 'sling', chitsLeft: null, outOfAmmunitionDice: null });
    expect(fire.firer).toMatchObject({ openOrder: true, figuresPerMms: 2, mms: 4 });
  });

  it('5.40: refuses either side out of play or missing, naming it', () => {
    const gone = run(testGame(), { type: 'morale', ...menAtArms, result: 'D' });
    expect(errorOf(knownCloseCombat(gone, menAtArms, knights))).toEqual({
      field: 'a',
      rule: '5.40',
      message: 'Men-at-arms is out of play',
    });
    expect(errorOf(knownCloseCombat(gone, knights, menAtArms))).toMatchObject({
      field: 'b',
      rule: '5.40',
    });
    expect(
      errorOf(knownCloseCombat(testGame(), menAtArms, { side: 'b', unit: 'u9' })),
    ).toMatchObject({ field: 'b' });
  });

  it('6.00, T18: the best morale bonus of the leaders attached counts; a unit out of play is refused', () => {
    const b: Army = {
      ...french,
      leaders: [...french.leaders, { id: 'l2', name: 'Bastard', rating: 'D' }],
    };
    const game = run(
      valueOf(startGame({ a: english, b, firstMove: 'a' })),
      { type: 'attach-leader', side: 'b', leader: 'l2', unit: 'u2' },
      { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' },
    );
    expect(valueOf(knownMorale(game, knights)).leaderBonus).toBe(2);
    const gone = run(testGame(), { type: 'casualties', ...knights, figures: 9 });
    expect(errorOf(knownMorale(gone, knights))).toEqual({
      field: 'unit',
      rule: '6.00',
      message: 'Knights is out of play',
    });
  });
});
