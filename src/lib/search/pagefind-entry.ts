/**
 * Pagefind asks for its entry file with `?ts=<now>` unless given a cache tag,
 * and the service worker could never match such a URL offline. The search
 * passes this tag and the worker precaches the same URL; the precache's own
 * revision keeps the file fresh.
 */
export const pagefindCacheTag = 'site';

/** The entry file's URL as the search requests it, relative to the site's root. */
export const pagefindEntry = `pagefind/pagefind-entry.json?ts=${pagefindCacheTag}`;
