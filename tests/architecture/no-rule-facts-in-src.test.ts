/**
 * Rule facts live in the engine (or content/ for prose); the site only renders
 * what the engine returns. So no string literal or markup text in src/ names a
 * rule number, a table id or a section sign: a label or a working step that
 * cites a rule takes the number from engine data. Comments and tests may cite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler';
import { parse as parseSvelte } from 'svelte/compiler';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../../src');
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|svelte|astro)$/.test(f))
  .filter((f) => !/\.(test|fixtures)\.ts$|(^|\/)fixtures\//.test(f))
  .sort()
  .map((f) => `src/${f}`);

/** A rule number (`9.13`, `5.4.4`), a table id (`T17A`) or a section sign. */
const ruleNumber =
  /§|(?<![\w.$#-])[1-9]\d?\.\d{1,2}(?:\.\d{1,2})*(?![\w%]|\.\d)|(?<![\w-])T\d{1,2}[A-Z]?\b/;

/**
 * Strings that name a rule number but state no rule fact, each exact and in its
 * one file. Keep it short: a label that cites a rule reads it from the engine.
 */
const allowed: Readonly<Record<string, readonly string[]>> = {
  // What a player may type: the search box's placeholder and the home page's hint.
  'src/components/SiteSearch.astro': ['Search, or 5.5.2'],
  'src/pages/index.astro': ['3.3.3'],
  // A content author's error: the form a chapter number takes.
  'src/lib/content/content-schema.ts': ['a chapter number such as "5.0"'],
};

/** The string literals (template parts included) in TypeScript source. */
function readTsStrings(code: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

/** Markup text, attribute text and string literals in a Svelte component. */
function readSvelteStrings(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.type === 'StyleSheet') return;
    if (n.type === 'Text' && typeof n.data === 'string') found.push(n.data);
    if (n.type === 'Literal' && typeof n.value === 'string') found.push(n.value);
    if (n.type === 'TemplateElement') found.push(String((n.value as { cooked?: string }).cooked));
    for (const [key, value] of Object.entries(n))
      if (key !== 'leadingComments' && key !== 'trailingComments' && key !== 'metadata')
        visit(value);
  };
  visit(parseSvelte(code, { modern: true }));
  return found;
}

type AstroNode = {
  type: string;
  name?: string;
  value?: string;
  kind?: string;
  attributes?: AstroNode[];
  children?: AstroNode[];
};

/** Markup text, quoted attributes and the strings in frontmatter and expressions. */
async function readAstroStrings(code: string): Promise<string[]> {
  const found: string[] = [];
  const visit = (node: AstroNode, inCode: boolean): void => {
    if (node.type === 'element' && node.name === 'style') return;
    if (node.type === 'frontmatter') found.push(...readTsStrings(node.value ?? ''));
    else if (node.type === 'text')
      found.push(...(inCode ? readTsStrings(node.value ?? '') : [node.value ?? '']));
    for (const attr of node.attributes ?? [])
      found.push(
        ...(attr.kind === 'quoted' ? [attr.value ?? ''] : readTsStrings(attr.value ?? '')),
      );
    const code = node.type === 'expression' || (node.type === 'element' && node.name === 'script');
    for (const child of node.children ?? [])
      visit(child, code || (inCode && child.type === 'text'));
  };
  visit((await parseAstro(code)).ast, false);
  return found;
}

async function readStrings(file: string): Promise<string[]> {
  const code = readFileSync(join(srcDir, '..', file), 'utf8');
  if (file.endsWith('.svelte')) return readSvelteStrings(code);
  if (file.endsWith('.astro')) return readAstroStrings(code);
  return readTsStrings(code);
}

/**
 * The `label` properties whose value reads a rule from the engine (`rules.x`,
 * `citeInLabel(...)`): a form's label names no rule; the field's `rule` does.
 */
function readRuleLabels(code: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'label' &&
      /\brules\.|\bciteInLabel\(/.test(node.initializer.getText(source))
    )
      found.push(node.initializer.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const findRuleFacts = (file: string, strings: string[]) =>
  strings.filter((s) => ruleNumber.test(s) && !allowed[file]?.includes(s));

describe('no rule facts in src/', () => {
  it('reads string literals and markup, not comments, in each kind of file', async () => {
    expect(readTsStrings("// 9.13\nconst a = 'x 9.13', b = `T17A ${a} §4`;")).toEqual([
      'x 9.13',
      'T17A ',
      ' §4',
    ]);
    expect(
      readSvelteStrings(
        '<script lang="ts">/* 9.13 */ const a: string = "5.4.4";</script>\n<!-- T17A --><p title="T1">9.07 {a + \'§\'}</p><style>p { width: 1.5rem }</style>',
      ),
    ).toEqual(expect.arrayContaining(['5.4.4', 'T1', '9.07 ', '§']));
    expect(
      await readAstroStrings(
        "---\n// 9.13\nconst a = 'T17A';\n---\n<!-- 9.14 --><p title=\"5.4\">Rule 9.07 {a + '§'}</p><style>p { width: 1.5rem }</style>",
      ),
    ).toEqual(expect.arrayContaining(['T17A', '5.4', 'Rule 9.07 ', '§']));
  });

  it('finds a label that reads its rule from the engine, not a rule beside it', () => {
    expect(
      readRuleLabels(
        "const f = [{ label: citeInLabel('Weapon', rules.x) }, { label: `Side: ${rules.y} line` }, { label: 'Unit', rule: rules.z }];",
      ),
    ).toEqual(["citeInLabel('Weapon', rules.x)", '`Side: ${rules.y} line`']);
  });

  it.each(files.filter((f) => f.startsWith('src/calculators/') && f.endsWith('.ts')))(
    '%s names no rule in a field label',
    (file) => {
      expect(readRuleLabels(readFileSync(join(srcDir, '..', file), 'utf8'))).toEqual([]);
    },
  );

  it('knows a rule number from a number that is not one', () => {
    for (const bad of ['9.13', 'Berserkers (9.07)', '5.4.4', 'T17A', 'T5', '§ 4', 'rule 12.1:'])
      expect(ruleNumber.test(bad), bad).toBe(true);
    for (const fine of ['1.5rem', '0.5', '33.3%', 'v1.2.3.4.5', 'T-shirt', 'ATTACK', '1/6', '12'])
      expect(ruleNumber.test(fine), fine).toBe(false);
  });

  it('scans the site’s sources, the calculators among them', () => {
    expect(files).toContain('src/calculators/knighthood/leaders/captivity.svelte.ts');
    expect(files.some((f) => f.endsWith('.svelte'))).toBe(true);
    expect(files.some((f) => f.endsWith('.astro'))).toBe(true);
  });

  it.each(files)('%s writes no rule number', async (file) => {
    expect(findRuleFacts(file, await readStrings(file))).toEqual([]);
  });
});
