/**
 * The dark theme changes colours and nothing else, which is why the browser
 * tests run axe's full rule set in the light theme and only its colour rules
 * in the dark one (tests/e2e/harness.ts): every declaration under a dark-theme
 * selector must set a colour (or the colour scheme), never layout, visibility
 * or content that another axe rule would see.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(css|svelte|astro)$/.test(f))
  .map((f) => ({
    file: relative(root, join(root, 'src', f)),
    text: readFileSync(join(root, 'src', f), 'utf8'),
  }));

const darkSelector = /data-theme=['"]dark['"]/;
const colour = /^(?:#[0-9a-f]{3,8}|var\(--[\w-]+\)|light|dark)(?:\s*!important)?$/i;

/** Each `selector { declarations }` block whose selector names the dark theme: its declarations. */
function darkDeclarations(text: string): string[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)]
    .filter((m) => darkSelector.test(m[1] ?? ''))
    .flatMap((m) =>
      (m[2] ?? '')
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean),
    );
}

/** Declarations that set something other than a colour. */
const notColour = (declarations: string[]) =>
  declarations.filter((d) => !colour.test(d.slice(d.indexOf(':') + 1).trim()));

describe('the dark theme', () => {
  it('finds the dark-theme rules, the theme’s own among them', () => {
    const theme = sources.find((s) => s.file === 'src/styles/theme.css');
    expect(darkDeclarations(theme?.text ?? '').length).toBeGreaterThan(10);
  });

  it('tells a colour from a layout change', () => {
    expect(notColour(darkDeclarations(":root[data-theme='dark'] .a { color: #fff; }"))).toEqual([]);
    expect(
      notColour(darkDeclarations(":root[data-theme='dark'] .a { display: none; color: #fff }")),
    ).toEqual(['display: none']);
  });

  it('sets only colours', () => {
    const found = sources.flatMap(({ file, text }) =>
      notColour(darkDeclarations(text)).map((d) => `${file}: ${d}`),
    );
    expect(found).toEqual([]);
  });
});
