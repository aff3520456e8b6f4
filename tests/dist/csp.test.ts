/**
 * Every page carries a Content-Security-Policy that allows only the
 * site's own scripts and styles, and every inline script and style it holds is
 * allowed by hash (Astro writes the hashes; a wrong one blanks a style or breaks
 * a script without failing the build). The crawl (tests/e2e/crawl.test.ts) checks
 * the same in Chromium.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPages, requireBuild, type BuiltPage } from './built-site.ts';

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
