/**
 * One calculator pattern: every tool state class is in its system's registry
 * (src/calculators/registry-<system>.ts), which the one index
 * (src/calculators/registry.ts) lists and loads only on demand; every
 * registered tool is on a page, every page names only registered tools, and no
 * per-tool wrapper component exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTools } from '../../src/calculators/registry.ts';

const root = resolve(import.meta.dirname, '../..');
const calculators = join(root, 'src/calculators');
const tools = await listTools();
const systemLists = readdirSync(calculators).filter((f) => /^registry-[\w-]+\.ts$/.test(f));
// Without spaces or trailing commas: each entry as one string, however prettier wraps it.
const registryText = (file: string) =>
  readFileSync(join(calculators, file), 'utf8').replace(/\s+/g, '').replace(/,\)/g, ')');
const indexText = registryText('registry.ts');

const filesUnder = (dir: string, ending: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ending));

/** Exported, non-abstract classes extending a tool base (…Tool or BothSidesTool). */
const toolClasses = filesUnder(calculators, '.svelte.ts').flatMap((file) =>
  [...readFileSync(join(calculators, file), 'utf8').matchAll(/^export class (\w+) extends (\w+)/gm)]
    .filter((m) => /Tool$/.test(m[2] ?? ''))
    .map((m) => ({ file, name: m[1] ?? '' })),
);

const pageIds = filesUnder(join(root, 'content'), '.mdx').flatMap((file) =>
  [...readFileSync(join(root, 'content', file), 'utf8').matchAll(/<Tool\s+id="([^"]+)"/g)].map(
    (m) => ({ file, id: m[1] ?? '' }),
  ),
);

describe('tool registry', () => {
  it('finds the tool classes and the pages that show them', () => {
    expect(toolClasses.map((c) => c.name)).toContain('MoraleCheckTool');
    expect(toolClasses.map((c) => c.name)).toContain('FireTool');
    expect(pageIds.length).toBeGreaterThan(tools.length);
  });

  it.each(toolClasses)(
    'registers $name ($file) in its own system’s list only',
    ({ file, name }) => {
      const loaded = `import('./${file}').then((m)=>m.${name})`;
      const own = `registry-${file.split('/')[0] ?? ''}.ts`;
      expect(systemLists.filter((list) => registryText(list).includes(loaded))).toEqual([own]);
    },
  );

  it('has one index listing every system’s list, each loaded on demand', () => {
    expect(systemLists.length).toBe(3);
    for (const list of systemLists)
      expect(indexText, list).toContain(`import('./${list}').then((m)=>m.tools)`);
    // No static import of a list: a page would then carry every system's tools.
    expect(indexText).not.toMatch(/import[^('"]*from'\.\/registry-/);
    expect(registryText('registry.ts')).not.toContain('load:');
  });

  it('has each id once, named after its system and module', () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    for (const t of tools) expect(t.id.startsWith(`${t.system}/`)).toBe(true);
  });

  it('has every registered tool on a page', () => {
    const shown = new Set(pageIds.map((p) => p.id));
    expect(tools.map((t) => t.id).filter((id) => !shown.has(id))).toEqual([]);
  });

  it('has every page name a registered tool', () => {
    const known = new Set(tools.map((t) => t.id));
    expect(pageIds.filter((p) => !known.has(p.id))).toEqual([]);
  });

  it('has no per-tool wrapper component (pages use Tool.svelte)', () => {
    expect(filesUnder(calculators, '.svelte').filter((f) => /.+Tool\.svelte$/.test(f))).toEqual([]);
  });
});
