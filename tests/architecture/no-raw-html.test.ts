/**
 * No markup is built from strings in the site's code, so nothing a
 * link, a saved file or a player types can become HTML. Svelte and Astro
 * escape every expression; these are the ways around that, and none is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|svelte|astro|mjs|js)$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => ({
    file: relative(root, join(root, 'src', f)),
    text: readFileSync(join(root, 'src', f), 'utf8'),
  }));

const rawHtml =
  /\{@html\b|\bset:html\b|\.(?:inner|outer)HTML\b|\binsertAdjacentHTML\b|\bdocument\.write\b/;

describe('no raw HTML', () => {
  it('reads the site’s sources, the board and the calculators among them', () => {
    const files = sources.map((s) => s.file);
    expect(files).toContain('src/boards/medieval/ScenarioBoard.svelte');
    expect(files).toContain('src/calculators/medieval/combat/CombatCalculator.svelte');
  });

  it('finds the patterns it forbids', () => {
    for (const bad of [
      '{@html x}',
      '<p set:html={x} />',
      'el.innerHTML = x',
      'el.insertAdjacentHTML(',
      'document.write(x)',
    ])
      expect(rawHtml.test(bad), bad).toBe(true);
    expect(rawHtml.test('el.textContent = x')).toBe(false);
  });

  // InlineScript writes one of the site's own script files, named by a fixed key, so
  // its hash can go into the Content-Security-Policy; it takes no string from a caller.
  const inlineScript = 'src/components/InlineScript.astro';

  it.each(sources.filter((s) => s.file !== inlineScript))(
    '$file builds no markup from strings',
    ({ text }) => {
      expect(text).not.toMatch(rawHtml);
    },
  );

  it('lets InlineScript write only the script files it imports', () => {
    const text = sources.find((s) => s.file === inlineScript)?.text ?? '';
    expect(text.match(new RegExp(rawHtml, 'g'))).toEqual(['set:html']);
    expect(text).toMatch(/<script is:inline set:html=\{code\} \/>/);
    expect(text).toMatch(/const code = inlineScripts\[Astro\.props\.name\];/);
    const list = sources.find((s) => s.file === 'src/lib/site/inline-scripts.ts')?.text ?? '';
    const imported = [...list.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imported).toEqual([
      'node:crypto',
      'esbuild', // minifies those files, nothing else
      '../../scripts/inline/theme-bootstrap.js?raw',
      '../../scripts/inline/sidebar-open.js?raw',
      '../../scripts/inline/short-link.js?raw',
      '../../scripts/inline/fold-open.js?raw',
    ]);
  });
});
