import { describe, expect, it } from 'vitest';
import { sectionIds } from './sections.ts';
import { findTableNotes, tableNotes } from './notes.ts';

describe('notes printed with the tables', () => {
  it('cite real sections and say something', () => {
    for (const notes of Object.values(tableNotes)) {
      for (const note of notes) {
        expect(sectionIds).toContain(note.rule);
        expect(note.text.length).toBeGreaterThan(20);
      }
    }
  });

  it('Expected behaviour: a failed test can still charge, stand or evade (Charging, Standing, Evading)', () => {
    const [test] = findTableNotes('unit-types-behaviour');
    expect(test?.text).toContain('A charge that rolls up: charges, but unformed.');
    expect(test?.text).toContain('A stand that rolls up: stands, but unformed.');
    expect(test?.text).toContain('An evade that rolls down: evades and loses 1 die of elements.');
  });

  it('Terrain effects: mounted troops deduct twice; a table with no notes has none', () => {
    expect(findTableNotes('terrain-classes')[0]?.text).toBe('Mounted troops deduct ×2.');
    expect(findTableNotes('scales')).toEqual([]);
  });
});
