/**
 * The built site holds together: every internal link and #fragment resolves,
 * no page repeats an id, short rule links and rule indexes point at anchors.
 * `npm run test:base` runs these over a build for the sub-folder /rules/,
 * where every link must also stay under the base.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteBase, withBase } from '../../src/lib/site/base-path.ts';
import {
  brokenLink,
  dist,
  idsOf,
  linksOf,
  readPages,
  requireBuild,
  type BuiltPage,
} from './built-site.ts';

let pages: BuiltPage[] = [];

beforeAll(() => {
  requireBuild();
  pages = readPages();
});

describe('the built site', () => {
  it('has the pages of the three Medieval books', () => {
    for (const book of ['bannockburn-1314', 'kosovo-1389', '1066'])
      expect(pages.filter((p) => p.path.startsWith(withBase(`/${book}/`))).length).toBeGreaterThan(
        100,
      );
  });

  it('has no internal link or #fragment that does not resolve', () => {
    const broken = pages.flatMap((page) =>
      linksOf(page)
        .filter((href) => !href.startsWith(withBase('/pagefind/')))
        .map((href) => ({ href, why: brokenLink(href) }))
        .filter((link) => link.why)
        .map((link) => `${page.path} → ${link.href}: ${link.why ?? ''}`),
    );
    expect(broken).toEqual([]);
  });

  it('repeats no id within a page', () => {
    const repeated = pages.flatMap((page) => {
      const seen = new Set<string>();
      return idsOf(page.html)
        .filter((id) => (seen.has(id) ? true : (seen.add(id), false)))
        .map((id) => `${page.path}#${id}`);
    });
    expect(repeated).toEqual([]);
  });

  it('forwards every short rule link to an anchor that exists', () => {
    const shortLinks = pages.filter((p) =>
      /^[^/]+\/r\/[^/]+\/$/.test(p.path.slice(siteBase.length)),
    );
    expect(shortLinks.length).toBeGreaterThan(300);
    for (const page of shortLinks) {
      const target = /url=([^"]+)"/.exec(page.html)?.[1] ?? '';
      expect(brokenLink(target), `${page.path} → ${target}`).toBeUndefined();
    }
  });

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'])(
    "%s's rule index points at real anchors",
    (book) => {
      const index = JSON.parse(readFileSync(join(dist, book, 'rules.json'), 'utf8')) as {
        number: string;
        href: string;
      }[];
      expect(index.length).toBeGreaterThan(100);
      const broken = index.filter((rule) => brokenLink(rule.href)).map((r) => r.href);
      expect(broken).toEqual([]);
    },
  );
});
