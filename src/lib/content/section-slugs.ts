/**
 * The grammar of sections in a book without rule numbers (From Macbeth to
 * Medici). Every heading defines a rule known by a slug: the engine's section
 * slug when the heading is that section's title, else the heading slugified.
 * Shared by the rule index, the build plugin and the content tests so that
 * all of them agree on a heading's anchor.
 */
import { slugify } from '../../../engine/core/index.ts';
import { sections as macbethToMediciSections } from '../../../engine/macbeth-to-medici/index.ts';

export { slugify };

/** A book's sections: slug → the section's title. */
export type SectionTitles = Readonly<Record<string, string>>;

const sectionsByBook: Readonly<Record<string, SectionTitles>> = {
  'macbeth-to-medici': macbethToMediciSections,
};

/** The engine's sections of a book named by sections, or undefined for a numbered book. */
export function sectionsOf(rulebook: string): SectionTitles | undefined {
  return sectionsByBook[rulebook];
}

/** Typographic quotes as typed: the Markdown pipeline curls what the source keeps straight. */
const straightQuotes = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** The slug a heading defines: the section whose title it is exactly, else its text slugified. */
export function headingSlug(heading: string, sections: SectionTitles): string {
  const text = straightQuotes(heading.trim());
  const section = Object.entries(sections).find(([, title]) => straightQuotes(title) === text);
  return section ? section[0] : slugify(text);
}

/** True for a well-formed slug: `control-test`, `a1`. */
export function isSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

/** The slug of a section reference's href (`r:control-test`), or undefined for any other link. */
export function sectionReference(href: string): string | undefined {
  return /^r:(.*)$/.exec(href)?.[1];
}
