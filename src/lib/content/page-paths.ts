import { withBase } from '../site/base-path.ts';

/**
 * Where a content file is published. `bannockburn-1314/01-basic-information.mdx`
 * becomes `bannockburn-1314/basic-information`; a book's `index.mdx` becomes the
 * book's own path. The numeric prefix only orders files on disk.
 */
export function pageSlug(contentPath: string): string {
  const parts = contentPath
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .split('/');
  const last = parts.pop() ?? '';
  if (last !== 'index') parts.push(last.replace(/^\d+[-_]/, ''));
  return parts.join('/');
}

/** The URL of a page from its slug, with the trailing slash the build uses (and the base). */
export function pageHref(slug: string): string {
  return withBase(slug ? `/${slug}/` : '/');
}

/** The short permanent link of a rule: `/bannockburn-1314/r/5.5.2/` (under the base). */
export function rulePermalink(rulebook: string, number: string): string {
  return withBase(`/${rulebook}/r/${number}/`);
}
