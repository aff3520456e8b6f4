/**
 * Scenario pages as built: the turns line is complete, MORALE is told the
 * way the book tells it, and a scenario carries only the label its book prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPages, requireBuild, type BuiltPage } from './built-site.ts';

let pages: BuiltPage[] = [];
const textOf = (html: string, attribute: string) =>
  (new RegExp(`<dd[^>]*${attribute}[^>]*>([\\s\\S]*?)</dd>`).exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(() => {
  requireBuild();
  pages = readPages().filter((p) => p.html.includes('class="scenario"'));
});

describe('scenario pages', () => {
  it('SCENARIOS: every page states its turns in full', () => {
    expect(pages.length).toBe(9);
    const turns = Object.fromEntries(pages.map((p) => [p.path, textOf(p.html, 'data-turns')]));
    for (const [path, line] of Object.entries(turns))
      expect(line, path).toMatch(
        /^(\d+ to \d+|From turn \d+, with no last turn \(how the game ends is above\))$/,
      );
    expect(turns['/kosovo-1389/kosovo-field/']).toMatch(/^From turn 1, with no last turn/);
    expect(turns['/kosovo-1389/milos-obilic/']).toMatch(/^From turn 7, with no last turn/);
  });

  it('SCENARIOS: Bannockburn 1314 carries MORALE over from Prelude instead of stating 0', () => {
    const page = pages.find((p) => p.path === '/bannockburn-1314/bannockburn-1314/');
    expect(textOf(page?.html ?? '', 'data-morale')).toBe('Carried over from the end of “Prelude”');
  });

  it('SCENARIOS: the 1066 scenarios carry no label the book does not print', () => {
    const labels = pages
      .map((p) => [p.path, /historical scenario/.test(p.html)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(labels.filter(([path]) => String(path).startsWith('/1066/'))).toEqual([
      ['/1066/fulford/', false],
      ['/1066/hastings/', false],
      ['/1066/stamford-bridge/', false],
    ]);
    expect(labels.filter(([, labelled]) => labelled)).toHaveLength(5);
  });

  it('the home page counts the scenarios and links each one, and each book links its own', () => {
    const all = readPages();
    const home = all.find((p) => p.path === '/')?.html ?? '';
    expect(home).toContain('9 scenarios with boards');
    for (const page of pages) expect(home, page.path).toContain(`href="${page.path}"`);
    for (const book of ['bannockburn-1314', 'kosovo-1389', '1066']) {
      const index = all.find((p) => p.path === `/${book}/`)?.html ?? '';
      const own = pages.filter((p) => p.path.startsWith(`/${book}/`));
      expect(own.length, book).toBeGreaterThan(1);
      for (const page of own) expect(index, page.path).toContain(`href="${page.path}"`);
    }
  });
});
