/**
 * The board kit serves every system: its files reach the engine only
 * through the core's entry and import no system's engine or boards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const kitDir = join(root, 'src/boards/kit');
const kitFiles = readdirSync(kitDir)
  .filter((f) => /\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(kitDir, f), 'utf8') }));

const importPattern =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('board kit boundary', () => {
  it('finds the kit, its hex board among it', () => {
    expect(kitFiles.map((k) => k.file)).toContain('HexBoard.svelte');
  });

  it.each(kitFiles)('boards/kit/$file imports no system module', ({ file, text }) => {
    const targets = [...text.matchAll(importPattern)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(root, resolve(kitDir, dirname(file), spec)));
    for (const target of targets) {
      if (target.startsWith('engine/')) expect(target).toBe('engine/core/index.ts');
      else expect(target, `${file} imports ${target}`).toMatch(/^src\/(boards\/kit|lib)\//);
    }
  });
});
