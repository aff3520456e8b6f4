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
});
