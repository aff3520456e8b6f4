import { describe, expect, it } from 'vitest';
import { checkRetreatHex, suggestRetreatHexes } from './retreats.ts';
import { board, defender, front, map } from './combat.fixtures.ts';

describe('suggestRetreatHexes: limits', () => {
  const { state, setup } = board([defender, front]);
  const suggest = (distance: number, id = 'sc-inf') =>
    suggestRetreatHexes(state, setup, map, id, distance);

  it('takes 1 to 6 hexes', () => {
    expect(suggest(1)).toMatchObject({ ok: true, value: { distance: 1 } });
    expect(suggest(6)).toMatchObject({ ok: true, value: { distance: 6 } });
  });

  it('refuses 0, 7 and a fraction', () => {
    for (const distance of [0, 7, 1.5])
      expect(suggest(distance)).toEqual({
        ok: false,
        error: {
          field: 'distance',
          rule: '5.4.2',
          message: `a retreat is 1 to 6 hexes, not ${distance}`,
        },
      });
  });

  it('refuses a counter not on the board', () => {
    expect(suggest(1, 'nobody')).toEqual({
      ok: false,
      error: {
        field: 'counterId',
        rule: '5.4.2',
        message: '"nobody" is not a counter on the board',
      },
    });
  });

  it('4.2.5: a river hex is passable with a bridge or a ford, not bare', () => {
    const around = ['0407', '0307', '0507'];
    const river = Object.fromEntries(around.map((h) => [h, ['river' as const]]));
    const reach = (over: 'bridge' | 'ford' | null) =>
      suggestRetreatHexes(state, setup, map, 'sc-inf', 1, {
        ...river,
        ...(over ? { '0407': ['river', over] as const } : {}),
      });
    expect(reach(null)).toEqual({ ok: true, value: { distance: 0, hexes: ['0406'] } });
    expect(reach('bridge')).toEqual({ ok: true, value: { distance: 1, hexes: ['0407'] } });
    expect(reach('ford')).toEqual({ ok: true, value: { distance: 1, hexes: ['0407'] } });
  });
});

describe('checkRetreatHex', () => {
  const reach = { distance: 2, hexes: ['0408', '0508'] };
  const check = (text: string, r = reach) => checkRetreatHex(text, r, map, 'choices.x', 'INF (x)');

  it('takes a listed hex', () => {
    expect(check('0508')).toEqual({ ok: true, value: '0508' });
  });

  it('refuses a hex that is not a hex', () => {
    expect(check('9999')).toMatchObject({ ok: false, error: { field: 'choices.x' } });
  });

  it('refuses an unlisted hex, listing the ones it can end on', () => {
    expect(check('0407')).toEqual({
      ok: false,
      error: {
        field: 'choices.x',
        rule: '5.4.5',
        message:
          'INF (x) cannot end a 2-hex retreat on 0407 (enemy units and their ZoC block the way, and each step must go one hex further away): it can end on 0408, 0508',
      },
    });
  });

  it('says so when the unit cannot move at all', () => {
    expect(check('0407', { distance: 0, hexes: [] })).toMatchObject({
      ok: false,
      error: {
        message:
          'INF (x) cannot end a 0-hex retreat on 0407 (enemy units and their ZoC block the way, and each step must go one hex further away): it cannot move',
      },
    });
  });
});
