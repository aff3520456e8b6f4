import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { checkImpactScope, type ImpactScopeSide } from './impact-scope.ts';

const sequence = { ...defaultReadings, impactScope: 'combat-sequence' } as const;
const billmen: ImpactScopeSide = { order: 'close', weapon: 'other', causes: [], charged: true };
const looseFoot: ImpactScopeSide = { order: 'loose', weapon: 'other', causes: [] };
const lancers: ImpactScopeSide = {
  order: 'loose',
  weapon: 'heavy-lance',
  causes: [],
  charged: true,
};
const pikemen: ImpactScopeSide = { order: 'close', weapon: 'other', causes: [], pikemen: true };

describe('Impact combat: who fights it (impact-scope)', () => {
  it('lancers who charged fight Impact under both lists', () => {
    expect(checkImpactScope({ a: lancers, b: looseFoot }, defaultReadings).ok).toBe(true);
    expect(checkImpactScope({ a: lancers, b: looseFoot }, sequence).ok).toBe(true);
  });

  it('formed close order billmen fight Impact by the Impact section, not by the combat sequence', () => {
    const step = checkImpactScope({ a: billmen, b: looseFoot }, defaultReadings);
    expect(step).toMatchObject({ ok: true, value: { rule: 'impact-combat' } });
    const refused = checkImpactScope({ a: billmen, b: looseFoot }, sequence);
    expect(refused).toMatchObject({ ok: false, error: { field: 'a.charged', rule: 'combat' } });
  });

  it('unformed close order troops bring no Impact by the Impact section', () => {
    const unformed = { ...billmen, causes: ['unformed'] };
    expect(checkImpactScope({ a: unformed, b: looseFoot }, defaultReadings).ok).toBe(false);
  });

  it('pikemen fight Impact under both lists', () => {
    expect(checkImpactScope({ a: looseFoot, b: pikemen }, sequence).ok).toBe(true);
    expect(checkImpactScope({ a: looseFoot, b: pikemen }, defaultReadings).ok).toBe(true);
  });
});
