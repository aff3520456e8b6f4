/**
 * From Macbeth to Medici: every register entry is either a switch the engine
 * reads or says why it has none, and every switch belongs to an entry. "Reads"
 * means a rule function outside the register tests the reading by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultReadings, errata } from '../../engine/macbeth-to-medici/index.ts';

const engineDir = join(import.meta.dirname, '../../engine/macbeth-to-medici');
const ruleCode = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => !f.startsWith('errata') && f !== 'readings.ts')
  .map((f) => readFileSync(join(engineDir, f), 'utf8'))
  .join('\n');

describe('From Macbeth to Medici: register entries and the readings the engine reads', () => {
  it.each(errata.map((entry) => [entry.id, entry] as const))(
    '%s: a switch the engine reads, or a reason for none',
    (_, entry) => {
      if (entry.option) {
        expect(Object.keys(defaultReadings)).toContain(entry.option.name);
        expect(ruleCode).toMatch(new RegExp(`readings\\.${entry.option.name}\\b`));
        expect(entry.withoutOption).toBeUndefined();
      } else {
        expect(['changes-nothing', 'misprint']).toContain(entry.withoutOption);
      }
    },
  );

  it('every switch belongs to a register entry', () => {
    const named = new Set<string>(
      errata.flatMap((entry) => (entry.option ? [entry.option.name] : [])),
    );
    expect(Object.keys(defaultReadings).filter((name) => !named.has(name))).toEqual([]);
  });
});
