/** The glossaries: unique ids and forms, rules the books print, and (Knighthood) every abbreviation. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { weapons } from '../../engine/knighthood/index.ts';
import { loadGlossary, termsOf } from '../../src/lib/content/glossary.ts';
import { indexRulebook } from '../../src/lib/content/rule-index.ts';
import { contentDir, mdxFiles } from './content-files.ts';

const glossary = loadGlossary('medieval');

describe('Medieval glossary', () => {
  it('exists and has terms', () => {
    expect(glossary?.terms.length).toBeGreaterThan(30);
  });

  it('has unique kebab-case ids and no form shared by two terms', () => {
    const terms = glossary?.terms ?? [];
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const forms = terms.flatMap((t) => [...new Set([t.term, ...t.aliases])]);
    const twice = forms.filter((form, i) => forms.indexOf(form) !== i);
    expect(twice).toEqual([]);
  });

  it('cites only rules each book prints', () => {
    const problems: string[] = [];
    for (const edition of ['bannockburn-1314', 'kosovo-1389', '1066']) {
      const index = indexRulebook(contentDir, edition);
      for (const term of glossary?.terms ?? []) {
        for (const rule of term.rules[edition] ?? []) {
          if (!index.rules.has(rule)) problems.push(`${term.id}: ${edition} ${rule}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('From Macbeth to Medici glossary', () => {
  const m2m = loadGlossary('macbeth-to-medici');
  const index = indexRulebook(contentDir, 'macbeth-to-medici');

  it('exists, with unique kebab-case ids and no form shared by two terms', () => {
    const terms = m2m?.terms ?? [];
    expect(terms.length).toBeGreaterThan(20);
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const forms = terms.flatMap((t) => [...new Set([t.term, ...t.aliases])]);
    expect(forms.filter((form, i) => forms.indexOf(form) !== i)).toEqual([]);
  });

  it('cites its sections by slugs the pages define', () => {
    const problems = (m2m?.terms ?? []).flatMap((term) =>
      (term.rules['macbeth-to-medici'] ?? [])
        .filter((slug) => !index.rules.has(slug))
        .map((slug) => `${term.id}: ${slug}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('Knighthood and the Middle Ages III glossary', () => {
  const glossary = loadGlossary('knighthood');
  const terms = glossary ? termsOf(glossary, 'knighthood-3') : [];
  const index = indexRulebook(contentDir, 'knighthood-3');

  it('exists, with unique kebab-case ids and no form shared by two terms', () => {
    expect(terms.length).toBeGreaterThan(25);
    expect(terms.length).toBe(glossary?.terms.length);
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const forms = terms.flatMap((t) => [...new Set([t.term, ...t.aliases])]);
    expect(forms.filter((form, i) => forms.indexOf(form) !== i)).toEqual([]);
  });

  it('links every term to rules anchored on the site', () => {
    const broken = terms.flatMap((term) =>
      (term.rules['knighthood-3'] ?? [])
        .filter((rule) => !index.rules.has(rule))
        .map((rule) => `${term.id}: ${rule}`),
    );
    expect(broken).toEqual([]);
  });

  it('defines every abbreviation the pages use', () => {
    const defined = new Set(terms.flatMap((t) => [t.term, ...t.aliases]));
    // 1.50 names armor (EH) and troop types from it (EHK: extra heavy knights); T2 the weapon codes.
    const troopType = /^(?:L|M|H|EH|SH)[ICK]?$/;
    const weaponCodes = new Set<string>(weapons.map((w) => w.code));
    // Names and printed headings, not abbreviations: WRG, table columns and codes; chapters in Roman numerals.
    const notAbbreviations = new Set(['KATMA', 'WRG', 'AD', 'FULL', 'EVEN', 'NA']);
    const romanNumeral = /^[IVX]+$/;
    const undefinedAbbreviations = new Set<string>();
    for (const file of mdxFiles.filter((f) => f.name.startsWith('knighthood-3'))) {
      const prose = readFileSync(file.path, 'utf8')
        .replace(/^---[\s\S]*?---/, '')
        .replace(/^import .*$/gm, '')
        .replace(/<[A-Z][^>]*>|<\/[A-Z]\w*>/g, '')
        .replace(/"[^"\n]*"/g, '');
      for (const [word] of prose.matchAll(/\b[A-Z][A-Z0-9]+\b/g)) {
        const bare = word.replace(/s$/, '').replace(/^AC\d$/, 'AC');
        if (defined.has(word) || defined.has(bare) || troopType.test(bare)) continue;
        if (weaponCodes.has(bare) || notAbbreviations.has(word) || romanNumeral.test(word))
          continue;
        if (/^T\d/.test(word)) continue;
        undefinedAbbreviations.add(`${file.name}: ${word}`);
      }
    }
    expect([...undefinedAbbreviations]).toEqual([]);
  });
});
