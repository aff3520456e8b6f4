import { describe, expect, it } from 'vitest';
import { getEdition } from '../../editions/editions.ts';
import type { EditionId } from '../../types.ts';
import { board, defender, front } from '../board-combat/combat.fixtures.ts';
import { applyAction } from './actions.ts';
import { checkRiverSides, riverSideLimit, toggleRiverSide } from './river-sides.ts';
import type { GameState } from '../../board/types.ts';

const editions = ['bannockburn-1314', 'kosovo-1389', '1066'] as const;

const setUp = (id: EditionId) => {
  const { state, setup } = board([defender, front], id);
  const edition = getEdition(id);
  if (!edition.ok) throw new Error('no edition');
  const toggle = (s: GameState, a: string, b: string) => {
    const r = toggleRiverSide(s, [a, b], setup, edition.value);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { state, setup, edition: edition.value, toggle };
};

describe.each(editions)('%s 3.2.3: river sides the players mark', (id) => {
  it('marks a side between two touching hexes, in order, and clears it either way round', () => {
    const { state, toggle } = setUp(id);
    const one = toggle(state, '0506', '0405');
    expect(one.riverSides).toEqual([['0405', '0506']]);
    const two = toggle(one, '0406', '0405');
    expect(two.riverSides).toEqual([
      ['0405', '0406'],
      ['0405', '0506'],
    ]);
    const back = toggle(two, '0405', '0506');
    expect(back.riverSides).toEqual([['0405', '0406']]);
    const none = toggle(back, '0406', '0405');
    expect(none).not.toHaveProperty('riverSides');
    // The state it came from is unchanged.
    expect(state).not.toHaveProperty('riverSides');
  });

  it('refuses hexes that do not touch, the same hex twice and a hex off the map, naming the field and 3.2.3', () => {
    const { state, setup, edition } = setUp(id);
    expect(toggleRiverSide(state, ['0405', '0407'], setup, edition)).toEqual({
      ok: false,
      error: {
        field: 'hexes.0',
        rule: '3.2.3',
        message: 'a river side parts two hexes that touch; 0405 and 0407 do not',
      },
    });
    expect(toggleRiverSide(state, ['0405', '0405'], setup, edition).ok).toBe(false);
    const off = toggleRiverSide(state, ['0405', '9999'], setup, edition);
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.field).toBe('hexes.0.1');
  });

  it('a mark drops kept sides that do not read on this map (hexes that do not touch)', () => {
    const { state, toggle } = setUp(id);
    const stray: GameState = { ...state, riverSides: [['0101', '0909']] };
    expect(toggle(stray, '0405', '0406').riverSides).toEqual([['0405', '0406']]);
  });

  it('is a game action, so the history can undo it', () => {
    const { state, setup } = setUp(id);
    const context = {
      setup,
      scenario: { turns: { first: 1, last: 10 } },
    } as unknown as Parameters<typeof applyAction>[2];
    const r = applyAction(state, { type: 'river-side', hexes: ['0405', '0506'] }, context);
    expect(r.ok && r.value.riverSides).toEqual([['0405', '0506']]);
    const bad = applyAction(state, { type: 'river-side', hexes: ['0405', '0408'] }, context);
    expect(bad.ok).toBe(false);
  });

  it('reads kept sides back: absent is none; a list of touching pairs, put in order', () => {
    const { setup, edition } = setUp(id);
    expect(checkRiverSides(undefined, setup, edition)).toEqual({ ok: true, value: undefined });
    expect(checkRiverSides([], setup, edition)).toEqual({ ok: true, value: [] });
    expect(
      checkRiverSides(
        [
          ['0506', '0405'],
          ['0405', '0406'],
        ],
        setup,
        edition,
      ),
    ).toEqual({
      ok: true,
      value: [
        ['0405', '0406'],
        ['0405', '0506'],
      ],
    });
  });

  it.each([
    ['not a list', { a: 1 }, 'riverSides', 'river sides are a list'],
    ['a string', '0405-0506', 'riverSides', 'river sides are a list'],
    ['one hex', [['0405']], 'riverSides.0', 'a river side is a pair of hex numbers'],
    ['three hexes', [['0405', '0506', '0406']], 'riverSides.0', 'a pair'],
    ['a number', [['0405', 506]], 'riverSides.0', 'a pair'],
    ['not a pair', ['0405'], 'riverSides.0', 'a pair'],
    ['apart', [['0405', '0407']], 'riverSides.0', 'do not'],
    [
      'off the map',
      [
        ['0405', '0406'],
        ['0405', '9999'],
      ],
      'riverSides.1.1',
      '',
    ],
    [
      'twice',
      [
        ['0405', '0406'],
        ['0406', '0405'],
      ],
      'riverSides',
      'listed twice',
    ],
  ])('refuses %s, naming the field', (_, value, field, words) => {
    const { setup, edition } = setUp(id);
    const r = checkRiverSides(value, setup, edition);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe(field);
      expect(r.error.message).toContain(words);
    }
  });

  it(`refuses more than ${riverSideLimit} sides, not that many`, () => {
    const { setup, edition } = setUp(id);
    const many = (n: number) => Array.from({ length: n }, () => ['0405', '0406']);
    const over = checkRiverSides(many(riverSideLimit + 1), setup, edition);
    expect(over.ok || over.error.message).toContain(`at most ${riverSideLimit}`);
    // At the limit the list is read (and refused here only for its repeats).
    const at = checkRiverSides(many(riverSideLimit), setup, edition);
    expect(at.ok || at.error.message).toBe('a river side is listed twice');
  });
});
