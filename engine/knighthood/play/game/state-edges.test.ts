/**
 * A game's start and its look-ups at their edges: refusals that say which id
 * is unknown (T21, 1.30), a quick roster's plain defaults (1.30), chivalry
 * and kings marked as given (T21), and the phase names of the turn (2.00).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { describePhase, type PhaseId } from './phases.ts';
import { findUnit, quickArmy, startGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);

describe('a game started (1.30, 2.10, T21)', () => {
  it('T21: names the unknown leader or unit a king or chivalry mark points at', () => {
    expect(
      errorOf(startGame({ a: english, b: french, firstMove: 'a', kings: { a: ['l9'] } })),
    ).toEqual({ field: 'kings.a', rule: 'T21', message: 'no leader "l9" in this army' });
    expect(
      errorOf(startGame({ a: english, b: french, firstMove: 'a', chivalry: { b: ['u9'] } })),
    ).toEqual({ field: 'chivalry.b', rule: 'T21', message: 'no unit "u9" in this army' });
  });

  it('T21: marks only the units and leaders given as chivalry and kings, side by side', () => {
    const game = valueOf(
      startGame({
        a: english,
        b: french,
        firstMove: 'b',
        chivalry: { a: ['u2'] },
        kings: { a: ['l2'] },
      }),
    );
    expect(game).toMatchObject({ moving: 'b', firstMove: 'b', turn: 1, phase: 'opening-fire' });
    expect([game.sides.a.units.u1?.chivalry, game.sides.a.units.u2?.chivalry]).toEqual([
      false,
      true,
    ]);
    expect([game.sides.a.leaders.l1?.king, game.sides.a.leaders.l2?.king]).toEqual([false, true]);
    expect(game.sides.b.units.u2?.chivalry).toBe(false);
    expect(game.sides.b.banners).toEqual({ b1: 'held' });
  });

  it('1.30: a quick roster makes plain units: no missile weapon, irregular, no extra chits, unprotected', () => {
    const army = valueOf(
      quickArmy('Scots', [
        { name: 'Spears', mounting: 'close-order-infantry', morale: 'B', armour: 'M', figures: 8 },
      ]),
    );
    expect(army).toMatchObject({ name: 'Scots', pointsLimit: null, leaders: [], banners: [] });
    expect(army.units[0]).toMatchObject({
      id: 'u1',
      weapons: [],
      regular: false,
      extraAmmunition: 0,
      protectedCavalry: false,
      mountedInfantry: false,
      pavises: 0,
    });
  });
});

describe('finding a unit (1.30)', () => {
  it('names the army that lacks the unit, under the field given', () => {
    expect(errorOf(findUnit(testGame(), { side: 'b', unit: 'u9' }, 'target'))).toEqual({
      field: 'target',
      rule: '1.30',
      message: 'French has no unit "u9"',
    });
    expect(errorOf(findUnit(testGame(), { side: 'b', unit: 'toString' }))).toMatchObject({
      field: 'unit',
    });
    expect(errorOf(findUnit(testGame(), { side: 'c' as 'a', unit: 'u1' }, 'firer'))).toEqual({
      field: 'firer.side',
      rule: '1.30',
      message: 'a unit is on side a or b',
    });
  });
});

describe('the phases of the turn (2.00)', () => {
  it('names each phase by number and name', () => {
    const phases: PhaseId[] = [
      'opening-fire',
      'movement',
      'combat',
      'rally',
      'ending-fire',
      'end-of-turn',
    ];
    expect(phases.map(describePhase)).toEqual([
      '1. Fire (opening)',
      '2. Movement',
      '3. Combat',
      '4. Rally',
      '5. Fire (ending)',
      '6. End of turn',
    ]);
  });
});
