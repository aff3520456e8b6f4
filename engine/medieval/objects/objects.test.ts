import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { getEdition } from '../editions/editions.ts';
import { fortificationDestroyedOn, resolveWolfPit, wolfPitOdds } from './objects.ts';

const edition = (id: string) => {
  const e = getEdition(id);
  if (!e.ok) throw new Error(e.error.message);
  return e.value;
};

describe('fortifications', () => {
  it('11.1.6 example: a unit entering on turn 4 destroys the fortification on turn 8', () => {
    expect(fortificationDestroyedOn(edition('bannockburn-1314'), 4)).toEqual({
      ok: true,
      value: { turn: 8, rule: '11.1.6' },
    });
    expect(fortificationDestroyedOn(edition('kosovo-1389'), 4)).toEqual({
      ok: true,
      value: { turn: 8, rule: '12.1.6' },
    });
    expect(fortificationDestroyedOn(edition('1066'), 0).ok).toBe(false);
  });

  it('11.1.6: counts from the first turn and refuses a turn that is not a whole number from 1', () => {
    expect(fortificationDestroyedOn(edition('1066'), 1)).toEqual({
      ok: true,
      value: { turn: 5, rule: '11.1.6' },
    });
    for (const turn of [0, 1.5, -3])
      expect(fortificationDestroyedOn(edition('1066'), turn)).toEqual({
        ok: false,
        error: {
          field: 'turnEntered',
          rule: '11.1.6',
          message: `a game turn is a whole number from 1, not ${turn}`,
        },
      });
  });
});

describe('wolf pits (Bannockburn 11.2.2)', () => {
  it('reads the die: 1 nothing, 2 retreat, 3 scatter, 4–6 lose 1 SP', () => {
    const b = edition('bannockburn-1314');
    expect(
      [1, 2, 3, 4, 6].map((roll) => {
        const r = resolveWolfPit(b, roll);
        return r.ok ? r.value.effect : r.error.field;
      }),
    ).toEqual(['no-effect', 'retreat-1', 'scatter', 'lose-1-sp', 'lose-1-sp']);
    expect(resolveWolfPit(b, 7).ok).toBe(false);
    expect(resolveWolfPit(edition('1066'), 3).ok).toBe(false);
    expect(wolfPitOdds()['lose-1-sp']).toEqual(chance(1, 2));
  });

  it('11.2.2: a 5 also costs 1 SP; each single result has one chance in six', () => {
    expect(resolveWolfPit(edition('bannockburn-1314'), 5)).toEqual({
      ok: true,
      value: { effect: 'lose-1-sp', rule: '11.2.2' },
    });
    expect(wolfPitOdds()).toEqual({
      'no-effect': chance(1, 6),
      'retreat-1': chance(1, 6),
      scatter: chance(1, 6),
      'lose-1-sp': chance(1, 2),
    });
  });

  it('names the field and the rule when there are no pits or the die is wrong', () => {
    expect(resolveWolfPit(edition('1066'), 3)).toEqual({
      ok: false,
      error: { field: 'edition', rule: '11.0', message: '1066 has no wolf pits' },
    });
    expect(resolveWolfPit(edition('bannockburn-1314'), 0)).toEqual({
      ok: false,
      error: {
        field: 'roll',
        rule: '11.2.2',
        message: '1D6 shows a whole number from 1 to 6, not 0',
      },
    });
  });
});
