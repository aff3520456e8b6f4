/**
 * The calculator kit and the board kit serve every system: their files reach
 * the engine only through the core's entry and import no system's engine,
 * calculators or boards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const kits = [
  { dir: 'src/calculators/kit', landmark: 'DiceInput.svelte' },
  { dir: 'src/boards/kit', landmark: 'HexBoard.svelte' },
];

const importPattern =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe.each(kits)('$dir boundary', ({ dir, landmark }) => {
  const kitDir = join(root, dir);
  const kitFiles = readdirSync(kitDir)
    .filter((f) => /\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => ({ file: f, text: readFileSync(join(kitDir, f), 'utf8') }));

  it(`finds the kit, ${landmark} among it`, () => {
    expect(kitFiles.map((k) => k.file)).toContain(landmark);
  });

  it.each(kitFiles)('$file imports no system module', ({ file, text }) => {
    const targets = [...text.matchAll(importPattern)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(root, resolve(kitDir, dirname(file), spec)));
    for (const target of targets) {
      if (target.startsWith('engine/')) expect(target).toBe('engine/core/index.ts');
      else expect(target, `${file} imports ${target}`).toMatch(new RegExp(`^(${dir}|src/lib)/`));
    }
  });
});
