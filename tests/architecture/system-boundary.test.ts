/**
 * Each system's engine stands alone on the shared core: a module under
 * engine/<system>/ imports only its own system's modules and engine/core/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const engineDir = join(root, 'engine');
const systems = readdirSync(engineDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);

const importPattern =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const modules = systems.flatMap((system) =>
  readdirSync(join(engineDir, system), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ system, file: join('engine', system, f) })),
);

describe('engine systems', () => {
  it('finds the systems', () => {
    expect(systems).toContain('medieval');
    expect(systems).toContain('macbeth-to-medici');
  });

  it.each(modules)('$file imports only its own system and the core', ({ system, file }) => {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(importPattern)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(engineDir, resolve(root, dirname(file), spec)));
    for (const target of targets) {
      const home = target.split('/')[0];
      expect([system, 'core'], `${file} imports engine/${target}`).toContain(home);
    }
  });
});
