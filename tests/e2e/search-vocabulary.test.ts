/**
 * Search in players' words, against the built index: abbreviations and their
 * expansions find each other (content/search-vocabulary.<rulebook>.json), the
 * rule that defines a thing comes before the rules that mention it, stop-words
 * are not marked, and the book and kind filters read whole and narrow the
 * results on a 360 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, wcagTags, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const narrow = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const results = (page: Page) => page.locator('[data-search-results] a');

/** The results' links and excerpts (with their marks) once the query is answered. */
async function searchFor(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search the rules' });
  const state = async () =>
    (await page.locator('[data-search]').getAttribute('data-state')) ?? 'idle';
  // Emptied first, so the answer waited for is this query's, not the last one's.
  await box.fill('');
  await expect.poll(state).toBe('idle');
  await box.fill(query);
  await expect.poll(state, { timeout: 15_000 }).toMatch(/results|empty/);
  return results(page).evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href') ?? '',
      excerpt: a.querySelector('.search-hit-excerpt')?.innerHTML ?? '',
    })),
  );
}

const rank = (hits: { href: string }[], pattern: RegExp) =>
  hits.findIndex((hit) => pattern.test(hit.href));

describe('the rule a player names', () => {
  // Each: the book's page, the query, the rule it must reach in the top 3.
  it.each([
    ['bannockburn-1314', 'retreat through enemy zone', /\/combat\/#r-5\.4\.5$/],
    ['bannockburn-1314', 'stacking limit', /\/movement\/#r-4\.5\.1$/],
    ['bannockburn-1314', 'leader killed in combat', /\/leaders\/#r-8\.2\.4$/],
    ['bannockburn-1314', 'banner lost', /\/morale\/#r-6\.1\.5$/],
    ['kosovo-1389', 'leader killed in combat', /\/leaders\/#r-8\.2\.4$/],
    ['kosovo-1389', 'fatigue', /\/fatigue\/#r-14\.2\.1$/],
    ['1066', 'stacking limit', /\/movement\/#r-4\.5\.1$/],
    ['1066', 'fatigue', /\/fatigue\/#r-13\.1\.1$/],
    ['knighthood-3', 'MMS', /#r-1\.30$/],
    ['knighthood-3', 'multiple move stand', /#r-1\.30$/],
    ['knighthood-3', 'charge increment', /#r-3\.00$/],
    ['knighthood-3', 'CI', /#r-3\.00$/],
    ['knighthood-3', 'MF', /#r-3\.00$/],
    ['knighthood-3', 'EHK', /#r-1\.50$/],
    ['macbeth-to-medici', 'd5', /\/units\/#r-dice$/],
  ])('on %s, “%s” reaches its rule in the top 3', async (book, query, rule) => {
    const { page, context, problems } = await openPage(harness, narrow);
    await page.goto(`/${book}/`);
    const hits = await searchFor(page, query);
    const at = rank(hits, rule);
    expect(at, hits.map((h) => h.href).join('\n')).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ranks the defining rule above the rules that mention it', async () => {
    const { page, context, problems } = await openPage(harness, narrow);
    await page.goto('/bannockburn-1314/');
    const stacking = await searchFor(page, 'stacking limit');
    expect(rank(stacking, /#r-4\.5\.1$/)).toBeLessThan(rank(stacking, /#r-4\.4\.9$/) >>> 0);
    const leader = await searchFor(page, 'leader killed in combat');
    expect(rank(leader, /#r-8\.2\.4$/)).toBe(0);
    const banner = await searchFor(page, 'banner lost');
    expect(rank(banner, /\/morale\/#r-6\.1\.5$/)).toBeLessThan(rank(banner, /\/banners\//) >>> 0);
    const fatigue = await searchFor(page, 'fatigue');
    expect(rank(fatigue, /#r-13\.1\./)).toBeLessThan(rank(fatigue, /#r-13\.2\./) >>> 0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('abbreviations both ways', () => {
  // Each pair: searching one form marks the other in some result (its first word for a phrase).
  it.each([
    ['bannockburn-1314', 'zone of control', 'ZoC'],
    ['bannockburn-1314', 'strength points', 'SP'],
    ['knighthood-3', 'multiple move stand', 'MMS'],
    ['knighthood-3', 'MMS', 'multiple'],
    ['knighthood-3', 'charge increment', 'CI'],
    ['knighthood-3', 'OO', 'open'],
    ['knighthood-3', 'extra heavy knights', 'EHK'],
    ['knighthood-3', 'line of battle', 'LOB'],
    ['knighthood-3', 'LOB', 'line'],
    ['knighthood-3', 'maneuver factor', 'MF'],
    ['knighthood-3', 'reaction points', 'RP'],
    ['knighthood-3', 'RP', 'reaction'],
    ['knighthood-3', 'close combat', 'CC'],
    ['knighthood-3', 'CC', 'close'],
    ['macbeth-to-medici', 'average dice', 'd5'],
    ['macbeth-to-medici', 'd5', 'average'],
  ])('on %s, “%s” finds “%s”', async (book, query, other) => {
    const { page, context, problems } = await openPage(harness, narrow);
    await page.goto(`/${book}/`);
    const hits = await searchFor(page, query);
    const marked = hits.flatMap((h) => [...h.excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)]);
    expect(
      marked.some((m) => (m[1] ?? '').replace(/\W/g, '').toLowerCase() === other.toLowerCase()),
      hits.map((h) => h.excerpt).join('\n'),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks no stop-word in an excerpt', async () => {
    const { page, context, problems } = await openPage(harness, narrow);
    await page.goto('/bannockburn-1314/');
    const hits = await searchFor(page, 'the leader of the army');
    expect(hits.length).toBeGreaterThan(0);
    const marked = hits.flatMap((h) => [...h.excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)]);
    expect(marked.map((m) => m[1]?.toLowerCase()).filter((w) => w === 'the' || w === 'of')).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the filters at 360 px', () => {
  it('show every choice whole, narrow the results by kind, and pass axe', async () => {
    const { page, context, problems } = await openPage(harness, narrow);
    await page.goto('/bannockburn-1314/');
    const all = await searchFor(page, 'charge');
    const filters = page.locator('.search-filters select');
    expect(await filters.count()).toBe(2);
    for (const select of await filters.all()) {
      // A select shows its chosen option; as wide as its widest option, none is cut.
      for (const option of await select.locator('option').all()) {
        await select.selectOption({ label: (await option.textContent()) ?? '' });
        const fit = await select.evaluate((el: HTMLSelectElement) => {
          const whole = el.cloneNode(true) as HTMLSelectElement;
          whole.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none';
          el.parentElement?.append(whole);
          const needed = whole.getBoundingClientRect().width;
          whole.remove();
          return {
            needed,
            has: el.getBoundingClientRect().width,
            label: el.selectedOptions[0]?.text,
          };
        });
        expect(fit.has, fit.label).toBeGreaterThanOrEqual(fit.needed - 0.5);
      }
      await select.selectOption({ index: 0 });
    }
    const labels = await page
      .locator('.search-filters, .search-results a')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length);
    expect(labels).toBe(0);

    await page.locator('[data-search-scope]').selectOption('bannockburn-1314');
    await page.locator('[data-search-kind]').selectOption('glossary');
    await expect
      .poll(async () => (await results(page).first().getAttribute('href')) ?? '', {
        timeout: 15_000,
      })
      .toContain('/glossary/');
    const glossary = await results(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    );
    expect(glossary.every((href) => href.includes('/bannockburn-1314/glossary/'))).toBe(true);
    expect(glossary.length).toBeLessThan(Math.max(all.length, 2));

    const axe = await new AxeBuilder({ page }).include('.site-search').withTags(wcagTags).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
