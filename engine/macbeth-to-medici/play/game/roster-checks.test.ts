/**
 * A roster entered at the table, checked field by field: each bad field is
 * refused by its own name and the section behind it (Officers, Unit origin,
 * Officer temperament, Leadership & Command, Units, Unit organisation), and
 * the quick roster fills each unit out as its type usually is.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../play.fixtures.ts';
import { checkRoster, quickRoster } from './roster.ts';
import type { MtmOfficer, MtmRoster, MtmUnit } from './state.ts';

const withUnit = (i: number, change: Partial<Record<keyof MtmUnit, unknown>>): MtmRoster => ({
  ...english,
  units: english.units.map((u, j) => (j === i ? ({ ...u, ...change } as MtmUnit) : u)),
});
const withOfficer = (i: number, change: Partial<Record<keyof MtmOfficer, unknown>>): MtmRoster => ({
  ...english,
  officers: english.officers.map((o, j) => (j === i ? ({ ...o, ...change } as MtmOfficer) : o)),
});
const refusal = (roster: MtmRoster) => {
  const checked = checkRoster(roster, 'a');
  return checked.ok ? null : checked.error;
};

describe('a roster: the field refused and its section', () => {
  it.each<[string, string, MtmRoster]>([
    ['a.name', 'units', { ...english, name: 'x'.repeat(81) }],
    ['a.officers.1.id', 'officers', withOfficer(1, { id: 'o1' })],
    ['a.officers.0.id', 'officers', withOfficer(0, { id: '__proto__' })],
    ['a.officers.0.id', 'officers', withOfficer(0, { id: 'X1' })],
    ['a.officers.0.name', 'officers', withOfficer(0, { name: 'x'.repeat(81) })],
    ['a.officers.0.origin', 'unit-origin', withOfficer(0, { origin: 'mercenary' })],
    ['a.officers.0.temperament', 'officer-temperament', withOfficer(0, { temperament: 'calm' })],
    ['a.officers.0.dice', 'leadership-and-command', withOfficer(0, { dice: 'd10' })],
    ['a.officers.0.cInC', 'officers', withOfficer(0, { cInC: 1 })],
    ['a.officers.0.leadership', 'leadership-and-command', withOfficer(0, { leadership: 0 })],
    ['a.officers.0.command', 'leadership-and-command', withOfficer(0, { command: 7 })],
    ['a.officers.0.command', 'leadership-and-command', withOfficer(0, { command: 2.5 })],
    ['a.units', 'units', { ...english, units: [] }],
    ['a.units.2.id', 'units', withUnit(2, { id: 'u1' })],
    ['a.units.0.name', 'units', withUnit(0, { name: 5 })],
    ['a.units.0.type', 'unit-types', withUnit(0, { type: 'dragoons' })],
    ['a.units.0.cls', 'relative-importance-class', withUnit(0, { cls: 'E' })],
    ['a.units.0.dice', 'dice', withUnit(0, { dice: 'd10' })],
    ['a.units.0.foreign', 'units', withUnit(0, { foreign: 'no' })],
    ['a.units.0.elements', 'unit-organisation', withUnit(0, { elements: 0 })],
    ['a.units.0.elements', 'unit-organisation', withUnit(0, { elements: 100 })],
    ['a.units.0.command', 'officers', withUnit(0, { command: 'o9' })],
    ['a.officers', 'officers', withOfficer(1, { cInC: true })],
  ])('%s (%s)', (field, rule, roster) => {
    expect(refusal(roster)).toMatchObject({ field, rule });
  });

  it('in words the player can act on', () => {
    expect(refusal(withOfficer(0, { leadership: 0 }))?.message).toBe('leadership is 1 to 6, not 0');
    expect(refusal(withUnit(0, { elements: 100 }))?.message).toBe(
      'a unit has 1 to 99 elements, not 100',
    );
    expect(refusal(withUnit(0, { command: 'o9' }))?.message).toBe('no officer "o9" on this side');
    expect(refusal(withOfficer(1, { cInC: true }))?.message).toBe(
      'a side has one Commander-in-chief at most',
    );
    expect(refusal(withUnit(0, { armour: 'plate' }))).toEqual({
      field: 'a.units.0.armour',
      rule: 'unit-armour',
      message: 'armour is one of unarmoured, light, heavy, full',
    });
  });

  it('the limits themselves pass: a name of 80 characters, 99 elements, ratings 1 and 6, no officer', () => {
    expect(checkRoster({ ...english, name: 'x'.repeat(80) }, 'a').ok).toBe(true);
    expect(checkRoster(withUnit(0, { elements: 99 }), 'a').ok).toBe(true);
    expect(checkRoster(withOfficer(0, { leadership: 1, command: 6 }), 'a').ok).toBe(true);
    expect(checkRoster(withUnit(0, { command: null }), 'a').ok).toBe(true);
  });
});

describe('the quick roster: each unit as its type usually is', () => {
  it('lancers mounted, the rest on foot, each in its usual order; light armour, Feudal, normal dice', () => {
    const roster = quickRoster('Quick', [
      { name: 'Lances', type: 'heavy-lancers', cls: 'A', experience: 'veteran', elements: 4 },
      { name: 'Jinetes', type: 'light-lancers', cls: 'B', experience: 'seasoned', elements: 4 },
      { name: 'Gunners', type: 'gunnes', cls: 'C', experience: 'green', elements: 2 },
      { name: 'Crowd', type: 'rabble', cls: 'D', experience: 'green', elements: 6 },
      { name: 'Pikes', type: 'pikemen', cls: 'B', experience: 'seasoned', elements: 8 },
      { name: 'Skirmish', type: 'skirmishers', cls: 'C', experience: 'green', elements: 3 },
    ]);
    if (!roster.ok) throw new Error(roster.error.message);
    expect(roster.value.units.map((u) => [u.id, u.movement, u.order])).toEqual([
      ['u1', 'mounted', 'close'],
      ['u2', 'mounted', 'loose'],
      ['u3', 'foot', 'close'],
      ['u4', 'foot', 'loose'],
      ['u5', 'foot', 'close'],
      ['u6', 'foot', 'open'],
    ]);
    expect(roster.value.units[0]).toMatchObject({
      origin: 'feudal',
      armour: 'light',
      shield: false,
      dice: 'd6',
      foreign: false,
      startsErratic: false,
      command: null,
    });
  });

  it('Regulars roll average dice; what the players give is kept; officers get ids o1…', () => {
    const roster = quickRoster(
      'Quick',
      [
        {
          name: 'Pikes',
          type: 'pikemen',
          cls: 'B',
          experience: 'seasoned',
          elements: 8,
          origin: 'regular',
          order: 'loose',
          command: 'o1',
        },
      ],
      [
        {
          name: 'Captain',
          origin: 'regular',
          temperament: 'bold',
          leadership: 3,
          command: 3,
          dice: 'average',
          cInC: true,
        },
      ],
    );
    if (!roster.ok) throw new Error(roster.error.message);
    expect(roster.value.units[0]).toMatchObject({ dice: 'average', order: 'loose', command: 'o1' });
    expect(roster.value.officers[0]?.id).toBe('o1');
  });

  it('is checked like any roster', () => {
    const bad = quickRoster('Quick', [
      { name: 'Pikes', type: 'pikemen', cls: 'B', experience: 'seasoned', elements: 0 },
    ]);
    expect(bad.ok ? null : bad.error).toMatchObject({ field: 'roster.units.0.elements' });
  });
});
