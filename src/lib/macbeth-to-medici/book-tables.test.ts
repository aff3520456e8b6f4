/** The tables of From Macbeth to Medici as the pages show them: engine values, worded. */
import { describe, expect, it } from 'vitest';
import { sections } from '../../../engine/macbeth-to-medici/index.ts';
import { bookTable, bookTableNames } from './book-tables.ts';
import { formatRange, labelOf } from './table-wording.ts';

const cell = (name: Parameters<typeof bookTable>[0], head: string, column = 0) =>
  bookTable(name).rows.find((row) => row.head === head)?.cells[column];

describe('bookTable', () => {
  it('has the 26 tables the pages name', () => {
    expect(bookTableNames).toHaveLength(26);
    expect(bookTableNames).toContain('unit-types-behaviour');
    expect(bookTableNames).toContain('scales');
  });

  it.each(bookTableNames)('%s: rows as wide as its columns, a caption of its own', (name) => {
    const table = bookTable(name);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) {
      const width = 1 + row.cells.length + (row.section ? 1 : 0);
      expect(width, `${name}: ${row.head}`).toBe(table.columns.length);
    }
    expect(sections[table.section]).toBeDefined();
    expect(table.title).not.toBe(sections[table.section]);
  });

  it('Expected behaviour: the columns as printed, Counter-charge hyphenated; the notes go with the table', () => {
    const table = bookTable('unit-types-behaviour');
    expect(table.columns).toEqual(['Unit type', 'Charge', 'Counter-charge', 'Stand', 'Evade']);
    expect(table.legend).toBeUndefined();
    const [test, ...rest] = table.notes ?? [];
    expect(test?.text).not.toMatch(/only after passing/);
    expect(test?.text).toContain('charges, but unformed');
    expect(test?.text).toContain('stands, but unformed');
    expect(rest.map((n) => n.rule)).toEqual([
      'expected-behaviour',
      'expected-behaviour',
      'expected-behaviour',
    ]);
  });

  it('Scales: an element of gunnes is 4 gunnes, the book’s word', () => {
    expect(cell('scales', 'Element of gunnes')).toBe('4 gunnes');
  });

  it('Officer morale test: a Shaken officer breaks at any class lost, not "not counted"', () => {
    expect(bookTable('officer-morale').rows.find((r) => r.head === 'Shaken')?.cells).toEqual([
      'breaks',
      'breaks',
      'breaks',
      'n/a',
    ]);
  });

  it('Control test procedure: pass ranges Green 7, Seasoned 6–8, Veteran 5–9', () => {
    expect(cell('control-pass-ranges', 'Green')).toBe('7');
    expect(cell('control-pass-ranges', 'Seasoned')).toBe('6–8');
    expect(cell('control-pass-ranges', 'Veteran')).toBe('5–9');
  });

  it('Officer morale test: counts by class and temperament, n/a for Enraged and Shaken', () => {
    expect(bookTable('officer-morale').rows.find((r) => r.head === 'Cautious')?.cells).toEqual([
      'counts 3',
      'counts 2',
      'counts 1',
      '5–9',
    ]);
    expect(bookTable('officer-morale').rows.find((r) => r.head === 'Rash')?.cells).toEqual([
      'counts 1',
      '–',
      '–',
      '7',
    ]);
    expect(cell('officer-morale', 'Enraged', 3)).toBe('n/a');
    expect(cell('officer-morale', 'Shaken', 3)).toBe('n/a');
    expect(cell('betrayal', 'Regular')).toBe('40 %');
    expect(cell('betrayal', 'Tribal')).toBe('80 %');
  });

  it('Officer temperament: 2 or 12 Enraged, 9–11 Rash, 3–5 Cautious', () => {
    expect(cell('temperament-roll', '2 or 12')).toBe('Enraged');
    expect(cell('temperament-roll', '9–11')).toBe('Rash');
    expect(cell('temperament-roll', '3–5')).toBe('Cautious');
  });

  it('Movement rates and Terrain effects: inches by pace, class 3 the higher of 2d5', () => {
    expect(bookTable('movement-rates').rows.find((r) => r.head === 'Routing')?.cells).toEqual([
      '12″',
      '18″',
    ]);
    expect(cell('terrain-classes', '3', 2)).toBe('the higher die');
    expect(bookTable('terrain-classes').notes?.[0]?.text).toBe('Mounted troops deduct ×2.');
  });

  it('Initiative and reaction: each rating’s grades under the value they score', () => {
    const table = bookTable('initiative-ratings');
    expect(table.columns).toEqual(['Rating', '2', '3', '4']);
    expect(table.rows.find((r) => r.head === 'Order')?.cells).toEqual(['Close', 'Loose', 'Open']);
    expect(table.rows.find((r) => r.head === 'Mobility')?.cells).toEqual([
      'Foot',
      'Dismounted',
      'Mounted',
    ]);
    expect(bookTable('defence-ratings').rows.find((r) => r.head === 'Action')?.cells).toEqual([
      'Falling back',
      'Standing',
      'Advancing',
    ]);
  });

  it('Impact and melee: extra dice signed, caps by weapon and order', () => {
    expect(cell('impact-extra-dice', 'Steady pike facing mounted')).toBe('+1 die');
    expect(cell('impact-extra-dice', 'If unformed')).toBe('−1 die');
    expect(cell('impact-weapons', 'Heavy lance')).toBe('±5');
    expect(cell('impact-weapons', 'Other weapons')).toBe('±1');
    expect(cell('melee-weapons', 'Close', 1)).toBe('±1');
    expect(cell('firing-time', 'Drawn')).toBe('±3');
    expect(cell('bow-ranges', 'Longbow with heavy (armour-piercing) arrows')).toBe('12″');
    expect(cell('terrain-classes', '3')).toBe('Areas of bad going');
    expect(cell('value-by-order', 'Close')).toBe('4');
    expect(cell('firing-value', 'Open')).toBe('4');
  });

  it('Turn sequence: each step links to the section that governs it', () => {
    const steps = bookTable('turn-sequence').rows;
    expect(steps[0]?.head).toBe('1');
    expect(steps.every((step) => step.section !== undefined)).toBe(true);
    expect(steps.find((s) => s.section === 'fatigue')?.cells).toEqual(['Fatigue tests']);
  });

  it('Relative importance class: class D printed once for every origin', () => {
    expect(bookTable('importance-classes').rows.find((r) => r.head === 'D')?.cells).toEqual([
      'Worthless Scum',
      '',
      '',
    ]);
    expect(cell('importance-classes', 'A', 2)).toBe('Nobles');
  });
});

describe('wording', () => {
  it('labels ids and ranges', () => {
    expect(labelOf('doubling-or-evading')).toBe('Doubling or evading');
    expect(labelOf(3)).toBe('3');
    expect(formatRange({ low: 7, high: 7 })).toBe('7');
    expect(formatRange({ low: 5, high: 9 })).toBe('5–9');
    expect(formatRange(null)).toBe('n/a');
  });

  it('says which tables the book prints and which the site draws from the text', () => {
    expect(bookTable('officer-morale').source).toBe('printed');
    expect(bookTable('unit-armour').source).toBe('printed');
    expect(bookTable('scales').source).toBe('from-text');
    expect(bookTable('value-by-order').source).toBe('from-text');
  });

  it('Unit types and unit armour: the printed tables, from engine data', () => {
    expect(bookTable('unit-types').rows.map((r) => r.head)).toEqual([
      'Heavy lancers',
      'Light lancers',
      'Archers',
      'Skirmishers',
      'Billmen',
      'Spearmen',
      'Pikemen',
      'Rabble',
      'Gunnes',
    ]);
    expect(bookTable('unit-armour').rows.map((r) => r.head)).toEqual([
      'Unarmoured',
      'Light',
      'Heavy',
      'Full',
    ]);
    expect(cell('unit-armour', 'Full')).toBe('Head to toe');
  });
});
