/**
 * Site code reaches the engine through its entry modules only, so that the
 * engine can be reorganised behind them: the core and each system's index.
 * Site tests and fixtures may also use the engine's test fixtures (`*.fixtures.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const srcDir = join(root, 'src');
const engineEntries = [
  'engine/core/index.ts',
  'engine/medieval/index.ts',
  'engine/macbeth-to-medici/index.ts',
  'engine/knighthood/index.ts',
];

const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|svelte|astro|mjs|js)$/.test(f))
  .map((f) => ({ file: join('src', f), text: readFileSync(join(srcDir, f), 'utf8') }));

const importPattern =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('site imports of the engine', () => {
  it('finds site files that use the engine', () => {
    expect(sources.filter((s) => s.text.includes('engine/')).length).toBeGreaterThan(10);
  });

  it.each(sources)('$file imports the engine only through an entry module', ({ file, text }) => {
    const targets = [...text.matchAll(importPattern)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(root, resolve(root, dirname(file), spec)))
      .filter((target) => target.startsWith('engine/'));
    const fixtureAllowed = (target: string) =>
      /\.(?:test|fixtures)\.ts$/.test(file) && target.endsWith('.fixtures.ts');
    for (const target of targets.filter((t) => !fixtureAllowed(t)))
      expect(engineEntries, `${file} imports ${target}`).toContain(target);
  });
});
