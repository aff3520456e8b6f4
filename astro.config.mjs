// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import { unified } from '@astrojs/markdown-remark';
import rehypeRules from './src/lib/content/rehype-rules.ts';
import { contentDir } from './src/lib/content/content-dir.ts';
import { policyDirectives, scriptResources } from './src/build/security-policy.ts';
import { slimPreload } from './src/build/slim-preload.ts';
import { lazyStyles } from './src/build/lazy-styles.ts';

export default defineConfig({
  site: 'http://localhost:4321',
  // A sub-folder of the host, e.g. SITE_BASE=/rules/ (see docs/hosting.md).
  base: process.env.SITE_BASE ?? '/',
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [mdx(), svelte()],
  markdown: {
    // The unified pipeline runs our rehype plugin (rule anchors and cross-links);
    // Astro 7's default Sätteri processor does not run rehype plugins.
    processor: unified({ rehypePlugins: [[rehypeRules, { contentDir }]] }),
    // Shiki writes inline styles, which the security policy below refuses; the books hold no code.
    syntaxHighlight: false,
  },
  // A Content-Security-Policy in each page's <meta>: Astro hashes the scripts and styles it
  // writes (the theme bootstrap, islands, inlined CSS), so only the site's own code runs.
  // The directives live in src/build/security-policy.ts, which also writes them as host
  // headers (dist/_headers). No style attributes anywhere (data attributes and SVG instead);
  // the ClientRouter, which the CSP cannot cover, is not used.
  security: {
    csp: {
      directives: policyDirectives,
      scriptDirective: { resources: scriptResources },
    },
  },
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      {
        // No preload lists for code loaded on first use: Vite would list every chunk a lazy
        // module needs (0.6 KB of names on a table-side page) so it can fetch them together.
        // The service worker caches the site after the first visit, which makes them local.
        // Astro sets the client build's modulePreload itself, so this hook overrides it.
        name: 'no-module-preload',
        configEnvironment: (name) =>
          name === 'client' ? { build: { modulePreload: false } } : undefined,
      },
      // With no module preloads, Vite's preload helper only links stylesheets: a smaller one.
      slimPreload(),
      // Styles of code loaded on first use: linked by that import, not from every page.
      lazyStyles(),
    ],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        // The engine is pure (no side effects at import), so the bundler may follow
        // what each island really uses through engine/medieval/index.ts: the combat
        // calculator no longer loads the tools' fire and movement modules.
        treeshake: { moduleSideEffects: (id) => !id.includes('/engine/') },
        // Astro marks every MDX page's head-inject with a directive the bundler cannot keep
        // and warns about it page by page (97 warnings); Astro itself reads it, not the bundle.
        onwarn(warning, warn) {
          if (
            warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
            warning.message.includes('astro:head-inject')
          )
            return;
          warn(warning);
        },
      },
    },
  },
});
