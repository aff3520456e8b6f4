/**
 * Every page carries a Content-Security-Policy that allows only the site's
 * own scripts and styles, and every inline script and style it holds is
 * allowed by hash (Astro writes the hashes; a wrong one blanks a style or breaks
 * a script without failing the build). The crawl (tests/e2e/crawl.test.ts) checks
 * the same in Chromium. dist/_headers gives the host the same policy, with what
 * only a header can carry; nothing needs a `data:` image.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteBase } from '../../src/lib/site/base-path.ts';
import { dist, readPages, requireBuild, type BuiltPage } from './built-site.ts';

let pages: BuiltPage[] = [];

beforeAll(() => {
  requireBuild();
  pages = readPages();
});

const policyOf = (html: string): string =>
  /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

const hashOf = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('is on every page, with no unsafe source but WebAssembly', () => {
    const missing = pages.filter((p) => !policyOf(p.html)).map((p) => p.path);
    expect(missing).toEqual([]);
    for (const page of pages.slice(0, 50)) {
      const policy = policyOf(page.html);
      expect(policy, page.path).toContain("default-src 'self'");
      expect(policy, page.path).toContain("object-src 'none'");
      expect(policy.replace("'wasm-unsafe-eval'", ''), page.path).not.toMatch(/unsafe/);
    }
  });

  it('allows every inline script and style of every page by its hash', () => {
    const unlisted = pages.flatMap((page) => {
      const policy = policyOf(page.html);
      const inline = [
        ...page.html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
        ...page.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g),
      ].map((m) => m[1] ?? '');
      return inline
        .filter((text) => !policy.includes(hashOf(text)))
        .map((text) => `${page.path}: ${text.slice(0, 60)}`);
    });
    expect(unlisted).toEqual([]);
  });

  it('has no style attribute in any page (the policy would block it)', () => {
    const styled = pages
      .filter((page) => /<[a-z][^>]*\sstyle="/.test(page.html))
      .map((page) => page.path);
    expect(styled).toEqual([]);
  });
});

/** A policy as directive → its sources, sorted, so order does not count. */
const directivesOf = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources.sort()]),
  );

/** The headers dist/_headers gives a path pattern. */
function headersFor(pattern: string): Record<string, string> {
  const blocks = readFileSync(join(dist, '_headers'), 'utf8').split(/\n\s*\n/);
  const block = blocks.find((b) => b.split('\n')[0] === pattern) ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => /^\s+([\w-]+):\s*(.*)$/.exec(line))
      .flatMap((m) => (m ? [[m[1] ?? '', m[2] ?? '']] : [])),
  );
}

describe('host headers (dist/_headers)', () => {
  it("carry the pages' policy, every page's hashes, and frame-ancestors, which a <meta> cannot", () => {
    const headers = headersFor(`${siteBase}*`);
    const header = directivesOf(headers['Content-Security-Policy'] ?? '');
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    const rest = Object.fromEntries(
      Object.entries(header).filter(([n]) => n !== 'frame-ancestors'),
    );
    // The full pages' policy, and every page's policy within it (short links hash less).
    const home = directivesOf(policyOf(pages.find((p) => p.path === siteBase)?.html ?? ''));
    expect(rest).toEqual(home);
    for (const page of pages) {
      const meta = directivesOf(policyOf(page.html));
      for (const [name, sources] of Object.entries(meta))
        expect(
          sources.filter((s) => !(header[name] ?? []).includes(s)),
          `${page.path} ${name}`,
        ).toEqual([]);
    }
  });

  it('set the headers a static host should send, and keep the worker uncached', () => {
    expect(headersFor(`${siteBase}*`)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headersFor(`${siteBase}sw.js`)).toEqual({ 'Cache-Control': 'no-cache' });
  });
});

describe('no data: images', () => {
  it('in any policy, page, stylesheet or script', () => {
    expect(pages.filter((p) => policyOf(p.html).includes('data:')).map((p) => p.path)).toEqual([]);
    // Pagefind's own UIs are built beside its index but never loaded (the site has its own search).
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(html|css|js|svg)$/.test(f) && !/^pagefind\/pagefind-[\w-]*ui\./.test(f),
    );
    const inlined = files.filter((f) => /data:image\//.test(readFileSync(join(dist, f), 'utf8')));
    expect(inlined).toEqual([]);
  });
});
