import { describe, expect, it } from 'vitest';
import { testArmy, testUnit } from './army-fixtures.ts';
import {
  armourClasses,
  countMms,
  emptyExtras,
  largestCount,
  leaderClasses,
  longestName,
  moraleClasses,
  mountingOf,
  validateArmy,
  weaponChoices,
  type Army,
} from './army.ts';

const errorOf = (army: Army) => {
  const checked = validateArmy(army);
  return checked.ok ? undefined : checked.error;
};

describe('1.31 Unit size: MMS from figures (T1 figures per MMS, one partial MMS)', () => {
  it('loose order (3 a stand): 3 → 1, 4 → 2, 6 → 2, 7 → 3; close-order foot holds 4, open order 2', () => {
    expect([3, 4, 6, 7].map((figures) => countMms(testUnit({ figures })))).toEqual([1, 2, 2, 3]);
    expect(countMms(testUnit({ mounting: 'close-order-infantry', figures: 8 }))).toBe(2);
    expect(countMms(testUnit({ mounting: 'close-order-infantry', figures: 9 }))).toBe(3);
    expect(countMms(testUnit({ mounting: 'open-order-cavalry', figures: 5 }))).toBe(3);
    expect(mountingOf('open-order-cavalry')).toMatchObject({
      order: 'OO',
      mounted: true,
      figures: 2,
    });
  });
});

describe('1.30 Organizing an army: malformed armies are typed errors', () => {
  it('accepts the plain army', () => {
    const army = testArmy([testUnit()]);
    expect(validateArmy(army)).toEqual({ ok: true, value: army });
  });

  it('figures are whole numbers from 1 to 999 (1.31)', () => {
    for (const figures of [1, largestCount])
      expect(errorOf(testArmy([testUnit({ figures })]))).toBeUndefined();
    for (const figures of [0, largestCount + 1, 2.5, Number.NaN]) {
      expect(errorOf(testArmy([testUnit({ figures })]))).toEqual({
        field: 'units[0].figures',
        rule: '1.31',
        message: 'units[0].figures must be a whole number from 1 to 999',
      });
    }
  });

  it("pavises and extra ammunition are bought per figure: 0 to the unit's figures (T4)", () => {
    expect(errorOf(testArmy([testUnit({ pavises: 6, extraAmmunition: 6 })]))).toBeUndefined();
    expect(errorOf(testArmy([testUnit({ pavises: 7 })]))).toEqual({
      field: 'units[0].pavises',
      rule: 'T4',
      message: 'pavises are bought per figure: at most 6',
    });
    expect(errorOf(testArmy([testUnit({ extraAmmunition: 7 })]))?.field).toBe(
      'units[0].extraAmmunition',
    );
    expect(errorOf(testArmy([testUnit({ pavises: -1 })]))?.rule).toBe('T4');
  });

  it('weapons once each (1.40); protection for cavalry and mounts for infantry only (T4)', () => {
    expect(errorOf(testArmy([testUnit({ weapons: ['CB', 'CB'] })]))).toEqual({
      field: 'units[0].weapons',
      rule: '1.40',
      message: 'a weapon is listed twice',
    });
    expect(errorOf(testArmy([testUnit({ protectedCavalry: true })]))?.field).toBe(
      'units[0].protectedCavalry',
    );
    expect(
      errorOf(testArmy([testUnit({ mounting: 'close-order-cavalry', protectedCavalry: true })])),
    ).toBeUndefined();
    expect(
      errorOf(testArmy([testUnit({ mounting: 'close-order-cavalry', mountedInfantry: true })])),
    ).toEqual({
      field: 'units[0].mountedInfantry',
      rule: 'T4',
      message: 'only infantry buy mounts',
    });
  });

  it('sub-units need a parent in the army (9.13), bodyguards a leader (7.00), not both', () => {
    const parent = testUnit({ id: 'p' });
    expect(errorOf(testArmy([parent, testUnit({ parent: 'p' })]))).toBeUndefined();
    expect(errorOf(testArmy([testUnit({ parent: 'u1' })]))).toEqual({
      field: 'units[0].parent',
      rule: '9.13',
      message: 'a sub-unit needs a parent unit in this army',
    });
    expect(errorOf(testArmy([testUnit({ parent: 'nobody' })]))?.rule).toBe('9.13');
    expect(errorOf(testArmy([testUnit({ bodyguardOf: 'l1' })]))).toBeUndefined();
    expect(errorOf(testArmy([testUnit({ bodyguardOf: 'l9' })]))).toEqual({
      field: 'units[0].bodyguardOf',
      rule: '7.00',
      message: 'a bodyguard needs a leader in this army',
    });
    expect(errorOf(testArmy([parent, testUnit({ parent: 'p', bodyguardOf: 'l1' })]))).toEqual({
      field: 'units[1].parent',
      rule: '9.13',
      message: 'a unit is a sub-unit or a bodyguard, not both',
    });
  });

  it('ids are unique and short, names at most 60 characters', () => {
    expect(errorOf(testArmy([testUnit(), testUnit()]))).toEqual({
      field: 'units[1].id',
      rule: '1.31',
      message: 'units[1] needs an id of its own',
    });
    expect(errorOf(testArmy([testUnit({ id: 'l1' })]))?.field).toBe('leaders[0].id');
    expect(errorOf(testArmy([testUnit({ id: 'Bad id' })]))?.field).toBe('units[0].id');
    expect(errorOf(testArmy([testUnit({ id: 'a'.repeat(17) })]))?.field).toBe('units[0].id');
    expect(errorOf(testArmy([testUnit({ id: 'a'.repeat(16) })]))).toBeUndefined();
    expect(errorOf(testArmy([testUnit({ name: 'n'.repeat(60) })]))).toBeUndefined();
    expect(errorOf(testArmy([testUnit({ name: 'n'.repeat(61) })]))).toEqual({
      field: 'units[0].name',
      rule: '1.31',
      message: 'a name has at most 60 characters',
    });
    expect(errorOf(testArmy([], { name: 'n'.repeat(61) }))).toMatchObject({
      field: 'name',
      rule: '1.30',
    });
    expect(errorOf(testArmy([], { banners: [{ id: 'b1', name: 'n'.repeat(61) }] }))).toMatchObject({
      field: 'banners[0].name',
      rule: '1.72',
    });
    expect(
      errorOf(testArmy([], { leaders: [{ id: 'x y', name: '', rating: 'A' }] })),
    ).toMatchObject({
      field: 'leaders[0].id',
      rule: '7.00',
    });
  });

  it('the points limit is empty or a whole number from 1 to 100000 (1.60)', () => {
    for (const pointsLimit of [null, 1, 100_000])
      expect(errorOf(testArmy([], { pointsLimit }))).toBeUndefined();
    for (const pointsLimit of [0, 100_001, 10.5]) {
      expect(errorOf(testArmy([], { pointsLimit }))).toEqual({
        field: 'pointsLimit',
        rule: '1.60',
        message: 'the points limit is a whole number from 1 to 100000',
      });
    }
  });

  it('a banner is carried by a unit of the army or by no one (1.72); extras are counts (T4, 9.07)', () => {
    expect(
      errorOf(testArmy([testUnit()], { banners: [{ id: 'b1', name: '', carriedBy: 'u1' }] })),
    ).toBeUndefined();
    expect(
      errorOf(testArmy([testUnit()], { banners: [{ id: 'b1', name: '', carriedBy: 'u2' }] })),
    ).toEqual({
      field: 'banners[0].carriedBy',
      rule: '1.72',
      message: 'the unit carrying a banner must be in this army',
    });
    const extras = {
      wagons: 0,
      packAnimals: 0,
      unplacedStakes: 0,
      emplacedStakes: 0,
      berserkers: 0,
    };
    expect(errorOf(testArmy([], { extras: { ...extras, wagons: -1 } }))).toMatchObject({
      field: 'extras.wagons',
      rule: 'T4',
    });
    expect(errorOf(testArmy([], { extras: { ...extras, berserkers: 1000 } }))).toMatchObject({
      field: 'extras.berserkers',
      rule: '9.07',
    });
    expect(errorOf(testArmy([], { extras: { ...extras, berserkers: 999 } }))).toBeUndefined();
  });
});

describe('the vocabulary an army is written in', () => {
  it('T2 weapon codes with JLS (1.40), morale A–E, armour SH to L, T18 leader classes A–D', () => {
    expect(weaponChoices).toEqual([
      'S',
      'SB',
      'LB',
      'CB',
      'HCB',
      'P',
      'LTS',
      'JLS',
      'L',
      'HTW',
      '2HCW',
      '2HCT',
      'LHW',
    ]);
    expect(moraleClasses).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(armourClasses).toEqual(['SH', 'EH', 'H', 'M', 'L']);
    expect(leaderClasses).toEqual(['A', 'B', 'C', 'D']);
  });

  it('no extras bought; counts up to 999, names up to 60 characters', () => {
    expect(emptyExtras).toEqual({
      wagons: 0,
      packAnimals: 0,
      unplacedStakes: 0,
      emplacedStakes: 0,
      berserkers: 0,
    });
    expect([largestCount, longestName]).toEqual([999, 60]);
  });
});

describe('validateArmy: every refusal word for word', () => {
  it('T4: protection, pavises and ammunition', () => {
    expect(errorOf(testArmy([testUnit({ protectedCavalry: true })]))).toEqual({
      field: 'units[0].protectedCavalry',
      rule: 'T4',
      message: 'only cavalry can be protected',
    });
    expect(errorOf(testArmy([testUnit({ extraAmmunition: 7 })]))).toEqual({
      field: 'units[0].extraAmmunition',
      rule: 'T4',
      message: 'extraAmmunition are bought per figure: at most 6',
    });
    expect(errorOf(testArmy([testUnit({ pavises: -1 })]))).toEqual({
      field: 'units[0].pavises',
      rule: 'T4',
      message: 'units[0].pavises must be a whole number from 0 to 999',
    });
    expect(errorOf(testArmy([testUnit({ extraAmmunition: 1.5 })]))).toEqual({
      field: 'units[0].extraAmmunition',
      rule: 'T4',
      message: 'units[0].extraAmmunition must be a whole number from 0 to 999',
    });
  });

  it('9.13 and 7.00: a unit is not its own parent; the messages name what is missing', () => {
    expect(errorOf(testArmy([testUnit({ id: 'p', parent: 'p' })]))).toEqual({
      field: 'units[0].parent',
      rule: '9.13',
      message: 'a sub-unit needs a parent unit in this army',
    });
  });

  it('extras: T4 counts, berserkers under 9.07, with the field in the message', () => {
    expect(errorOf(testArmy([], { extras: { ...emptyExtras, emplacedStakes: 1000 } }))).toEqual({
      field: 'extras.emplacedStakes',
      rule: 'T4',
      message: 'extras.emplacedStakes must be a whole number from 0 to 999',
    });
    expect(errorOf(testArmy([], { extras: { ...emptyExtras, packAnimals: 0.5 } }))).toEqual({
      field: 'extras.packAnimals',
      rule: 'T4',
      message: 'extras.packAnimals must be a whole number from 0 to 999',
    });
  });

  it('an id is unique across units, leaders and banners', () => {
    expect(errorOf(testArmy([testUnit()], { banners: [{ id: 'u1', name: 'flag' }] }))).toEqual({
      field: 'banners[0].id',
      rule: '1.72',
      message: 'banners[0] needs an id of its own',
    });
  });
});
