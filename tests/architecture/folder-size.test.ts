/**
 * Folders answer "where is X" once: no folder of the site, the engine or the
 * tests holds more than 20 source files of its own (tests, benchmarks and
 * fixtures beside them aside); past that it groups them by concept in
 * sub-folders, as engine/medieval/ does.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const limit = 20;
const isSource = (name: string) =>
  /\.(ts|svelte|astro|mjs)$/.test(name) && !/\.(test|bench|fixtures)\.ts$/.test(name);

/** Each folder under `top` with how many source files it holds itself. */
function countSources(top: string): { folder: string; files: number }[] {
  const found: { folder: string; files: number }[] = [];
  const visit = (folder: string) => {
    const entries = readdirSync(join(root, folder), { withFileTypes: true });
    found.push({ folder, files: entries.filter((e) => e.isFile() && isSource(e.name)).length });
    for (const e of entries) if (e.isDirectory()) visit(join(folder, e.name));
  };
  visit(top);
  return found;
}

describe('folder size', () => {
  const folders = ['src', 'engine', 'tests'].flatMap(countSources);

  it('reads the tree (the engine core is among the folders)', () => {
    expect(folders.find((f) => f.folder === 'engine/core')?.files).toBeGreaterThan(5);
  });

  it(`holds no folder of more than ${limit} source files of its own`, () => {
    expect(folders.filter((f) => f.files > limit)).toEqual([]);
  });
});
