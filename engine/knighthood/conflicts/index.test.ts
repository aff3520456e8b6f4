/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { readBookText } from '../tables/book-text.ts';
import { tableIds } from '../tables/index.ts';
import { conflicts, conflictsAt } from './index.ts';

const text = readBookText();
const book = text ?? '';

describe('conflicts register', () => {
  it.skipIf(text === undefined)(
    'gives every entry a unique id and cites tables and rule numbers the book prints',
    () => {
      expect(new Set(conflicts.map((c) => c.id)).size).toBe(conflicts.length);
      for (const c of conflicts) {
        for (const ref of c.cites) {
          if (ref === 'dice') expect(book).toMatch(/^DICE: /m);
          else if (ref.startsWith('T')) expect(tableIds).toContain(ref);
          else
            expect(book, `${c.id} cites ${ref}`).toMatch(
              new RegExp(`^${ref.replace('.', '\\.')} `, 'm'),
            );
        }
      }
    },
  );

  it('states both readings of every entry, each in words of its own', () => {
    for (const c of conflicts) {
      expect(['contradiction', 'misprint', 'gap']).toContain(c.kind);
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const text of [c.title, c.reading, c.alternative])
        expect(text.length).toBeGreaterThan(10);
      expect(c.reading).not.toBe(c.alternative);
    }
  });

  it('names real options whose value differs from the default reading', () => {
    const withOption = conflicts.filter((c) => c.option);
    expect(withOption.map((c) => c.id)).toEqual(['fire-after-a-full-move']);
    for (const { option } of withOption) {
      expect(Object.keys(defaultReadings)).toContain(option?.name);
      if (option) expect(defaultReadings[option.name]).not.toBe(option.value);
    }
    expect(defaultReadings).toEqual({ fireAfterMoving: 'weapon-chart' });
  });

  it('holds the entries issue 9 asks for', () => {
    expect(conflicts.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'fractions-starting-with-one',
        'open-ended-rows',
        'cohesion-ends',
        'missing-t3',
        'movement-band-headings',
        'duplicated-rule-numbers',
      ]),
    );
  });

  it('shows each entry under what it cites and nowhere else', () => {
    expect(conflictsAt('T14').map((c) => c.id)).toEqual(['open-ended-rows', 'cohesion-ends']);
    expect(conflictsAt('dice').map((c) => c.id)).toEqual(['fractions-starting-with-one']);
    expect(conflictsAt('T1')).toEqual([]);
  });

  it.skipIf(text === undefined)(
    'prints each duplicated rule number twice in the body of the book, and 9.01 and 9.02 again after the tables',
    () => {
      for (const ref of ['3.10', '4.20', '9.01', '9.02']) {
        expect(book.match(new RegExp(`^${ref.replace('.', '\\.')} `, 'gm')), ref).toHaveLength(2);
      }
    },
  );
});

describe('conflicts register entries', () => {
  it('states both readings of every entry in words of its own, and cites something', () => {
    for (const c of conflicts) {
      expect(['contradiction', 'misprint', 'gap'], c.id).toContain(c.kind);
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const words of [c.title, c.reading, c.alternative])
        expect(words.length, c.id).toBeGreaterThan(10);
      expect(c.reading, c.id).not.toBe(c.alternative);
      expect(c.title, c.id).not.toBe(c.reading);
    }
  });

  it('names each entry by a unique kebab-case id and cites tables, printed numbers or the dice rules', () => {
    expect(new Set(conflicts.map((c) => c.id)).size).toBe(conflicts.length);
    for (const c of conflicts) {
      expect(c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const ref of c.cites) {
        if (ref.startsWith('T')) expect(tableIds, c.id).toContain(ref);
        else expect(ref, c.id).toMatch(/^(?:dice|\d\.\d{1,2})$/);
      }
    }
  });
});
