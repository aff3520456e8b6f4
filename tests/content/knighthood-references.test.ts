/**
 * Knighthood and the Middle Ages III cites rules and tables in words as well
 * as numbers ("see CC", "the Leader Hit Chart"). Every such name resolves to
 * a rule or table on the site, and every chart the book's rules name in words
 * is one the pages know. The book is read from shared/seeds when present.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knighthoodReferences } from '../../src/lib/knighthood/named-references.ts';
import { indexRulebook } from '../../src/lib/content/rule-index.ts';
import { findReferences } from '../../src/lib/content/rule-numbers.ts';
import { contentDir } from './content-files.ts';

const index = indexRulebook(contentDir, 'knighthood-3');
const { shortNames = {}, titles = {} } = knighthoodReferences;

/** The rules part of the book (before the tables), or undefined without the seeds. */
function bookRules(): string | undefined {
  for (let dir = process.cwd(); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'shared', 'seeds', '004_bc4deef51605c60b.txt');
    if (existsSync(file)) return readFileSync(file, 'utf8').split(/^Tables$/m)[0];
  }
  return undefined;
}
const rules = bookRules();

describe('Knighthood references in words', () => {
  it('send every short name and chart title to a rule or table on the site', () => {
    const targets = { ...shortNames, ...titles };
    const unresolved = Object.entries(targets)
      .filter(([, number]) => !index.rules.has(number))
      .map(([name, number]) => `${name} → ${number}`);
    expect(unresolved).toEqual([]);
    expect(Object.keys(targets).length).toBeGreaterThan(20);
  });

  it('link 3.50’s "see CC" to close combat, 5.40', () => {
    const [ref] = findReferences('both units are disordered (see CC)', knighthoodReferences);
    expect(ref).toMatchObject({ number: '5.40', label: 'CC' });
    expect(index.rules.get('5.40')?.href).toBe('/knighthood-3/combat/#r-5.40');
  });

  it('are cited on the pages (links, not only data)', () => {
    const named = new Set(
      index.references.map((ref) => ref.number).filter((n) => Object.values(titles).includes(n)),
    );
    expect(named.has('T20')).toBe(true);
  });

  it.skipIf(rules === undefined)('cover every chart and "see"/"use" name the book prints', () => {
    const text = rules ?? '';
    const known = new Map(Object.keys(titles).map((t) => [t.toLowerCase(), t]));
    const charts = [
      ...text.matchAll(/\b[A-Z][A-Za-z]*(?:\s+(?:[A-Z][A-Za-z]*|out|of|a))*\s+(?:Chart|CHART)\b/g),
    ].map((m) => m[0].replace(/^(?:The|To)\s+/, ''));
    expect(charts.length).toBeGreaterThan(8);
    const unknownCharts = charts.filter((name) => !known.has(name.toLowerCase()));
    expect(unknownCharts).toEqual([]);
    const names = [...text.matchAll(/\b(?:see|use)\s+([A-Z]{2,3})\b/g)].map((m) => m[1] ?? '');
    expect(names).toContain('CC');
    expect(names.filter((name) => !(name in shortNames))).toEqual([]);
  });
});
