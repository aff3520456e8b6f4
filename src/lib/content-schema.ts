/**
 * Frontmatter of every page under content/. The content collection validates
 * against it at build time and the content tests reuse it, so a bad field
 * fails both with the file name.
 */
import { z } from 'astro/zod';
import { rulebookIds, systemIds } from './rulebooks.ts';

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
    order: z.number().int().nonnegative(),
    summary: z.string().min(1),
  })
  .strict()
  .refine((page) => page.kind !== 'chapter' || page.chapter !== undefined, {
    message: 'a chapter page needs its printed chapter number',
    path: ['chapter'],
  });

export type PageData = z.infer<typeof pageSchema>;
