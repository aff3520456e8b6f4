/**
 * Visits every page of the built site (the short-link redirect pages aside: the
 * dist tests check where they point) with every tool hydrated, and fails on any
 * console error, page error, failed request or Content-Security-Policy violation.
 * `CRAWL_AXE=all` also runs axe in both themes on every page (`npm run crawl`,
 * about 10 minutes); CI runs axe on one page of each kind.
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

/** The page paths to visit: every built page that is not a meta-refresh redirect. */
function crawlPaths(): string[] {
  requireBuild();
  return readPages()
    .filter((p) => !p.html.includes('http-equiv="refresh"'))
    .map((p) => p.path)
    .sort();
}

/** One page of each kind (first in order), for axe when not every page gets it. */
function onePerKind(paths: string[]): Set<string> {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    // compare/<editions>/<chapter> is one kind; a book's chapters another; its index a third.
    const kind =
      parts[0] === 'compare' ? `compare/${parts.length}` : `${parts.length}:${parts.at(-1) ?? ''}`;
    const shape = /table-side|glossary|army-builder|tables|notes/.test(kind)
      ? kind
      : kind.split(':')[0]!;
    if (!kinds.has(shape)) kinds.set(shape, path);
  }
  return new Set(kinds.values());
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
  const paths = crawlPaths();
  const axeOn = everyPageAxe ? new Set(paths) : onePerKind(paths);

  it('finds more than 200 pages to visit', () => {
    expect(paths.length).toBeGreaterThan(200);
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
