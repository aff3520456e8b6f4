import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUndecidedErrata, isReadByCalculators } from '../../core/index.ts';
import { defaultReadings } from '../readings.ts';
import { tableIds } from '../tables/index.ts';
import { errata, errataAt } from './index.ts';

describe('errata register', () => {
  it('states both readings of every entry, each in words of its own', () => {
    for (const c of errata) {
      expect(['contradiction', 'misprint', 'gap']).toContain(c.kind);
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const text of [c.title, c.reading, c.alternative])
        expect(text.length).toBeGreaterThan(10);
      expect(c.reading).not.toBe(c.alternative);
    }
  });

  it('names real options whose value differs from the default reading, one entry per switch', () => {
    const withOption = errata.filter((c) => c.option);
    for (const { option } of withOption) {
      expect(Object.keys(defaultReadings)).toContain(option?.name);
      if (option) expect(defaultReadings[option.name]).not.toBe(option.value);
    }
    const names = withOption.map((c) => c.option?.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(defaultReadings).sort());
  });

  it('is decided throughout: each entry a switch the engine reads, or a reason for none', () => {
    expect(findUndecidedErrata(errata).map((c) => c.id)).toEqual([]);
    const engineDir = join(import.meta.dirname, '..');
    const sources = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => !f.startsWith('errata') && f !== 'readings.ts')
      .map((f) => readFileSync(join(engineDir, f), 'utf8'))
      .join('\n');
    for (const { id, option } of errata) {
      if (option)
        expect(sources, `${id}: no engine function reads ${option.name}`).toContain(
          `readings.${option.name}`,
        );
    }
  });

  it('says which switches only the play along reads, so no calculator offers them', () => {
    const engineDir = join(import.meta.dirname, '..');
    const files = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => !f.startsWith('errata') && f !== 'readings.ts');
    const readersOf = (name: string) =>
      files.filter((f) => readFileSync(join(engineDir, f), 'utf8').includes(`readings.${name}`));
    for (const { id, option } of errata) {
      if (!option) continue;
      const onlyPlay = readersOf(option.name).every((f) => f.startsWith(join('play', '')));
      expect(isReadByCalculators(option), `${id}: read by the calculators`).toBe(!onlyPlay);
    }
  });

  it('holds the entries the audit asked for', () => {
    expect(errata.map((c) => c.id)).toEqual(
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
    expect(errataAt('T14').map((c) => c.id)).toEqual([
      'open-ended-rows',
      'cohesion-ends',
      'who-checks-cohesion',
    ]);
    expect(errataAt('dice').map((c) => c.id)).toEqual(['fractions-starting-with-one']);
    expect(errataAt('T1')).toEqual([]);
  });
});

describe('errata register entries', () => {
  it('names each entry by a unique kebab-case id and cites tables, printed numbers or the dice rules', () => {
    expect(new Set(errata.map((c) => c.id)).size).toBe(errata.length);
    for (const c of errata) {
      expect(c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const ref of c.cites) {
        if (ref.startsWith('T')) expect(tableIds, c.id).toContain(ref);
        else expect(ref, c.id).toMatch(/^(?:dice|\d\.\d{1,2})$/);
      }
    }
  });
});
