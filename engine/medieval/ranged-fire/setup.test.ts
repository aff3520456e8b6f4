/**
 * prepareFire: every refused input names its field and rule, and the table
 * line of the audit says which printed copy is read and why.
 */
import { describe, expect, it } from 'vitest';
import { listFollowUps, prepareFire, readFireTable } from './setup.ts';
import type { FireInput } from './types.ts';
import { noEffect } from './cells.ts';

const archers: FireInput = {
  edition: '1066',
  weapon: 'archers',
  range: 1,
  target: { armor: 0, terrain: 'open' },
};
const refusal = (more: Record<string, unknown>) => {
  const result = prepareFire({ ...archers, ...more });
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};
const tableOf = (more: Partial<FireInput>) => {
  const result = prepareFire({ ...archers, ...more });
  if (!result.ok) throw new Error(result.error.message);
  const { table, otherCopy, errata, steps } = result.value;
  return { table: table.source, otherCopy: otherCopy?.source ?? null, errata, steps };
};

describe('prepareFire refuses, naming the field and the rule', () => {
  it('a range under 1 or not whole (1066 10.4.2)', () => {
    for (const range of [0, 1.5, -1])
      expect(refusal({ range })).toEqual({
        field: 'range',
        rule: '10.4.2',
        message: `range is a whole number of hexes from 1, not ${range}`,
      });
  });

  it('a range past the table, saying when the other printed copy reaches it', () => {
    expect(refusal({ range: 99 })).toEqual({
      field: 'range',
      rule: '10.4.2',
      message: 'ARCHER FIRE (10.4.2) reaches 2 hex(es) at most, not 99',
    });
    expect(refusal({ range: 3 })).toEqual({
      field: 'range',
      rule: '10.4.2',
      message:
        'ARCHER FIRE (10.4.2) reaches 2 hex(es) at most, not 3 (the Game Tables copy prints it: option fireTable)',
    });
  });

  it('horse archers past 1 hex: the adjacency rule (1066 10.5.4, Kosovo 11.5.4)', () => {
    expect(refusal({ weapon: 'horse-archers', range: 2, firerSp: 2 })).toEqual({
      field: 'range',
      rule: '10.5.4',
      message: 'HORSEARCHER FIRE (10.5.5) reaches 1 hex(es) at most, not 2',
    });
    expect(
      refusal({ edition: 'kosovo-1389', weapon: 'horse-archers', range: 2, firerSp: 2 }),
    ).toEqual({
      field: 'range',
      rule: '11.5.4',
      message: 'HORSE ARCHER FIRE (11.5.5) reaches 1 hex(es) at most, not 2',
    });
  });

  it('a missing target, an armor off 0–2, an unknown arm or terrain (1.1, 10.2.2, 10.2.3)', () => {
    for (const target of [null, 5])
      expect(refusal({ target })).toEqual({
        field: 'target',
        rule: '10.2.2',
        message: 'say what the unit fires at',
      });
    for (const armor of [3, -1, 0.5])
      expect(refusal({ target: { armor, terrain: 'open' } })).toEqual({
        field: 'target.armor',
        rule: '1.1',
        message: `armor level is 0, 1 or 2, not ${armor}`,
      });
    expect(refusal({ target: { armor: 0, terrain: 'open', kind: 'dragon' } })).toEqual({
      field: 'target.kind',
      rule: '1.1',
      message: 'unknown unit type "dragon"',
    });
    expect(refusal({ target: { armor: 0, terrain: 'swamp' } })).toEqual({
      field: 'target.terrain',
      rule: '10.2.3',
      message: 'unknown terrain "swamp"',
    });
  });

  it('a Wall of Shields outside 1066', () => {
    expect(
      refusal({
        edition: 'bannockburn-1314',
        target: { armor: 0, terrain: 'open', wallOfShields: true },
      }),
    ).toEqual({
      field: 'target.wallOfShields',
      rule: '10.0',
      message: 'Bannockburn 1314 has no Wall of Shields',
    });
  });

  it('horse archers not at 1 or 2 SP (10.5.9), a firer armor off 0–2, an unknown firer arm (10.5.10)', () => {
    for (const firerSp of [undefined, 3])
      expect(refusal({ weapon: 'horse-archers', firerSp })).toEqual({
        field: 'firerSp',
        rule: '10.5.9',
        message: `horse archers fire with 1 or 2 SP, not ${firerSp}`,
      });
    for (const firerArmor of [3, -1, 1.5])
      expect(refusal({ firerArmor })).toEqual({
        field: 'firerArmor',
        rule: '1.1',
        message: `armor level is 0, 1 or 2, not ${firerArmor}`,
      });
    expect(refusal({ firerCategory: 'dragon' })).toEqual({
      field: 'firerCategory',
      rule: '10.5.10',
      message: 'unknown unit type "dragon"',
    });
  });

  it('an unknown fireTable reading, weapon or edition', () => {
    expect(refusal({ readings: { fireTable: 'x' } })).toEqual({
      field: 'readings.fireTable',
      rule: '10.0',
      message: 'fireTable is "chapter" or "game-tables", not "x"',
    });
    expect(refusal({ weapon: 'sling' })).toEqual({
      field: 'weapon',
      rule: '10.0',
      message: '1066 has no fire table for "sling"',
    });
    expect(refusal({ edition: 'nope' }).field).toBe('edition');
  });

  it('accepts horse archers at 1 SP with a firer armor and arm', () => {
    expect(
      prepareFire({
        ...archers,
        weapon: 'horse-archers',
        firerSp: 1,
        firerArmor: 2,
        firerCategory: 'light-cavalry',
      }).ok,
    ).toBe(true);
  });
});

describe('the printed copy read (option fireTable)', () => {
  it('1066 archers: the Game Tables copy reaches 4 hexes, the chapter copy 2', () => {
    expect(tableOf({ readings: { fireTable: 'game-tables' } })).toEqual({
      table: { rule: 'Game Tables', title: 'ARCHER FIRE' },
      otherCopy: { rule: '10.4.2', title: 'ARCHER FIRE' },
      errata: ['1066-fire-table-copies'],
      steps: [
        {
          rule: 'Game Tables',
          text: 'Table: ARCHER FIRE (Game Tables), chosen by fireTable "game-tables"; the 10.4.2 copy differs',
        },
      ],
    });
    expect(
      tableOf({ edition: 'bannockburn-1314', readings: { fireTable: 'game-tables' } }).errata,
    ).toEqual(['bannockburn-archer-table-copies']);
  });

  it('Kosovo prints its tables once: the chapter copy, whatever is asked', () => {
    expect(tableOf({ edition: 'kosovo-1389', readings: { fireTable: 'game-tables' } })).toEqual({
      table: { rule: '11.4.1', title: 'ARCHER FIRE' },
      otherCopy: null,
      errata: [],
      steps: [
        {
          rule: '11.4.1',
          text: 'Table: ARCHER FIRE (11.4.1); the book prints this table only once',
        },
      ],
    });
    expect(tableOf({ edition: 'kosovo-1389' }).steps).toEqual([
      { rule: '11.4.1', text: 'Table: ARCHER FIRE (11.4.1)' },
    ]);
  });
});

describe('listFollowUps (B/N 10.6.3, 10.5.10)', () => {
  it('only losses call for a test: crossbow losses that did not break the target, horse archer losses', () => {
    const hit = { ...noEffect, loss: 1 };
    expect(listFollowUps('crossbowmen', hit)).toEqual(['crossbow-follow-up']);
    expect(listFollowUps('crossbowmen', { ...hit, breaks: 'scatter' })).toEqual([]);
    expect(listFollowUps('crossbowmen', noEffect)).toEqual([]);
    expect(listFollowUps('horse-archers', hit)).toEqual(['horse-archer-test']);
    expect(listFollowUps('horse-archers', noEffect)).toEqual([]);
    expect(listFollowUps('archers', hit)).toEqual([]);
  });
});

describe('readFireTable (1066 10.4.2, grouped columns)', () => {
  function prepare() {
    const found = prepareFire({
      ...archers,
      target: { armor: 0, terrain: 'open', kind: 'infantry' },
      firerArmor: 0,
    });
    if (!found.ok) throw new Error(found.error.message);
    return { prepared: found.value };
  }

  it('accepts a target’s arm and a firer’s armor 0', () => {
    const { prepared } = prepare();
    expect(prepared.modifiers).toEqual([]);
  });

  it('reads the group a roll falls in, the first below the table, the last above it', () => {
    const { prepared } = prepare();
    expect(readFireTable(prepared, 1, 7)).toEqual({
      ok: true,
      value: {
        column: { index: 2, label: '6-9', edge: null },
        cell: '-1',
        effect: { ...noEffect, loss: 1 },
      },
    });
    expect(readFireTable(prepared, 1, 1)).toEqual({
      ok: true,
      value: { column: { index: 0, label: '2-3', edge: 'below' }, cell: '-', effect: noEffect },
    });
    expect(readFireTable(prepared, 1, 13)).toEqual({
      ok: true,
      value: {
        column: { index: 3, label: '10-12', edge: 'above' },
        cell: '-2',
        effect: { ...noEffect, loss: 2 },
      },
    });
  });

  it('a range the table does not print is an error naming the table, range and column', () => {
    const { prepared } = prepare();
    expect(readFireTable(prepared, 9, 7)).toEqual({
      ok: false,
      error: {
        field: 'table',
        rule: '10.4.2',
        message: 'ARCHER FIRE has no cell at range 9, column 6-9',
      },
    });
  });
});
