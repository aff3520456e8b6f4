import { describe, expect, it } from 'vitest';
import { english, french, testGame } from '../play.fixtures.ts';
import {
  attachedLeaders,
  figuresLeft,
  isOutOfPlay,
  mmsLeft,
  quickArmy,
  startGame,
} from './state.ts';

describe('a game from two rosters', () => {
  it('starts every unit whole, in order, with its T8 ammunition, at the first phase of turn 1', () => {
    const game = testGame();
    expect(game).toMatchObject({
      turn: 1,
      moving: 'a',
      phase: 'opening-fire',
      firstMove: 'a',
      log: [],
    });
    expect(game.sides.a.units.u1).toEqual({
      casualties: 0,
      disordered: false,
      morale: null,
      ammunition: [5],
      chivalry: false,
    });
    expect(game.sides.b.units.u1?.ammunition).toEqual([6]);
    expect(game.sides.b.units.u2?.chivalry).toBe(true);
    expect(game.sides.b.leaders.l1).toEqual({
      condition: 'unharmed',
      captured: false,
      attachedTo: null,
      king: true,
    });
    expect(game.sides.a.banners).toEqual({ b1: 'held' });
  });

  it('refuses a roster the builder would refuse, an empty army and unknown ids, naming the side', () => {
    const bad = startGame({
      a: { ...english, units: [{ ...english.units[0]!, figures: 0 }] },
      b: french,
      firstMove: 'a',
    });
    expect(bad).toMatchObject({ ok: false, error: { field: 'a.units[0].figures', rule: '1.31' } });
    const empty = startGame({
      a: english,
      b: { ...french, units: [], banners: [] },
      firstMove: 'a',
    });
    expect(empty).toMatchObject({ ok: false, error: { field: 'b.units', rule: '1.30' } });
    const chivalry = startGame({ a: english, b: french, firstMove: 'a', chivalry: { a: ['u9'] } });
    expect(chivalry).toMatchObject({ ok: false, error: { field: 'chivalry.a', rule: 'T21' } });
    const kings = startGame({ a: english, b: french, firstMove: 'a', kings: { b: ['u1'] } });
    expect(kings).toMatchObject({ ok: false, error: { field: 'kings.b' } });
    const first = startGame({ a: english, b: french, firstMove: 'c' as 'a' });
    expect(first).toMatchObject({ ok: false, error: { field: 'firstMove', rule: '2.10' } });
  });

  it('takes a quick roster typed at the table, with ids given in order', () => {
    const army = quickArmy(
      'Scots',
      [
        { name: 'Spears', mounting: 'close-order-infantry', morale: 'B', armour: 'M', figures: 16 },
        {
          name: 'Archers',
          mounting: 'loose-order-infantry',
          morale: 'C',
          armour: 'L',
          figures: 6,
          weapons: ['SB'],
        },
      ],
      [{ name: 'Bruce', rating: 'C' }],
    );
    if (!army.ok) throw new Error(army.error.message);
    expect(army.value.units.map((u) => u.id)).toEqual(['u1', 'u2']);
    expect(army.value.leaders).toEqual([{ id: 'l1', name: 'Bruce', rating: 'C' }]);
    const game = startGame({ a: army.value, b: french, firstMove: 'b' });
    expect(game.ok && game.value.sides.a.units.u2?.ammunition).toEqual([expect.any(Number)]);
    expect(
      quickArmy('X', [
        { name: 'A', mounting: 'close-order-infantry', morale: 'B', armour: 'M', figures: -1 },
      ]),
    ).toMatchObject({
      ok: false,
      error: { field: 'units[0].figures', rule: '1.31' },
    });
  });

  it('counts figures and MMS left (5.40, 1.31) and a unit out of play', () => {
    const unit = english.units[0]!;
    const state = testGame().sides.a.units.u1!;
    expect([figuresLeft(unit, state), mmsLeft(unit, state)]).toEqual([12, 4]);
    const hurt = { ...state, casualties: 4 };
    expect([figuresLeft(unit, hurt), mmsLeft(unit, hurt)]).toEqual([8, 3]);
    expect(isOutOfPlay(unit, hurt)).toBe(false);
    expect(isOutOfPlay(unit, { ...state, casualties: 12 })).toBe(true);
    expect(mmsLeft(unit, { ...state, casualties: 12 })).toBe(0);
    expect(isOutOfPlay(unit, { ...state, morale: { result: 'D', turn: 1 } })).toBe(true);
    expect(attachedLeaders(testGame().sides.a, 'u1')).toEqual([]);
  });
});
