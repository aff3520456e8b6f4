import { describe, expect, it } from 'vitest';
import { conflicts, conflictsAt, conflictsOf } from './conflicts.ts';
import { editions, resolveOptions } from './editions.ts';
import { printedReadings } from './options.ts';

describe('conflicts register', () => {
  it('has unique ids in kebab-case', () => {
    const ids = conflicts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9.]+(-[a-z0-9.]+)*$/);
  });

  it('states both readings and the rules for every entry', () => {
    for (const c of conflicts) {
      expect(c.rules.length, c.id).toBeGreaterThan(0);
      expect(c.editions.length, c.id).toBeGreaterThan(0);
      expect(c.reading.length, c.id).toBeGreaterThan(10);
      expect(c.alternative.length, c.id).toBeGreaterThan(3);
    }
  });

  it('names options whose value is the other reading, never the default', () => {
    for (const c of conflicts.filter((x) => x.option)) {
      for (const id of c.editions) {
        const edition = editions.find((e) => e.id === id);
        if (!edition || !c.option) continue;
        const defaults = resolveOptions(edition);
        expect(c.option.name in defaults, c.id).toBe(true);
        expect(defaults[c.option.name], `${c.id} in ${id}`).not.toBe(c.option.value);
      }
    }
    expect(Object.keys(printedReadings).length).toBeGreaterThan(0);
  });

  it('finds the entries of an edition and of a rule', () => {
    expect(conflictsOf('kosovo-1389').map((c) => c.id)).toContain('kosovo-a-cell');
    expect(conflictsOf('bannockburn-1314').map((c) => c.id)).not.toContain('kosovo-a-cell');
    expect(conflictsAt('bannockburn-1314', '3.1.2').map((c) => c.id)).toEqual([
      'rear-attack-example',
    ]);
  });
});
