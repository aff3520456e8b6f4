/**
 * Every built page is valid HTML by
 * html-validate with the repository's `.htmlvalidate.json` (its recommended
 * rules, less a few about style): elements nest as the content models allow,
 * ids are unique, required attributes are there and ARIA is used as specified.
 * A failure names the page, line, column and rule. The ~1,000 short-link
 * redirect pages come from one template and differ only in the rule and its
 * address: one is validated, and every other must have its exact shape.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { readPages, requireBuild } from './built-site.ts';

/**
 * Astro writes this style before a page's first island, inside <body> where the
 * content model allows no <style> (withastro/astro#10308, open): it is not ours
 * to move. It is blanked with as many spaces, so lines and columns still match.
 */
const astroIslandStyle =
  '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * The static loader merges the presets and builds the element table again for
 * every file (about 30 ms each); the configuration does not vary, so resolve it once.
 */
class OnceConfigLoader extends StaticConfigLoader {
  private resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;
  override getConfigFor(
    ...args: Parameters<StaticConfigLoader['getConfigFor']>
  ): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (args[1]) return super.getConfigFor(...args);
    this.resolved ??= super.getConfigFor(...args);
    return this.resolved;
  }
}

const config = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../.htmlvalidate.json'), 'utf8'),
) as ConfigData;

describe('valid HTML on every built page', () => {
  requireBuild();
  const all = readPages();
  const isRedirect = (html: string) => html.includes('http-equiv="refresh"');
  const redirects = all.filter((p) => isRedirect(p.html));
  const pages = [...all.filter((p) => !isRedirect(p.html)), ...redirects.slice(0, 1)];
  const validator = new HtmlValidate(new OnceConfigLoader(config));

  it('reads every page, the short-link redirects included', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(redirects.length).toBeGreaterThan(500);
  });

  it('finds every short-link redirect page of the one validated shape', () => {
    // Rule numbers, titles and targets vary; markup, attributes and order do not.
    const shape = (html: string) =>
      html.replace(/<title>[^<]*<\/title>/, '').replace(/"[^"]*"|>[^<]*</g, '');
    const first = shape(redirects[0]?.html ?? '');
    expect(redirects.filter((p) => shape(p.html) !== first).map((p) => p.path)).toEqual([]);
  });

  it('finds no error or warning on any page', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const html = page.html.replaceAll(astroIslandStyle, ' '.repeat(astroIslandStyle.length));
      const report = await validator.validateString(html, page.path);
      for (const result of report.results)
        for (const m of result.messages)
          problems.push(`${page.path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('catches a block element inside an inline one, and a repeated id', async () => {
    const bad =
      '<!doctype html><html lang="en"><head><title>t</title></head>' +
      '<body><span><div id="a">x</div></span><p id="a">y</p></body></html>';
    const report = await validator.validateString(bad, 'fixture.html');
    const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toContain('element-permitted-content');
    expect(rules).toContain('no-dup-id');
  });
});
