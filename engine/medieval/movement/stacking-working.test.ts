import { describe, expect, it } from 'vitest';
import { bannockburnProfile } from '../editions/profile-bannockburn-1314.ts';
import { kosovoProfile } from '../editions/profile-kosovo-1389.ts';
import { checkStackingUnder } from './stacking.ts';
import { explainStackingOver } from './stacking-working.ts';

const explain = (
  profile: typeof bannockburnProfile,
  units: { kind: 'cavalry' | 'infantry'; sp: number }[],
  fortified = false,
) => {
  const check = checkStackingUnder(profile, { units, fortified });
  if (!check.ok) throw new Error(check.error.message);
  return explainStackingOver(profile, 'The hex', check.value);
};

describe('stacking warning', () => {
  it('4.5.1: 2 SP in the open is within the limit, so nothing is said', () => {
    expect(explain(bannockburnProfile, [{ kind: 'infantry', sp: 2 }])).toEqual([]);
  });

  it('4.5.1: 3 SP in the open are over the 2 SP limit', () => {
    expect(explain(bannockburnProfile, [{ kind: 'infantry', sp: 3 }])).toEqual([
      {
        text: 'The hex holds 3 SP; a hex may hold 2 SP (check your scenario for exceptions).',
        rule: '4.5.1',
      },
    ]);
  });

  it('Kosovo 12.1.8: a fortified hex takes 10 SP; 11 are over', () => {
    const units = [
      { kind: 'infantry' as const, sp: 10 },
      { kind: 'infantry' as const, sp: 1 },
    ];
    expect(explain(kosovoProfile, units, true)).toEqual([
      {
        text: 'The hex holds 11 SP; a hex may hold 10 SP (check your scenario for exceptions).',
        rule: '12.1.8',
      },
    ]);
  });

  it('B/N 11.1.9: 3 SP of cavalry in a fortified hex are over its 2 SP of cavalry', () => {
    expect(explain(bannockburnProfile, [{ kind: 'cavalry', sp: 3 }], true)).toEqual([
      {
        text: 'The hex holds 3 SP of cavalry; a fortified hex may hold 2 SP of cavalry (check your scenario for exceptions).',
        rule: '11.1.9',
      },
    ]);
  });
});
