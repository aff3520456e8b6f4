/**
 * Golden tests: the tables of Units and Officers as printed in the book (seed
 * 003, one string per printed row, each row tagged so that no two rows run
 * together) compared with the data value by value.
 */
import { describe, expect, it } from 'vitest';
import {
  armourLevels,
  betrayalPercent,
  controlPassRange,
  expectedBehaviour,
  experienceBonus,
  importanceClasses,
  officerMorale,
  origins,
  responses,
  scales,
  temperamentRoll,
  unitTypeDescriptions,
  unitTypeNames,
  unitTypes,
} from './units.ts';
import type { Behaviour, Experience, PassRange, Temperament } from './types.ts';

/** "7" is 7 to 7, "6-8" is 6 to 8. */
function rangeOf(printed: string): PassRange {
  const [low = '', high = low] = printed.split('-');
  return { low: Number(low), high: Number(high) };
}

const behaviourOf = (cell: string): Behaviour => cell.toLowerCase() as Behaviour;

describe('Scales (Introduction)', () => {
  it('1 element = 120 foot, 50 cavalry or 4 gunnes; 1 inch = 25 yards', () => {
    expect(scales).toEqual({
      element: { foot: 120, cavalry: 50, gunnes: 4 },
      yardsPerInch: 25,
    });
  });
});

describe('Relative Importance Class', () => {
  const PRINTED: [string, string][] = [
    ['header', 'Feudal Regular Tribal'],
    ['a', 'A Knights Household Nobles'],
    ['b', 'B Retinue Men-at-arms Warriors'],
    ['c', 'C Levy Militia Dregs'],
    ['d', 'D Worthless Scum'],
  ];

  it('has the three origins in the printed column order', () => {
    expect(origins.map((o) => o[0]?.toUpperCase() + o.slice(1)).join(' ')).toBe(PRINTED[0]?.[1]);
  });

  it.each(PRINTED.slice(1, 4))('row %s names each origin class as printed', (_, row) => {
    const [id, feudal, regular, tribal] = row.split(' ');
    const entry = importanceClasses.find((c) => c.id === id);
    expect(entry?.names).toEqual({ feudal, regular, tribal });
  });

  it('keeps the D row as printed, once for the whole row', () => {
    expect(importanceClasses.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(importanceClasses[3]?.names).toEqual({ all: 'Worthless Scum' });
  });
});

describe('Unit Experience: the Experience Bonus', () => {
  it('is 2, 3 or 4 for Green, Seasoned or Veteran', () => {
    expect(experienceBonus).toEqual({ green: 2, seasoned: 3, veteran: 4 });
  });
});

describe('Control test procedure: pass ranges', () => {
  // Printed twice, under Charges & Responses and under Rallying: the same rows.
  const CHARGES_COPY: [Experience, string][] = [
    ['green', '7'],
    ['seasoned', '6-8'],
    ['veteran', '5-9'],
  ];
  const RALLY_COPY: [Experience, string][] = [
    ['green', '7'],
    ['seasoned', '6-8'],
    ['veteran', '5-9'],
  ];

  it.each([...CHARGES_COPY, ...RALLY_COPY])('%s passes on %s', (experience, printed) => {
    expect(controlPassRange[experience]).toEqual(rangeOf(printed));
  });

  it('has exactly the three grades', () => {
    expect(Object.keys(controlPassRange)).toEqual(['green', 'seasoned', 'veteran']);
  });
});

describe('Unit Types', () => {
  it('lists the nine types in the printed order with their printed names', () => {
    const printed = [
      'Heavy lancers',
      'Light lancers',
      'Archers',
      'Skirmishers',
      'Billmen',
      'Spearmen',
      'Pikemen',
      'Rabble',
      'Gunnes',
    ];
    expect(unitTypes.map((t) => unitTypeNames[t])).toEqual(printed);
  });
});

describe('Unit Types and Unit Armour: the printed tables', () => {
  it('describes every unit type, and no other', () => {
    expect(Object.keys(unitTypeDescriptions)).toEqual([...unitTypes]);
    for (const type of unitTypes) expect(unitTypeDescriptions[type].length).toBeGreaterThan(10);
  });

  it('has the four armour levels as printed, lightest first', () => {
    expect(armourLevels.map((a) => a.name).join(' ')).toBe('Unarmoured Light Heavy Full');
    expect(armourLevels.map((a) => a.id)).toEqual(['unarmoured', 'light', 'heavy', 'full']);
  });
});

describe('Expected Behaviour', () => {
  const HEADER = 'Charge Counter-charge Stand Evade';
  const PRINTED: [number, string][] = [
    [1, 'Heavy Lancers Yes Yes Test No'],
    [2, 'Light Lancers Yes Yes Test Test'],
    [3, 'Archers Test No Yes Yes'],
    [4, 'Skirmishers No No Test Yes'],
    [5, 'Billmen Yes No Yes Test'],
    [6, 'Spearmen Test No Yes Test'],
    [7, 'Pikemen Test No Yes No'],
    [8, 'Rabble No No Test Yes'],
    [9, 'Gunnes No No Test Yes'],
  ];

  it('has the printed columns', () => {
    expect(responses.join(' ')).toBe(HEADER.toLowerCase());
  });

  it.each(PRINTED)('row %i: %s', (row, printed) => {
    const cells = printed.split(' ');
    const type = unitTypes[row - 1] ?? 'rabble';
    expect(unitTypeNames[type].toLowerCase()).toBe(cells.slice(0, -4).join(' ').toLowerCase());
    expect(Object.values(expectedBehaviour[type])).toEqual(cells.slice(-4).map(behaviourOf));
  });

  it('has a row for every unit type and no other', () => {
    expect(Object.keys(expectedBehaviour)).toEqual([...unitTypes]);
  });
});

describe('Officer Temperament: the 2d6 roll', () => {
  const PRINTED: [string, Temperament][] = [
    ['2 or 12', 'enraged'],
    ['9-11', 'rash'],
    ['6-8', 'bold'],
    ['3-5', 'cautious'],
  ];

  it.each(PRINTED)('%s gives %s', (scores, temperament) => {
    const printed = scores.includes('or')
      ? scores.split(' or ').map(Number)
      : (({ low, high }) => Array.from({ length: high - low + 1 }, (_, i) => low + i))(
          rangeOf(scores),
        );
    expect(temperamentRoll.find((r) => r.temperament === temperament)?.scores).toEqual(printed);
  });

  it('covers every score from 2 to 12 exactly once', () => {
    const all = temperamentRoll.flatMap((r) => r.scores).sort((a, b) => a - b);
    expect(all).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('Officer morale test', () => {
  const PRINTED: [string, Temperament][] = [
    ['Ignores all losses n/a', 'enraged'],
    ['Counts A class only 7', 'rash'],
    ['Counts B class as 1 unit, A class as 2 units 6-8', 'bold'],
    ['Counts C class as 1 unit, B class as 2 units, A class as 3 5-9', 'cautious'],
    ['Breaks if any unit lost n/a', 'shaken'],
  ];

  it.each(PRINTED)('%s: %s', (printed, temperament) => {
    const counts: Record<string, number> = Object.fromEntries(
      [...printed.matchAll(/([ABC]) class as (\d)/g)].map((m) => [m[1] ?? '', Number(m[2])]),
    );
    if (printed.includes('A class only')) counts['A'] = 1;
    const pass = printed.split(' ').at(-1) ?? '';
    expect(officerMorale[temperament]).toEqual({
      counts,
      pass: pass === 'n/a' ? null : rangeOf(pass),
    });
  });

  it('betrayal is 40-60-80 % for Regular, Feudal, Tribal', () => {
    expect(betrayalPercent).toEqual({ regular: 40, feudal: 60, tribal: 80 });
  });
});
