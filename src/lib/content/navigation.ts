/**
 * Reading order of a rulebook's pages: the sidebar, previous/next links and
 * breadcrumbs all come from here.
 */
import type { PageData } from './content-schema.ts';
import { pageHref } from './page-paths.ts';

export interface NavPage {
  slug: string;
  href: string;
  title: string;
  /** "1.0 Basic Information" for chapters, the plain title otherwise. */
  label: string;
  edition: PageData['edition'];
  kind: PageData['kind'];
  order: number;
  chapter?: string | undefined;
  summary: string;
}

/** Builds the navigation record of one content entry. */
export function toNavPage(slug: string, data: PageData): NavPage {
  return {
    slug,
    href: pageHref(slug),
    title: data.title,
    label: data.chapter ? `${data.chapter} ${data.title}` : data.title,
    edition: data.edition,
    kind: data.kind,
    order: data.order,
    chapter: data.chapter,
    summary: data.summary,
  };
}

/** The pages of one rulebook in reading order (the overview first). */
export function pagesOf(pages: readonly NavPage[], rulebook: string): NavPage[] {
  return pages
    .filter((page) => page.edition === rulebook)
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** The pages before and after a page within its rulebook. */
export function neighboursOf(
  pages: readonly NavPage[],
  slug: string,
): { prev?: NavPage | undefined; next?: NavPage | undefined } {
  const page = pages.find((p) => p.slug === slug);
  if (!page) return {};
  const book = pagesOf(pages, page.edition);
  const at = book.findIndex((p) => p.slug === slug);
  return { prev: book[at - 1], next: book[at + 1] };
}
