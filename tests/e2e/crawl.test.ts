/**
 * Visits the built site's pages (the short-link redirect pages aside: the dist
 * tests check where they point) with every island hydrated, and fails on any
 * console error, page error, failed request or Content-Security-Policy violation.
 * In CI: every page with an island and one page of each kind, with axe in both
 * themes on the latter. `CRAWL_AXE=all` (`npm run crawl`): every page, axe on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPages, requireBuild } from '../dist/built-site.ts';
import {
  axeViolationsInBothThemes,
  hydrateAllIslands,
  openPage,
  startHarness,
  type Harness,
  type WatchedPage,
} from './harness.ts';

const everyPageAxe = process.env['CRAWL_AXE'] === 'all';

interface CrawlPage {
  path: string;
  /** Whether it holds an island (a tool, a board, the builder): each such page is crawled. */
  interactive: boolean;
  /** What sort of page it is, for axe on one of each: depth, name or what it holds. */
  kind: string;
}

/** Every built page that is not a meta-refresh redirect, with its kind. */
function crawlPages(): CrawlPage[] {
  requireBuild();
  return readPages()
    .filter((p) => !p.html.includes('http-equiv="refresh"'))
    .map((p) => {
      const parts = p.path.split('/').filter(Boolean);
      const named = /^(table-side|glossary|army-builder|tables|notes|concepts)$/.exec(
        parts.at(-1) ?? '',
      );
      const kind = p.html.includes('class="scenario-board')
        ? 'scenario'
        : (named?.[1] ?? `${parts[0] === 'compare' ? 'compare' : 'page'}/${parts.length}`);
      return { path: p.path, kind, interactive: p.html.includes('<astro-island') };
    })
    .sort((x, y) => x.path.localeCompare(y.path));
}

/** The first page of each kind. */
function onePerKind(pages: CrawlPage[]): Set<string> {
  const first = new Map<string, string>();
  for (const { path, kind } of pages) if (!first.has(kind)) first.set(kind, path);
  return new Set(first.values());
}

let harness: Harness;
let watched: WatchedPage;

beforeAll(async () => {
  harness = await startHarness();
  watched = await openPage(
    harness,
    { viewport: { width: 390, height: 844 } },
    (url, status) =>
      // The 404 page answers with its status by design.
      url.endsWith('/404.html') && status === 404,
  );
  // Chromium reports each blocked script, style or request as an event in the page.
  await watched.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
});

afterAll(async () => {
  await harness?.close();
});

describe('a crawl of every built page', () => {
  const pages = crawlPages();
  const axeOn = everyPageAxe ? new Set(pages.map((p) => p.path)) : onePerKind(pages);
  // CI visits every page with an island and one page of each kind: the rest are static
  // pages running the same few scripts. `npm run crawl` visits every page.
  const paths = pages
    .filter((p) => everyPageAxe || p.interactive || axeOn.has(p.path))
    .map((p) => p.path);

  it('runs axe on one page of each kind at least', () => {
    expect(axeOn.size).toBeGreaterThanOrEqual(10);
  });

  it('finds every built page, and more than 40 with islands', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(pages.filter((p) => p.interactive).length).toBeGreaterThan(40);
  });

  it.each(paths)('%s: no console error, failed request or CSP violation', async (path) => {
    const { page, problems } = watched;
    problems.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await hydrateAllIslands(page);
    if (axeOn.has(path)) {
      const found = await axeViolationsInBothThemes(page);
      expect(found, path).toEqual({ light: [], dark: [] });
      await page.emulateMedia({ colorScheme: null });
    }
    expect(problems, path).toEqual([]);
  });
});
