/**
 * From Macbeth to Medici on the built site: a book without rule numbers read
 * like the numbered ones. Every engine section has its anchor, short link and
 * entry in rules.json; every section reference was resolved at build time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionIds, sections } from '../../engine/macbeth-to-medici/index.ts';
import { brokenLink, dist, idsOf, readPages, requireBuild, type BuiltPage } from './built-site.ts';

const book = 'macbeth-to-medici';
let pages: BuiltPage[] = [];
const json = <T>(file: string) => JSON.parse(readFileSync(join(dist, book, file), 'utf8')) as T;

beforeAll(() => {
  requireBuild();
  pages = readPages().filter((p) => p.path.startsWith(`/${book}/`) && !p.path.includes('/r/'));
});

describe('From Macbeth to Medici, built', () => {
  it('has its pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it('anchors every engine section once on the site (r-<slug>)', () => {
    const anchors = pages.flatMap((p) => idsOf(p.html)).filter((id) => id.startsWith('r-'));
    for (const slug of sectionIds) {
      expect(
        anchors.filter((id) => id === `r-${slug}`),
        slug,
      ).toHaveLength(1);
    }
    expect(anchors.every((id) => /^r-[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
  });

  it('gives every section a short link that forwards to its anchor', () => {
    for (const slug of sectionIds) {
      const html = readFileSync(join(dist, book, 'r', slug, 'index.html'), 'utf8');
      const target = /url=([^"]+)"/.exec(html)?.[1] ?? '';
      expect(target, slug).toMatch(new RegExp(`#r-${slug}$`));
      expect(brokenLink(target), `${slug} → ${target}`).toBeUndefined();
      expect(html).toContain(`<title>${sections[slug]} — From Macbeth`);
    }
  });

  it('lists every section in rules.json by slug and title, each at a real anchor', () => {
    const rules = json<{ number: string; href: string; text: string }[]>('rules.json');
    const control = rules.find((r) => r.number === 'control-test');
    expect(control?.text).toBe(sections['control-test']);
    for (const slug of sectionIds)
      expect(
        rules.some((r) => r.number === slug),
        slug,
      ).toBe(true);
    expect(rules.filter((r) => brokenLink(r.href)).map((r) => r.href)).toEqual([]);
  });

  it('lists glossary terms and section titles for misspellings in terms.json', () => {
    const terms = json<{ term: string; number: string; href: string }[]>('terms.json');
    expect(terms.some((t) => t.term === sections['evading-and-feigned-retreat'])).toBe(true);
    expect(terms.length).toBeGreaterThan(sectionIds.length);
    expect(terms.filter((t) => brokenLink(t.href)).map((t) => t.href)).toEqual([]);
  });

  it('leaves no r: link unresolved, and names every section reference by its title', () => {
    for (const page of pages) {
      expect(page.html, page.path).not.toMatch(/href="r:/);
      const refs = [...page.html.matchAll(/<a [^>]*class="rule-ref"[^>]*>/g)].map((m) => m[0]);
      for (const ref of refs) expect(ref, page.path).toMatch(/data-rule-title="[^"]+"/);
    }
    const all = pages.map((p) => p.html).join('');
    expect(all.match(/class="rule-ref"/g)?.length ?? 0).toBeGreaterThan(50);
  });

  it('shows each chapter page’s section as its h1 with a copy-link button', () => {
    const units = pages.find((p) => p.path === `/${book}/units/`)?.html ?? '';
    expect(units).toMatch(/<h1 id="r-units" data-rule="units"[^>]*>/);
    expect(units).toMatch(
      /<h1 id="r-units"[^>]*>[^]*?<button type="button" class="copy-link" aria-label="Copy link to Units"[^>]*><\/button>[^]*?<\/h1>/,
    );
  });

  it('is published on the home page', () => {
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toMatch(/data-rulebook="macbeth-to-medici"\s+data-state="published"/);
    expect(home).not.toMatch(/0 scenarios/);
  });
});
