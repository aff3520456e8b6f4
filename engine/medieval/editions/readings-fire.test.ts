/**
 * The ranged-fire switches of the register: flipping each one changes the
 * roll's modifiers as its other reading says; the defaults keep the reading
 * the site chose.
 */
import { describe, expect, it } from 'vitest';
import { fireOdds } from '../ranged-fire/odds.ts';
import type { FireInput } from '../ranged-fire/types.ts';
import type { Readings } from './readings.ts';

function modifiersOf(input: Omit<FireInput, 'readings'>, readings: Readings = {}) {
  const odds = fireOdds({ ...input, readings });
  if (!odds.ok) throw new Error(odds.error.message);
  return { modifiers: odds.value.modifiers.map((m) => m.value), errata: odds.value.errata };
}

describe('Kosovo 11.7.3, kosovo-bombard-terrain-reference', () => {
  const shot = {
    edition: 'kosovo-1389',
    weapon: 'bombard-units',
    range: 2,
    target: { armor: 0, terrain: 'forest' },
  } as const;

  it('bombards ignore terrain by default; read literally, forest gives −1', () => {
    expect(modifiersOf(shot).modifiers).toEqual([]);
    expect(modifiersOf(shot).errata).toContain('kosovo-bombard-terrain-reference');
    expect(modifiersOf(shot, { kosovoBombardTerrain: 'applies' }).modifiers).toEqual([-1]);
  });

  it('Bannockburn bombards cite the terrain rule itself: the switch does not reach them', () => {
    const bannockburn = { ...shot, edition: 'bannockburn-1314' } as const;
    expect(modifiersOf(bannockburn, { kosovoBombardTerrain: 'applies' }).modifiers).toEqual([]);
  });
});

describe('1066 Hastings, 1066-wall-of-shields-fire', () => {
  const shot = (weapon: FireInput['weapon']) =>
    ({
      edition: '1066',
      weapon,
      range: 1,
      target: { armor: 0, terrain: 'open', wallOfShields: true },
    }) as const;

  it('counts against archers only by default, against crossbowmen too when read for all fire', () => {
    expect(modifiersOf(shot('archers')).modifiers).toEqual([-1]);
    expect(modifiersOf(shot('crossbowmen')).modifiers).toEqual([]);
    expect(modifiersOf(shot('crossbowmen'), { wallOfShieldsFire: 'all-ranged' }).modifiers).toEqual(
      [-1],
    );
  });
});

describe('B/N 10.5.10, K 11.5.10: horse-archer-test-unit and horse-archer-test-column', () => {
  const shot = (
    readings: Readings,
    target: Partial<FireInput['target']> = {},
    edition = 'bannockburn-1314',
  ) => {
    const odds = fireOdds({
      edition,
      weapon: 'horse-archers',
      range: 1,
      firerSp: 2,
      firerArmor: 2,
      target: { armor: 0, terrain: 'open', ...target },
      readings,
    });
    if (!odds.ok) throw new Error(odds.error.message);
    return odds.value;
  };

  it('read here the horse archers test as light cavalry; by their counter’s armor 2, as heavy cavalry', () => {
    const light = shot({});
    const heavy = shot({ horseArcherColumn: 'counter-armor' });
    const testStep = (odds: typeof light) => odds.steps.find((s) => /test:/.test(s.text))?.text;
    expect(testStep(light)).toMatch(/the horse archers test: .*light-cavalry/);
    expect(testStep(heavy)).toMatch(/heavy-cavalry/);
    expect(light.summary.firerBreaks).not.toEqual(heavy.summary.firerBreaks);
    expect(light.errata).toEqual(
      expect.arrayContaining(['horse-archer-test-unit', 'horse-archer-test-column']),
    );
  });

  it('when the target tests, the firer never breaks and the target breaks more often', () => {
    const firer = shot({});
    const target = shot({ horseArcherTestUnit: 'target' }, { kind: 'infantry' });
    expect(target.summary.firerBreaks.num).toBe(0n);
    expect(firer.summary.firerBreaks.num).toBeGreaterThan(0n);
    expect(target.steps.map((s) => s.text).join(' ')).toMatch(/the target test/);
    expect(Number(target.summary.breaks.num) / Number(target.summary.breaks.den)).toBeGreaterThan(
      Number(firer.summary.breaks.num) / Number(firer.summary.breaks.den),
    );
  });
});

describe('1066 COMBAT SCATTER, 1066-light-cavalry-d1', () => {
  it('1066 horse archers never break on the first row; read with Bannockburn’s cell, on a 1', () => {
    const shot = (readings: Readings) => {
      const odds = fireOdds({
        edition: '1066',
        weapon: 'horse-archers',
        range: 1,
        firerSp: 2,
        target: { armor: 0, terrain: 'open' },
        readings,
      });
      if (!odds.ok) throw new Error(odds.error.message);
      return odds.value;
    };
    expect(shot({}).summary.firerBreaks.num).toBe(0n);
    expect(shot({}).errata).toContain('1066-light-cavalry-d1');
    expect(shot({ lightCavalryD1: 'bannockburn' }).summary.firerBreaks.num).toBeGreaterThan(0n);
  });
});
