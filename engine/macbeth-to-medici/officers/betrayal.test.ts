import { describe, expect, it } from 'vitest';
import { averageDie, d6 } from '../../core/index.ts';
import { isBetrayed, percentileDie, resolveBetrayal } from './betrayal.ts';
import { oneToFiveDie } from '../units.ts';

const regular = { origin: 'regular', own: d6, rival: d6 } as const;

describe('Officer morale test: the betrayal roll read from the dice', () => {
  it('betrays at or under the origin chance, 40/60/80 (boundaries 40|41, 60|61, 80|81)', () => {
    expect([isBetrayed('regular', 40), isBetrayed('regular', 41)]).toEqual([true, false]);
    expect([isBetrayed('feudal', 60), isBetrayed('feudal', 61)]).toEqual([true, false]);
    expect([isBetrayed('tribal', 80), isBetrayed('tribal', 81)]).toEqual([true, false]);
    expect(percentileDie.faces).toHaveLength(100);
  });

  it('over the chance: loyal, one step citing the section, no duel dice asked', () => {
    const read = resolveBetrayal(regular, { percent: 41 });
    expect(read).toEqual({
      ok: true,
      value: {
        betrayal: 'loyal',
        steps: [
          {
            text: 'Percentile roll 41 against a 40% chance (regular): he stays loyal',
            rule: 'officer-morale-test',
          },
        ],
      },
    });
  });

  it('betrayed: the higher die kills, the lower dies, a draw slays both', () => {
    const at = (own: number, rival: number) => {
      const read = resolveBetrayal(regular, { percent: 1, own, rival });
      return read.ok ? read.value.betrayal : read.error.field;
    };
    expect([at(5, 4), at(4, 5), at(3, 3)]).toEqual(['kills-rival', 'killed', 'both-slain']);
    const read = resolveBetrayal(
      { ...regular, origin: 'tribal' },
      { percent: 80, own: 6, rival: 1 },
    );
    expect(read.ok && read.value.steps.map((s) => s.text)).toEqual([
      'Percentile roll 80 against a 80% chance (tribal): he feels betrayed',
      "Duel, one die each: his 6 against the other officer's 1: he kills the other officer and turns shaken",
    ]);
    expect(read.ok && read.value.steps.every((s) => s.rule === 'officer-morale-test')).toBe(true);
  });

  it('refuses impossible dice at their field: 0 or 101 percent, a 6 on a d5, a 1 on an average die', () => {
    const field = (r: ReturnType<typeof resolveBetrayal>) => (r.ok ? 'ok' : r.error.field);
    expect(field(resolveBetrayal(regular, { percent: 0 }))).toBe('percent');
    expect(field(resolveBetrayal(regular, { percent: 101 }))).toBe('percent');
    expect(field(resolveBetrayal(regular, { percent: 2.5 }))).toBe('percent');
    expect(field(resolveBetrayal(regular, { percent: 100 }))).toBe('ok');
    const d5 = { origin: 'regular', own: oneToFiveDie, rival: averageDie } as const;
    expect(field(resolveBetrayal(d5, { percent: 1, own: 6, rival: 3 }))).toBe('own');
    expect(field(resolveBetrayal(d5, { percent: 1, own: 5, rival: 1 }))).toBe('rival');
    expect(field(resolveBetrayal(d5, { percent: 1, own: 5, rival: 5 }))).toBe('ok');
  });

  it('asks for the duel dice once he is betrayed, naming the die missing', () => {
    const own = resolveBetrayal(regular, { percent: 10 });
    expect(!own.ok && own.error).toMatchObject({ field: 'own', rule: 'officer-morale-test' });
    expect(resolveBetrayal(regular, { percent: 10, own: 7 })).toMatchObject({
      ok: false,
      error: { field: 'own' },
    });
    const rival = resolveBetrayal(regular, { percent: 10, own: 2 });
    expect(!rival.ok && rival.error.field).toBe('rival');
  });
});
