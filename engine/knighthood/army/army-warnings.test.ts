import { describe, expect, it } from 'vitest';
import { testArmy, testUnit } from './army-fixtures.ts';
import { checkArmy, largestBodyguardMms, smallestUnitMms } from './army-warnings.ts';

const rulesBroken = (army: Parameters<typeof checkArmy>[0], total = 0) =>
  checkArmy(army, total).map((w) => `${w.rule} ${w.field}`);

describe("1.31 read as two full MMS first (the register's other reading)", () => {
  it('4 loose-order figures (one full MMS of 3 and one of 1) are a unit, or too few', () => {
    const army = testArmy([testUnit({ figures: 4 })]);
    expect(checkArmy(army, 0).map((w) => w.rule)).not.toContain('1.31');
    expect(checkArmy(army, 0, { partialMms: 'two-full' }).map((w) => w.rule)).toContain('1.31');
    const six = testArmy([testUnit({ figures: 6 })]);
    expect(checkArmy(six, 0, { partialMms: 'two-full' }).map((w) => w.rule)).not.toContain('1.31');
  });
});

describe('army warnings: rules broken, each naming its rule', () => {
  it('a plain army breaks nothing', () => {
    expect(checkArmy(testArmy([testUnit()]), 0)).toEqual([]);
  });

  it('1.31: a unit of 2 MMS (4 loose-order figures, one stand partial) is fine; 1 MMS is not', () => {
    expect(smallestUnitMms).toBe(2);
    expect(checkArmy(testArmy([testUnit({ figures: 4 })]), 0)).toEqual([]);
    expect(checkArmy(testArmy([testUnit({ name: 'Levy', figures: 3 })]), 0)).toEqual([
      {
        field: 'units[0].figures',
        rule: '1.31',
        message: 'Levy has 1 MMS: a unit needs at least 2',
      },
    ]);
    expect(checkArmy(testArmy([testUnit({ name: '', figures: 3 })]), 0)[0]?.message).toBe(
      'A unit has 1 MMS: a unit needs at least 2',
    );
  });

  it('7.00: a bodyguard of 1 or 2 MMS is fine, 3 MMS is not; one bodyguard unit per leader', () => {
    expect(largestBodyguardMms).toBe(2);
    expect(checkArmy(testArmy([testUnit({ figures: 3, bodyguardOf: 'l1' })]), 0)).toEqual([]);
    expect(checkArmy(testArmy([testUnit({ figures: 6, bodyguardOf: 'l1' })]), 0)).toEqual([]);
    expect(
      checkArmy(testArmy([testUnit({ name: 'Household', figures: 7, bodyguardOf: 'l1' })]), 0),
    ).toEqual([
      {
        field: 'units[0].figures',
        rule: '7.00',
        message: 'Household has 3 MMS: a bodyguard has at most 2',
      },
    ]);
    const two = [testUnit({ bodyguardOf: 'l1' }), testUnit({ id: 'u2', bodyguardOf: 'l1' })];
    expect(checkArmy(testArmy(two), 0)).toEqual([
      { field: 'leaders[0]', rule: '7.00', message: 'Earl has 2 bodyguard units: one at most' },
    ]);
  });

  it('9.13: sub-units together at most half the parent; both regular', () => {
    const parent = testUnit({ id: 'p', name: 'Pikes', regular: true, figures: 12 });
    const sub = (id: string, figures: number) =>
      testUnit({ id, regular: true, figures, parent: 'p' });
    expect(checkArmy(testArmy([parent, sub('s1', 3), sub('s2', 3)]), 0)).toEqual([]);
    expect(checkArmy(testArmy([parent, sub('s1', 3), sub('s2', 4)]), 0)).toEqual([
      {
        field: 'units[0].figures',
        rule: '9.13',
        message: 'Pikes has 7 figures in sub-units: at most half its 12',
      },
    ]);
    const odd = testUnit({ id: 'p', regular: true, figures: 7 });
    expect(rulesBroken(testArmy([odd, sub('s1', 3)]))).toEqual([]);
    expect(rulesBroken(testArmy([odd, sub('s1', 4)]))).toEqual(['9.13 units[0].figures']);
    const irregular = testUnit({ id: 'p', name: 'Levy', figures: 12 });
    expect(
      checkArmy(
        testArmy([irregular, testUnit({ id: 's', name: 'Skirm', figures: 3, parent: 'p' })]),
        0,
      ),
    ).toEqual([
      {
        field: 'units[1].regular',
        rule: '9.13',
        message: 'Skirm is irregular: only regulars form sub-units',
      },
      {
        field: 'units[1].parent',
        rule: '9.13',
        message: 'Levy is irregular: only regular units have sub-units',
      },
    ]);
  });

  it('1.50: caparisons for EH and SH horses only; T2: weapons in their own order', () => {
    const horse = (armour: 'SH' | 'EH' | 'H') =>
      testUnit({ mounting: 'close-order-cavalry', armour, protectedCavalry: true, weapons: ['L'] });
    expect(rulesBroken(testArmy([horse('SH')]))).toEqual([]);
    expect(rulesBroken(testArmy([horse('EH')]))).toEqual([]);
    expect(checkArmy(testArmy([horse('H')]), 0)).toEqual([
      {
        field: 'units[0].protectedCavalry',
        rule: '1.50',
        message: 'only EH and SH horses may be caparisoned, not H',
      },
    ]);
    expect(checkArmy(testArmy([testUnit({ weapons: ['P'] })]), 0)).toEqual([
      { field: 'units[0].weapons', rule: 'T2', message: 'Pike is based CL, not LS' },
    ]);
    expect(rulesBroken(testArmy([testUnit({ weapons: ['JLS', 'LTS'] })]))).toEqual([]);
  });

  it('T4 and 1.72: a commander in chief and an army banner', () => {
    expect(checkArmy(testArmy([], { leaders: [], banners: [] }), 0)).toEqual([
      { field: 'leaders', rule: 'T4', message: 'the army has no commander in chief' },
      { field: 'banners', rule: '1.72', message: 'every army needs an army banner' },
    ]);
  });

  it('1.60: at the points limit is fine, one point over is not; no limit, no warning', () => {
    const army = testArmy([], { pointsLimit: 500 });
    expect(checkArmy(army, 500)).toEqual([]);
    expect(checkArmy(army, 501)).toEqual([
      { field: 'pointsLimit', rule: '1.60', message: '501 points is 1 over the limit of 500' },
    ]);
    expect(checkArmy(testArmy([]), 10_000)).toEqual([]);
  });

  it('unnamed units and leaders are still named in the warning', () => {
    const parent = testUnit({ id: 'p', name: '', figures: 4 });
    const guards = [
      testUnit({ id: 'g1', name: '', figures: 7, bodyguardOf: 'l1' }),
      testUnit({ id: 'g2', name: '', bodyguardOf: 'l1' }),
    ];
    const army = testArmy(
      [parent, testUnit({ id: 's', name: '', figures: 3, parent: 'p' }), ...guards],
      {
        leaders: [{ id: 'l1', name: '', rating: 'A' }],
      },
    );
    expect(checkArmy(army, 0).map((w) => w.message)).toEqual([
      'A sub-unit is irregular: only regulars form sub-units',
      'The parent is irregular: only regular units have sub-units',
      'A bodyguard has 3 MMS: a bodyguard has at most 2',
      'A unit has 3 figures in sub-units: at most half its 4',
      'A leader has 2 bodyguard units: one at most',
    ]);
  });
});
