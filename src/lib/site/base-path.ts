/**
 * The folder the site is served from: `/` by default, `/rules/` when built
 * with `SITE_BASE=/rules/` (astro.config.mjs gives Astro the same `base`).
 * Every URL the site writes goes through `withBase`.
 */

/** `rules` or `/rules` → `/rules/`; empty → `/`. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// Node (the build, the rehype plugin Astro's config loads, tests) reads the
// variable itself; in the browser Vite writes the base into the bundle.
export const siteBase = normalizeBase(
  typeof process === 'undefined' ? import.meta.env.BASE_URL : process.env['SITE_BASE'],
);

/** A site path (`/kosovo-1389/combat/`) as served under the base (`/rules/kosovo-1389/combat/`). */
export function withBase(path: string, base = siteBase): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return base + path.slice(1);
}
