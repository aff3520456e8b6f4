/**
 * The fire roll's modifiers and the audit lines of the rules that add none,
 * weapon by weapon, word for word.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { prepareFire, type PreparedFire } from './setup.ts';
import type { FireInput } from './types.ts';

const prepared = (
  input: FireInput,
): Pick<PreparedFire, 'modifiers' | 'modifierTotal' | 'errata' | 'steps'> => {
  const result: Result<PreparedFire> = prepareFire(input);
  if (!result.ok) throw new Error(result.error.message);
  const { modifiers, modifierTotal, errata, steps } = result.value;
  return { modifiers, modifierTotal, errata, steps };
};

describe('bombards at units (B/N 10.7.3, K 11.7.3)', () => {
  it('K 11.7.3: armor 1 and terrain add nothing, and the audit says why', () => {
    expect(
      prepared({
        edition: 'kosovo-1389',
        weapon: 'bombard-units',
        range: 2,
        target: { armor: 1, terrain: 'forest' },
      }),
    ).toEqual({
      modifiers: [],
      modifierTotal: 0,
      errata: ['kosovo-bombard-terrain-reference'],
      steps: [
        { rule: '11.7.1', text: 'Table: BOMBARDS FIRE (UNITS) (11.7.1)' },
        { rule: '11.7.3', text: 'Armor 1 does not count against bombards' },
        { rule: '11.7.3', text: 'Bombards ignore the terrain rule (11.2.4): no −1 for forest' },
      ],
    });
  });

  it('K 11.7.3 read literally (kosovoBombardTerrain "applies"): armor 2 and village take 1 each', () => {
    expect(
      prepared({
        edition: 'kosovo-1389',
        weapon: 'bombard-units',
        range: 2,
        target: { armor: 2, terrain: 'village' },
        readings: { kosovoBombardTerrain: 'applies' },
      }),
    ).toEqual({
      modifiers: [
        { label: 'target armor 2', rule: '11.7.3', value: -1 },
        { label: 'target in village', rule: '11.2.4', value: -1 },
      ],
      modifierTotal: -2,
      errata: ['kosovo-bombard-terrain-reference'],
      steps: [{ rule: '11.7.1', text: 'Table: BOMBARDS FIRE (UNITS) (11.7.1)' }],
    });
  });

  it('B 10.7.3: armor 2 takes 1 off, not 2; the terrain rule it names is the right one', () => {
    expect(
      prepared({
        edition: 'bannockburn-1314',
        weapon: 'bombard-units',
        range: 2,
        target: { armor: 2, terrain: 'forest' },
      }),
    ).toEqual({
      modifiers: [{ label: 'target armor 2', rule: '10.7.3', value: -1 }],
      modifierTotal: -1,
      errata: [],
      steps: [
        { rule: '10.7.1', text: 'Table: BOMBARD FIRE (UNITS) (10.7.1)' },
        { rule: '10.7.3', text: 'Bombards ignore the terrain rule (10.2.3): no −1 for forest' },
      ],
    });
  });

  it('K 11.7.5: at an object neither armor nor terrain counts', () => {
    expect(
      prepared({
        edition: 'kosovo-1389',
        weapon: 'bombard-objects',
        range: 2,
        target: { armor: 2, terrain: 'forest' },
      }),
    ).toEqual({
      modifiers: [],
      modifierTotal: 0,
      errata: ['bombard-objects-modifiers'],
      steps: [
        { rule: '11.7.5', text: 'Table: BOMBARDS FIRE (OBJECTS) (11.7.5)' },
        { rule: '11.7.5', text: 'Fire at an object: armor and terrain do not count' },
      ],
    });
  });
});

describe('bows and the Wall of Shields (1066 10.2.2, 10.2.3, 10.5.9, Hastings)', () => {
  it('archers: armor 2 takes 2, forest 1, the Wall of Shields 1', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'archers',
        range: 2,
        target: { armor: 2, terrain: 'forest', wallOfShields: true },
      }),
    ).toEqual({
      modifiers: [
        { label: 'target armor 2', rule: '10.2.2', value: -2 },
        { label: 'target in forest', rule: '10.2.3', value: -1 },
        { label: 'Wall of Shields', rule: 'Hastings', value: -1 },
      ],
      modifierTotal: -4,
      errata: ['1066-fire-table-copies', '1066-wall-of-shields-fire'],
      steps: [
        {
          rule: '10.4.2',
          text: 'Table: ARCHER FIRE (10.4.2), chosen by fireTable "chapter"; the Game Tables copy differs',
        },
      ],
    });
  });

  it('crossbowmen: the Wall of Shields adds nothing by default, and the audit says so', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'crossbowmen',
        range: 2,
        target: { armor: 1, terrain: 'open', wallOfShields: true },
      }),
    ).toEqual({
      modifiers: [{ label: 'target armor 1', rule: '10.2.2', value: -1 }],
      modifierTotal: -1,
      errata: ['1066-fire-table-copies', '1066-wall-of-shields-fire'],
      steps: [
        {
          rule: '10.6.2',
          text: 'Table: CROSSBOW FIRE (10.6.2), chosen by fireTable "chapter"; the Game Tables copy differs',
        },
        { rule: 'Hastings', text: 'The Wall of Shields counts against archers only' },
      ],
    });
  });

  it('horse archers at 1 SP take 1 off; under wallOfShieldsFire "all-ranged" the Wall counts too', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'horse-archers',
        range: 1,
        firerSp: 1,
        target: { armor: 0, terrain: 'open', wallOfShields: true },
        readings: { wallOfShieldsFire: 'all-ranged' },
      }),
    ).toEqual({
      modifiers: [
        { label: 'horse archers at 1 SP', rule: '10.5.9', value: -1 },
        { label: 'Wall of Shields', rule: 'Hastings', value: -1 },
      ],
      modifierTotal: -2,
      errata: ['1066-wall-of-shields-fire'],
      steps: [
        {
          rule: '10.5.5',
          text: 'Table: HORSEARCHER FIRE (10.5.5); the other printed copy has the same cells',
        },
      ],
    });
  });

  it('horse archers at 2 SP in the open against armor 0: nothing to add', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'horse-archers',
        range: 1,
        firerSp: 2,
        target: { armor: 0, terrain: 'open' },
      }).modifiers,
    ).toEqual([]);
  });
});

describe('what adds nothing, and says nothing', () => {
  it('K 11.7.3: a bombard at armor 0 in the open: no modifier and no extra line', () => {
    expect(
      prepared({
        edition: 'kosovo-1389',
        weapon: 'bombard-units',
        range: 1,
        target: { armor: 0, terrain: 'open' },
      }),
    ).toEqual({
      modifiers: [],
      modifierTotal: 0,
      errata: [],
      steps: [{ rule: '11.7.1', text: 'Table: BOMBARDS FIRE (UNITS) (11.7.1)' }],
    });
  });

  it('1066 10.5.9: only horse archers take 1 off at 1 SP', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'archers',
        range: 1,
        firerSp: 1,
        target: { armor: 0, terrain: 'open' },
      }).modifiers,
    ).toEqual([]);
  });

  it('Hastings under wallOfShieldsFire "all-ranged": still nothing against a bombard firing at an object', () => {
    expect(
      prepared({
        edition: '1066',
        weapon: 'bombard-objects',
        range: 1,
        target: { armor: 0, terrain: 'open', wallOfShields: true },
        readings: { wallOfShieldsFire: 'all-ranged' },
      }),
    ).toEqual({
      modifiers: [],
      modifierTotal: 0,
      errata: ['bombard-objects-modifiers', '1066-wall-of-shields-fire'],
      steps: [
        { rule: '10.7.5', text: 'Table: BOMBARD FIRE (OBJECTS) (10.7.5)' },
        { rule: '10.7.5', text: 'Fire at an object: armor and terrain do not count' },
        { rule: 'Hastings', text: 'The Wall of Shields counts against archers only' },
      ],
    });
  });
});
