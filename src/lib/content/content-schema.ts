/**
 * Frontmatter of every page under content/. The content collection validates
 * against it at build time and the content tests reuse it, so a bad field
 * fails both with the file name.
 */
import { z } from 'astro/zod';
import { sectionIds } from '../../../engine/macbeth-to-medici/index.ts';
import { findRulebook, rulebookIds, systemIds } from '../site/rulebooks.ts';

export const pageKinds = [
  'overview',
  'chapter',
  'tables',
  'tools',
  'scenario',
  'glossary',
  'notes',
] as const;

export const pageSchema = z
  .object({
    title: z.string().min(1),
    system: z.enum(systemIds),
    // YAML reads `edition: 1066` as a number; the id is the string.
    edition: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum(rulebookIds),
    ),
    kind: z.enum(pageKinds).default('chapter'),
    /** The printed chapter number, such as "5.0"; the page's h1 anchors it. */
    chapter: z
      .string()
      .regex(/^\d{1,2}\.\d{1,2}$/, 'a chapter number such as "5.0"')
      .optional(),
    /** In a book named by sections: the section the page is, anchoring its h1. */
    section: z.enum(sectionIds).optional(),
    order: z.number().int().nonnegative(),
    summary: z.string().min(1),
  })
  .strict()
  .superRefine((page, context) => {
    // A numbered book's chapter page has its number; a sections book's, its section.
    const sections = findRulebook(page.edition)?.numbering === 'sections';
    const wanted = sections ? 'section' : 'chapter';
    const unwanted = sections ? 'chapter' : 'section';
    if (page.kind === 'chapter' && page[wanted] === undefined) {
      const message = sections
        ? 'a chapter page needs its section (a slug of the engine’s sections)'
        : 'a chapter page needs its printed chapter number';
      context.addIssue({ code: 'custom', message, path: [wanted] });
    }
    if (page[unwanted] !== undefined) {
      const why = sections ? 'this book prints no rule numbers' : 'this book numbers its rules';
      context.addIssue({
        code: 'custom',
        message: `no ${unwanted} here: ${why}`,
        path: [unwanted],
      });
    }
  });

export type PageData = z.infer<typeof pageSchema>;
