/** The Medieval glossary: unique ids and forms, and rules the books print. */
import { describe, expect, it } from 'vitest';
import { loadGlossary } from '../../src/lib/glossary.ts';
import { indexRulebook } from '../../src/lib/rule-index.ts';
import { contentDir } from './content-files.ts';

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
