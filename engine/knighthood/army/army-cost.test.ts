import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { costArmy, commandPointsOf, weaponCostLine } from './army-cost.ts';
import { manyUnits, testArmy, testUnit } from './army-fixtures.ts';
import type { Army } from './army.ts';

const cost = (army: Army, readings = defaultReadings) => {
  const costed = costArmy(army, readings);
  if (!costed.ok) throw new Error(costed.error.message);
  return costed.value;
};
const commandOf = (army: Army, readings = defaultReadings) =>
  army.units.map((u) => commandPointsOf(army, readings).get(u.id)!.points);

describe('1.60 Troop cost: a unit priced line by line from T4', () => {
  // The book prints no worked costing example; 1.60 and T4 give the method:
  // figure cost by armour and morale, plus weapon and troop lines, times the
  // figures, plus per-figure extras and the unit's command points.
  it('12 regular EH knights of morale A with lance and caparisons: 12 × 17 + 10 = 214', () => {
    const knights = testUnit({
      name: 'Knights',
      mounting: 'close-order-cavalry',
      armour: 'EH',
      morale: 'A',
      weapons: ['L'],
      regular: true,
      protectedCavalry: true,
      figures: 12,
    });
    const [unit] = cost(testArmy([knights])).units;
    expect(unit).toEqual({
      id: 'u1',
      figureCost: 17,
      mms: 4,
      commandPoints: 10,
      total: 214,
      steps: [
        { rule: 'T4', text: 'EH cavalry of morale A: 13 a figure', points: 0 },
        {
          rule: 'T4',
          text: 'Pike, long thrusting spear, javelin or lance: +1 a figure',
          points: 0,
        },
        { rule: 'T4', text: 'Protected cavalry: +1 a figure', points: 0 },
        { rule: 'T4', text: 'Regular cavalry: +2 a figure', points: 0 },
        { rule: '1.61', text: 'Each figure costs 17 (never below 2)', points: 0 },
        { rule: '1.60', text: '12 figures × 17', points: 204 },
        {
          rule: 'T4',
          text: 'Command points: regular unit no. 1 (one of the first 8), 10',
          points: 10,
        },
      ],
    });
  });

  it('9 irregular M crossbowmen of morale C with 3 pavises and ammunition for all: 54 + 6 + 9 + 15 = 84', () => {
    const crossbows = testUnit({ weapons: ['CB'], figures: 9, pavises: 3, extraAmmunition: 9 });
    const [unit] = cost(testArmy([crossbows])).units;
    expect(unit?.figureCost).toBe(6);
    expect(unit?.steps.filter((s) => s.points > 0)).toEqual([
      { rule: '1.60', text: '9 figures × 6', points: 54 },
      { rule: 'T4', text: 'Pavises: 3 × 2', points: 6 },
      { rule: 'T4', text: 'Extra ammunition: 9 × 1', points: 9 },
      {
        rule: 'T4',
        text: 'Command points: irregular unit no. 1 (one of the first 5), 15',
        points: 15,
      },
    ]);
    expect(unit?.total).toBe(84);
  });

  it('mounted infantry pay 2 a figure; regular infantry +1; LHW costs nothing; the cheapest figure is 2 (1.61)', () => {
    const foot = testUnit({
      armour: 'L',
      morale: 'E',
      mounting: 'open-order-infantry',
      mountedInfantry: true,
      figures: 4,
    });
    const [unit] = cost(testArmy([foot])).units;
    expect(unit?.figureCost).toBe(2);
    expect(unit?.steps).toContainEqual({
      rule: 'T4',
      text: 'Mounts for the infantry: 4 × 2',
      points: 8,
    });
    expect(unit?.total).toBe(8 + 8 + 15);
    const regular = cost(testArmy([testUnit({ regular: true })])).units[0];
    expect(regular?.figureCost).toBe(5);
    expect(weaponCostLine.LHW).toBeNull();
  });

  it('every weapon adds its T4 line: 2HCT +2, LB +3, HCB +3, SB +1, S +1, 2HCW +1, HTW +1, P/LTS/JLS +1', () => {
    const figureWith = (
      weapon: (typeof testUnit extends () => infer U ? U : never)['weapons'][number],
    ) => cost(testArmy([testUnit({ weapons: [weapon] })])).units[0]?.figureCost;
    expect(
      (['2HCT', 'LB', 'HCB', 'SB', 'S', '2HCW', 'HTW', 'P', 'LTS', 'JLS', 'CB'] as const).map(
        figureWith,
      ),
    ).toEqual([6, 7, 7, 5, 5, 5, 5, 5, 5, 5, 6]);
  });

  it('refuses a figure T4 does not price, naming the unit and T4', () => {
    const costed = costArmy(testArmy([testUnit({ armour: 'L', morale: 'A' })]), defaultReadings);
    expect(costed).toEqual({
      ok: false,
      error: {
        field: 'units[0].morale',
        rule: 'T4',
        message: 'T4 prints no cost for L infantry of morale A',
      },
    });
  });
});

describe("T4 Command points added to unit's cost", () => {
  it('irregulars: 15 for each of the first five, 25 for the sixth', () => {
    expect(commandOf(testArmy(manyUnits(6)))).toEqual([15, 15, 15, 15, 15, 25]);
    expect(commandPointsOf(testArmy(manyUnits(6)), defaultReadings).get('u6')?.text).toBe(
      'Command points: irregular unit no. 6 (beyond 5), 25',
    );
  });

  it('regulars: 10 for each of the first eight, 15 for the ninth; the two kinds count apart', () => {
    const regulars = manyUnits(9, { regular: true });
    expect(commandOf(testArmy(regulars))).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 15]);
    const mixed = [...manyUnits(5), ...manyUnits(8, { regular: true })].map((u, i) => ({
      ...u,
      id: `m${i}`,
    }));
    expect(commandOf(testArmy(mixed))).toEqual([
      15, 15, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10, 10,
    ]);
  });

  it('7.00: a bodyguard pays none and takes no place among the first five', () => {
    const units = manyUnits(6).map((u, i) => (i === 0 ? { ...u, bodyguardOf: 'l1' } : u));
    expect(commandOf(testArmy(units))).toEqual([0, 15, 15, 15, 15, 15]);
    expect(commandPointsOf(testArmy(units), defaultReadings).get('u1')).toEqual({
      rule: '7.00',
      text: 'Bodyguard: no command points',
      points: 0,
    });
  });

  it('9.13: a sub-unit pays 5 in place of a regular place; read as T4\'s "+5" it pays both', () => {
    const units = manyUnits(9, { regular: true }).map((u, i) =>
      i === 0 ? { ...u, parent: 'u2' } : u,
    );
    expect(commandOf(testArmy(units))).toEqual([5, 10, 10, 10, 10, 10, 10, 10, 10]);
    const added = { ...defaultReadings, subUnitCommand: 'added' as const };
    expect(commandOf(testArmy(units), added)).toEqual([15, 10, 10, 10, 10, 10, 10, 10, 15]);
    expect(commandPointsOf(testArmy(units), added).get('u1')?.text).toBe(
      'Command points: regular unit no. 1 (one of the first 8), 10 + 5 as a sub-unit (9.13)',
    );
    expect(commandPointsOf(testArmy(units), defaultReadings).get('u1')).toEqual({
      rule: '9.13',
      text: 'Sub-unit command points: 5',
      points: 5,
    });
  });
});

describe("T4 Command and control, Miscellaneous, 9.07: the army's own lines", () => {
  it('commander in chief and army banner free, each further leader and wing banner 50, extras priced', () => {
    const army = testArmy([testUnit()], {
      leaders: [
        { id: 'l1', name: 'King', rating: 'A' },
        { id: 'l2', name: '', rating: 'C' },
        { id: 'l3', name: 'Baron', rating: 'D' },
      ],
      banners: [
        { id: 'b1', name: 'Royal', carriedBy: 'u1' },
        { id: 'b2', name: '' },
      ],
      extras: { wagons: 2, packAnimals: 1, unplacedStakes: 2, emplacedStakes: 3, berserkers: 1 },
    });
    const costed = cost(army);
    expect(costed.command).toEqual([
      { rule: 'T4', text: 'King (commander in chief)', points: 0 },
      { rule: 'T4', text: 'Leader (additional leader)', points: 50 },
      { rule: 'T4', text: 'Baron (additional leader)', points: 50 },
      { rule: '1.72', text: 'Royal (army banner)', points: 0 },
      { rule: 'T4', text: 'Banner (wing banner)', points: 50 },
      { rule: 'T4', text: 'Wagon with crew and animals: 2 × 15', points: 30 },
      { rule: 'T4', text: 'Pack animal with crew: 1 × 5', points: 5 },
      { rule: 'T4', text: 'Unplaced stakes, 1 MMS wide: 2 × 3', points: 6 },
      { rule: 'T4', text: 'Emplaced stakes or abatis, 1 MMS wide: 3 × 2', points: 6 },
      { rule: '9.07', text: 'Berserkers: 1 × 25', points: 25 },
    ]);
    expect(costed.total).toBe(6 * 4 + 15 + 150 + 30 + 5 + 6 + 6 + 25);
  });

  it('an army with nothing bought costs 0; a bad army is refused before pricing', () => {
    expect(cost(testArmy([], { leaders: [], banners: [] }))).toEqual({
      units: [],
      command: [],
      total: 0,
    });
    expect(costArmy(testArmy([testUnit({ figures: 0 })]), defaultReadings).ok).toBe(false);
  });
});
