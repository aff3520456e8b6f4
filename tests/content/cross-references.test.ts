/**
 * Every rule reference in the text must point at a rule the book prints, and
 * every rule number gets exactly one anchor. Failures name the file and line.
 * In a book named by sections the same checks hold for section slugs: every
 * `r:` reference resolves, every slug is defined once, every engine section is
 * on the site.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexRulebook } from '../../src/lib/content/rule-index.ts';
import { hasSections } from '../../src/lib/site/rulebooks.ts';
import { isSlug } from '../../src/lib/content/section-slugs.ts';
import { contentDir, rulebookFolders } from './content-files.ts';

describe.each(rulebookFolders)('%s', (rulebook) => {
  const index = indexRulebook(contentDir, rulebook);
  const sections = hasSections(rulebook);

  it('defines rules', () => {
    expect(index.rules.size).toBeGreaterThan(0);
  });

  it('resolves every reference to a rule the book prints', () => {
    const broken = index.references
      .filter((ref) => !index.rules.has(ref.number) && !index.printed.has(ref.number))
      .map(
        (ref) => `${ref.file}:${ref.line} refers to ${ref.number}, which the book does not print`,
      );
    expect(broken).toEqual([]);
  });

  it('gives each rule number one anchor', () => {
    const twice = index.duplicates.map((d) => {
      const first = index.rules.get(d.number);
      return `${d.file}:${d.line} defines ${d.number} again (first at ${first?.file}:${first?.line})`;
    });
    expect(twice).toEqual([]);
  });

  it('defines every rule number the book prints', () => {
    const missing = [...index.printed].filter((number) => !index.rules.has(number));
    expect(missing, `${rulebook}: printed but not on the site`).toEqual([]);
  });

  it('defines only rule numbers the book prints', () => {
    // A sections book's headings define slugs of their own beyond the engine's sections.
    if (index.printed.size === 0 || sections) return;
    // A chapter page anchors its h1 at a chapter number even where the book
    // heads the chapter by its title alone (Knighthood's turn chapter, 2.00).
    const isChapterAnchor = (rule: { file: string; line: number }) =>
      readFileSync(rule.file, 'utf8').split('\n')[rule.line - 1]?.startsWith('chapter:') === true;
    const unknown = [...index.rules.values()]
      .filter((rule) => !index.printed.has(rule.number) && !isChapterAnchor(rule))
      .map(
        (rule) => `${rule.file}:${rule.line} defines ${rule.number}, which the book does not print`,
      );
    expect(unknown).toEqual([]);
  });

  it.runIf(sections)('gives every section a well-formed slug, and r: references only', () => {
    const bad = [...index.rules.values()]
      .filter((rule) => !isSlug(rule.number))
      .map((rule) => `${rule.file}:${rule.line} defines “${rule.number}”, not a slug`);
    expect(bad).toEqual([]);
    expect(index.references.length).toBeGreaterThan(0);
    expect(index.references.every((ref) => !/^\d/.test(ref.number))).toBe(true);
  });
});
