/**
 * A roster entered at the table, refused in words: each bad field by its
 * name, its section and a sentence naming what it may be; the limits of ids,
 * names and elements; and the usual order of each unit type in a quick roster.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../play.fixtures.ts';
import { checkRoster, quickRoster } from './roster.ts';
import type { MtmOfficer, MtmRoster, MtmUnit } from './state.ts';

const withUnit = (change: Partial<Record<keyof MtmUnit, unknown>>): MtmRoster => ({
  ...english,
  units: english.units.map((u, j) => (j === 0 ? ({ ...u, ...change } as MtmUnit) : u)),
});
const withOfficer = (change: Partial<Record<keyof MtmOfficer, unknown>>): MtmRoster => ({
  ...english,
  officers: english.officers.map((o, j) => (j === 0 ? ({ ...o, ...change } as MtmOfficer) : o)),
});
const refusal = (roster: MtmRoster) => {
  const checked = checkRoster(roster, 'a');
  return checked.ok ? null : checked.error;
};

describe('a roster refused: field, section and words', () => {
  it.each<[string, string, string, MtmRoster]>([
    ['a.name', 'units', "a side's name is at most 80 characters", { ...english, name: 7 as never }],
    [
      'a.officers.0.id',
      'officers',
      'officer ids are short and distinct, not "X1"',
      withOfficer({ id: 'X1' }),
    ],
    [
      'a.officers.0.name',
      'officers',
      "an officer's name is at most 80 characters",
      withOfficer({ name: 5 }),
    ],
    [
      'a.officers.0.name',
      'officers',
      "an officer's name is at most 80 characters",
      withOfficer({ name: 'x'.repeat(81) }),
    ],
    [
      'a.officers.0.origin',
      'unit-origin',
      'origin is one of feudal, regular, tribal',
      withOfficer({ origin: 'mercenary' }),
    ],
    [
      'a.officers.0.temperament',
      'officer-temperament',
      'temperament is one of enraged, rash, bold, cautious, shaken',
      withOfficer({ temperament: 'calm' }),
    ],
    [
      'a.officers.0.dice',
      'leadership-and-command',
      'dice are d6 or average',
      withOfficer({ dice: 'd10' }),
    ],
    ['a.officers.0.cInC', 'officers', 'cInC is true or false', withOfficer({ cInC: 1 })],
    ['a.units', 'units', 'a side needs a unit', { ...english, units: [] }],
    [
      'a.units.0.id',
      'units',
      'unit ids are short and distinct, not "u1!"',
      withUnit({ id: 'u1!' }),
    ],
    [
      'a.units.0.id',
      'units',
      `unit ids are short and distinct, not "${'u'.repeat(24)}…"`,
      withUnit({ id: 'u'.repeat(25) }),
    ],
    ['a.units.0.name', 'units', "a unit's name is at most 80 characters", withUnit({ name: 5 })],
    [
      'a.units.0.name',
      'units',
      "a unit's name is at most 80 characters",
      withUnit({ name: 'x'.repeat(81) }),
    ],
    [
      'a.units.0.origin',
      'unit-origin',
      'origin is one of feudal, regular, tribal',
      withUnit({ origin: 'noble' }),
    ],
    [
      'a.units.0.order',
      'unit-organisation',
      'order is one of open, loose, close',
      withUnit({ order: 'tight' }),
    ],
    [
      'a.units.0.movement',
      'movement',
      'movement is one of foot, dismounted, mounted',
      withUnit({ movement: 'flying' }),
    ],
    ['a.units.0.shield', 'units', 'shield is true or false', withUnit({ shield: 'yes' })],
  ])('%s (%s): %s', (field, rule, message, roster) => {
    expect(refusal(roster)).toEqual({ field, rule, message });
  });

  it('the limits pass: names of 80 characters, one element, 24-character ids, dismounted', () => {
    expect(refusal(withOfficer({ name: 'x'.repeat(80) }))).toBeNull();
    expect(refusal(withUnit({ name: 'x'.repeat(80) }))).toBeNull();
    expect(refusal(withUnit({ elements: 1 }))).toBeNull();
    expect(refusal(withUnit({ id: 'u'.repeat(24) }))).toBeNull();
    expect(refusal(withUnit({ movement: 'dismounted' }))).toBeNull();
  });
});

describe('the quick roster: the usual order of archers, billmen and spearmen', () => {
  it('archers loose, billmen and spearmen close', () => {
    const roster = quickRoster('Quick', [
      { name: 'Bows', type: 'archers', cls: 'C', experience: 'green', elements: 6 },
      { name: 'Bills', type: 'billmen', cls: 'B', experience: 'green', elements: 4 },
      { name: 'Spears', type: 'spearmen', cls: 'B', experience: 'green', elements: 4 },
    ]);
    expect(roster.ok && roster.value.units.map((u) => u.order)).toEqual([
      'loose',
      'close',
      'close',
    ]);
  });
});

describe('an id is text', () => {
  it('a number that would read as a valid id is refused (officers)', () => {
    expect(refusal(withOfficer({ id: 12 }))).toEqual({
      field: 'a.officers.0.id',
      rule: 'officers',
      message: 'officer ids are short and distinct, not 12',
    });
  });
});
