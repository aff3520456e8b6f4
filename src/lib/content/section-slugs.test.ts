/** Section slugs of a book without rule numbers (From Macbeth to Medici). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingSlug, isSlug, sectionReference, sectionsOf, slugify } from './section-slugs.ts';

const sections = { 'control-test': 'Control test procedure', notes: 'Author’s notes' };

describe('slugify', () => {
  it('keeps lowercase letters and digits, one hyphen between words', () => {
    expect(slugify('Co-ordinated movement')).toBe('co-ordinated-movement');
    expect(slugify('  Firing:  archery!  ')).toBe('firing-archery');
    expect(slugify('Class A & B')).toBe('class-a-b');
    expect(slugify('Mêlée à la carte')).toBe('melee-a-la-carte');
  });

  it('drops apostrophes, straight or curled, rather than splitting the word', () => {
    expect(slugify("Author's notes")).toBe('authors-notes');
    expect(slugify('Author’s notes')).toBe('authors-notes');
  });

  it('always gives a well-formed slug or nothing (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug === '' || isSlug(slug)).toBe(true);
      }),
    );
  });
});

describe('headingSlug', () => {
  it('gives a section’s own slug when the heading is its title exactly', () => {
    expect(headingSlug('Control test procedure', sections)).toBe('control-test');
    expect(headingSlug(' Control test procedure ', sections)).toBe('control-test');
  });

  it('slugifies a heading that is no section’s title, even a near one', () => {
    expect(headingSlug('Control test', sections)).toBe('control-test');
    expect(headingSlug('Control test procedures', sections)).toBe('control-test-procedures');
    expect(headingSlug('control test procedure', sections)).toBe('control-test-procedure');
  });

  it('matches a title whose apostrophe the Markdown pipeline curled, either way', () => {
    expect(headingSlug("Author's notes", sections)).toBe('notes');
    expect(headingSlug('Author’s notes', sections)).toBe('notes');
  });
});

describe('isSlug and sectionReference', () => {
  it('accepts kebab-case slugs only', () => {
    expect(isSlug('control-test')).toBe(true);
    expect(isSlug('a1')).toBe(true);
    expect(isSlug('Control-test')).toBe(false);
    expect(isSlug('control--test')).toBe(false);
    expect(isSlug('-control')).toBe(false);
    expect(isSlug('')).toBe(false);
  });

  it('reads the slug of an r: link and nothing else', () => {
    expect(sectionReference('r:control-test')).toBe('control-test');
    expect(sectionReference('r:')).toBe('');
    expect(sectionReference('/r:control-test')).toBeUndefined();
    expect(sectionReference('#r-control-test')).toBeUndefined();
  });
});

describe('sectionsOf', () => {
  it('knows the sections of From Macbeth to Medici and of no numbered book', () => {
    expect(sectionsOf('macbeth-to-medici')?.['control-test']).toBe('Control test procedure');
    expect(sectionsOf('bannockburn-1314')).toBeUndefined();
  });
});
