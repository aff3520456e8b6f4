/**
 * engine/ is the pure core: no DOM, no Astro, no Svelte, no site code, and no
 * unseeded randomness. This test reads every engine source file to enforce it
 * (ESLint enforces the imports too, while editing). The one package allowed is
 * pure-rand: pure, seeded generators whose state is plain data (engine/core/dice.ts).
 * Test fixtures (`*.fixtures.ts`) only build tests' inputs, never ship, and are
 * not mutated: they may also use fast-check and vitest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = resolve(import.meta.dirname, '../../engine');
const sources = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(engineDir, f), 'utf8') }));

const importPattern =
  /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const allowedPackage = /^pure-rand\/(?:distribution|generator)\//;
const fixturePackage = /^(?:fast-check|vitest)$/;
const isFixture = (file: string) => file.endsWith('.fixtures.ts');

describe('engine boundary', () => {
  it('has source files to check', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it.each(sources)('$file imports only other engine modules', ({ file, text }) => {
    const imports = [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? '');
    const allowed = (s: string) =>
      allowedPackage.test(s) || (isFixture(file) && fixturePackage.test(s));
    for (const spec of imports.filter((s) => !allowed(s))) {
      expect(spec, `import of ${spec}`).toMatch(/^\.\.?\//);
      const target = resolve(engineDir, dirname(file), spec);
      expect(target.startsWith(engineDir + '/'), `import of ${spec} leaves engine/`).toBe(true);
    }
  });

  it('lets only fixtures use the test packages', () => {
    const users = sources.filter(({ text }) =>
      [...text.matchAll(importPattern)].some((m) => fixturePackage.test(m[1] ?? m[2] ?? '')),
    );
    expect(users.map((s) => s.file)).toContain('core/hostile-inputs.fixtures.ts');
    expect(users.filter((s) => !isFixture(s.file))).toEqual([]);
  });

  it.each(sources)('$file uses no Math.random and no DOM globals', ({ text }) => {
    expect(text).not.toMatch(/Math\.random/);
    expect(text).not.toMatch(/\b(?:document|window|localStorage|navigator)\./);
  });
});
