/**
 * Scripts that must run while the page is parsed (before first paint), so they
 * cannot be deferred modules: the site's own files, read at build time. Astro
 * hashes the scripts it bundles but not `is:inline` ones, so the layout puts
 * these hashes into every page's Content-Security-Policy while it writes the head
 * (a component further down the page renders after the policy is written).
 */
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import themeBootstrap from '../../scripts/inline/theme-bootstrap.js?raw';
import sidebarOpen from '../../scripts/inline/sidebar-open.js?raw';
import shortLink from '../../scripts/inline/short-link.js?raw';
import foldOpen from '../../scripts/inline/fold-open.js?raw';

/** Minified as Vite minifies bundled scripts: each page carries these, comments and all. */
const minify = (code: string): string => transformSync(code, { minify: true }).code;

export const inlineScripts = {
  'theme-bootstrap': minify(themeBootstrap),
  'sidebar-open': minify(sidebarOpen),
  'short-link': minify(shortLink),
  'fold-open': minify(foldOpen),
};

export type InlineScriptName = keyof typeof inlineScripts;

/** The CSP source for each inline script: `sha256-<base64>` of its exact text. */
export function hashInlineScripts(): `sha256-${string}`[] {
  return Object.values(inlineScripts).map(
    (code) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const,
  );
}
