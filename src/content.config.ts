import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from './lib/content/content-schema.ts';
import { pageSlug } from './lib/content/page-paths.ts';

const rules = defineCollection({
  loader: glob({
    pattern: '**/*.mdx',
    base: './content',
    generateId: ({ entry }) => pageSlug(entry),
  }),
  schema: pageSchema,
});

export const collections = { rules };
