/**
 * Knighthood and the Middle Ages III on the built site: the whole book is
 * there (every printed number anchored with its short link, every optional
 * rule, every table), and every worked example is on the examples page with
 * the engine's answer, linked from its rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableIds } from '../../engine/knighthood/index.ts';
import { workedExamples } from '../../src/lib/knighthood/examples.ts';
import {
  brokenLink,
  idsOf,
  linksOf,
  readPages,
  requireBuild,
  type BuiltPage,
} from './built-site.ts';

const book = 'knighthood-3';
const printed = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content', book, 'printed-rules.json'), 'utf8'),
) as string[];
let pages: BuiltPage[] = [];
const page = (path: string) => pages.find((p) => p.path === `/${book}/${path}/`);

beforeAll(() => {
  requireBuild();
  pages = readPages().filter((p) => p.path.startsWith(`/${book}/`) && !p.path.includes('/r/'));
});

describe('Knighthood and the Middle Ages III, built', () => {
  it('anchors every printed number once, each with a short link that resolves', () => {
    const anchors = pages.flatMap((p) => idsOf(p.html));
    const missing = printed.filter((n) => anchors.filter((id) => id === `r-${n}`).length !== 1);
    expect(missing).toEqual([]);
    const broken = printed.filter((n) => brokenLink(`/${book}/r/${n}/`) !== undefined);
    expect(broken).toEqual([]);
    expect(printed).toHaveLength(82);
  });

  it('has every optional rule 9.00–9.14 on its page (the book prints no 9.05)', () => {
    const ids = idsOf(page('optional-rules')?.html ?? '');
    const optional = printed.filter((n) => n.startsWith('9.'));
    expect(optional).toEqual(
      ['9.00', '9.01', '9.02', '9.03', '9.04', '9.06', '9.07', '9.08', '9.09', '9.10'].concat([
        '9.11',
        '9.12',
        '9.13',
        '9.14',
      ]),
    );
    expect(optional.filter((n) => !ids.includes(`r-${n}`))).toEqual([]);
  });

  it('renders every table T1–T23 (no T3) on the tables page, each from the engine', () => {
    const html = page('tables')?.html ?? '';
    expect(tableIds).toHaveLength(23);
    expect(tableIds).not.toContain('T3');
    const ids = idsOf(html);
    expect(
      tableIds.filter((t) => !ids.includes(`r-${t}`) || !ids.includes(`knighthood-${t}`)),
    ).toEqual([]);
  });

  it('puts every worked example on the examples page with its anchor and the engine’s answer', () => {
    const html = page('examples')?.html ?? '';
    const ids = idsOf(html);
    expect(workedExamples.filter((e) => !ids.includes(`ex-${e.id}`))).toEqual([]);
    const answers = [
      ...html.matchAll(/data-worked="([^"]+)"[^>]*>\s*<p[^>]*>[^<]*<\/p>\s*<ul>\s*<li>/g),
    ];
    expect(answers).toHaveLength(workedExamples.length);
    expect(html).toContain('Hit number 2 (modifier +4).');
  });

  it('links every example from its rule page, and every example to its rule', () => {
    const examplesPage = page('examples');
    const fromRules = pages
      .filter((p) => p !== examplesPage)
      .flatMap((p) => linksOf(p))
      .filter((href) => href.startsWith(`/${book}/examples/#ex-`));
    const linked = new Set(fromRules.map((href) => href.split('#ex-')[1]));
    expect(workedExamples.filter((e) => !linked.has(e.id)).map((e) => e.id)).toEqual([]);
    expect(fromRules.filter((href) => brokenLink(href) !== undefined)).toEqual([]);
    const ruleLinks = new Set(
      [...(examplesPage?.html ?? '').matchAll(/data-rule-ref="([^"]+)"/g)].map((m) => m[1]),
    );
    // The Basics' unnumbered paragraphs (Dice, Ground scale) are linked by their headings.
    const basicsAnchors: Record<string, string> = {
      dice: 'dice',
      'ground-scale': 'scales-and-time',
    };
    const linksTo = (e: (typeof workedExamples)[number]) => {
      const anchor = basicsAnchors[e.rule];
      return anchor === undefined
        ? ruleLinks.has(e.rule)
        : (examplesPage?.html ?? '').includes(`/${book}/the-basics/#${anchor}"`);
    };
    expect(workedExamples.filter((e) => !linksTo(e)).map((e) => e.id)).toEqual([]);
  });
});
